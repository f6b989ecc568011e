import { publicOp } from "../operation";
import { brandingForHost, hostnameOf } from "./branding";
import { ZBrandingOutput } from "./schemas";

/**
 * An organization's own brand at its own address (issue 30): public, since the sign-in and
 * invitation pages need it before anyone has a token.
 */
export const brandingOperations = {
  get: publicOp({
    summary:
      "The brand of the request's host: the organization at <subdomain>.<APP_DOMAIN> (name, logo, colours, whitelabel), else the platform's",
    kind: "query",
    output: ZBrandingOutput,
    run: ({ deps, meta }) => brandingForHost(deps, hostnameOf(meta.origin)),
    rest: { method: "GET", path: "/branding" },
  }),
};
