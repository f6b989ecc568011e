import type { Db } from "../../db/client";
import type { AppConfig, Clock } from "../config";

/** Sends a text message; the default writes it to the server log (no SMS provider is configured). */
export type SmsSender = { send: (phone: string, text: string) => Promise<void> };

export const logSmsSender: SmsSender = {
  async send(phone, text) {
    console.info(`[sms] to ${phone}: ${text}`);
  },
};

/** A client invitation on its way to the person: by email when the user has one, else by SMS. */
export type InviteMessage = {
  email: string | null;
  phone: string | null;
  name: string;
  url: string;
  expires_at: string;
  coach_name: string | null;
};

/** Delivers invitations; the default writes them to the server log (no mail or SMS provider is configured). */
export type InviteSender = { send: (invite: InviteMessage) => Promise<void> };

export const logInviteSender: InviteSender = {
  async send(invite) {
    const to = invite.email ? `email ${invite.email}` : `sms ${invite.phone}`;
    console.info(`[invite] to ${to}: ${invite.name}, ${invite.url} (valid until ${invite.expires_at})`);
  },
};

/** What every service function receives besides the actor and the input. */
export type ServiceDeps = {
  db: Db;
  config: AppConfig;
  clock: Clock;
  sms: SmsSender;
  /** Client invitations (default: logInviteSender). */
  invites?: InviteSender;
  /** Tests: check every answer against its operation's output schema (worker/http/check-output.ts). */
  checkOutputs?: boolean;
};
