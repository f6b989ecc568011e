import { zodResolver } from "@hookform/resolvers/zod";
import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Building2, Save } from "lucide-react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import type { BrandColors } from "#shared/brand-colors";
import { NAME_MAX_LENGTH, SUBDOMAIN_PATTERN } from "#shared/shared-rules";
import { TextField } from "@/components/form/form-fields";
import { FormFooter } from "@/components/form/form-footer";
import { SelectField } from "@/components/form/select-field";
import { SwitchField } from "@/components/form/switch-field";
import { ImageUpload } from "@/components/uploads/image-upload";
import { useSession } from "@/lib/auth";
import { applyServerIssues } from "@/lib/form-errors";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { THEME_LABELS, THEMES } from "@/lib/theme";
import { trpc } from "@/lib/trpc";
import { requiredText, z } from "@/lib/validation";
import { BrandColorsFields, brandColorDefaults, brandColorIssues } from "./brand-colors-fields";
import { OrganizationEmailFields, organizationEmailValues } from "./organization-email-fields";

/** The colours as sent: without the spaces a paste may bring. */
function trimmedColors(colors: BrandColors): BrandColors {
  return Object.fromEntries(Object.entries(colors).map(([key, hex]) => [key, hex.trim()])) as BrandColors;
}

/** The server's rule for subdomains (one DNS label), or empty for none. */
const SUBDOMAIN = new RegExp(`^$|${SUBDOMAIN_PATTERN.source}`);
const NO_THEME = "default";

/**
 * An organization's settings (PUT /organizations/{id}): name, homepage, logo, theme, subdomain,
 * checked as the server checks them and with the server's refusals under their fields. The
 * organization's admins use it on /team, the super admin on /admin/organizations.
 */
