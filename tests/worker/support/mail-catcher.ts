import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { smtpEmailSender } from "../../../worker/runtime/node/smtp-sender";
import type { EmailSender } from "../../../worker/services/senders";

export type CaughtMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Raw header values by lower-case name (mailparser's parsed List-* headers lose the form). */
  headers: Map<string, string>;
};

/**
 * A real SMTP server on a free port (the `smtp-server` package) whose mails are parsed with
 * `mailparser`, and the app's own SMTP sender pointed at it. `refuse` makes the server answer a
 * recipient with a code: 550 (permanent) or 451 (try again later).
 */
export async function startMailCatcher() {
  const mails: CaughtMail[] = [];
  const refuse = new Map<string, number>();
  const parsing: Promise<void>[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = refuse.get(address.address);
      if (code === undefined) return callback();
      const error = Object.assign(new Error(`refused ${address.address}`), { responseCode: code });
      callback(error);
    },
    onData(stream, _session, callback) {
      parsing.push(
        simpleParser(stream).then((parsed) => {
          mails.push({
            to: parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            headers: new Map(
              parsed.headerLines.map((h) => [
                h.key,
                h.line
                  .slice(h.line.indexOf(":") + 1)
                  .replace(/\r?\n[ \t]+/g, " ")
                  .trim(),
              ]),
            ),
          });
          callback();
        }),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  const sender: EmailSender = smtpEmailSender(`smtp://127.0.0.1:${port}`, "coach@test.local");
  return {
    mails,
    refuse,
    sender,
    /** Mails to `address`. */
    to: (address: string) => mails.filter((m) => m.to === address),
    close: async () => {
      await Promise.all(parsing);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
