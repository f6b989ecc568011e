import type { Db } from "../../db/client";
import type { AppConfig, Clock } from "../config";
import type { EmailSender } from "./senders";

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
  /**
   * The client's organization's brand (issue 30): a whitelabel one is what the client is invited
   * to, with no word of the platform; others show beside it. Absent: the platform's own.
   */
  brand?: { name: string; whitelabel: boolean };
};

/** Delivers invitations; the default writes them to the server log (no mail or SMS provider is configured). */
export type InviteSender = { send: (invite: InviteMessage) => Promise<void> };

export const logInviteSender: InviteSender = {
  async send(invite) {
    const to = invite.email ? `email ${invite.email}` : `sms ${invite.phone}`;
    console.info(`[invite] to ${to}: ${invite.name}, ${invite.url} (valid until ${invite.expires_at})`);
  },
};

/** A stored file as the store hands it back: its bytes as a stream and their count. */
export type StoredFile = { body: ReadableStream<Uint8Array>; size: number };

/**
 * Where uploaded files live (worker/domains/uploads/): a directory on Node
 * (worker/runtime/node/upload-store.ts), an R2 bucket on Workers (worker/runtime/edge/r2-upload-store.ts).
 * Keys are the app's own (`uploads/<id>`), never a name a person chose.
 */
export type UploadStore = {
  put: (key: string, bytes: Uint8Array, type: string) => Promise<void>;
  /** null when nothing is stored under the key. */
  get: (key: string) => Promise<StoredFile | null>;
  /** Deleting a missing key is not an error (a retried cleanup must not fail). */
  delete: (key: string) => Promise<void>;
};

/** A JSON object as an answer renders it (a message, a notification). */
type JsonObject = { [key: string]: unknown };

/**
 * What the server pushes over `GET /api/realtime` (issue 26). Payloads are the REST answers' own
 * shapes, so the web app merges them into the caches it already holds.
 */
export type RealtimeEvent =
  | { type: "message.created"; message: JsonObject }
  | { type: "message.recalled"; message: JsonObject }
  | {
      type: "conversation.read";
      conversation_id: number;
      client_id: number;
      user_id: number;
      last_read_message_id: number;
    }
  | { type: "notification.created"; notification: JsonObject }
  | { type: "presence"; user_id: number; is_online: boolean };

/** One event for the listed users, whose right to see its subject was decided when the write happened. */
export type RealtimeDelivery = { organizationId: number | null; userIds: number[]; event: RealtimeEvent };

/**
 * The open sockets: held in the Node process (worker/runtime/node/) or by a Durable Object per
 * organization on Workers. Services call it only after their write has committed; delivery is best
 * effort (the app fetches what it missed after a reconnect), so it never fails the request.
 */
export type RealtimeHub = {
  deliver: (deliveries: RealtimeDelivery[]) => Promise<void>;
  /** Closes these users' sockets with 4401 (tokens revoked, account disabled). */
  disconnect: (organizationId: number | null, userIds: number[]) => Promise<void>;
};

/** Where no socket is held (CLI scripts, most tests). */
export const silentRealtimeHub: RealtimeHub = {
  async deliver() {},
  async disconnect() {},
};

/** What every service function receives besides the actor and the input. */
export type ServiceDeps = {
  db: Db;
  config: AppConfig;
  clock: Clock;
  sms: SmsSender;
  /** Client invitations (default: logInviteSender). */
  invites?: InviteSender;
  /** The emails of worker/domains/emails/ (default: one log line each). */
  email?: EmailSender;
  /** Uploaded files; absent where nothing reads or writes them (CLI scripts). */
  uploads?: UploadStore;
  /** Live delivery to open sockets (issue 26); absent means nobody is listening. */
  realtime?: RealtimeHub;
  /** Tests: check every answer against its operation's output schema (worker/http/check-output.ts). */
  checkOutputs?: boolean;
};
