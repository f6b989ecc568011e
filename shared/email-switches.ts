/**
 * Whose email switches apply to a client (issue 29), one rule for the server's senders and the
 * client sheet: the organization holds defaults for the five switches; a client's own values apply
 * once `overrideDefaults` is true, which a coach's change of any switch on the sheet sets (the
 * other four are copied from the defaults at that moment, so nothing the coach did not touch
 * changes). A person's unsubscribes are stored apart and win over both (worker/domains/emails/).
 */

export const CLIENT_EMAIL_SWITCHES = [
  "dailyWorkoutEmails",
  "missedWorkoutEmails",
  "newMessageEmails",
  "newCommentEmails",
  "weeklyDigest",
] as const;
export type ClientEmailSwitch = (typeof CLIENT_EMAIL_SWITCHES)[number];
export type EmailSwitches = Record<ClientEmailSwitch, boolean>;

/** An organization that never chose: every email on (SPEC's client settings defaults). */
export const DEFAULT_EMAIL_SWITCHES: EmailSwitches = {
  dailyWorkoutEmails: true,
  missedWorkoutEmails: true,
  newMessageEmails: true,
  newCommentEmails: true,
  weeklyDigest: true,
};

/** The daily workout email goes out from this local hour (organization setting) until noon. */
export const DAILY_EMAIL_HOUR_DEFAULT = 6;
export const DAILY_EMAIL_HOUR_MAX = 11;
/** A run at or after this local hour no longer sends that day's daily workout email. */
export const DAILY_EMAIL_LAST_HOUR = 12;

/** The organization's defaults, missing ones on. */
export function organizationEmailDefaults(stored: Partial<EmailSwitches> | null | undefined): EmailSwitches {
  return { ...DEFAULT_EMAIL_SWITCHES, ...(stored ?? {}) };
}

type StoredClientSwitches = Partial<EmailSwitches> & { overrideDefaults?: boolean };

/** The switches that apply to a client, and whether they are the organization's (inherited). */
export function clientEmailSwitches(
  organizationDefaults: EmailSwitches,
  client: StoredClientSwitches | null | undefined,
): { values: EmailSwitches; inherited: boolean } {
  if (!client?.overrideDefaults) return { values: organizationDefaults, inherited: true };
  const values = { ...organizationDefaults };
  for (const name of CLIENT_EMAIL_SWITCHES) {
    const own = client[name];
    if (own !== undefined) values[name] = own;
  }
  return { values, inherited: false };
}

/**
 * A coach's change of the client's settings: touching any switch makes the client's values its
 * own, starting from what applied until then. An explicit `overrideDefaults` wins (false hands the
 * client back to the organization's defaults).
 */
export function switchesAfterChange<S extends StoredClientSwitches>(
  organizationDefaults: EmailSwitches,
  current: StoredClientSwitches | null | undefined,
  change: S,
): S {
  if (change.overrideDefaults !== undefined) return change;
  const touches = CLIENT_EMAIL_SWITCHES.some((name) => change[name] !== undefined);
  if (!touches || current?.overrideDefaults) return change;
  const applied = clientEmailSwitches(organizationDefaults, current).values;
  return { ...applied, ...change, overrideDefaults: true };
}
