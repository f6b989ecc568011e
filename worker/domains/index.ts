/**
 * The one door of the domains: the adapters (worker/http/) import from here and from nowhere else
 * under worker/domains/ (tests/tooling/import-boundaries.test.ts).
 * Decision: docs/decisions/2026-11-26-domain-folders-and-adapters.md
 */
export * from "./operation";

import { type AnyOperation, isOperation, type OperationTable } from "./operation";

export { containsNul } from "./shared/nul";
/** The shared answer shapes (the API reference's named components), loaded when that is built. */
export const loadSharedOutputs = () => import("./shared/outputs");
export type SharedOutputs = Awaited<ReturnType<typeof loadSharedOutputs>>;

/**
 * Every domain's operation table, loaded on first use. A domain's module graph (its operation
 * table, zod schemas and services) is evaluated the first time one of its operations is called, not
 * when the Worker starts: building every domain's schemas at import was most of the Worker's start
 * time (docs/cloudflare.md "Budgets and figures"). esbuild turns each `import()` of a bundled module
 * into a lazy initializer of that module, so the bundle stays one file.
 * Decision: docs/decisions/2026-11-26-domains-load-lazily.md
 */
export const domainTables = {
  auth: () => import("./auth/operations").then((m) => m.authOperations),
  users: () => import("./users/operations").then((m) => m.userOperations),
  clients: () => import("./clients/operations").then((m) => m.clientOperations),
  trainers: () => import("./trainers/operations").then((m) => m.trainerOperations),
  organizations: () => import("./organizations/operations").then((m) => m.organizationOperations),
  workouts: () => import("./workouts/operations").then((m) => m.workoutOperations),
  programs: () => import("./programs/operations").then((m) => m.programOperations),
  libraries: () => import("./libraries/operations").then((m) => m.libraryOperations),
  comments: () => import("./comments/operations").then((m) => m.commentOperations),
  conversations: () => import("./conversations/operations").then((m) => m.conversationOperations),
  notifications: () => import("./notifications/operations").then((m) => m.notificationOperations),
  notes: () => import("./notes/operations").then((m) => m.noteOperations),
  documents: () => import("./documents/operations").then((m) => m.documentOperations),
  emails: () => import("./emails/operations").then((m) => m.emailOperations),
  records: () => import("./records/operations").then((m) => m.recordOperations),
  progress: () => import("./progress/operations").then((m) => m.progressOperations),
  nutrition: () => import("./nutrition/operations").then((m) => m.nutritionOperations),
  habits: () => import("./habits/operations").then((m) => m.habitOperations),
  admin: () => import("./admin/operations").then((m) => m.adminOperations),
  branding: () => import("./branding/operations").then((m) => m.brandingOperations),
};

export type DomainName = keyof typeof domainTables;

/** Every operation of the app, by domain: what `loadOperations()` answers. */
export type Operations = { [D in DomainName]: Awaited<ReturnType<(typeof domainTables)[D]>> };

let allLoaded: Promise<Operations> | undefined;

/**
 * Every domain's table at once: for what needs them all (the REST routes, the OpenAPI document,
 * tests). The Node server loads them at start, so its first requests wait for nothing.
 */
export function loadOperations(): Promise<Operations> {
  allLoaded ??= Promise.all(
    Object.entries(domainTables).map(async ([name, load]) => [name, await load()] as const),
  ).then((entries) => Object.fromEntries(entries) as Operations);
  return allLoaded;
}

/** The operation a dotted tRPC name (`libraries.exercises.list`) stands for, its domain loaded first. */
export async function operationNamed(name: string): Promise<AnyOperation | undefined> {
  const [domain, ...rest] = name.split(".");
  if (!domain || !Object.hasOwn(domainTables, domain)) return undefined;
  let entry: AnyOperation | OperationTable | undefined = await domainTables[domain as DomainName]();
  for (const key of rest) {
    if (!entry || isOperation(entry) || !Object.hasOwn(entry, key)) return undefined;
    entry = entry[key];
  }
  return entry && isOperation(entry) ? entry : undefined;
}

/** Branding by host (the manifest route, worker/http/manifest.ts) and by organization (emails). */
export { brandingForHost, brandingForOrganization } from "./branding/branding";
export { manifestFor } from "./branding/manifest";

/** One-click unsubscribe (RFC 8058): a plain HTML route (worker/http/unsubscribe.ts). */
export { unsubscribePage } from "./emails/one-click";
export { UNSUBSCRIBE_PATH } from "./emails/unsubscribe-link";
/** Uploads: a multipart REST route (worker/http/uploads.ts), not an operation with a JSON input. */
export { createUpload } from "./uploads/create";
export { UPLOAD_MAX_BYTES } from "./uploads/limits";
export { readUploadFile } from "./uploads/read";
export { isImageType, UPLOAD_TYPES } from "./uploads/sniff";
