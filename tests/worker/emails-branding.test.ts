import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLATFORM_NAME } from "#shared/app-manifest";
import { PLATFORM_BRAND_COLORS } from "#shared/brand-colors";
import { images, organizations, uploads } from "../../db/schema";
import type { ServiceDeps } from "../../worker/services/deps";
import { insertOrganization, insertTrainer } from "../factories";
import { createTestDb, type TestDb } from "../helpers/db";
import { emailClient, emailWorkout, tickUntilIdle } from "./support/email-world";
import { type CaughtMail, startMailCatcher } from "./support/mail-catcher";

/**
 * Issue 30: a client's emails carry its organization's name, logo and colour and link to its host
 * (`<subdomain>.<APP_DOMAIN>`); a whitelabel organization's clients never read the platform's name,
 * the others read it beside the organization's. Sent through a real SMTP server (smtp-server) and
 * read back with mailparser, as the issue 29 email tests are.
 */
const APP_URL = "https://app.example";
let t: TestDb;
let deps: ServiceDeps;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;

beforeAll(async () => {
  t = await createTestDb({ d1Limits: true });
  mail = await startMailCatcher();
  deps = {
    ...t.deps,
    email: mail.sender,
    config: { ...t.deps.config, appUrl: APP_URL, appDomain: "app.example" },
  };
});
afterAll(async () => {
  await mail.close();
  t.close();
});

/** An organization with its brand, one coach, and its uploaded logo when `logoUpload` names one. */
async function brandedOrganization(fields: {
  name: string;
  subdomain?: string;
  can_whitelabel?: boolean;
  primary?: string;
  logoUpload?: string;
}) {
  const org = await insertOrganization(t, { name: fields.name });
  let imageId: number | null = null;
  if (fields.logoUpload) {
    const now = t.clock.now().toISOString();
    // Stored as logoFromUpload stores it: absolute, at the platform's address it was uploaded at.
    const [logo] = await t.db
      .insert(images)
      .values({
        image_url: `${APP_URL}/api/uploads/${fields.logoUpload}/file`,
        mime_type: "image/png",
        parent_type: "organization",
        parent_id: org.id,
      })
      .returning();
    await t.db.insert(uploads).values({
      id: fields.logoUpload,
      owner_user_id: 1,
      name: "logo.png",
      type: "image/png",
      size: 10,
      storage_key: `uploads/${fields.logoUpload}`,
      attached_kind: "organization_logo",
      attached_id: org.id,
      created_at: now,
    });
    imageId = logo!.id;
  }
  await t.db
    .update(organizations)
    .set({
      subdomain: fields.subdomain ?? null,
      can_whitelabel: fields.can_whitelabel ?? false,
      brand_colors: fields.primary ? { ...PLATFORM_BRAND_COLORS, primary: fields.primary } : null,
      image_id: imageId,
    })
    .where(eq(organizations.id, org.id));
  const coach = await insertTrainer(t, org.id, { name: "Kim Lee" });
  return { org, coach };
}

/** Every address a mail links to: the HTML's hrefs and images, the text part's URLs, the headers'. */
function linksOf(m: CaughtMail): string[] {
  const html = [...m.html.matchAll(/(?:href|src)="([^"]+)"/g)].map((x) => x[1]!);
  const text = [...m.text.matchAll(/https?:\/\/[^\s>]+/g)].map((x) => x[0]);
  const unsubscribe = m.headers.get("list-unsubscribe")?.slice(1, -1);
  return [...html, ...text, ...(unsubscribe ? [unsubscribe] : [])];
}

/** Everything of a mail a person reads: subject, From, both parts. */
const readable = (m: CaughtMail) => [m.subject, m.headers.get("from") ?? "", m.html, m.text].join("\n");

/** One daily workout email to a new client of the coach, in the client's language. */
async function dailyEmailTo(coach: Awaited<ReturnType<typeof insertTrainer>>, locale: "en" | "zh-CN") {
  const client = await emailClient(t, coach, { timezone: "Asia/Shanghai", locale });
  await emailWorkout(t, client, "2026-03-03", { title: "Legs day", items: [{ name: "Back squat" }] });
  return client;
}

