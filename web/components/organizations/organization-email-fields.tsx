import { Trans, useLingui } from "@lingui/react/macro";
import type { Control, FieldPath } from "react-hook-form";
import {
  CLIENT_EMAIL_SWITCHES,
  DAILY_EMAIL_HOUR_MAX,
  type EmailSwitches,
  organizationEmailDefaults,
} from "#shared/email-switches";
import { EMAIL_SWITCH_LABELS } from "@/components/clients/email-switch-labels";
import { SelectField } from "@/components/form/select-field";
import { SwitchField } from "@/components/form/switch-field";

/** The settings form's part of the values (the hour as the select holds it, a string). */
export type OrganizationEmailValues = {
  client_email_defaults: EmailSwitches;
  daily_email_hour: string;
  sms_reminders: boolean;
};

export const organizationEmailValues = (stored: {
  client_email_defaults: Partial<EmailSwitches> | null;
  daily_email_hour: number;
  sms_reminders: boolean;
}): OrganizationEmailValues => ({
  client_email_defaults: organizationEmailDefaults(stored.client_email_defaults),
  daily_email_hour: String(stored.daily_email_hour),
  sms_reminders: stored.sms_reminders,
});

/** The hours the server accepts: the daily email stops at noon (shared/email-switches.ts). */
const HOURS = Array.from({ length: DAILY_EMAIL_HOUR_MAX + 1 }, (_, hour) => hour);

/**
 * The organization's client emails (issue 29): the five switches its clients inherit until a coach
 * gives one its own, the local hour the daily workout email goes out, and SMS reminders.
 */
export function OrganizationEmailFields<T extends OrganizationEmailValues>({
  control,
}: {
  control: Control<T>;
}) {
  const { i18n } = useLingui();
  // The generic form's control seen through its email part (react-hook-form's Control is invariant).
  const own = control as unknown as Control<OrganizationEmailValues>;
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4" data-testid="organization-emails">
      <div className="space-y-0.5">
        <legend className="text-sm font-semibold">
          <Trans>学员邮件默认设置</Trans>
        </legend>
        <p className="text-xs text-muted-foreground">
          <Trans>新学员和未单独设置的学员使用这些设置；教练可在学员资料中为个别学员修改。</Trans>
        </p>
      </div>
      {CLIENT_EMAIL_SWITCHES.map((key) => (
        <SwitchField
          key={key}
          control={own}
          name={`client_email_defaults.${key}` satisfies FieldPath<OrganizationEmailValues>}
          label={i18n._(EMAIL_SWITCH_LABELS[key])}
        />
      ))}
      <SelectField
        control={own}
        name={"daily_email_hour" satisfies FieldPath<OrganizationEmailValues>}
        label={<Trans>每日训练提醒的发送时间</Trans>}
        description={<Trans>按每位学员所在时区的当地时间发送；中午 12 点以后当天不再发送。</Trans>}
        options={HOURS.map((hour) => ({ value: String(hour), label: `${String(hour).padStart(2, "0")}:00` }))}
      />
      <SwitchField
        control={own}
        name={"sms_reminders" satisfies FieldPath<OrganizationEmailValues>}
        label={<Trans>短信提醒</Trans>}
        description={<Trans>为没有邮箱、留了手机号的学员发送训练提醒短信（短信会产生费用）。</Trans>}
      />
    </fieldset>
  );
}
