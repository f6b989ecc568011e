import { users } from "../../../db/schema";
import { inIds } from "../../data/sql";
import type { ServiceDeps } from "../../services/deps";
import type { Participant } from "./access";
import type { TPerson } from "./schemas";

/**
 * The people of a thread as it names them: the client, its coaches now, and any other author on
 * the page (a former trainer). A role says how the thread labels them; an author who is none of
 * today's participants is shown as a trainer when not the client.
 */
export async function threadPeople(
  deps: ServiceDeps,
  clientUserId: number,
  coaches: readonly Participant[],
  authorIds: readonly (number | null)[],
): Promise<TPerson[]> {
  const roleOf = new Map<number, TPerson["role"]>(coaches.map((c) => [c.userId, c.role]));
  roleOf.set(clientUserId, "client");
  const ids = [...new Set([...roleOf.keys(), ...authorIds.filter((id): id is number => id !== null)])];
  const rows = await deps.db
    .select({ id: users.id, name: users.name, image_id: users.image_id, image_url: users.image_url })
    .from(users)
    .where(inIds(users.id, ids));
  return rows.map((u) => ({ ...u, role: roleOf.get(u.id) ?? "trainer" }));
}
