import { i18n } from "@lingui/core";
import type { Message } from "../../worker/messages";
import { auth, type BaseInfo, deriveRole, type Session } from "./auth";
import { CLIENT_MESSAGES } from "./errors";
import { isServerMessage, renderMessage } from "./messages";
import { notifyErrorText } from "./notify";
import { queryClient, trpc } from "./trpc";

/** A sign-in that was refused on the client side; the person has already been told why. */
export class SignInRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "SignInRefused";
  }
}

/**
 * Loads the base information (SPEC section 7: GET /auth/me, then GET /users/{id}) with the given
 * token and stores the session. A person with no organization cannot work in the coach area
 * (SPEC section 5: 请联系管理员激活账户。) and is signed out again.
 */
export async function loadBaseInfo(token: string): Promise<Session> {
  auth.setToken(token);
  const me = await queryClient.fetchQuery({ ...trpc.auth.me.queryOptions(), staleTime: 0 });
  const info: BaseInfo = await queryClient.fetchQuery({
    ...trpc.users.get.queryOptions({ id: me.user_id }),
    staleTime: 0,
  });
  const role = deriveRole(info.user, info.trainers);
  if (info.organizations.length === 0 && role !== "super") {
    signOut();
    const text = i18n._(CLIENT_MESSAGES.noOrganization);
    notifyErrorText(text);
    throw new SignInRefused(text);
  }
  return auth.setBaseInfo(token, info);
}

/**
 * Coach sign-in answer (SPEC section 5): success only when `success` is 0 and a trainer_id is
 * present; otherwise the server's msg is shown and the stored token cleared.
 */
export async function completeCoachSignIn(result: {
  success: number;
  token?: string | null;
  trainer_id?: number | null;
  msg?: Message | null;
}): Promise<Session> {
  if (result.success !== 0 || !result.token || result.trainer_id == null) {
    signOut();
    const text = isServerMessage(result.msg)
      ? renderMessage(i18n, result.msg)
      : i18n._(CLIENT_MESSAGES.unknown);
    notifyErrorText(text);
    throw new SignInRefused(text);
  }
  return loadBaseInfo(result.token);
}

/** Forgets the session and every cached answer (they belonged to the signed-out person). */
export function signOut(): void {
  auth.signOut();
  queryClient.removeQueries();
}
