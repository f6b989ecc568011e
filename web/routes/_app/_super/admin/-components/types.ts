import type { RouterOutputs } from "@/lib/trpc";

export type AdminOrganization = RouterOutputs["admin"]["organizations"]["organizations"][number];
export type AdminTrainer = RouterOutputs["admin"]["trainers"]["trainers"][number];
export type AdminClient = RouterOutputs["admin"]["clients"]["clients"][number];

/** A short date in the interface language (created columns). */
export function shortDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(iso));
}
