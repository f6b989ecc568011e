import { PLATFORM_NAME } from "#shared/app-manifest";
import type { InviteMessage, InviteSender, SmsSender } from "./deps";
import { logInviteSender, logSmsSender } from "./deps";

/**
 * Real delivery of what the product sends people (client invitations, SMS reset codes), chosen by
 * environment variables (README "Configuration"). The log senders stay the default, so a
 * development machine never mails anyone. Everything here uses `fetch` only and runs on Workers
 * and Node; SMTP, which needs sockets, is Node's (worker/runtime/node/smtp-sender.ts) and comes in as
 * `smtp` from the Node entry.
 */

/**
 * What an email carries besides its text: the HTML part, headers (List-Unsubscribe …) and the key
 * that names it for good (the HTTP transport hands it to the provider as its idempotency key).
 */
export type EmailExtras = {
  html?: string;
  headers?: Record<string, string>;
  idempotencyKey?: string;
  /** The sender's display name for this email (an organization's), in place of EMAIL_FROM's own. */
  fromName?: string;
};

/**
 * EMAIL_FROM (`noreply@x` or `Name <noreply@x>`) with `name` as its display name, quoted (RFC 5322;
 * the transports encode what is not ASCII); EMAIL_FROM as given without one.
 */
export function fromWithName(from: string, name: string | undefined): string {
  if (!name) return from;
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  const quoted = name.replace(/[\r\n]+/g, " ").replace(/["\\]/g, "\\$&");
  return `"${quoted}" <${address}>`;
}

/** One email. */
export type EmailSender = {
  send: (to: string, subject: string, text: string, extras?: EmailExtras) => Promise<void>;
};

/** A refused delivery; `permanent` when trying again cannot help (address rejected, 4xx from the API). */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
  }
}

/** The default: one log line per email (a development machine never mails anyone). */
export const logEmailSender: EmailSender = {
  async send(to, subject) {
    console.info(`[email] to ${to}: ${subject}`);
  },
};

/** API answers that trying again can change: timeouts, rate limits, the provider's own failures. */
const retryableStatus = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * An HTTP email API in the shape Resend (and compatible services) take: `POST <url>` with a bearer
 * key and `{from, to: [..], subject, text}`. Any non-2xx answer is an error (the caller decides).
 */
export function httpEmailSender(options: { url: string; apiKey: string; from: string }): EmailSender {
  return {
    async send(to, subject, text, extras = {}) {
      const res = await fetch(options.url, {
        method: "POST",
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          "content-type": "application/json",
          ...(extras.idempotencyKey ? { "idempotency-key": extras.idempotencyKey } : {}),
        },
        body: JSON.stringify({
          from: fromWithName(options.from, extras.fromName),
          to: [to],
          subject,
          text,
          ...(extras.html ? { html: extras.html } : {}),
          ...(extras.headers ? { headers: extras.headers } : {}),
        }),
      });
      if (!res.ok) throw new DeliveryError(`email API answered ${res.status}`, !retryableStatus(res.status));
    },
  };
}

/**
 * Twilio's Messages API (`POST /2010-04-01/Accounts/{sid}/Messages.json`, basic auth, form body).
 * `baseUrl` is Twilio's API unless a test points it at a local stub.
 */
export function twilioSmsSender(options: {
  accountSid: string;
  authToken: string;
  from: string;
  baseUrl?: string;
}): SmsSender {
  const base = (options.baseUrl ?? "https://api.twilio.com").replace(/\/$/, "");
  return {
    async send(phone, text) {
      const res = await fetch(
        `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`,
        {
          method: "POST",
          headers: {
            authorization: `Basic ${btoa(`${options.accountSid}:${options.authToken}`)}`,
            "content-type": "application/x-www-form-urlencoded",
          },
          body: new URLSearchParams({ To: phone, From: options.from, Body: text }).toString(),
        },
      );
      if (!res.ok) throw new DeliveryError(`SMS API answered ${res.status}`);
    },
  };
}

/**
 * The invitation's text (zh-CN first, English below: the client has not chosen a language yet).
 * A whitelabel organization invites to itself and its name signs; another organization's name
 * signs beside the platform's, as its clients' emails do.
 */
