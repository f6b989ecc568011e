import fc from "fast-check";
import { badBoolish, badName, badOptionalText, badUrl, badWrapper, notScalar, type Spec } from "./kit";

/**
 * Bad input at the REST write routes of `organizations.*`.
 * Generators and the Spec type: ./kit.ts; the runner: ../bad-input.property.test.ts.
 */

/** Readable colours, so a bad one among them is refused for itself (contrast, format). */
const COLORS = {
  primary: "#0b5cad",
  success: "#146c43",
  danger: "#b02a37",
  warning: "#ffc107",
  dark: "#212529",
};

export const specs: Spec[] = [
  ...(["POST /api/organizations", "PUT /api/organizations/:id"] as const).map(
    (route): Spec => ({
      route,
      params: route.startsWith("PUT") ? (w) => ({ id: w.a.ids.org }) : undefined,
      base: () => ({
        organization: {
          ...(route.startsWith("POST") ? { name: "new organization" } : { theme: "ocean" }),
          brand_colors: COLORS,
        },
      }),
      bad: {
        organization: badWrapper,
        "organization.name": badName(),
        "organization.homepage_url": badUrl,
        "organization.can_whitelabel": badBoolish,
        "organization.theme": badOptionalText(64),
        "organization.subdomain": fc.constantFrom<unknown>(
          "-bad",
          "bad-",
          "bad_sub",
          "a".repeat(64),
          "a b",
          5,
          ...notScalar,
        ),
        "organization.brand_colors": fc.constantFrom<unknown>(
          { primary: "#5b5bd6" },
          "#5b5bd6",
          5,
          ...notScalar.filter((v) => v !== null),
        ),
        "organization.brand_colors.primary": fc.constantFrom<unknown>("#ffcc00", "red", "#12345", 5, null),
        "organization.brand_colors.warning": fc.constantFrom<unknown>("#808080", "#ffc10", ""),
        "organization.owner_id": fc.constantFrom<unknown>(0, -1, 1.5, "5", true, ...notScalar),
        "organization.image_id": fc.constantFrom<unknown>(0, -1, 1.5, "5", true, ...notScalar),
      },
    }),
  ),
  { route: "DELETE /api/organizations/:id", note: "reads no body: garbage ids only" },
  { route: "POST /api/organizations/:id/accept_ownership", note: "reads no body: garbage ids only" },
];
