import { op, publicOp } from "../../http/operation";
import { ZOk } from "../shared/outputs";
import { INVITE_TOKEN_PATTERN, ZAcceptInviteInput, ZInviteInfoInput } from "./invite-schemas";
import { acceptInvite, inviteInfo } from "./invites";
import { oauthGrantError } from "./oauth";
import {
  ZAdminLoginAnswer,
  ZAdminLoginOutput,
  ZChangePasswordOutput,
  ZInviteInfoOutput,
  ZLoginOutput,
  ZMeAnswer,
  ZMeOutput,
  ZRegisterOutput,
} from "./outputs";
import {
  ZChangePasswordInput,
  ZLoginInput,
  ZRegisterInput,
  ZResetPasswordInput,
  ZSendSmsInput,
} from "./schemas";
import * as auth from "./sign-in";

/** Sign-in, registration and passwords (SPEC section 7 "Auth", at the paths CONTRACT.md fixes). */
export const authOperations = {
  login: publicOp({
    summary: "Coach sign-in: a token for an email or phone number and a password",
    kind: "mutation",
    solo: true,
    input: ZLoginInput,
    output: ZLoginOutput,
    run: ({ deps, meta }, input) => auth.login(deps, input, meta),
    rest: { method: "POST", path: "/oauth/token", body: "json-or-form", error: oauthGrantError },
  }),
  adminLogin: publicOp({
    summary: "Super admin sign-in",
    kind: "mutation",
    solo: true,
    input: ZLoginInput,
    output: ZAdminLoginOutput,
    run: ({ deps, meta }, input) => auth.adminLogin(deps, input, meta),
    rest: {
      method: "POST",
      path: "/admin/login",
      answer: (data) => ({ data }),
      answerSchema: ZAdminLoginAnswer,
    },
  }),
  me: op({
    summary: "The signed-in user's id",
    kind: "query",
    output: ZMeOutput,
    run: ({ deps, actor }) => auth.me(deps, actor),
    rest: { method: "GET", path: "/auth/me", answer: (data) => ({ data }), answerSchema: ZMeAnswer },
  }),
  register: publicOp({
    summary: "A coach signs up (no organization until an administrator places them)",
    kind: "mutation",
    solo: true,
    input: ZRegisterInput,
    output: ZRegisterOutput,
    run: ({ deps, meta }, input) => auth.register(deps, input, meta),
    rest: [
      { method: "POST", path: "/register", status: 201 },
      { method: "POST", path: "/trainers/register", status: 201 },
    ],
  }),
  changePassword: op({
    summary: "Change the caller's password; older tokens end, a fresh one is returned",
    kind: "mutation",
    solo: true,
    input: ZChangePasswordInput,
    output: ZChangePasswordOutput,
    run: ({ deps, actor, meta }, input) => auth.changePassword(deps, actor, input, meta),
    rest: { method: "POST", path: "/users/change_password" },
  }),
  logoutEverywhere: op({
    summary: "End every token of the caller",
    kind: "mutation",
    output: ZOk,
    run: ({ deps, actor }) => auth.logoutEverywhere(deps, actor),
    rest: { method: "POST", path: "/users/logout_everywhere", body: "none" },
  }),
  sendSms: publicOp({
    summary: "Send a password-reset code to a phone number (same answer whether it has an account)",
    kind: "mutation",
    solo: true,
    input: ZSendSmsInput,
    output: ZOk,
    run: ({ deps }, input) => auth.sendSmsCode(deps, input),
    rest: { method: "POST", path: "/user/sms" },
  }),
  resetPassword: publicOp({
    summary: "Set a new password with an SMS code",
    kind: "mutation",
    solo: true,
    input: ZResetPasswordInput,
    output: ZOk,
    run: ({ deps }, input) => auth.resetPassword(deps, input),
    rest: { method: "POST", path: "/user/reset_password" },
  }),
  inviteInfo: publicOp({
    summary: "An open client invitation: whom it is for and from (404 when unknown, used or expired)",
    kind: "query",
    input: ZInviteInfoInput,
    output: ZInviteInfoOutput,
    run: ({ deps, meta }, input) => inviteInfo(deps, input.token, meta),
    rest: { method: "GET", path: `/invites/:token{${INVITE_TOKEN_PATTERN}}` },
  }),
  acceptInvite: publicOp({
    summary: "Accept a client invitation: set a password and sign in (the answer of a login)",
    kind: "mutation",
    solo: true,
    input: ZAcceptInviteInput,
    output: ZLoginOutput,
    run: ({ deps, meta }, input) => acceptInvite(deps, input, meta),
    rest: { method: "POST", path: "/invites/accept" },
  }),
};