async function sendTheDay() {
  // 06:00 on 3 March in Shanghai: the daily email is due.
  t.clock.set("2026-03-02T22:00:00Z");
  await tickUntilIdle(deps);
  t.clock.advance(600);
  await tickUntilIdle(deps);
}

describe("a client's emails carry its organization's brand", () => {
  let whitelabel: { en: string; zh: string };
  let beside: { en: string; zh: string };
  let noHost: string;

  beforeAll(async () => {
    const lotus = await brandedOrganization({
      name: "Lotus Studio",
      subdomain: "lotus",
      can_whitelabel: true,
      primary: "#0b5cad",
      logoUpload: "u-lotus-logo",
    });
    const oak = await brandedOrganization({ name: "Oak Gym", subdomain: "oak" });
    const pine = await brandedOrganization({ name: "Pine Club" });
    whitelabel = {
      en: (await dailyEmailTo(lotus.coach, "en")).email!,
      zh: (await dailyEmailTo(lotus.coach, "zh-CN")).email!,
    };
    beside = {
      en: (await dailyEmailTo(oak.coach, "en")).email!,
      zh: (await dailyEmailTo(oak.coach, "zh-CN")).email!,
    };
    noHost = (await dailyEmailTo(pine.coach, "en")).email!;
    await sendTheDay();
  });

  const only = (address: string) => {
    const mails = mail.to(address);
    expect(mails).toHaveLength(1);
    return mails[0]!;
  };

  it("whitelabel: its name, logo and colour, links to its host, and no platform name in either language", () => {
    for (const address of [whitelabel.en, whitelabel.zh]) {
      const m = only(address);
      expect(m.html).toContain(
        '<img src="https://lotus.app.example/api/uploads/u-lotus-logo/file" alt="Lotus Studio"',
      );
      expect(m.html).toContain("Lotus Studio");
      expect(m.text).toContain("Lotus Studio");
      // The primary colour on the button, with the text colour that reads on it.
      expect(m.html).toContain("background:#0b5cad;color:#ffffff;");
      expect(m.headers.get("from")).toContain("Lotus Studio");
      const links = linksOf(m);
      expect(links.length).toBeGreaterThanOrEqual(6);
      for (const link of links) expect(link).toMatch(/^https:\/\/lotus\.app\.example\//);
      expect(readable(m)).not.toContain(PLATFORM_NAME);
    }
  });

  it("without whitelabel: the organization's brand beside the platform's name, links to its host", () => {
    const en = only(beside.en);
    const zh = only(beside.zh);
    expect(en.html).toContain(`Oak Gym · via ${PLATFORM_NAME}`);
    expect(en.text).toContain(`Oak Gym · via ${PLATFORM_NAME}`);
    expect(zh.html).toContain(`Oak Gym · 由 ${PLATFORM_NAME} 提供`);
    expect(zh.text).toContain(`Oak Gym · 由 ${PLATFORM_NAME} 提供`);
    expect(en.headers.get("from")).toContain(`Oak Gym via ${PLATFORM_NAME}`);
    // No logo of its own, no colours of its own: the name alone, the platform's colour.
    expect(en.html).not.toContain("<img");
    expect(en.html).toContain(`background:${PLATFORM_BRAND_COLORS.primary};color:#ffffff;`);
    for (const link of [...linksOf(en), ...linksOf(zh)])
      expect(link).toMatch(/^https:\/\/oak\.app\.example\//);
  });

  it("an organization without a subdomain links to APP_URL", () => {
    const m = only(noHost);
    expect(m.text).toContain(`Pine Club · via ${PLATFORM_NAME}`);
    const links = linksOf(m);
    expect(links.length).toBeGreaterThanOrEqual(6);
    for (const link of links) expect(link).toMatch(/^https:\/\/app\.example\//);
  });
});
