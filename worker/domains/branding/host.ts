import { SUBDOMAIN_PATTERN } from "#shared/shared-rules";

/**
 * The organization subdomain a request's host names: `<subdomain>.<APP_DOMAIN>`, one DNS label
 * before the configured domain (ports ignored). Anything else (the bare domain, a deeper name, an
 * unrelated host, no APP_DOMAIN at all) names none and gets the platform's own brand.
 */
export function subdomainOfHost(hostname: string, appDomain: string | undefined): string | null {
  if (!appDomain) return null;
  const host = hostname.toLowerCase().replace(/\.$/, "");
  const suffix = `.${appDomain}`;
  if (!host.endsWith(suffix)) return null;
  const label = host.slice(0, -suffix.length);
  return SUBDOMAIN_PATTERN.test(label) ? label : null;
}

/**
 * The organization's own address: APP_URL with its host replaced by `<subdomain>.<APP_DOMAIN>`
 * (scheme and port kept, so `http://localhost:8787` becomes `http://studio.localhost:8787`); the
 * platform's address when it has no subdomain or APP_DOMAIN is unset. Null without APP_URL:
 * callers then link to the request's own origin, as client invitations do.
 */
export function organizationAppUrl(
  config: { appUrl?: string | undefined; appDomain?: string | undefined },
  subdomain: string | null,
): string | null {
  if (!config.appUrl) return null;
  if (!subdomain || !config.appDomain) return config.appUrl;
  const url = new URL(config.appUrl);
  url.hostname = `${subdomain}.${config.appDomain}`;
  return url.origin;
}
