import { i18n } from "@lingui/core";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { errorData, errorMessage } from "./errors";

/**
 * Refusals that name no field but belong to one (a unique value already used): when the form has
 * that field, the server's message goes under it. Matched on the error's code or its message's
 * (a taken subdomain is a CONFLICT whose message is SUBDOMAIN_TAKEN).
 */
const FIELD_OF_CODE: Record<string, string> = {
  EMAIL_TAKEN: "email",
  PHONE_TAKEN: "phone_number",
  SUBDOMAIN_TAKEN: "subdomain",
};

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
  const codes = [data?.appCode, data?.message?.code].filter((c): c is string => Boolean(c));
  const known = codes.map((c) => FIELD_OF_CODE[c]).find((f) => f !== undefined && fields.includes(f));
  if (known) {
    form.setError(
      known as Path<T>,
      { type: "server", message: errorMessage(i18n, error) },
      { shouldFocus: true },
    );
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
