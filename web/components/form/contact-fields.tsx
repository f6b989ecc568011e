import { Trans } from "@lingui/react/macro";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { NAME_MAX_LENGTH } from "#shared/shared-rules";
import { TextField } from "@/components/form/form-fields";

/** Forms that name a person and how to reach them (both optional; the server wants one of them). */
type ContactValues = FieldValues & { name: string; email: string; phone_number: string };

/**
 * A person's name, email and phone: the fields that add or edit a client or a trainer. In a
 * two-column grid (`wide`) the name takes the whole row.
 */
export function ContactFields<T extends ContactValues>({
  control,
  wide = true,
}: {
  control: Control<T>;
  wide?: boolean;
}) {
  // Every T has these three fields (ContactValues); react-hook-form's path type cannot see that.
  const path = (name: keyof ContactValues & string) => name as FieldPath<T>;
  return (
    <>
      <TextField
        control={control}
        name={path("name")}
        label={<Trans>姓名</Trans>}
        className={wide ? "sm:col-span-2" : undefined}
        autoComplete="off"
        maxLength={NAME_MAX_LENGTH}
      />
      <TextField control={control} name={path("email")} type="email" label={<Trans>邮箱</Trans>} />
      <TextField control={control} name={path("phone_number")} type="tel" label={<Trans>手机号</Trans>} />
    </>
  );
}
