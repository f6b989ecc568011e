import fc from "fast-check";
import type { World } from "../support/world";

/**
 * What the bad-input specs are made of (docs/authorization.md, "Bad input"): values that cannot be
 * valid for a kind of field, and the Spec of a REST write route. The specs live next to their
 * domain, one `<domain>.specs.ts` each, and ./index.ts gathers them; the runner is
 * ../bad-input.property.test.ts.
 */

// ── guaranteed-invalid values, by kind of field ─────────────────────────────────────────────────

/** `n` characters (n > the field's maximum), mixing script, CJK and plain text. */
export const longText = (max: number) =>
  fc
    .integer({ min: max + 1, max: Math.max(max * 2, max + 10_000) })
    .map((n) => `<script>alert(1)</script>${"训练x".repeat(Math.ceil(n / 3))}`.slice(0, n));

/** A list nested far deeper than any field: wrong type for every scalar, list or object field. */
export const deep = (() => {
  let v: unknown = "bottom";
  for (let i = 0; i < 200; i++) v = i % 2 ? [v] : { nested: v };
  return v;
})();

export const notScalar = [[], {}, deep] as const;
export const badName = (max = 100) =>
  fc.oneof(fc.constantFrom<unknown>(null, 0, true, "", "   ", ...notScalar), longText(max));
export const badOptionalText = (max: number) =>
  fc.oneof(fc.constantFrom<unknown>(5, true, ...notScalar), longText(max));
export const badEmail = fc.constantFrom<unknown>(
  "not-an-email",
  "a@",
  "@b.test",
  5,
  true,
  `${"x".repeat(260)}@a.test`,
  ...notScalar,
);
export const badPhone = fc.constantFrom<unknown>(
  "abc",
  "12",
  "+1 234 567",
  13800000000,
  "1".repeat(16),
  "",
  ...notScalar,
);
export const badPassword = fc.oneof(
  fc.constantFrom<unknown>("short", "", 12345678, null, ...notScalar),
  longText(128),
);
/** Impossible or malformed calendar dates (SPEC: 2026-2-30 is refused). */
export const badDate = fc.oneof(
  fc.constantFrom<unknown>(
    "2026-2-30",
    "2026-02-29",
    "2026-13-1",
    "2026-0-10",
    "2026-1-0",
    "26-1-1",
    "2026/1/1",
    "today",
    "",
    20260101,
    true,
    ...notScalar,
  ),
  fc
    .tuple(
      fc.integer({ min: 1000, max: 9999 }),
      fc.integer({ min: 13, max: 99 }),
      fc.integer({ min: 1, max: 28 }),
    )
    .map(([y, m, d]) => `${y}-${m}-${d}`),
  fc
    .tuple(
      fc.integer({ min: 1000, max: 9999 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 32, max: 99 }),
    )
    .map(([y, m, d]) => `${y}-${m}-${d}`),
);
/** Not a positive safe integer, and nothing a lenient coercion would turn into one. */
export const badId = fc.oneof(
  fc.constantFrom<unknown>(0, -1, 1.5, "abc", 1e20, "", "-3", "1.5", {}, deep),
  fc.integer({ min: -1_000_000_000, max: 0 }),
);
export const badStrictInt = (min: number, max: number) =>
  fc.oneof(
    fc.constantFrom<unknown>(min - 1, max + 1, 1.5, String(min), null, true, ...notScalar),
    fc.integer({ min: max + 1, max: max + 1_000_000 }),
  );
export const badBoolish = fc.constantFrom<unknown>("yes", "no", 2, -1, null, "TRUE ", ...notScalar);
export const badBool = fc.constantFrom<unknown>("true", "false", 1, 0, null, ...notScalar);
export const badEnum = fc.constantFrom<unknown>("zombie", "", 3, null, "ACTIVE", ...notScalar);
/** For enums that may be null (gender). */
export const badNullableEnum = fc.constantFrom<unknown>("zombie", "", 3, "FEMALE", ...notScalar);
export const badUrl = fc.oneof(
  fc.constantFrom<unknown>(
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "ftp://files.test/x",
    "not a url",
    "https://",
    5,
    ...notScalar,
  ),
  fc.integer({ min: 2049, max: 5000 }).map((n) => `https://a.test/${"x".repeat(n)}`),
);
/** A list longer than its maximum (of otherwise valid items), or with an invalid item. */
export const tooMany = (max: number, item: unknown) =>
  fc.oneof(
    fc.integer({ min: max + 1, max: max + 40 }).map((n) => Array.from({ length: n }, () => item)),
    fc.constant(Array.from({ length: 10_000 }, () => item)),
  );
export const badAttachments = fc.oneof(
  tooMany(20, { name: "a", attachmentUrl: "https://a.test/a.mp4" }),
  fc.constantFrom<unknown>(
    [{ name: "a", attachmentUrl: "javascript:alert(1)" }],
    [{ name: "a", attachmentUrl: "https://a.test/x", size: -1 }],
    "https://a.test/x",
    null,
  ),
);
/** Library and equipment attachments also need a name (workout items' do not). */
export const badNamedAttachments = fc.oneof(
  badAttachments,
  fc.constant<unknown>([{ name: "  ", attachmentUrl: "https://a.test/x" }]),
);
export const badWrapper = fc.constantFrom<unknown>(null, [], "resource", 5, true, deep);

// ── the write routes: a valid body (in reach for both callers) and the ways to break it ────────

/** One REST write route, named as `restRoutes()` names it ("PUT /api/users/:id"). */
export type Spec = {
  route: string;
  /** Real ids in reach of both callers. */
  params?: (w: World) => Record<string, number>;
  /** A valid body; absent for routes that read no body. */
  base?: (w: World) => Record<string, unknown>;
  /** dotted path → values that make the body invalid wherever they are put. */
  bad?: Record<string, fc.Arbitrary<unknown>>;
  /** Why the route gets only garbage ids (or nothing at all). */
  note?: string;
  /** The route also reads form bodies (OAuth token requests): a form is valid input, not bad. */
  acceptsForms?: boolean;
};

/** The fields of a user profile under `prefix` (`user`, `client.user`), wrong in every way. */
export const userProfileBad = (prefix: string): Record<string, fc.Arbitrary<unknown>> => ({
  [`${prefix}.name`]: badName(),
  [`${prefix}.email`]: badEmail,
  [`${prefix}.phone_number`]: badPhone,
  [`${prefix}.units`]: badEnum,
  [`${prefix}.height`]: fc.constantFrom<unknown>(-1, 301, "tall", 1e308, ...notScalar),
  [`${prefix}.weight`]: fc.constantFrom<unknown>(-0.5, 701, "heavy", ...notScalar),
  [`${prefix}.birthday`]: badDate,
  [`${prefix}.gender`]: badNullableEnum,
  [`${prefix}.timezone`]: fc.oneof(fc.constantFrom<unknown>("", null, 8, ...notScalar), longText(64)),
  [`${prefix}.timezone_offset`]: badStrictInt(-720, 840),
  [`${prefix}.in_person`]: badBoolish,
  [`${prefix}.image_url`]: badUrl,
  [`${prefix}.location`]: badOptionalText(255),
});
