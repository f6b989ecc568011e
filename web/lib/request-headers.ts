import { auth } from "./auth";
import { languageHeader } from "./request-language";

/**
 * What every request to the server carries: the stored token as a bearer header (read at each
 * request, so a new sign-in is used at once) and the interface language. tRPC's links and the
 * upload's `fetch` (web/lib/uploads/upload.ts) both take them from here.
 */
export function requestHeaders(): Record<string, string> {
  const token = auth.token;
  return { ...languageHeader(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
}
