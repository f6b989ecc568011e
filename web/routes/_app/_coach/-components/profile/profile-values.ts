import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import {
  GENDERS,
  HEIGHT_MAX,
  NAME_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  UNITS,
  WEIGHT_MAX,
} from "#shared/shared-rules";
import { activeLocale, isLocale, LOCALES } from "@/i18n";
import type { SessionUser } from "@/lib/auth";
import { offsetMinutes } from "@/lib/timezones";
import { optionalEmail, phoneText, requiredText, z } from "@/lib/validation";

/** The profile form's rules, their messages in the interface language. */
export function useProfileSchema() {
  const { t } = useLingui();
  return useMemo(() => {
    const optionalNumber = (max: number) =>
      z.string().check(
        z.trim(),
        z.refine(
          (v) => v === "" || (Number.isFinite(Number(v)) && Number(v) >= 0 && Number(v) <= max),
          t`请输入有效的数字`,
        ),
      );
    return z.object({
      name: requiredText(t`请输入姓名`, {
        length: NAME_MAX_LENGTH,
        message: t`姓名最长 ${NAME_MAX_LENGTH} 个字符`,
      }),
      email: optionalEmail(t`邮箱格式不正确`),
      phone_number: phoneText(t`手机号格式不正确`),
      units: z.enum(UNITS),
      height: optionalNumber(HEIGHT_MAX),
      weight: optionalNumber(WEIGHT_MAX),
      birthday: z
        .string()
        .check(z.refine((v) => v === "" || /^\d{4}-\d{2}-\d{2}$/.test(v), t`日期格式应为 YYYY-MM-DD`)),
      location: z
        .string()
        .check(z.trim(), z.maxLength(SHORT_TEXT_MAX_LENGTH, t`最长 ${SHORT_TEXT_MAX_LENGTH} 个字符`)),
      gender: z.enum(["", ...GENDERS]),
      timezone: z.string().check(z.minLength(1, t`请选择时区`)),
      locale: z.enum(LOCALES),
      image_url: z.string().check(
        z.trim(),
        z.refine((v) => v === "" || /^https?:\/\/\S+$/.test(v), t`链接格式不正确`),
      ),
    });
  }, [t]);
}

export type ProfileValues = z.infer<ReturnType<typeof useProfileSchema>>;

/** The form's starting values: the stored user, empty text for what is not set. */
export function profileDefaults(user: SessionUser): ProfileValues {
  return {
    name: user.name ?? "",
    email: user.email ?? "",
    phone_number: user.phone_number ?? "",
    units: user.units === "imperial" ? "imperial" : "metric",
    height: user.height == null ? "" : String(user.height),
    weight: user.weight == null ? "" : String(user.weight),
    birthday: user.birthday ?? "",
    location: user.location ?? "",
    gender: user.gender === "male" || user.gender === "female" || user.gender === "other" ? user.gender : "",
    timezone: user.timezone || "Asia/Shanghai",
    // Never chose: the language the app shows now, which saving then keeps on the account.
    locale: isLocale(user.locale) ? user.locale : activeLocale(),
    image_url: user.image_url ?? "",
  };
}

/** What PUT /users/{id} receives: empty text is "not set" (null); the zone's offset goes along. */
export function profilePayload(v: ProfileValues) {
  const nullable = (s: string) => (s === "" ? null : s);
  const offset = offsetMinutes(v.timezone);
  return {
    name: v.name,
    email: nullable(v.email),
    phone_number: nullable(v.phone_number),
    units: v.units,
    height: v.height === "" ? null : Number(v.height),
    weight: v.weight === "" ? null : Number(v.weight),
    birthday: nullable(v.birthday),
    location: nullable(v.location),
    gender: v.gender === "" ? null : v.gender,
    timezone: v.timezone,
    ...(offset !== null ? { timezone_offset: offset } : {}),
    locale: v.locale,
    image_url: nullable(v.image_url),
  };
}
