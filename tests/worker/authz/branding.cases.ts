import type { Case, FieldCase } from "./kit";
import { publicRoute } from "./kit";

/**
 * The authorization matrix cases of `branding.*`: the brand of the request's host, read by the
 * sign-in and invitation pages before anyone signs in (public, no records of anyone).
 */

export const cases: Case[] = [
  {
    name: "the brand of the request's host",
    route: "GET /api/branding",
    trpc: "branding.get",
    expect: publicRoute,
    publicRoute: true,
    req: () => ({}),
  },
];

export const fieldCases: FieldCase[] = [];
