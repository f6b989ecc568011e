import { i18n } from "@lingui/core";
import type { Message } from "#shared/messages";
import { auth, type BaseInfo, deriveRole, type Session } from "./auth";
import { CLIENT_MESSAGES } from "./errors";
import { followAccountLanguage } from "./language";
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
 * A coach in no organization whom the super admin named owner of one: the sign-in page offers to
 * accept (the token stays set for that call) instead of 请联系管理员激活账户。
 */
export class OwnershipInvitation extends SignInRefused {
  constructor(
    readonly token: string,
    readonly organizations: readonly { id: number; name: string }[],
  ) {
    super("ownership invitation");
    this.name = "OwnershipInvitation";
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
  // Named owner of a new organization (issue 20): accepting, signed in as itself, places it there.
  if (info.organizations.length === 0 && role !== "super" && me.pending_ownership?.length) {
    throw new OwnershipInvitation(token, me.pending_ownership);
  }
  if (info.organizations.length === 0 && role !== "super") {
    signOut();
    const text = i18n._(CLIENT_MESSAGES.noOrganization);
    notifyErrorText(text);
    throw new SignInRefused(text);
  }
  followAccountLanguage(info.user);
  return auth.setBaseInfo(token, info);
}

/** The login answer's fields the web reads (`client_id` is set for a client's credentials). */
type LoginAnswer = {
  success: number;
  token?: string | null;
  trainer_id?: number | null;
  client_id?: number | null;
  msg?: Message | null;
};

/** A client's sign-in (issue 13): the base information without the coach's organization check. */
export async function completeClientSignIn(token: string, clientId: number): Promise<Session> {
  auth.setToken(token);
  const me = await queryClient.fetchQuery({ ...trpc.auth.me.queryOptions(), staleTime: 0 });
  const info: BaseInfo = await queryClient.fetchQuery({
    ...trpc.users.get.queryOptions({ id: me.user_id }),
    staleTime: 0,
  });
  followAccountLanguage(info.user);
  return auth.setClientSession(token, info, clientId);
}

/** True when a login answer is a client's (no trainer profile, a client profile). */
export function isClientAnswer(
  result: LoginAnswer,
): result is LoginAnswer & { token: string; client_id: number } {
  return (
    result.success === 0 && Boolean(result.token) && result.trainer_id == null && result.client_id != null
  );
}

/**
 * Sign-in at /login: a client's answer signs them in to the client app, anything else goes through
 * the coach rules below. Resolves to where the person belongs ("client" or "coach").
 */
export async function completeSignIn(result: LoginAnswer): Promise<"client" | "coach"> {
  if (isClientAnswer(result)) {
    await completeClientSignIn(result.token, result.client_id);
    return "client";
  }
  await completeCoachSignIn(result);
  return "coach";
}

/**
 * Coach sign-in answer (SPEC section 5): success only when `success` is 0 and a trainer_id is
 * present; otherwise the server's msg is shown and the stored token cleared.
 */
export async function completeCoachSignIn(result: LoginAnswer): Promise<Session> {
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
