import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { ExternalLink, X } from "lucide-react";
import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Textarea } from "@/components/ui/textarea";
import { trpc } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import type { FormValues } from "./values";

/** Warm-up or cool-down text, filled from a library template and then editable here only. */
export function TemplateField({
  form,
  name,
  label,
}: {
  form: UseFormReturn<FormValues>;
  name: "warmup" | "cooldown";
  label: string;
}) {
  const { t } = useLingui();
  const id = useId();
  // While there is none, coming back to the tab asks again (one may have been made in the library).
  const warmups = useQuery({
    ...trpc.libraries.warmups.list.queryOptions({ limit: 100 }),
    enabled: name === "warmup",
    refetchOnWindowFocus: (query) => (query.state.data?.warmups.length ? false : "always"),
  });
  const cooldowns = useQuery({
    ...trpc.libraries.cooldowns.list.queryOptions({ limit: 100 }),
    enabled: name === "cooldown",
    refetchOnWindowFocus: (query) => (query.state.data?.cooldowns.length ? false : "always"),
  });
  const templates =
    name === "warmup"
      ? (warmups.data?.warmups ?? []).map((w) => ({
          id: w.id,
          name: w.name,
          text: w.description ?? w.name,
          exercises: w.selected_exercises,
        }))
      : (cooldowns.data?.cooldowns ?? []).map((c) => ({
          id: c.id,
          name: c.name,
          text: c.description ?? c.name,
          exercises: c.selected_exercises,
        }));
  const listName = name === "warmup" ? "warmup_selected_exercises" : "cooldown_selected_exercises";
  const selected = form.watch(listName);
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="font-medium text-sm">
          {label}
        </label>
        {templates.length > 0 && (
          <select
            aria-label={name === "warmup" ? t`选择热身模板` : t`选择放松模板`}
            className={cn("h-7 max-w-48 rounded-md border bg-background px-1.5 text-xs")}
            value=""
            data-testid={`${name}-template`}
            onChange={(e) => {
              const template = templates.find((tpl) => String(tpl.id) === e.target.value);
              if (!template) return;
              form.setValue(name, template.text, { shouldDirty: true });
              // A copy: removing one here leaves the template as it is.
              form.setValue(
                listName,
                template.exercises.map((e) => ({ id: e.id, name: e.name })),
                { shouldDirty: true },
              );
            }}
          >
            <option value="">{t`从模板填入…`}</option>
            {templates.map((tpl) => (
              <option key={tpl.id} value={tpl.id}>
                {tpl.name}
              </option>
            ))}
          </select>
        )}
        {templates.length === 0 && (warmups.isSuccess || cooldowns.isSuccess) && (
          // No template yet: where to make one (a new tab keeps this form; the list refetches on
          // return, so the menu appears).
          <a
            href={`/library?tab=${name === "warmup" ? "warmups" : "cooldowns"}`}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 text-primary text-xs hover:underline"
            data-testid={`${name}-template-create`}
          >
            {name === "warmup" ? t`新建热身模板` : t`新建放松模板`}
            <ExternalLink className="size-3" aria-hidden />
          </a>
        )}
      </div>
      <Textarea
        id={id}
        rows={2}
        {...form.register(name)}
        aria-invalid={form.formState.errors[name] ? true : undefined}
        data-testid={name}
      />
      {form.formState.errors[name]?.message && (
        <p className="text-destructive text-sm">{form.formState.errors[name]?.message}</p>
      )}
      {selected.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" data-testid={`${name}-exercises`}>
          {selected.map((exercise, i) => (
            <li
              key={String(exercise.id)}
              className="inline-flex items-center gap-0.5 rounded-full border bg-muted/50 py-0.5 pr-0.5 pl-2 text-xs"
              data-testid={`${name}-exercise`}
            >
              {exercise.name || `#${exercise.id}`}
              <button
                type="button"
                className="rounded-full p-0.5 text-muted-foreground hover:bg-accent hover:text-foreground"
                aria-label={t`移除 ${exercise.name}`}
                onClick={() =>
                  form.setValue(
                    listName,
                    selected.filter((_, j) => j !== i),
                    { shouldDirty: true },
                  )
                }
              >
                <X className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
