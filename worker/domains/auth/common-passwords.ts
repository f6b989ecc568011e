import { eq } from "drizzle-orm";
import { fieldMessage } from "#shared/messages";
import type { Db } from "../../../db/client";
import { common_passwords } from "../../../db/schema/users";
import { AppError } from "../../errors";

/**
 * A new password must not be one of the 10,000 most common breached passwords (case-insensitive):
 * an attacker tries those first. The list is a table (db/schema/users.ts common_passwords, filled
 * by its migration) rather than part of the server code, so the Worker bundle does not carry it;
 * the web forms check the same words from their own lazily loaded copy (#shared/password-rules).
 *
 * Every operation that takes a password a person chose calls this before anything else, so a
 * common password is refused like the other password rules (zPassword): a 400 whose issue sits on
 * the password field, before any attempt is counted or anything is written. `path` is where the
 * password is in the operation's input (`user.password` for most).
 * Decision: docs/decisions/2026-11-26-what-the-deployed-worker-carries.md
 */
export async function refuseCommonPassword(db: Db, password: string | undefined, path = "user.password") {
  if (password === undefined) return;
  const [hit] = await db
    .select({ password: common_passwords.password })
    .from(common_passwords)
    .where(eq(common_passwords.password, password.toLowerCase()))
    .limit(1);
  if (hit) throw new AppError("BAD_REQUEST", undefined, [{ path, message: fieldMessage("PASSWORD_COMMON") }]);
}
