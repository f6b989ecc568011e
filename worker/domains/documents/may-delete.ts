import { isSuper } from "../../services/access";
import type { Actor } from "../../services/actor";

/**
 * Who may delete a shared document (issue 32): its author, the organization's admins and the super
 * admin; another trainer may not. delete.ts enforces it and every view answers it as `can_delete`,
 * so the library shows the delete button only where the server would allow it.
 */
export function mayDeleteDocument(actor: Actor, row: { author_id: number | null }): boolean {
  return isSuper(actor) || actor.role === "admin" || row.author_id === actor.user.id;
}
