import { zodResolver } from "@hookform/resolvers/zod";
import { i18n as globalI18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Save, UserRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { CollapsibleCard } from "@/components/collapsible-card";
import { TextField } from "@/components/form/form-fields";
import { SelectField } from "@/components/form/select-field";
import { Button } from "@/components/ui/button";
import { AvatarUpload } from "@/components/uploads/avatar-upload";
import { LOCALE_LABELS, LOCALES } from "@/i18n";
import { auth, type SessionUser } from "@/lib/auth";
import { applyServerIssues } from "@/lib/form-errors";
import { chooseLanguage } from "@/lib/language";
import { notifySuccess } from "@/lib/notify";
import { TIMEZONES } from "@/lib/timezones";
import { trpc } from "@/lib/trpc";
import { type ProfileValues, profileDefaults, profilePayload, useProfileSchema } from "./profile-values";

/**
 * The person's own details (PUT /users/{id}); a success updates the stored session and shows the
 * app in the saved language (chooseLanguage: this device too; the account has it already).
 */
export function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.users.update.mutationOptions());

  const schema = useProfileSchema();
  const form = useForm<ProfileValues>({
    resolver: zodResolver(schema),
    defaultValues: profileDefaults(user),
  });
  const units = form.watch("units");
  const timezones = TIMEZONES.includes(user.timezone) ? TIMEZONES : [user.timezone, ...TIMEZONES];

  const onSubmit = form.handleSubmit(async (v) => {
    try {
      const result = await update.mutateAsync({ id: user.id, user: profilePayload(v) });
      auth.updateUser(result.user);
      await chooseLanguage(v.locale);
      await queryClient.invalidateQueries(trpc.users.get.pathFilter());
      notifySuccess(globalI18n._(msg`个人资料已更新`));
    } catch (error) {
      // Shown as a notification; field problems (an email already in use …) also under the field.
      applyServerIssues(form, error, {
        prefix: "user.",
      });
    }
  });

  return (
    <CollapsibleCard
      testId="profile-card"
      icon={<UserRound className="size-4" />}
      title={<Trans>基本信息</Trans>}
      description={<Trans>您的姓名、联系方式和身体数据</Trans>}
    >
      <div className="mb-6">
        {/* Saved at once; the typed link below then shows the uploaded file's address. */}
        <AvatarUpload
          user={user}
          onSaved={(saved) => form.resetField("image_url", { defaultValue: saved.image_url ?? "" })}
        />
      </div>
      <form onSubmit={onSubmit} noValidate data-testid="profile-form">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField control={form.control} name="name" label={<Trans>姓名</Trans>} autoComplete="name" />
          <TextField
            control={form.control}
            name="email"
            type="email"
            label={<Trans>邮箱</Trans>}
            autoComplete="email"
          />
          <TextField
            control={form.control}
            name="phone_number"
            type="tel"
            label={<Trans>手机号</Trans>}
            autoComplete="tel"
          />
          <TextField
            control={form.control}
            name="location"
            label={<Trans>所在地</Trans>}
            autoComplete="address-level2"
          />
          <SelectField
            control={form.control}
            name="gender"
            label={<Trans>性别</Trans>}
            placeholder={t`未设置`}
            options={[
              { value: "male", label: t`男` },
              { value: "female", label: t`女` },
              { value: "other", label: t`其他` },
            ]}
          />
          <TextField control={form.control} name="birthday" type="date" label={<Trans>生日</Trans>} />
          <SelectField
            control={form.control}
            name="timezone"
            label={<Trans>时区</Trans>}
            options={timezones.map((tz) => ({ value: tz, label: tz.replace(/_/g, " ") }))}
          />
          <SelectField
            control={form.control}
            name="locale"
            label={<Trans>语言</Trans>}
            description={<Trans>界面和发给您的邮件都使用这种语言。</Trans>}
            options={LOCALES.map((locale) => ({ value: locale, label: LOCALE_LABELS[locale] }))}
          />
          <SelectField
            control={form.control}
            name="units"
            label={<Trans>单位制</Trans>}
            options={[
              { value: "metric", label: t`公制（厘米、千克）` },
              { value: "imperial", label: t`英制（英寸、磅）` },
            ]}
          />
          <TextField
            control={form.control}
            name="height"
            inputMode="decimal"
            label={units === "imperial" ? <Trans>身高（英寸）</Trans> : <Trans>身高（厘米）</Trans>}
          />
          <TextField
            control={form.control}
            name="weight"
            inputMode="decimal"
            label={units === "imperial" ? <Trans>体重（磅）</Trans> : <Trans>体重（千克）</Trans>}
          />
          <TextField
            control={form.control}
            name="image_url"
            type="url"
            className="md:col-span-2"
            label={<Trans>头像链接</Trans>}
            placeholder="https://"
            description={<Trans>一张公开可访问的图片地址，显示为您的头像。</Trans>}
          />
        </div>
        <div className="mt-6 flex justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => form.reset()}
            disabled={!form.formState.isDirty || form.formState.isSubmitting}
          >
            <Trans>撤销修改</Trans>
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting} data-testid="profile-save">
            <Save />
            <Trans>保存</Trans>
          </Button>
        </div>
      </form>
    </CollapsibleCard>
  );
}
