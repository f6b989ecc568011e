import { Trans, useLingui } from "@lingui/react/macro";
import { Paperclip, Plus, X } from "lucide-react";
import { useId } from "react";
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { ExerciseFormValues } from "./exercise-form-schema";

/** The server keeps at most 20 attachments per exercise. */
export const MAX_ATTACHMENTS = 20;
const TYPE_SUGGESTIONS = ["video/mp4", "video/quicktime", "image/jpeg", "image/png", "application/pdf"];

/**
 * Attachment metadata rows (name, type, size, address): the files themselves live elsewhere (a
 * video host, cloud storage); the library keeps where they are and what they are.
 */
export function AttachmentsField({
  control,
  register,
  errors,
}: {
  control: Control<ExerciseFormValues>;
  register: UseFormRegister<ExerciseFormValues>;
  errors: FieldErrors<ExerciseFormValues>["attachments"];
}) {
  const { t } = useLingui();
  const listId = useId();
  const { fields, append, remove } = useFieldArray({ control, name: "attachments" });
  return (
    <section className="space-y-2" data-testid="attachments-field">
      <div className="flex items-center justify-between gap-2">
        <h3 className="flex items-center gap-1.5 font-medium text-sm">
          <Paperclip className="size-4 text-muted-foreground" aria-hidden />
          <Trans>附件</Trans>
        </h3>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={fields.length >= MAX_ATTACHMENTS}
          onClick={() => append({ name: "", attachmentUrl: "", type: "", size: "", bytes: null })}
          data-testid="add-attachment"
        >
          <Plus />
          <Trans>添加附件</Trans>
        </Button>
      </div>
      {fields.length === 0 && (
        <p className="text-muted-foreground text-xs">
          <Trans>可记录视频、图片或 PDF 的名称、类型、大小和网址。</Trans>
        </p>
      )}
      <datalist id={listId}>
        {TYPE_SUGGESTIONS.map((type) => (
          <option key={type} value={type} />
        ))}
      </datalist>
      <ol className="space-y-2">
        {fields.map((field, index) => {
          const rowErrors = errors?.[index];
          return (
            <li key={field.id} className="space-y-1.5 rounded-md border p-2" data-testid="attachment-row">
              {/* Phones: name and remove on one line, type and size below; wider: one line. */}
              <div className="grid grid-cols-[1fr_1fr_auto] gap-1.5 sm:grid-cols-[1fr_9rem_6rem_auto]">
                <Input
                  {...register(`attachments.${index}.name`)}
                  placeholder={t`名称`}
                  aria-label={t`附件名称`}
                  aria-invalid={rowErrors?.name ? true : undefined}
                  className="col-span-2 h-8 text-sm sm:col-span-1"
                  maxLength={255}
                  data-testid="attachment-name"
                />
                <Input
                  {...register(`attachments.${index}.type`)}
                  placeholder={t`类型`}
                  aria-label={t`附件类型`}
                  list={listId}
                  className="h-8 text-sm"
                  maxLength={100}
                  data-testid="attachment-type"
                />
                <Input
                  {...register(`attachments.${index}.size`)}
                  placeholder={t`大小`}
                  aria-label={t`附件大小，如 12 MB`}
                  aria-invalid={rowErrors?.size ? true : undefined}
                  className="h-8 text-sm"
                  data-testid="attachment-size"
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  className="col-start-3 row-start-1 justify-self-end sm:col-start-4"
                  aria-label={t`删除附件`}
                  onClick={() => remove(index)}
                  data-testid="remove-attachment"
                >
                  <X />
                </Button>
              </div>
              <Input
                {...register(`attachments.${index}.attachmentUrl`)}
                type="url"
                placeholder="https://"
                aria-label={t`附件网址`}
                aria-invalid={rowErrors?.attachmentUrl ? true : undefined}
                className="h-8 text-sm"
                maxLength={2048}
                data-testid="attachment-url"
              />
              <FieldError
                errors={[rowErrors?.name, rowErrors?.size, rowErrors?.attachmentUrl, rowErrors?.type]}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
