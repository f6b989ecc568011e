import * as z from "zod";
import { ZBrandColorsOutput } from "../shared/outputs";

/** GET /branding: the brand of the request's host (worker/domains/branding/branding.ts). */
export const ZBrandingOutput = z.object({
  kind: z.enum(["organization", "platform"]),
  name: z.string(),
  logo_url: z.string().nullable(),
  brand_colors: ZBrandColorsOutput,
  can_whitelabel: z.boolean(),
});
