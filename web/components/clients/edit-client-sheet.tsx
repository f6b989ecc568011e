import { zodResolver } from "@hookform/resolvers/zod";
import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Save } from "lucide-react";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { CLIENT_EMAIL_SWITCHES, type ClientEmailSwitch } from "#shared/email-switches";
import { NAME_MAX_LENGTH, UNITS } from "#shared/shared-rules";
import { ContactFields } from "@/components/form/contact-fields";
import { TextField } from "@/components/form/form-fields";
import { FormFooter } from "@/components/form/form-footer";
import { SelectField } from "@/components/form/select-field";
import { SwitchField } from "@/components/form/switch-field";
import { TextareaField } from "@/components/form/textarea-field";
import { Separator } from "@/components/ui/separator";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { applyServerIssues } from "@/lib/form-errors";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { offsetMinutes, timezonesWith } from "@/lib/timezones";
import { trpc } from "@/lib/trpc";
import { optionalEmail, phoneText, requiredText, z } from "@/lib/validation";
import { EmailDefaultsNote, useOrganizationEmailDefaults } from "./email-defaults-note";
import { EMAIL_SWITCH_LABELS } from "./email-switch-labels";
import { emailSwitchesToSend } from "./email-switches-change";
import { InviteClientButton } from "./invite-client-button";
import type { ClientEntry } from "./model";
import { CLIENT_NOTE_MAX_LENGTH, WORKOUTS_THRESHOLD_MAX } from "./rules";

function isEmailSwitch(name: string | undefined): name is ClientEmailSwitch {
  return CLIENT_EMAIL_SWITCHES.some((s) => s === name);
}

