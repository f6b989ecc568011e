import { eq, or, type SQL } from "drizzle-orm";
import { users } from "../../../db/schema/users";
import type { ServiceDeps } from "../../services/deps";
import { discardUploads, removeDiscarded, uploadsOfPerson } from "../uploads/discard";

/**
 * Deletes a person's account (their trainer or client profile goes by cascade) and, at once, their
 * avatar and unattached uploads: discarded in the same batch, files removed after it commits
 * (uploads/discard.ts). `also` names further uploads that go with the account (a client's
 * conversation files).
 */
export async function deleteUserWithUploads(deps: ServiceDeps, userId: number, also?: SQL): Promise<void> {
  const [discarded] = await deps.db.batch([
    discardUploads(deps, also ? or(uploadsOfPerson(userId), also) : uploadsOfPerson(userId)),
    deps.db.delete(users).where(eq(users.id, userId)),
  ]);
  await removeDiscarded(deps, discarded);
}
