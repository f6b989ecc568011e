import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BellRing } from "lucide-react";
import { useForm } from "react-hook-form";
import { type NotificationSettings, notificationSettingsOf } from "#shared/notification-settings";
import { CollapsibleCard } from "@/components/collapsible-card";
import { CheckboxField } from "@/components/form/checkbox-field";
import { TextField } from "@/components/form/form-fields";
import { SwitchField } from "@/components/form/switch-field";
import { Button } from "@/components/ui/button";
import { auth, type SessionTrainer, useSession } from "@/lib/auth";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { WEEKDAY_KEYS, weekdayLabels } from "./weekdays";

type Values = NotificationSettings;

/**
 * 通知与消息: which notifications are made, where unread counts show, the sounds, and the working
 * hours outside which nothing sounds (the badge still counts). Saved as the coach's own trainer
 * settings (`trainers.update`), then the session's copy is refreshed so the bell follows at once.
 */
export function NotificationSettingsForm({ trainer }: { trainer: SessionTrainer }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const userId = useSession()?.user?.id ?? 0;
  const update = useMutation(trpc.trainers.update.mutationOptions());
  const form = useForm<Values>({ defaultValues: notificationSettingsOf(trainer.settings) });
  const onSubmit = form.handleSubmit(async (values) => {
    await update.mutateAsync({ id: trainer.id, trainer: { settings: values } });
    await queryClient.invalidateQueries(trpc.users.get.queryFilter({ id: userId }));
    auth.refreshBaseInfo(await queryClient.fetchQuery(trpc.users.get.queryOptions({ id: userId })));
    form.reset(values);
    notifySuccess(t`设置已保存`);
  });
  const days = weekdayLabels(i18n);
  return (
    <CollapsibleCard
      testId="notification-settings"
      icon={<BellRing className="size-4" />}
      title={<Trans>通知与消息</Trans>}
      description={<Trans>哪些事情通知你，未读数显示在哪里，什么时候响提示音</Trans>}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5" data-testid="notification-settings-form">
        <div className="grid gap-4 md:grid-cols-2">
          <SwitchField
            control={form.control}
            name="newMessage"
            label={t`学员的新消息`}
            description={t`学员发来消息时通知我`}
          />
          <SwitchField
            control={form.control}
            name="newComment"
            label={t`学员的新评论`}
            description={t`学员评论训练时通知我`}
          />
          <SwitchField
            control={form.control}
            name="generateWorkoutNotifications"
            label={t`训练完成与缺训`}
            description={t`学员完成训练或错过训练时通知我`}
          />
          <SwitchField control={form.control} name="showUnreads" label={t`铃铛显示未读数`} />
          <SwitchField
            control={form.control}
            name="conversationShowUnreads"
            label={t`菜单“消息”显示未读会话数`}
          />
          <SwitchField control={form.control} name="soundOnNotification" label={t`通知提示音`} />
          <SwitchField control={form.control} name="soundOnMessage" label={t`消息提示音`} />
        </div>
        <fieldset className="space-y-3 rounded-lg border p-4">
          <legend className="px-1 text-sm font-medium">
            <Trans>工作时间</Trans>
          </legend>
          <p className="text-xs text-muted-foreground">
            <Trans>工作时间以外不响提示音，未读数照常显示（按你的时区）。</Trans>
          </p>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {WEEKDAY_KEYS.map((day) => (
              <CheckboxField
                key={day}
                control={form.control}
                name={`workCanWait.days.${day}`}
                label={days[day]}
                className="w-auto"
              />
            ))}
          </div>
          <div className="grid max-w-sm grid-cols-2 gap-3">
            <TextField control={form.control} name="workCanWait.start" type="time" label={t`开始`} required />
            <TextField control={form.control} name="workCanWait.end" type="time" label={t`结束`} required />
          </div>
        </fieldset>
        <div className="flex justify-end">
          <Button
            type="submit"
            disabled={form.formState.isSubmitting || !form.formState.isDirty}
            data-testid="notification-settings-save"
          >
            <Trans>保存设置</Trans>
          </Button>
        </div>
      </form>
    </CollapsibleCard>
  );
}
