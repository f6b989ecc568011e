/** The largest file accepted, in bytes: a rule the browser checks too. */
export { UPLOAD_MAX_BYTES } from "#shared/shared-rules";

/** An upload not attached within this long is removed (stale.ts). */
export const UNATTACHED_TTL_MS = 24 * 3600 * 1000;

/** The longest file name kept (longer ones are cut, keeping the extension readable enough). */
export const UPLOAD_NAME_MAX_LENGTH = 200;
