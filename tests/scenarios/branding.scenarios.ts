import { expect } from "vitest";
import {
  apiClient,
  expectError,
  expectStatus,
  type ScenarioGroup,
  setupOrganization,
  unique,
} from "./harness";

/**
 * Branding by host (issue 30), on both runtimes: both environments run with APP_DOMAIN=coach.test,
 * so `<subdomain>.coach.test` is an organization's own address and `coach.test` the platform's.
 */
const DOMAIN = "coach.test";
const COLORS = {
  primary: "#0b5cad",
  success: "#146c43",
  danger: "#b02a37",
  warning: "#ffc107",
  dark: "#212529",
};

export const brandingScenarios: ScenarioGroup = {
  name: "branding by host",
  scenarios: [
    {
      name: "an organization's host answers its name, logo, colours and manifest; other hosts the platform's",
      async run(t) {
        const { api, superToken, organization, admin } = await setupOrganization(t);
        const subdomain = unique("studio");
        const logo = "https://cdn.example.com/studio-logo.png";
        expectStatus(
          await api.put(
            `/api/organizations/${organization.id}`,
            { organization: { subdomain, can_whitelabel: true } },
            { token: superToken },
          ),
          200,
        );
        const saved = await api.put(
          `/api/organizations/${organization.id}`,
          { organization: { brand_colors: { ...COLORS, primary: "#0B5CAD" }, logo_url: logo } },
          { token: admin.token },
        );
        expectStatus(saved, 200);
        expect(saved.body.organization.brand_colors).toEqual(COLORS);

        const at = (host: string, path: string) =>
          apiClient((p, init) => t.fetch(`https://${host}${p}`, init)).get(path);
        const branded = await at(`${subdomain}.${DOMAIN}`, "/api/branding");
        expectStatus(branded, 200);
        expect(branded.body).toEqual({
          kind: "organization",
          name: organization.name,
          logo_url: logo,
          brand_colors: COLORS,
          can_whitelabel: true,
        });

        const manifest = await at(`${subdomain}.${DOMAIN}`, "/manifest.webmanifest");
        expectStatus(manifest, 200);
        expect(manifest.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
        expect(manifest.body).toMatchObject({
          name: organization.name,
          theme_color: COLORS.primary,
          start_url: "/client",
        });
        expect(manifest.body.icons[0]).toMatchObject({ src: logo });
        // Whitelabel: the platform's name is nowhere in it.
        expect(JSON.stringify(manifest.body)).not.toContain("Coach");

        for (const host of [DOMAIN, `nobody-${subdomain}.${DOMAIN}`, "elsewhere.example"]) {
          const platform = await at(host, "/api/branding");
          expectStatus(platform, 200);
          expect(platform.body).toMatchObject({ kind: "platform", name: "Coach", brand_colors: null });
          const own = await at(host, "/manifest.webmanifest");
          expect(own.body).toMatchObject({ name: "Coach 训练", short_name: "Coach" });
        }
      },
    },
    {
      name: "without whitelabel the manifest shows the organization beside the platform; unreadable colours are refused",
      async run(t) {
        const { api, organization, admin } = await setupOrganization(t);
        const subdomain = unique("gym");
        // An admin may set the colours and subdomain, not whitelabel (ignored: the super admin's).
        const saved = await api.put(
          `/api/organizations/${organization.id}`,
          { organization: { subdomain, brand_colors: COLORS, can_whitelabel: true } },
          { token: admin.token },
        );
        expectStatus(saved, 200);
        expect(saved.body.organization.can_whitelabel).toBe(false);
        const manifest = await t.fetch(`https://${subdomain}.${DOMAIN}/manifest.webmanifest`);
        expect(await manifest.json()).toMatchObject({ name: `${organization.name} · Coach` });

        const refused = await api.put(
          `/api/organizations/${organization.id}`,
          {
            organization: {
              brand_colors: { ...COLORS, primary: "#ffcc00", warning: "#808080", dark: "red" },
            },
          },
          { token: admin.token, headers: { "accept-language": "en" } },
        );
        expectError(refused, 400);
        expect(refused.body.issues).toEqual(
          expect.arrayContaining([
            {
              path: "organization.brand_colors.primary",
              message: "Text contrast is only 1.5:1; at least 4.5:1 is needed",
            },
            { path: "organization.brand_colors.dark", message: "Colours are written #RRGGBB" },
          ]),
        );
        const unchanged = await api.get(`/api/organizations/${organization.id}`, { token: admin.token });
        expect(unchanged.body.organization.brand_colors).toEqual(COLORS);
      },
    },
  ],
};
