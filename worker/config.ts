import * as z from "zod";

/** Everything the app reads from its environment, parsed once at the entry point. */
export const ZAppConfig = z.object({
  jwtSecret: z.string().min(32, "JWT_SECRET must be at least 32 characters"),
  /** Server-side secret mixed into every password hash; defaults to a key derived from the JWT secret. */
  passwordPepper: z.string().min(16),
  superAdminEmail: z.email(),
  superAdminPassword: z.string().min(8),
  seedDemo: z.boolean(),
  /** Lifetime of an access token in seconds. */
  accessTokenTtl: z.number().int().positive(),
  /** Largest accepted request body in bytes. */
  maxBodyBytes: z.number().int().positive(),
  /**
   * Proxies whose X-Forwarded-For / X-Real-IP name the client (Node only; addresses or IPv4 CIDR
   * ranges). Anyone else's forwarding headers are ignored: the socket's peer is the client.
   */
  trustedProxies: z.array(z.string().min(1)),
  /**
   * The app's public origin (`https://coach.example.com`), used in links sent to people (client
   * invitations). Unset: the origin of the request that makes the link.
   */
  appUrl: z.url().optional(),
  /**
   * The domain under which organizations have their own address, `<subdomain>.<APP_DOMAIN>`
   * (`coach.example.com`, or `localhost` in development): requests to such a host get that
   * organization's brand (worker/domains/branding/). Unset: every host shows the platform's.
   */
  appDomain: z.string().min(1).optional(),
  /**
   * Where this process answers on the machine (`http://localhost:PORT`, Node): the base of links in
   * emails when `appUrl` is unset, with a warning at start (worker/domains/emails/links.ts).
   */
  localUrl: z.url().optional(),
  /** MESSAGE_EMAIL_DELAY_SECONDS: how long a new message or comment waits before it is emailed (300). */
  messageEmailDelaySeconds: z.number().int().min(0).optional(),
});
export type AppConfig = z.infer<typeof ZAppConfig>;

export const DEV_SUPER_ADMIN = { email: "super@coach.local", password: "Super1234!" } as const;

type RawEnv = Record<string, string | undefined>;

/** Builds the config from process env or Worker bindings; `jwtSecret` must already be resolved. */
export function configFromEnv(env: RawEnv, jwtSecret: string): AppConfig {
  return ZAppConfig.parse({
    jwtSecret,
    passwordPepper: env.PASSWORD_PEPPER || `pepper:${jwtSecret}`,
    superAdminEmail: (env.SUPER_ADMIN_EMAIL || DEV_SUPER_ADMIN.email).toLowerCase(),
    superAdminPassword: env.SUPER_ADMIN_PASSWORD || DEV_SUPER_ADMIN.password,
    seedDemo: env.SEED_DEMO !== "0" && env.SEED_DEMO !== "false",
    accessTokenTtl: Number(env.ACCESS_TOKEN_TTL_SECONDS || 7 * 24 * 3600),
    maxBodyBytes: Number(env.MAX_BODY_BYTES || 1024 * 1024),
    trustedProxies: (env.TRUSTED_PROXIES ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    appUrl: env.APP_URL ? env.APP_URL.replace(/\/+$/, "") : undefined,
    appDomain: env.APP_DOMAIN
      ? env.APP_DOMAIN.trim()
          .toLowerCase()
          .replace(/^\.+|\.+$/g, "")
      : undefined,
    messageEmailDelaySeconds: env.MESSAGE_EMAIL_DELAY_SECONDS
      ? Number(env.MESSAGE_EMAIL_DELAY_SECONDS)
      : undefined,
  });
}

/** Injected time source so tests can move the clock (token expiry, throttling, compliance). */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };
