import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { type Control, Controller, type FieldPath, useWatch } from "react-hook-form";
import {
  BRAND_COLOR_KEYS,
  type BrandColorKey,
  type BrandColors,
  checkBrandColor,
  HEX_COLOR_PATTERN,
  MIN_TEXT_CONTRAST,
  PLATFORM_BRAND_COLORS,
  textColorOn,
} from "#shared/brand-colors";
import { invalidAria } from "@/components/form/field-note";
import { SwitchField } from "@/components/form/switch-field";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

/** The settings form's part of the values: a switch and the five colours (kept while switched off). */
export type BrandColorValues = { brand_enabled: boolean; brand_colors: BrandColors };

export const brandColorDefaults = (stored: BrandColors | null): BrandColorValues => ({
  brand_enabled: stored !== null,
  brand_colors: stored ?? PLATFORM_BRAND_COLORS,
});

/**
 * The organization's brand colours (issue 30): a switch (off: the platform's colours), one row per
 * colour with a picker, its hex and its contrast as the server measures it (shared/brand-colors.ts,
 * WCAG AA), and a live preview of the sign-in button, badges and text in those colours.
 */
export function BrandColorsFields<T extends BrandColorValues>({ control }: { control: Control<T> }) {
  // The generic form's control seen through its brand part (react-hook-form's Control is invariant).
  const own = control as unknown as Control<BrandColorValues>;
  const enabled = useWatch({ control: own, name: "brand_enabled" });
  const colors = useWatch({ control: own, name: "brand_colors" });
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4" data-testid="brand-colors">
      <SwitchField
        control={own}
        name={"brand_enabled" satisfies FieldPath<BrandColorValues>}
        label={<Trans>使用组织的品牌颜色</Trans>}
        description={<Trans>在组织的子域名上，登录页和学员端使用这些颜色。</Trans>}
      />
      {enabled && (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            {BRAND_COLOR_KEYS.map((key) => (
              <ColorField key={key} control={own} colorKey={key} />
            ))}
          </div>
          <BrandPreview colors={colors} />
        </>
      )}
    </fieldset>
  );
}

function useColorLabels(): Record<BrandColorKey, string> {
  const { t } = useLingui();
  return { primary: t`主色`, success: t`成功色`, danger: t`危险色`, warning: t`警告色`, dark: t`深色` };
}

function ColorField({ control, colorKey }: { control: Control<BrandColorValues>; colorKey: BrandColorKey }) {
  const id = useId();
  const labels = useColorLabels();
  return (
    <Controller
      control={control}
      name={`brand_colors.${colorKey}`}
      render={({ field, fieldState }) => {
        const value = field.value ?? "";
        const check = checkBrandColor(colorKey, value.trim());
        return (
          <Field data-invalid={fieldState.invalid}>
            <FieldLabel htmlFor={id}>{labels[colorKey]}</FieldLabel>
            <div className="flex items-center gap-2">
              <input
                type="color"
                aria-label={labels[colorKey]}
                value={HEX_COLOR_PATTERN.test(value) ? value.toLowerCase() : "#000000"}
                onChange={(e) => field.onChange(e.target.value)}
                className="h-9 w-11 shrink-0 cursor-pointer rounded-md border bg-background p-1"
              />
              <Input
                id={id}
                name={field.name}
                ref={field.ref}
                value={value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                maxLength={7}
                spellCheck={false}
                autoComplete="off"
                className="font-mono"
                data-testid={`brand-color-${colorKey}`}
                {...invalidAria(id, fieldState)}
              />
            </div>
            {check && !fieldState.error && (
              <FieldDescription data-testid={`brand-contrast-${colorKey}`}>
                {check.ok ? (
                  <Trans>文字对比度 {check.ratio}:1，符合 WCAG AA</Trans>
                ) : (
                  <span className="text-destructive">
                    <Trans>
                      文字对比度只有 {check.ratio}:1，至少需要 {MIN_TEXT_CONTRAST}:1
                    </Trans>
                  </span>
                )}
              </FieldDescription>
            )}
            <FieldError id={`${id}-error`} errors={[fieldState.error]} />
          </Field>
        );
      }}
    />
  );
}

/**
 * The form's rule for the colours, with the server's check: a colour is `#rrggbb` and reads at
 * WCAG AA (shared/brand-colors.ts), checked only while the switch is on.
 */
export function brandColorIssues(
  values: BrandColorValues,
  texts: { format: string; contrast: (ratio: number) => string },
): { key: BrandColorKey; message: string }[] {
  if (!values.brand_enabled) return [];
  return BRAND_COLOR_KEYS.flatMap((key) => {
    const hex = values.brand_colors[key].trim();
    const check = checkBrandColor(key, hex);
    if (!check) return [{ key, message: texts.format }];
    return check.ok ? [] : [{ key, message: texts.contrast(check.ratio) }];
  });
}

/** What clients will see, drawn from the colours as typed (a colour not yet valid shows grey). */
function BrandPreview({ colors }: { colors: BrandColors }) {
  const labels = useColorLabels();
  const shown = (key: BrandColorKey) => {
    const hex = colors[key]?.trim() ?? "";
    return HEX_COLOR_PATTERN.test(hex) ? hex : "#9ca3af";
  };
  const swatch = (key: BrandColorKey) => ({ backgroundColor: shown(key), color: textColorOn(shown(key)) });
  return (
    <div className="grid gap-3 rounded-md border bg-white p-4 text-sm" data-testid="brand-preview">
      <p className="text-xs font-medium text-gray-500">
        <Trans>预览</Trans>
      </p>
      <p className="text-base font-semibold" style={{ color: shown("dark") }}>
        <Trans>今天的训练</Trans>
      </p>
      <p style={{ color: shown("primary") }} className="underline">
        <Trans>查看训练详情</Trans>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn("rounded-md px-3 py-1.5 font-medium")} style={swatch("primary")}>
          <Trans>登录</Trans>
        </span>
        {(["success", "danger", "warning"] as const).map((key) => (
          <span key={key} className="rounded-full px-2.5 py-0.5 text-xs font-medium" style={swatch(key)}>
            {labels[key]}
          </span>
        ))}
      </div>
    </div>
  );
}