/** Edit a client (PUT /clients/{id}): profile, goals, limitations, equipment, settings, feed. */
export default function EditClientSheet({
  entry,
  open,
  onOpenChange,
}: {
  entry: ClientEntry;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.clients.update.mutationOptions());
  const { client, user } = entry;

  // Units are not part of the list's users: the client's full record brings them.
  const full = useQuery({ ...trpc.clients.get.queryOptions({ id: client.id }), enabled: open });
  const storedUnits = full.data?.user.units;
  const knownUnits = storedUnits === "metric" || storedUnits === "imperial" ? storedUnits : "";
  // The client's schedule zone ("today", what it sees ahead, missed): set here, read-only for the client.
  const knownTimezone = full.data?.user.timezone ?? "";
  // Whose email switches the sheet shows: the organization's until the coach changes one.
  const inheritedBefore = !client.settings.overrideDefaults;
  const [inheritNow, setInheritNow] = useState(inheritedBefore);
  const [touched, setTouched] = useState(false);
  const organizationDefaults = useOrganizationEmailDefaults(client.organization_id, open);

  const schema = useMemo(() => {
    const note = z
      .string()
      .check(z.trim(), z.maxLength(CLIENT_NOTE_MAX_LENGTH, t`最长 ${CLIENT_NOTE_MAX_LENGTH} 个字符`));
    return z.object({
      name: requiredText(t`请输入姓名`, {
        length: NAME_MAX_LENGTH,
        message: t`姓名最长 ${NAME_MAX_LENGTH} 个字符`,
      }),
      email: optionalEmail(t`邮箱格式不正确`),
      phone_number: phoneText(t`手机号格式不正确`),
      // "" until clients.get tells the stored value (the list's side-loaded users leave it out).
      units: z.union([z.enum(UNITS), z.literal("")]),
      timezone: z.string(),
      goals: note,
      limitations: note,
      equipment: note,
      dailyWorkoutEmails: z.boolean(),
      missedWorkoutEmails: z.boolean(),
      newMessageEmails: z.boolean(),
      newCommentEmails: z.boolean(),
      weeklyDigest: z.boolean(),
      currentWeekOnly: z.boolean(),
      workoutsThreshold: z.string().check(
        z.trim(),
        z.refine((v) => {
          const n = Number(v);
          return v !== "" && Number.isInteger(n) && n >= 0 && n <= WORKOUTS_THRESHOLD_MAX;
        }, t`请输入 0 到 ${WORKOUTS_THRESHOLD_MAX} 之间的整数`),
      ),
      hide_from_feed: z.boolean(),
    });
  }, [t]);
  type Values = z.infer<typeof schema>;

  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: user?.name ?? "",
      email: user?.email ?? "",
      phone_number: user?.phone_number ?? "",
      units: knownUnits,
      timezone: knownTimezone,
      goals: client.goals ?? "",
      limitations: client.limitations ?? "",
      equipment: client.equipment ?? "",
      dailyWorkoutEmails: client.settings.dailyWorkoutEmails,
      missedWorkoutEmails: client.settings.missedWorkoutEmails,
      newMessageEmails: client.settings.newMessageEmails,
      newCommentEmails: client.settings.newCommentEmails,
      weeklyDigest: client.settings.weeklyDigest,
      currentWeekOnly: client.settings.currentWeekOnly,
      workoutsThreshold: String(client.settings.workoutsThreshold),
      hide_from_feed: client.hide_from_feed === true,
    },
  });

  // Arriving after the form was made (first open): becomes the field's value unless already changed.
  useEffect(() => {
    if (!knownUnits || form.getValues("units") === knownUnits) return;
    if (form.getFieldState("units").isDirty) return;
    form.resetField("units", { defaultValue: knownUnits });
  }, [knownUnits, form]);
  useEffect(() => {
    if (!knownTimezone || form.getValues("timezone") === knownTimezone) return;
    if (form.getFieldState("timezone").isDirty) return;
    form.resetField("timezone", { defaultValue: knownTimezone });
  }, [knownTimezone, form]);
  // An inheriting client shows what applies to it: the organization's defaults, once they arrive.
  useEffect(() => {
    if (!organizationDefaults || !inheritNow) return;
    // setValue, not resetField: the switches may not be registered yet (the sheet's portal mounts later).
    for (const name of CLIENT_EMAIL_SWITCHES) form.setValue(name, organizationDefaults[name]);
  }, [organizationDefaults, inheritNow, form]);
  // A coach's flip of a switch (not the resets above) makes the client's switches its own.
  useEffect(() => {
    const subscription = form.watch((_values, { name, type }) => {
      if (type !== "change" || !isEmailSwitch(name)) return;
      setTouched(true);
      setInheritNow(false);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const onSubmit = form.handleSubmit(async (v) => {
    const nullable = (s: string) => (s === "" ? null : s);
    try {
      const result = await update.mutateAsync({
        id: client.id,
        client: {
          user: {
            name: v.name,
            email: nullable(v.email),
            phone_number: nullable(v.phone_number),
            ...(v.units ? { units: v.units } : {}),
            ...(v.timezone ? timezoneFields(v.timezone) : {}),
          },
          goals: nullable(v.goals),
          limitations: nullable(v.limitations),
          equipment: nullable(v.equipment),
          settings: {
            ...emailSwitchesToSend({ inheritedBefore, inheritNow, touched, values: v }),
            currentWeekOnly: v.currentWeekOnly,
            workoutsThreshold: Number(v.workoutsThreshold),
          },
          hide_from_feed: v.hide_from_feed,
        },
      });
      notifySuccess(renderMessage(globalI18n, result.msg));
      await queryClient.invalidateQueries(trpc.clients.pathFilter());
      onOpenChange(false);
    } catch (error) {
      applyServerIssues(form, error, {
        prefix: "client.user.",
      });
      applyServerIssues(form, error, { prefix: "client." });
      applyServerIssues(form, error, { prefix: "client.settings." });
    }
  });

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full gap-0 sm:max-w-lg" closeLabel={t`关闭`}>
        <SheetHeader className="border-b">
          <SheetTitle>
            <Trans>编辑学员</Trans>
          </SheetTitle>
          <SheetDescription>{user?.name}</SheetDescription>
          {full.data && (
            <div>
              <InviteClientButton
                pending={full.data.user.has_pending_invite}
                target={{
                  clientId: client.id,
                  name: full.data.user.name,
                  email: full.data.user.email,
                  phone: full.data.user.phone_number,
                  acceptedAt: full.data.user.invite_accepted_at,
                }}
              />
            </div>
          )}
        </SheetHeader>
        <form
          onSubmit={onSubmit}
          noValidate
          className="flex min-h-0 flex-1 flex-col"
          data-testid="edit-client-form"
        >
          <div className="min-h-0 flex-1 space-y-6 overflow-y-auto p-4">
            <Section title={<Trans>基本信息</Trans>}>
              <ContactFields control={form.control} wide={false} />
              <SelectField
                control={form.control}
                name="units"
                label={<Trans>单位制</Trans>}
                placeholder={t`加载中…`}
                options={[
                  { value: "metric", label: t`公制（厘米、千克）` },
                  { value: "imperial", label: t`英制（英寸、磅）` },
                ]}
              />
              <SelectField
                control={form.control}
                name="timezone"
                label={<Trans>时区</Trans>}
                description={<Trans>决定学员的“今天”、能看到哪些训练，以及训练何时算作错过</Trans>}
                placeholder={t`加载中…`}
                options={timezonesWith(knownTimezone).map((tz) => ({
                  value: tz,
                  label: tz.replace(/_/g, " "),
                }))}
              />
            </Section>
            <Separator />
            <Section title={<Trans>训练背景</Trans>}>
              <TextareaField
                control={form.control}
                name="goals"
                label={<Trans>目标</Trans>}
                placeholder={t`例如：三个月减脂 5 公斤`}
                maxLength={CLIENT_NOTE_MAX_LENGTH}
              />
              <TextareaField
                control={form.control}
                name="limitations"
                label={<Trans>伤病与限制</Trans>}
                placeholder={t`例如：左膝半月板旧伤，避免深蹲跳`}
                maxLength={CLIENT_NOTE_MAX_LENGTH}
              />
              <TextareaField
                control={form.control}
                name="equipment"
                label={<Trans>可用器械</Trans>}
                placeholder={t`例如：哑铃、弹力带、瑜伽垫`}
                maxLength={CLIENT_NOTE_MAX_LENGTH}
              />
            </Section>
            <Separator />
            <Section title={<Trans>通知与可见范围</Trans>}>
              <EmailDefaultsNote
                inherited={inheritNow}
                onRestore={() => {
                  setInheritNow(true);
                  setTouched(false);
                }}
              />
              {CLIENT_EMAIL_SWITCHES.map((key) => (
                <SwitchField
                  key={key}
                  control={form.control}
                  name={key}
                  label={i18n._(EMAIL_SWITCH_LABELS[key])}
                />
              ))}
              <SwitchField
                control={form.control}
                name="currentWeekOnly"
                label={<Trans>只显示本周训练</Trans>}
                description={<Trans>学员只能看到本周安排的训练。</Trans>}
              />
              <TextField
                control={form.control}
                name="workoutsThreshold"
                inputMode="numeric"
                label={<Trans>提前可见的训练数</Trans>}
                description={<Trans>学员最多能提前看到几次未完成的训练。</Trans>}
              />
              <SwitchField
                control={form.control}
                name="hide_from_feed"
                label={<Trans>不在动态中显示</Trans>}
                description={<Trans>该学员完成的训练不出现在首页的最近动态里。</Trans>}
              />
            </Section>
          </div>
          <FormFooter
            sheet
            className="flex-row justify-end border-t"
            onCancel={() => onOpenChange(false)}
            submitLabel={<Trans>保存</Trans>}
            submitIcon={<Save />}
            pending={form.formState.isSubmitting}
            submitTestId="edit-client-save"
          />
        </form>
      </SheetContent>
    </Sheet>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="space-y-4">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** The zone and its current offset (the server keeps both; the zone is what schedules read). */
function timezoneFields(timezone: string) {
  const offset = offsetMinutes(timezone);
  return { timezone, ...(offset !== null ? { timezone_offset: offset } : {}) };
}
