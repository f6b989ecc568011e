import { zodResolver } from "@hookform/resolvers/zod";
import { i18n as globalI18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Building2, KeyRound, Mail, MapPin, Phone, Save, ShieldCheck, UserRound } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { useForm } from "react-hook-form";
import {
  GENDERS,
  HEIGHT_MAX,
  NAME_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  UNITS,
  WEIGHT_MAX,
} from "#shared/shared-rules";
import { PasswordChangeFields, usePasswordChangeForm } from "@/components/auth/password-change";
import { CollapsibleCard } from "@/components/collapsible-card";
import { TextField } from "@/components/form/form-fields";
import { SelectField } from "@/components/form/select-field";
import { roleLabelOf } from "@/components/layout/role-label";
import { UserAvatar } from "@/components/layout/user-avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { auth, type SessionUser, useSession } from "@/lib/auth";
import { applyServerIssues } from "@/lib/form-errors";
import { notifySuccess } from "@/lib/notify";
import { offsetMinutes, TIMEZONES } from "@/lib/timezones";
import { trpc } from "@/lib/trpc";
import { optionalEmail, phoneText, requiredText, z } from "@/lib/validation";

/** The signed-in person's profile (PUT /users/{id}) and password change (POST /users/change_password). */
export function ProfilePage() {
  const session = useSession();
  const user = session?.user;
  if (!user) return null;
  return (
    <div className="grid gap-6 xl:grid-cols-[340px_minmax(0,1fr)]">
      <ProfileSummary user={user} />
      <div className="min-w-0 space-y-6">
        <ProfileForm key={`${user.id}:${user.updated_at}`} user={user} />
        <PasswordForm />
      </div>
    </div>
  );
}

function ProfileSummary({ user }: { user: SessionUser }) {
  const { t, i18n } = useLingui();
  const session = useSession();
  return (
    <Card className="h-fit gap-0 overflow-hidden py-0">
      <div className="h-24 bg-gradient-to-br from-primary to-violet-500" />
      <CardContent className="-mt-12 flex flex-col items-center px-6 pb-6 text-center">
        <UserAvatar
          name={user.name}
          imageUrl={user.image_url}
          className="size-24 text-2xl ring-4 ring-card [&_[data-slot=avatar-fallback]]:text-2xl"
        />
        <h2 className="mt-3 text-lg font-semibold" data-testid="profile-name">
          {user.name}
        </h2>
        <Badge variant="soft" className="mt-1.5">
          <ShieldCheck />
          {i18n._(roleLabelOf(session))}
        </Badge>
        <Separator className="my-5" />
        <dl className="w-full space-y-3 text-left text-sm">
          <InfoRow icon={<Mail className="size-4" />} label={t`邮箱`} value={user.email} />
          <InfoRow icon={<Phone className="size-4" />} label={t`手机号`} value={user.phone_number} />
          <InfoRow icon={<MapPin className="size-4" />} label={t`所在地`} value={user.location} />
          <InfoRow
            icon={<Building2 className="size-4" />}
            label={t`所属组织`}
            value={session?.organization?.name}
          />
        </dl>
      </CardContent>
    </Card>
  );
}

function InfoRow({
  icon,
  label,
  value,
}: {
  icon: ReactNode;
  label: string;
  value: string | null | undefined;
}) {
  return (
    <div className="flex items-center gap-3">
      <span className="text-muted-foreground">{icon}</span>
      <dt className="sr-only">{label}</dt>
      <dd className="min-w-0 truncate">{value || <span className="text-muted-foreground">—</span>}</dd>
    </div>
  );
}

