import type { EmailKind, SkipReason } from "#shared/email-outbox";
import type { ServiceDeps } from "../../services/deps";
import { brandLink, type EmailBrand } from "./brand";
import { LINK_PATHS } from "./links";
import type { OutboxDecision } from "./outbox";
import { type ClientRecipient, greetingName } from "./recipients";
import type { RenderContext, RenderedEmail } from "./templates/rendered";
import { emailLocale } from "./templates/texts";
import { unsubscribeUrl } from "./unsubscribe-link";

/** Kinds an SMS may stand in for, for clients without email, when the organization allows it. */
const SMS_KINDS: ReadonlySet<EmailKind> = new Set(["daily_workout", "missed_workout"]);

export type ClientContent = {
  email: (ctx: RenderContext) => RenderedEmail;
  sms?: () => string;
};

/**
 * One client's decision for one key: skipped when its switch is off, when it unsubscribed, or
 * when there is nothing to send (`content` null, or a skip reason); else the rendered email, or an
 * SMS for a client without email whose organization turned SMS reminders on. `brand` is the
 * client's organization's (brand.ts), whose host the content's own links point at too.
 */
export async function decideForClient(
  deps: ServiceDeps,
  r: ClientRecipient,
  brand: EmailBrand,
  d: { key: string; kind: EmailKind; localDate: string; switchOn: boolean; unsubscribed: boolean },
  content: ClientContent | SkipReason,
): Promise<OutboxDecision> {
  const base = {
    key: d.key,
    kind: d.kind,
    organization_id: r.organizationId,
    recipient_id: r.userId,
    local_date: d.localDate,
  } as const;
  const skip = (reason: SkipReason, channel: "email" | "sms" = "email"): OutboxDecision => ({
    ...base,
    channel,
    address: channel === "email" ? r.email : r.phone,
    status: "skipped",
    reason,
  });
  if (!d.switchOn) return skip("setting_off");
  if (d.unsubscribed) return skip("unsubscribed");
  if (typeof content === "string") return skip(content);
  if (r.email) {
    const link = await unsubscribeUrl(deps, brand, r.userId, d.kind);
    const rendered = content.email({
      locale: emailLocale(r.locale),
      brand,
      name: greetingName(r),
      unsubscribeUrl: link,
      settingsUrl: brandLink(brand, LINK_PATHS.clientSettings),
    });
    return {
      ...base,
      channel: "email",
      address: r.email,
      status: "pending",
      subject: rendered.subject,
      text_body: rendered.text,
      html_body: rendered.html,
      unsubscribe_url: link,
    };
  }
  if (r.phone && r.smsReminders && content.sms && SMS_KINDS.has(d.kind)) {
    const text = content.sms();
    return {
      ...base,
      channel: "sms",
      address: r.phone,
      status: "pending",
      subject: text,
      text_body: text,
      html_body: null,
      unsubscribe_url: null,
    };
  }
  return skip("no_address");
}
