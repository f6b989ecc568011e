import { and, eq } from "drizzle-orm";
import { uploads } from "../../../db/schema/uploads";
import type { ServiceDeps } from "../../services/deps";

/** The path our upload route serves a file at (uploads/signed-url.ts uploadFilePath). */
const UPLOAD_FILE_PATH = /^\/api\/uploads\/([^/]+)\/file$/;

/**
 * A logo's address for a page or manifest at the organization's own host. An uploaded logo is
 * stored by an absolute address naming the host it was uploaded at (the platform's), which the
 * page's Content-Security-Policy (`img-src 'self' https:`) refuses over plain http, as at
 * `<subdomain>.localhost`: the organization's own uploaded logo is answered by its path, so it
 * loads from whichever host shows it. Any other address (typed, elsewhere) stays whole.
 */
export async function pageLogoUrl(
  deps: ServiceDeps,
  organizationId: number,
  url: string | null,
): Promise<string | null> {
  if (url === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const id = parsed.search === "" ? UPLOAD_FILE_PATH.exec(parsed.pathname)?.[1] : undefined;
  if (id === undefined) return url;
  const [upload] = await deps.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(
        eq(uploads.id, decodeURIComponent(id)),
        eq(uploads.attached_kind, "organization_logo"),
        eq(uploads.attached_id, organizationId),
      ),
    )
    .limit(1);
  return upload ? parsed.pathname : url;
}