export function OrganizationSettingsForm({
  organizationId,
  onDone,
  onCancel,
}: {
  organizationId: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  // Whitelabel is the super admin's to grant (the server ignores it from anyone else).
  const isSuper = useSession()?.role === "super";
  const { data } = useSuspenseQuery(trpc.organizations.get.queryOptions({ id: organizationId }));
  const organization = data.organization;
  const update = useMutation(trpc.organizations.update.mutationOptions());
  // The logo's own saves show their failures under the logo (ImageUpload), not as a notification.
  const logoUpdate = useMutation({ ...trpc.organizations.update.mutationOptions(), meta: { silent: true } });
  const schema = useMemo(
    () =>
      z
        .object({
          name: requiredText(t`请输入组织名称`, {
            length: NAME_MAX_LENGTH,
            message: t`名称最长 ${NAME_MAX_LENGTH} 个字符`,
          }),
          homepage_url: z
            .string()
            .check(z.regex(/^$|^https?:\/\/\S+$/i, t`请输入以 http:// 或 https:// 开头的网址`)),
          logo_url: z
            .string()
            .check(z.regex(/^$|^https?:\/\/\S+$/i, t`请输入以 http:// 或 https:// 开头的网址`)),
          theme: z.string(),
          subdomain: z
            .string()
            .check(z.regex(SUBDOMAIN, t`子域名只能包含小写字母、数字和连字符，且不能以连字符开头或结尾`)),
          can_whitelabel: z.boolean(),
          brand_enabled: z.boolean(),
          brand_colors: z.object({
            primary: z.string(),
            success: z.string(),
            danger: z.string(),
            warning: z.string(),
            dark: z.string(),
          }),
          client_email_defaults: z.object({
            dailyWorkoutEmails: z.boolean(),
            missedWorkoutEmails: z.boolean(),
            newMessageEmails: z.boolean(),
            newCommentEmails: z.boolean(),
            weeklyDigest: z.boolean(),
          }),
          daily_email_hour: z.string(),
          sms_reminders: z.boolean(),
        })
        .check(
          z.superRefine((values, ctx) => {
            const issues = brandColorIssues(values, {
              format: t`请输入 #RRGGBB 格式的颜色`,
              contrast: (ratio) => t`文字对比度只有 ${ratio}:1，至少需要 4.5:1`,
            });
            for (const issue of issues)
              ctx.addIssue({
                code: "custom",
                path: ["brand_colors", issue.key],
                message: issue.message,
                input: values,
              });
          }),
        ),
    [t],
  );
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: organization.name,
      homepage_url: organization.homepage_url ?? "",
      logo_url: data.logo_url ?? "",
      theme: organization.theme ?? NO_THEME,
      subdomain: organization.subdomain ?? "",
      can_whitelabel: organization.can_whitelabel,
      ...brandColorDefaults(organization.brand_colors),
      ...organizationEmailValues(organization),
    },
  });

  const onSubmit = form.handleSubmit(async (v) => {
    try {
      const result = await update.mutateAsync({
        id: organizationId,
        organization: {
          name: v.name,
          homepage_url: v.homepage_url.trim() || null,
          // Only a changed logo is sent: each new address records an image.
          ...(v.logo_url.trim() !== (data.logo_url ?? "") ? { logo_url: v.logo_url.trim() || null } : {}),
          theme: v.theme === NO_THEME ? null : v.theme,
          subdomain: v.subdomain.trim().toLowerCase() || null,
          brand_colors: v.brand_enabled ? trimmedColors(v.brand_colors) : null,
          client_email_defaults: v.client_email_defaults,
          daily_email_hour: Number(v.daily_email_hour),
          sms_reminders: v.sms_reminders,
          ...(isSuper ? { can_whitelabel: v.can_whitelabel } : {}),
        },
      });
      notifySuccess(renderMessage(globalI18n, result.msg));
      // The team's view of it and the super admin's lists.
      await queryClient.invalidateQueries(trpc.organizations.pathFilter());
      await queryClient.invalidateQueries(trpc.admin.pathFilter());
      onDone();
    } catch (error) {
      applyServerIssues(form, error, {
        prefix: "organization.",
      });
    }
  });

  // An uploaded logo (or its removal) is saved at once; the address field then shows the new one.
  const saveLogo = async (change: { upload_id: string } | { logo_url: null }) => {
    const result = await logoUpdate.mutateAsync({ id: organizationId, organization: change });
    form.resetField("logo_url", { defaultValue: result.logo_url ?? "" });
    await queryClient.invalidateQueries(trpc.organizations.pathFilter());
    await queryClient.invalidateQueries(trpc.admin.pathFilter());
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" data-testid="org-form">
      <TextField
        control={form.control}
        name="name"
        label={<Trans>组织名称</Trans>}
        maxLength={NAME_MAX_LENGTH}
      />
      <TextField
        control={form.control}
        name="homepage_url"
        type="url"
        label={<Trans>主页</Trans>}
        placeholder="https://"
      />
      <ImageUpload
        label={<Trans>组织标志</Trans>}
        imageUrl={data.logo_url}
        placeholder={<Building2 className="size-8 text-muted-foreground" />}
        previewClassName="rounded-md"
        onSave={(upload_id) => saveLogo({ upload_id })}
        onRemove={() => saveLogo({ logo_url: null })}
        testId="logo-upload"
      />
      <TextField
        control={form.control}
        name="logo_url"
        type="url"
        label={<Trans>标志图片网址</Trans>}
        placeholder="https://"
      />
      <SelectField
        control={form.control}
        name="theme"
        label={<Trans>主题</Trans>}
        options={[
          { value: NO_THEME, label: t`默认` },
          ...THEMES.map((theme) => ({ value: theme, label: i18n._(THEME_LABELS[theme]) })),
        ]}
      />
      <TextField
        control={form.control}
        name="subdomain"
        label={<Trans>子域名</Trans>}
        autoComplete="off"
        spellCheck={false}
        description={<Trans>小写字母、数字和连字符，最长 63 个字符。</Trans>}
      />
      <BrandColorsFields control={form.control} />
      <OrganizationEmailFields control={form.control} />
      {isSuper && (
        <SwitchField
          control={form.control}
          name="can_whitelabel"
          label={<Trans>白标</Trans>}
          description={<Trans>在组织的子域名上不显示平台名称，只显示组织的品牌。</Trans>}
        />
      )}
      <FormFooter
        onCancel={onCancel}
        submitLabel={<Trans>保存</Trans>}
        submitIcon={<Save />}
        pending={form.formState.isSubmitting}
        submitTestId="org-submit"
      />
    </form>
  );
}
