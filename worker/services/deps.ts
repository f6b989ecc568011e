import type { Db } from "../../db/client";
import type { AppConfig, Clock } from "../config";

/** Sends a text message; the default writes it to the server log (no SMS provider is configured). */
export type SmsSender = { send: (phone: string, text: string) => Promise<void> };

export const logSmsSender: SmsSender = {
  async send(phone, text) {
    console.info(`[sms] to ${phone}: ${text}`);
  },
};

/** What every service function receives besides the actor and the input. */
export type ServiceDeps = {
  db: Db;
  config: AppConfig;
  clock: Clock;
  sms: SmsSender;
  /** Tests: check every answer against its operation's output schema (worker/http/check-output.ts). */
  checkOutputs?: boolean;
};
