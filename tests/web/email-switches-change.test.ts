import { describe, expect, it } from "vitest";
import { clientEmailSwitches, DEFAULT_EMAIL_SWITCHES, switchesAfterChange } from "#shared/email-switches";
import { emailSwitchesToSend } from "../../web/components/clients/email-switches-change";

const values = { ...DEFAULT_EMAIL_SWITCHES, weeklyDigest: false };
const organization = { ...DEFAULT_EMAIL_SWITCHES, newCommentEmails: false };

describe("the client sheet's email switches", () => {
  it("sends none when the coach touched none, so an inheriting client keeps inheriting", () => {
    const sent = emailSwitchesToSend({ inheritedBefore: true, inheritNow: true, touched: false, values });
    expect(sent).toBeUndefined();
    // The server's rule applied to what a save sends (the sheet's other settings only).
    const stored = switchesAfterChange(
      organization,
      { overrideDefaults: false },
      { ...sent, currentWeekOnly: true },
    );
    expect(clientEmailSwitches(organization, stored)).toEqual({ values: organization, inherited: true });
  });

  it("sends all five once the coach changed one, which the server's rule makes the client's own", () => {
    const sent = emailSwitchesToSend({ inheritedBefore: true, inheritNow: false, touched: true, values });
    expect(sent).toEqual(values);
    const stored = switchesAfterChange(organization, { overrideDefaults: false }, sent ?? {});
    expect(clientEmailSwitches(organization, stored)).toEqual({ values, inherited: false });
  });

  it("keeps a client with its own switches on them when the coach changes one again", () => {
    const own = { ...organization, overrideDefaults: true };
    const sent = emailSwitchesToSend({ inheritedBefore: false, inheritNow: false, touched: true, values });
    const stored = switchesAfterChange(organization, own, sent ?? {});
    expect(clientEmailSwitches(organization, { ...own, ...stored })).toEqual({ values, inherited: false });
  });

  it("leaves a client's own switches alone when untouched", () => {
    expect(
      emailSwitchesToSend({ inheritedBefore: false, inheritNow: false, touched: false, values }),
    ).toBeUndefined();
  });

  it("hands a client with its own switches back to the organization on restore", () => {
    const sent = emailSwitchesToSend({ inheritedBefore: false, inheritNow: true, touched: false, values });
    expect(sent).toEqual({ overrideDefaults: false });
    const stored = switchesAfterChange(organization, { ...values, overrideDefaults: true }, sent ?? {});
    expect(clientEmailSwitches(organization, { ...values, ...stored }).inherited).toBe(true);
  });
});
