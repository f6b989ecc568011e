import { type Case, type FieldCase, self } from "./kit";

/**
 * The authorization matrix cases of `notifications.*`: every signed-in person has its own
 * notifications (a client too); nobody reaches another's.
 */
export const cases: Case[] = [
  {
    name: "list one's notifications",
    route: "GET /api/notifications",
    trpc: "notifications.list",
    expect: self,
    req: () => ({}),
  },
  {
    name: "mark all one's notifications read",
    route: "POST /api/notifications/read",
    trpc: "notifications.read",
    expect: self,
    req: () => ({ body: { all: true } }),
  },
  {
    name: "unread counts (bell and messages badge)",
    route: "GET /api/notifications/counts",
    trpc: "notifications.counts",
    expect: self,
    req: () => ({}),
  },
];

export const fieldCases: FieldCase[] = [];
