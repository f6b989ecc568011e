import type { Transporter } from "nodemailer";
import { DeliveryError, type EmailSender, fromWithName } from "../../services/senders";

/**
 * Email over SMTP (Node only: sockets), with nodemailer. `url` is nodemailer's connection URL:
 * `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. nodemailer (~650 KiB of
 * modules, whose source and code stay in memory once loaded) is imported with the first mail, not
 * at start: most servers send few mails and many none.
 */
export function smtpEmailSender(url: string, from: string): EmailSender {
  let transport: Promise<Transporter> | undefined;
  return {
    async send(to, subject, text, extras = {}) {
      transport ??= import("nodemailer").then((m) => m.createTransport(url));
      try {
        await (await transport).sendMail({
          from: fromWithName(from, extras.fromName),
          to,
          subject,
          text,
          html: extras.html,
          headers: extras.headers,
        });
      } catch (e) {
        // A 5xx answer (mailbox unknown, address rejected) will not change on a retry; 4xx and
        // connection failures may.
        const code = (e as { responseCode?: number }).responseCode;
        throw new DeliveryError(
          e instanceof Error ? e.message : String(e),
          code !== undefined && code >= 500,
        );
      }
    },
  };
}
