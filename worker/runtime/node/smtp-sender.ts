import type { Transporter } from "nodemailer";
import type { EmailSender } from "../../services/senders";

/**
 * Email over SMTP (Node only: sockets), with nodemailer. `url` is nodemailer's connection URL:
 * `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. nodemailer (~650 KiB of
 * modules, whose source and code stay in memory once loaded) is imported with the first mail, not
 * at start: most servers send few mails and many none.
 */
export function smtpEmailSender(url: string, from: string): EmailSender {
  let transport: Promise<Transporter> | undefined;
  return {
    async send(to, subject, text) {
      transport ??= import("nodemailer").then((m) => m.createTransport(url));
      await (await transport).sendMail({ from, to, subject, text });
    },
  };
}
