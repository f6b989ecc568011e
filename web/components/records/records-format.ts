/** A weight as the records screens show it: "105 kg", "116.5 kg" (at most one decimal). */
export function formatKg(kg: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(kg)} kg`;
}

/** A record's day with its year (records span years): 2026年3月2日 / Mar 2, 2026. */
export function formatRecordDate(ymd: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${ymd}T00:00:00Z`),
  );
}
