import { createTransport } from "nodemailer";
import type { EmailSender } from "../services/senders";

/**
 * Email over SMTP (Node only: sockets), with nodemailer. `url` is nodemailer's connection URL:
 * `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`.
 */
export function smtpEmailSender(url: string, from: string): EmailSender {
  const transport = createTransport(url);
  return {
    async send(to, subject, text) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}
