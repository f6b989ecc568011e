import { zodResolver } from "@hookform/resolvers/zod";
import { i18n as globalI18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Save } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { TextField } from "@/components/form/form-fields";
import { FormFooter } from "@/components/form/form-footer";
import { TextareaField } from "@/components/form/textarea-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field";
import { applyServerIssues } from "@/lib/form-errors";
import { renderMessage } from "@/lib/messages";
import { notifySuccess } from "@/lib/notify";
import { trpc } from "@/lib/trpc";
import { AttachmentsField } from "./attachments-field";
import { DiscardBar, useDiscardGuard } from "./discard-guard";
import {
  DESCRIPTION_MAX,
  type ExerciseFormValues,
  exerciseFormSchema,
  exercisePayload,
  formDefaults,
  formFieldOf,
  NAME_MAX,
  URL_MAX,
} from "./exercise-form-schema";
import { joinExerciseName } from "./exercise-names";
import type { Exercise } from "./model";
import { FAMILIES } from "./search-params";
import { FAMILY_LABELS } from "./tag-labels";
import { TagPicker } from "./tag-picker";

type KeyMaker = (name: string) => string;

/**
 * pinyin-pro (~140 KB gzip) loads when the form opens, in its own chunk; a failed load (offline)
 * leaves the key to the server's fallback rather than blocking the save.
 */
function useSearchKeyMaker(): { make: KeyMaker | null; ready: Promise<KeyMaker | null> } {
  const ready = useMemo(
    () => import("./search-key-maker").then((m) => m.searchKeyOf as KeyMaker).catch(() => null),
    [],
  );
  const [make, setMake] = useState<KeyMaker | null>(null);
  useEffect(() => {
    let live = true;
    void ready.then((fn) => live && fn && setMake(() => fn));
    return () => {
      live = false;
    };
  }, [ready]);
  return { make, ready };
}

/**
 * Create or edit an organization's exercise: Chinese and English names (saved as SPEC's single
 * `exercise_name`, "深蹲 Squat"), description, video address, attachment metadata and tags. The
 * pinyin search key is computed here and sent with the save.
 */
export default function ExerciseFormDialog({
  exercise,
  onOpenChange,
}: {
  exercise: Exercise | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const keyMaker = useSearchKeyMaker();
  const tags = useQuery({ ...trpc.libraries.exercises.tags.queryOptions({}), staleTime: 5 * 60_000 });
  const create = useMutation(trpc.libraries.exercises.create.mutationOptions());
  const update = useMutation(trpc.libraries.exercises.update.mutationOptions());

  const schema = useMemo(
    () =>
      exerciseFormSchema({
        nameRequired: t`请至少填写中文名或英文名`,
        nameTooLong: t`中英文名合计最长 ${NAME_MAX} 个字符`,
        descriptionTooLong: t`说明最长 ${DESCRIPTION_MAX} 个字符`,
        badUrl: t`请输入以 http:// 或 https:// 开头的网址`,
        attachmentName: t`请输入附件名称`,
        attachmentUrl: t`请输入以 http:// 或 https:// 开头的附件网址`,
        badSize: t`大小格式如 12 MB、800 KB 或字节数`,
      }),
    [t],
  );
  const form = useForm<ExerciseFormValues>({
    resolver: zodResolver(schema),
    defaultValues: formDefaults(exercise),
  });
  const [zh, en] = form.watch(["name_zh", "name_en"]);
  const name = joinExerciseName({ zh, en });
  const searchKey = keyMaker.make && name ? keyMaker.make(name) : "";

  const guard = useDiscardGuard(form.formState.isDirty, () => onOpenChange(false));
  const onSubmit = form.handleSubmit(async (values) => {
    const payload = exercisePayload(values);
    const make = await keyMaker.ready;
    const withKey = make ? { ...payload, search_key: make(payload.exercise_name) } : payload;
    try {
      const result = exercise
        ? await update.mutateAsync({ id: exercise.id, exercise: withKey })
        : await create.mutateAsync({ exercise: withKey });
      notifySuccess(renderMessage(globalI18n, result.msg));
      await queryClient.invalidateQueries(trpc.libraries.exercises.pathFilter());
      onOpenChange(false);
    } catch (error) {
      // The toast says why; field problems also land under their field.
      applyServerIssues(form, error, { prefix: "exercise.", fieldOf: formFieldOf });
    }
  });

  return (
    <Dialog open onOpenChange={guard.onOpenChange}>
      <DialogContent
        className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl"
        closeLabel={t`关闭`}
        data-testid="exercise-form-dialog"
      >
        <DialogHeader>
          <DialogTitle>{exercise ? <Trans>编辑动作</Trans> : <Trans>新建动作</Trans>}</DialogTitle>
          <DialogDescription>
            <Trans>中文名和英文名至少填一个；保存时自动生成拼音，支持按全拼或首字母搜索。</Trans>
          </DialogDescription>
        </DialogHeader>
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-5 sm:grid-cols-2"
          data-testid="exercise-form"
        >
          <TextField
            control={form.control}
            name="name_zh"
            label={<Trans>中文名</Trans>}
            placeholder={t`例如：深蹲`}
            autoComplete="off"
            maxLength={NAME_MAX}
            description={
              searchKey ? (
                <span data-testid="search-key-preview">
                  <Trans>拼音检索：{searchKey}</Trans>
                </span>
              ) : undefined
            }
          />
          <TextField
            control={form.control}
            name="name_en"
            label={<Trans>英文名</Trans>}
            placeholder={t`例如：Squat`}
            autoComplete="off"
            maxLength={NAME_MAX}
          />
          <TextareaField
            control={form.control}
            name="description"
            label={<Trans>说明</Trans>}
            className="sm:col-span-2"
            rows={4}
            textareaClassName="max-h-64"
            placeholder={t`动作要领、注意事项…`}
            data-testid="exercise-description"
          />
          <TextField
            control={form.control}
            name="url"
            type="url"
            label={<Trans>视频网址</Trans>}
            placeholder="https://www.bilibili.com/video/…"
            description={
              <Trans>YouTube、Vimeo、Bilibili 链接可在动作库中直接播放，其他网址在新标签页打开。</Trans>
            }
            className="sm:col-span-2"
            maxLength={URL_MAX}
          />
          <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
            {FAMILIES.map((family) => (
              <Controller
                key={family}
                control={form.control}
                name={`tags.${family}`}
                render={({ field, fieldState }) => (
                  <div>
                    <TagPicker
                      family={family}
                      label={i18n._(FAMILY_LABELS[family])}
                      value={field.value}
                      onChange={field.onChange}
                      known={tags.data?.tags[family] ?? []}
                      invalid={fieldState.invalid}
                    />
                    <FieldError errors={[fieldState.error]} />
                  </div>
                )}
              />
            ))}
          </div>
          <div className="sm:col-span-2">
            <AttachmentsField
              control={form.control}
              register={form.register}
              errors={form.formState.errors.attachments}
            />
          </div>
          {guard.asking && (
            <div className="sm:col-span-2">
              <DiscardBar onDiscard={guard.discard} onKeep={guard.keepEditing} />
            </div>
          )}
          <FormFooter
            className="sm:col-span-2"
            onCancel={() => guard.onOpenChange(false)}
            submitLabel={<Trans>保存</Trans>}
            submitIcon={<Save />}
            pending={form.formState.isSubmitting}
            submitTestId="exercise-save"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
