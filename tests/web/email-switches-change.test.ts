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

  it("sends all five, as the client's own, once the coach changed one", () => {
    expect(emailSwitchesToSend({ inheritedBefore: true, inheritNow: false, touched: true, values })).toEqual({
      ...values,
      overrideDefaults: true,
    });
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
