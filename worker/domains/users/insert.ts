import { sql } from "drizzle-orm";
import { user_credentials, users } from "../../../db/schema/users";
import { hashPassword } from "../../auth/password";
import { isSuper } from "../../services/access";
import type { Actor } from "../../services/actor";
import type { ServiceDeps } from "../../services/deps";
import { withNameKey } from "./name-key";
import type { TCreateUserInput } from "./schemas";

/**
 * `last_insert_rowid()` inside one `db.batch`: the batch runs on one connection in one transaction,
 * so rows inserted after a user can point at it without a round trip. user_credentials' primary key
 * *is* user_id (a rowid alias), so after inserting credentials the last rowid is still the user's id.
 */
export const lastInsertId = sql<number>`last_insert_rowid()`;

type NewUserFields = TCreateUserInput["user"];

/**
 * The two statements that create a user and its credentials, for callers to put first in a batch
 * (followed by rows using `lastInsertId`). `super_admin` is only honoured for super admins.
 */
export async function userInsertStatements(
  deps: ServiceDeps,
  actor: Actor | null,
  fields: NewUserFields & { has_trainer?: boolean; trainer_id?: number | null },
) {
  const now = deps.clock.now().toISOString();
  const { password, super_admin, ...profile } = fields;
  const grantSuper = Boolean(super_admin && actor && isSuper(actor));
  const password_hash = password ? await hashPassword(password, deps.config.passwordPepper) : null;
  return [
    deps.db
      .insert(users)
      .values({
        ...withNameKey(profile),
        super_admin: grantSuper,
        // A coach's organization (the super admin belongs to none): the organization that may
        // later make this person its client with `POST /clients {"client": {"user_id"}}`.
        created_by_organization_id: actor && !isSuper(actor) ? (actor.organizationId ?? null) : null,
        created_at: now,
        updated_at: now,
      })
      .returning(),
    deps.db.insert(user_credentials).values({
      user_id: lastInsertId,
      password_hash,
      password_changed_at: password_hash ? now : null,
      created_at: now,
      updated_at: now,
    }),
  ] as const;
}
