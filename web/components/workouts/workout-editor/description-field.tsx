import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { Textarea } from "@/components/ui/textarea";
import { htmlToText, textToHtml } from "../rich-text-plain";
import { Labelled } from "./labelled";
import type { FormValues } from "./values";

/** Tiptap comes with the first open editor, in its own chunk; the textarea stands in meanwhile. */
const RichTextEditor = lazy(() => import("../rich-text-editor"));

/** The workout's description (简介), as rich text. */
export function DescriptionField({ form }: { form: UseFormReturn<FormValues> }) {
  const { t } = useLingui();
  return (
    <Labelled label={t`简介`} error={form.formState.errors.short_description?.message}>
      {(id) => (
        <Controller
          control={form.control}
          name="short_description"
          render={({ field }) => {
            // Until the rich-text editor's chunk is there, plain text edits the description.
            const plain = (
              <Textarea
                id={id}
                rows={2}
                value={htmlToText(field.value)}
                onChange={(e) => field.onChange(textToHtml(e.target.value) ?? "")}
                onBlur={field.onBlur}
                placeholder={t`训练目标、注意事项`}
                data-testid="short-description-plain"
              />
            );
            return (
              <Suspense fallback={plain}>
                <RichTextEditor
                  id={id}
                  value={field.value}
                  onChange={field.onChange}
                  placeholder={t`训练目标、注意事项`}
                />
              </Suspense>
            );
          }}
        />
      )}
    </Labelled>
  );
}
