import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { errorData } from "./errors";

/**
 * Puts the server's field problems (`issues[].path`, e.g. `user.email` or `client.user.phone_number`)
 * on the matching form fields, so a refusal the form could not foresee (an email already in use, a
 * password on the breached list) shows under the field, not only in a toast. `prefix` is the wrapper
 * the request adds around the form's values (`user.` for `{ user: {...} }`). Returns true when at
 * least one issue landed on a field.
 */
export function applyServerIssues<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, "setError" | "getValues">,
  error: unknown,
  opts: {
    prefix?: string;
    /** Errors that name no path but belong to a field (`EMAIL_TAKEN` → `email`), with their text. */
    byCode?: Partial<Record<string, { field: Path<T>; message: string }>>;
    /**
     * The form field of an issue path (after `prefix`) when it is not a top-level field of the
     * same name: nested rows (`attachments.0.name`) or fields the form splits or renames
     * (`exercise_name` → `name_zh`). Undefined: the default matching.
     */
    fieldOf?: (path: string) => Path<T> | undefined;
  } = {},
): boolean {
  const data = errorData(error);
  const issues = data?.issues ?? [];
  const fields = Object.keys(form.getValues() ?? {});
  const prefix = opts.prefix ?? "";
  let landed = false;
  const byCode = data?.appCode ? opts.byCode?.[data.appCode] : undefined;
  if (byCode) {
    form.setError(byCode.field, { type: "server", message: byCode.message }, { shouldFocus: true });
    landed = true;
  }
  for (const issue of issues) {
    const path = prefix && issue.path.startsWith(prefix) ? issue.path.slice(prefix.length) : issue.path;
    const field = opts.fieldOf?.(path) ?? (fields.includes(path) ? (path as Path<T>) : undefined);
    if (!field) continue;
    form.setError(field, { type: "server", message: issue.message }, { shouldFocus: !landed });
    landed = true;
  }
  return landed;
}
