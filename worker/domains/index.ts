/**
 * The one door of the domains: the adapters (worker/http/) import from here and from nowhere else
 * under worker/domains/ (tests/tooling/import-boundaries.test.ts).
 * Decision: docs/decisions/2026-11-26-domain-folders-and-adapters.md
 */
export * from "./operation";
export { containsNul } from "./shared/fields";
export * as sharedOutputs from "./shared/outputs";

import { adminOperations } from "./admin/operations";
import { authOperations } from "./auth/operations";
import { brandingOperations } from "./branding/operations";
import { clientOperations } from "./clients/operations";
import { commentOperations } from "./comments/operations";
import { conversationOperations } from "./conversations/operations";
import { documentOperations } from "./documents/operations";
import { emailOperations } from "./emails/operations";
import { habitOperations } from "./habits/operations";
import { libraryOperations } from "./libraries/operations";
import { noteOperations } from "./notes/operations";
import { notificationOperations } from "./notifications/operations";
import { nutritionOperations } from "./nutrition/operations";
import { organizationOperations } from "./organizations/operations";
import { programOperations } from "./programs/operations";
import { progressOperations } from "./progress/operations";
import { recordOperations } from "./records/operations";
import { trainerOperations } from "./trainers/operations";
import { userOperations } from "./users/operations";
import { workoutOperations } from "./workouts/operations";

/**
 * Every operation of the app, by domain: the tRPC router (worker/http/trpc/root.ts), the REST routes
 * and the OpenAPI document are built from this one table.
 */
export const operations = {
  auth: authOperations,
  users: userOperations,
  clients: clientOperations,
  trainers: trainerOperations,
  organizations: organizationOperations,
  workouts: workoutOperations,
  programs: programOperations,
  libraries: libraryOperations,
  comments: commentOperations,
  conversations: conversationOperations,
  notifications: notificationOperations,
  notes: noteOperations,
  documents: documentOperations,
  emails: emailOperations,
  records: recordOperations,
  progress: progressOperations,
  nutrition: nutritionOperations,
  habits: habitOperations,
  admin: adminOperations,
  branding: brandingOperations,
};

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