function ProfileForm({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.users.update.mutationOptions());

  const schema = useMemo(() => {
    const optionalNumber = (max: number) =>
      z.string().check(
        z.trim(),
        z.refine(
          (v) => v === "" || (Number.isFinite(Number(v)) && Number(v) >= 0 && Number(v) <= max),
          t`请输入有效的数字`,
        ),
      );
    return z.object({
      name: requiredText(t`请输入姓名`, {
        length: NAME_MAX_LENGTH,
        message: t`姓名最长 ${NAME_MAX_LENGTH} 个字符`,
      }),
      email: optionalEmail(t`邮箱格式不正确`),
      phone_number: phoneText(t`手机号格式不正确`),
      units: z.enum(UNITS),
      height: optionalNumber(HEIGHT_MAX),
      weight: optionalNumber(WEIGHT_MAX),
      birthday: z
        .string()
        .check(z.refine((v) => v === "" || /^\d{4}-\d{2}-\d{2}$/.test(v), t`日期格式应为 YYYY-MM-DD`)),
      location: z
        .string()
        .check(z.trim(), z.maxLength(SHORT_TEXT_MAX_LENGTH, t`最长 ${SHORT_TEXT_MAX_LENGTH} 个字符`)),
      gender: z.enum(["", ...GENDERS]),
      timezone: z.string().check(z.minLength(1, t`请选择时区`)),
      image_url: z.string().check(
        z.trim(),
        z.refine((v) => v === "" || /^https?:\/\/\S+$/.test(v), t`链接格式不正确`),
      ),
    });
  }, [t]);
  type Values = z.infer<typeof schema>;

  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: user.name ?? "",
      email: user.email ?? "",
      phone_number: user.phone_number ?? "",
      units: user.units === "imperial" ? "imperial" : "metric",
      height: user.height == null ? "" : String(user.height),
      weight: user.weight == null ? "" : String(user.weight),
      birthday: user.birthday ?? "",
      location: user.location ?? "",
      gender:
        user.gender === "male" || user.gender === "female" || user.gender === "other" ? user.gender : "",
      timezone: user.timezone || "Asia/Shanghai",
      image_url: user.image_url ?? "",
    },
  });
  const units = form.watch("units");
  const timezones = TIMEZONES.includes(user.timezone) ? TIMEZONES : [user.timezone, ...TIMEZONES];

  const onSubmit = form.handleSubmit(async (v) => {
    const nullable = (s: string) => (s === "" ? null : s);
    const offset = offsetMinutes(v.timezone);
    try {
      const result = await update.mutateAsync({
        id: user.id,
        user: {
          name: v.name,
          email: nullable(v.email),
          phone_number: nullable(v.phone_number),
          units: v.units,
          height: v.height === "" ? null : Number(v.height),
          weight: v.weight === "" ? null : Number(v.weight),
          birthday: nullable(v.birthday),
          location: nullable(v.location),
          gender: v.gender === "" ? null : v.gender,
          timezone: v.timezone,
          ...(offset !== null ? { timezone_offset: offset } : {}),
          image_url: nullable(v.image_url),
        },
      });
      auth.updateUser(result.user);
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
            name="units"
            label={<Trans>单位制</Trans>}
            options={[
              { value: "metric", label: t`公制（厘米、千克）` },
              { value: "imperial", label: t`英制（英寸、磅）` },
            ]}
          />
          <SelectField
            control={form.control}
            name="timezone"
            label={<Trans>时区</Trans>}
            options={timezones.map((tz) => ({ value: tz, label: tz.replace(/_/g, " ") }))}
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

function PasswordForm() {
  const { form, onSubmit } = usePasswordChangeForm();
  return (
    <CollapsibleCard
      testId="password-card"
      icon={<KeyRound className="size-4" />}
      title={<Trans>修改密码</Trans>}
      description={<Trans>修改后，其他设备上的登录将失效</Trans>}
    >
      <form onSubmit={onSubmit} noValidate data-testid="password-form">
        <div className="grid gap-5 md:grid-cols-3">
          <PasswordChangeFields control={form.control} />
        </div>
        <div className="mt-6 flex justify-end">
          <Button type="submit" disabled={form.formState.isSubmitting} data-testid="password-save">
            <KeyRound />
            <Trans>修改密码</Trans>
          </Button>
        </div>
      </form>
    </CollapsibleCard>
  );
}
