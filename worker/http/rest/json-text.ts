const textEncoder = new TextEncoder();

/**
 * A REST answer whose JSON is already text (client lists come out of SQLite as JSON), encoded here
 * at the adapter seam. Encoding ourselves is cheaper than a string body, which makes the Response
 * check the whole (multi-megabyte) text for lone surrogates first.
 * Decision: docs/decisions/2026-11-21-json-at-the-data-seam.md
 */
export function jsonTextResponse(text: string, status = 200): Response {
  // TextEncoder always returns a fresh ArrayBuffer-backed array; the Workers type library declares
  // it over ArrayBufferLike, so the narrower type is stated for both runtimes.
  const bytes = textEncoder.encode(text) as Uint8Array<ArrayBuffer>;
  return new Response(bytes, { status, headers: { "content-type": "application/json; charset=UTF-8" } });
}
