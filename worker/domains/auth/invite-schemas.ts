import * as z from "zod";
import { fieldText } from "#shared/messages";
import { zId, zPassword } from "../shared/fields";

/** An invitation token as links carry it: 32 random bytes in base64url (43 characters). */
export const INVITE_TOKEN_PATTERN = "[A-Za-z0-9_-]{16,128}";
export const zInviteToken = z
  .string()
  .trim()
  .regex(new RegExp(`^${INVITE_TOKEN_PATTERN}$`), fieldText("INVITE_LINK_INVALID"));

/** POST /clients/{id}/invite */
export const ZInviteClientInput = z.object({ id: zId });

/** GET /invites/{token} */
export const ZInviteInfoInput = z.object({ token: zInviteToken });

/** POST /invites/accept: the token from the link and the client's new password (the usual rules). */
export const ZAcceptInviteInput = z.object({ token: zInviteToken, password: zPassword });
