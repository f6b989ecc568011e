import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BRAND_COLOR_KEYS,
  checkBrandColor,
  contrastRatio,
  DARK_INK,
  PLATFORM_BRAND_COLORS,
  textColorOn,
  WHITE,
} from "#shared/brand-colors";
import { images, organizations, uploads } from "../../db/schema";
import { brandingForHost, brandingForOrganization } from "../../worker/domains";
import { organizationAppUrl, subdomainOfHost } from "../../worker/domains/branding/host";
import { insertOrganization } from "../factories";
import { createTestDb, TEST_CONFIG, type TestDb } from "../helpers/db";

describe("the contrast rule (shared/brand-colors.ts)", () => {
  it("measures WCAG contrast: black on white is 21:1, a colour on itself 1:1", () => {
    expect(contrastRatio("#000000", WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio("#5b5bd6", "#5b5bd6")).toBe(1);
  });

  it("refuses text colours below 4.5:1 on white, and backgrounds below 4.5:1 with their own text", () => {
    // #777777 is 4.48:1 on white: one hair short.
    expect(checkBrandColor("primary", "#777777")).toEqual({ against: WHITE, ratio: 4.4, ok: false });
    expect(checkBrandColor("primary", "#767676")).toMatchObject({ ok: true });
    // A light warning carries dark ink and passes; mid grey reads with neither.
    expect(textColorOn("#ffc107")).toBe(DARK_INK);
    expect(checkBrandColor("warning", "#ffc107")).toMatchObject({ against: DARK_INK, ok: true });
    expect(checkBrandColor("warning", "#808080")).toMatchObject({ ok: false });
    expect(checkBrandColor("primary", "#ffc107")).toMatchObject({ ok: false });
    expect(checkBrandColor("dark", "not a colour")).toBeNull();
  });

  it("passes the platform's own colours", () => {
    for (const key of BRAND_COLOR_KEYS)
      expect(checkBrandColor(key, PLATFORM_BRAND_COLORS[key])?.ok, key).toBe(true);
  });
});

describe("hosts (worker/domains/branding/host.ts)", () => {
  it("names an organization only for one label before APP_DOMAIN", () => {
    expect(subdomainOfHost("studio.localhost", "localhost")).toBe("studio");
    expect(subdomainOfHost("Studio.Coach.Example.com.", "coach.example.com")).toBe("studio");
    expect(subdomainOfHost("localhost", "localhost")).toBeNull();
    expect(subdomainOfHost("a.b.localhost", "localhost")).toBeNull();
    expect(subdomainOfHost("studio.evil-localhost", "localhost")).toBeNull();
    expect(subdomainOfHost("studio.localhost", undefined)).toBeNull();
  });

  it("builds an organization's address from APP_URL, keeping scheme and port", () => {
    const config = { appUrl: "http://localhost:8787", appDomain: "localhost" };
    expect(organizationAppUrl(config, "studio")).toBe("http://studio.localhost:8787");
    expect(organizationAppUrl(config, null)).toBe("http://localhost:8787");
    expect(organizationAppUrl({ appDomain: "localhost" }, "studio")).toBeNull();
  });
});

describe("brandingForOrganization (what emails will carry)", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(() => t.close());

  it("answers the organization's name, logo, colours, whitelabel and its own address", async () => {
    const org = await insertOrganization(t, { name: "Lotus Studio" });
    const [logo] = await t.db
      .insert(images)
      .values({
        image_url: "https://cdn.example.com/lotus.png",
        mime_type: "image/png",
        parent_type: "organization",
        parent_id: org.id,
      })
      .returning();
    const colors = { ...PLATFORM_BRAND_COLORS, primary: "#0b5cad" };
    await t.db
      .update(organizations)
      .set({ subdomain: "lotus", can_whitelabel: true, brand_colors: colors, image_id: logo!.id })
      .where(eq(organizations.id, org.id));
    const deps = { ...t.deps, config: { ...TEST_CONFIG, appUrl: "https://coach.test" } };
    expect(await brandingForOrganization(deps, org.id)).toEqual({
      name: "Lotus Studio",
      logo_url: "https://cdn.example.com/lotus.png",
      brand_colors: colors,
      can_whitelabel: true,
      app_url: "https://lotus.coach.test",
    });
  });

  it("falls back to the platform's brand for an organization that is gone", async () => {
    expect(await brandingForOrganization(t.deps, 987654)).toEqual({
      name: "Coach",
      logo_url: null,
      brand_colors: null,
      can_whitelabel: false,
      app_url: null,
    });
  });
});

describe("brandingForHost (what the organization's pages show)", () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(() => t.close());

  async function organizationWithLogo(subdomain: string, logoUrl: string) {
    const org = await insertOrganization(t, { name: `Studio ${subdomain}` });
    const [logo] = await t.db
      .insert(images)
      .values({ image_url: logoUrl, mime_type: "image/png", parent_type: "organization", parent_id: org.id })
      .returning();
    await t.db
      .update(organizations)
      .set({ subdomain, image_id: logo!.id })
      .where(eq(organizations.id, org.id));
    return org;
  }

  async function uploadOf(id: string, attached: { kind: string; id: number }) {
    await t.db.insert(uploads).values({
      id,
      owner_user_id: 1,
      name: "logo.png",
      type: "image/png",
      size: 10,
      storage_key: `logos/${id}`,
      attached_kind: attached.kind,
      attached_id: attached.id,
      created_at: t.clock.now().toISOString(),
    });
  }

  it("answers the organization's own uploaded logo by its path, so it loads from its own host", async () => {
    const org = await organizationWithLogo("pine", "http://localhost:8787/api/uploads/u-pine/file");
    await uploadOf("u-pine", { kind: "organization_logo", id: org.id });
    const branding = await brandingForHost(t.deps, "pine.coach.test");
    expect(branding).toMatchObject({ kind: "organization", name: "Studio pine" });
    expect(branding.logo_url).toBe("/api/uploads/u-pine/file");
  });

  it("keeps any other logo address whole: elsewhere, or an upload that is not its logo", async () => {
    await organizationWithLogo("elm", "https://cdn.example.com/elm.png");
    expect((await brandingForHost(t.deps, "elm.coach.test")).logo_url).toBe(
      "https://cdn.example.com/elm.png",
    );
    const birch = await organizationWithLogo("birch", "https://cdn.example.com/api/uploads/u-other/file");
    await uploadOf("u-other", { kind: "user_avatar", id: birch.id });
    expect((await brandingForHost(t.deps, "birch.coach.test")).logo_url).toBe(
      "https://cdn.example.com/api/uploads/u-other/file",
    );
  });
});
