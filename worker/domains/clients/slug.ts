/**
 * URL slug of a client: the ASCII letters of the name (pinyin or English names read well) plus a
 * random suffix, so slugs are unique without a lookup and do not reveal ids or counts.
 */
export function clientSlug(name: string): string {
  const base = name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  const suffix = [...bytes]
    .map((b) => b.toString(36).padStart(2, "0"))
    .join("")
    .slice(0, 6);
  return `${base || "client"}-${suffix}`;
}