export function inviteText(invite: InviteMessage): { subject: string; text: string } {
  const coach = invite.coach_name ?? "你的教练";
  const coachEn = invite.coach_name ?? "Your coach";
  const { brand } = invite;
  const product = brand?.whitelabel ? brand.name : PLATFORM_NAME;
  const signature = brand
    ? `\n— ${brand.whitelabel ? brand.name : `${brand.name} · via ${PLATFORM_NAME}`}\n`
    : "";
  return {
    subject: `${coach} 邀请你使用 ${product} 训练 · ${coachEn} invites you to ${product}`,
    text:
      `${invite.name}，你好！\n${coach} 邀请你在手机上查看训练、记录结果。打开链接设置密码即可开始（${invite.expires_at.slice(0, 10)} 前有效，只能使用一次）：\n${invite.url}\n\n` +
      `Hello ${invite.name},\n${coachEn} invites you to follow your workouts and log results on your phone. Open the link to set a password (valid once, until ${invite.expires_at.slice(0, 10)}):\n${invite.url}\n` +
      signature,
  };
}

/** Invitations by email when the person has one, else by SMS (same rule as the log sender). */
export function deliveringInviteSender(email: EmailSender | null, sms: SmsSender): InviteSender {
  return {
    async send(invite) {
      const { subject, text } = inviteText(invite);
      if (invite.email && email) return email.send(invite.email, subject, text);
      if (invite.phone) return sms.send(invite.phone, `${subject}\n${invite.url}`);
      if (invite.email) return logInviteSender.send(invite);
    },
  };
}

type Env = Record<string, string | undefined>;

function required(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new DeliveryError(`${name} is required for the chosen sender`);
  return value;
}

/**
 * The senders an environment asks for:
 * - `EMAIL_TRANSPORT`: `log` (default), `smtp` (Node: `SMTP_URL`, `EMAIL_FROM`) or `http`
 *   (`EMAIL_API_URL`, `EMAIL_API_KEY`, `EMAIL_FROM`);
 * - `SMS_PROVIDER`: `log` (default) or `twilio` (`TWILIO_ACCOUNT_SID`, `TWILIO_AUTH_TOKEN`,
 *   `TWILIO_FROM`, optional `TWILIO_API_BASE`).
 * A transport named without its settings fails at start (DeliveryError), not at the first send.
 */
export function sendersFromEnv(
  env: Env,
  smtp?: (url: string, from: string) => EmailSender,
): { sms: SmsSender; invites: InviteSender; email: EmailSender } {
  const smsProvider = (env.SMS_PROVIDER ?? "log").trim() || "log";
  let sms: SmsSender = logSmsSender;
  if (smsProvider === "twilio") {
    sms = twilioSmsSender({
      accountSid: required(env, "TWILIO_ACCOUNT_SID"),
      authToken: required(env, "TWILIO_AUTH_TOKEN"),
      from: required(env, "TWILIO_FROM"),
      baseUrl: env.TWILIO_API_BASE?.trim() || undefined,
    });
  } else if (smsProvider !== "log") {
    throw new DeliveryError(`SMS_PROVIDER must be log or twilio, not ${smsProvider}`);
  }

  const transport = (env.EMAIL_TRANSPORT ?? "log").trim() || "log";
  let email: EmailSender | null = null;
  if (transport === "smtp") {
    if (!smtp)
      throw new DeliveryError("EMAIL_TRANSPORT=smtp needs sockets: use it on Node, or http on Workers");
    email = smtp(required(env, "SMTP_URL"), required(env, "EMAIL_FROM"));
  } else if (transport === "http") {
    email = httpEmailSender({
      url: required(env, "EMAIL_API_URL"),
      apiKey: required(env, "EMAIL_API_KEY"),
      from: required(env, "EMAIL_FROM"),
    });
  } else if (transport !== "log") {
    throw new DeliveryError(`EMAIL_TRANSPORT must be log, smtp or http, not ${transport}`);
  }
  const invites =
    email === null && smsProvider === "log" ? logInviteSender : deliveringInviteSender(email, sms);
  return { sms, invites, email: email ?? logEmailSender };
}
