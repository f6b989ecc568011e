import { zodResolver } from "@hookform/resolvers/zod";
import { i18n as globalI18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Save } from "lucide-react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { NAME_MAX_LENGTH, UNITS } from "#shared/shared-rules";
import { TextField } from "@/components/form/form-fields";
import { NativeSelectField } from "@/components/form/native-select-field";
import { Button } from "@/components/ui/button";
import { auth, type SessionUser } from "@/lib/auth";
import { applyServerIssues } from "@/lib/form-errors";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { requiredText, z } from "@/lib/validation";
import { LanguageChoice } from "./language-choice";
import { ProfileCard } from "./profile-card";

/**
 * Name and units (kg/lb in results); language is local. The time zone (it decides "today", what
 * the client sees ahead and when a workout counts as missed) is shown, not edited: the coaches set
 * it, and the server ignores it from the client (docs/authorization.md, "The schedule zone").
 */
export function ClientSettingsForm({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.users.update.mutationOptions());
  const schema = useMemo(
    () =>
      z.object({
        name: requiredText(t`请输入姓名`, {
          length: NAME_MAX_LENGTH,
          message: t`姓名最长 ${NAME_MAX_LENGTH} 个字符`,
        }),
        units: z.enum(UNITS),
      }),
    [t],
  );
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: user.name ?? "",
      units: user.units === "imperial" ? "imperial" : "metric",
    },
  });
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      const result = await update.mutateAsync({
        id: user.id,
        user: { name: v.name, units: v.units },
      });
      auth.updateUser(result.user);
      await queryClient.invalidateQueries(trpc.users.get.pathFilter());
      notifySuccess(globalI18n._(msg`个人资料已更新`));
    } catch (error) {
      applyServerIssues(form, error, { prefix: "user." });
    }
  });
  return (
    <ProfileCard title={<Trans>个人设置</Trans>} testId="client-settings">
      <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="client-settings-form">
        <TextField
          control={form.control}
          name="name"
          label={<Trans>姓名</Trans>}
          autoComplete="name"
          className="[&_input]:h-11"
        />
        <NativeSelectField
          control={form.control}
          name="units"
          label={<Trans>单位</Trans>}
          options={[
            { value: "metric", label: t`公制（千克 kg）` },
            { value: "imperial", label: t`英制（磅 lb）` },
          ]}
        />
        <div className="space-y-1">
          <div className="flex items-center justify-between gap-3">
            <span className="text-sm font-medium">
              <Trans>时区</Trans>
            </span>
            <span className="text-sm" data-testid="client-timezone">
              {user.timezone ? user.timezone.replace(/_/g, " ") : <Trans>未设置</Trans>}
            </span>
          </div>
          <p className="text-sm text-muted-foreground">
            <Trans>决定“今天”是哪一天，以及训练何时算作错过；由你的教练设置。</Trans>
          </p>
        </div>
        <div className="flex items-center justify-between gap-3 border-t pt-4">
          <span className="text-sm font-medium">
            <Trans>语言</Trans>
          </span>
          <LanguageChoice />
        </div>
        <Button
          type="submit"
          className="h-11 w-full"
          disabled={form.formState.isSubmitting}
          data-testid="client-settings-save"
        >
          <Save />
          <Trans>保存</Trans>
        </Button>
      </form>
    </ProfileCard>
  );
}
