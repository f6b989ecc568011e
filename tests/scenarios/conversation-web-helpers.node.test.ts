import { describe, expect, it } from "vitest";
import { BACKOFF_MAX_MS, reconnectDelay } from "../../web/lib/conversations/backoff";
import { groupByClient } from "../../web/lib/conversations/group-notifications";
import { linkify } from "../../web/lib/conversations/linkify";
import { isWithinWorkHours, type WorkHours } from "../../web/lib/conversations/work-hours";

const weekdays: WorkHours = {
  days: { mon: true, tue: true, wed: true, thu: true, fri: true, sat: false, sun: false },
  start: "09:00",
  end: "17:00",
};

/** The messaging screens' pure helpers (issue 26); the browser test covers the screens. */
describe("work hours (workCanWait)", () => {
  it("reads the hours on the trainer's wall clock, not the browser's", () => {
    // 2026-11-26 is a Thursday. 02:00 UTC is 10:00 in Shanghai and 21:00 the day before in New York.
    const at = new Date("2026-11-26T02:00:00Z");
    expect(isWithinWorkHours(weekdays, "Asia/Shanghai", at)).toBe(true);
    expect(isWithinWorkHours(weekdays, "America/New_York", at)).toBe(false);
  });

  it("start is inclusive, end exclusive; days off are off", () => {
    expect(isWithinWorkHours(weekdays, "UTC", new Date("2026-11-26T09:00:00Z"))).toBe(true);
    expect(isWithinWorkHours(weekdays, "UTC", new Date("2026-11-26T16:59:00Z"))).toBe(true);
    expect(isWithinWorkHours(weekdays, "UTC", new Date("2026-11-26T17:00:00Z"))).toBe(false);
    expect(isWithinWorkHours(weekdays, "UTC", new Date("2026-11-28T10:00:00Z"))).toBe(false); // Saturday
  });

  it("an end before the start spans midnight and belongs to the day it started", () => {
    const night: WorkHours = { ...weekdays, start: "22:00", end: "06:00" };
    expect(isWithinWorkHours(night, "UTC", new Date("2026-11-26T23:00:00Z"))).toBe(true); // Thu night
    expect(isWithinWorkHours(night, "UTC", new Date("2026-11-27T03:00:00Z"))).toBe(true); // Thu's shift
    expect(isWithinWorkHours(night, "UTC", new Date("2026-11-29T03:00:00Z"))).toBe(false); // Sat's (off)
    expect(isWithinWorkHours(night, "UTC", new Date("2026-11-26T12:00:00Z"))).toBe(false);
  });

  it("no setting, a malformed time or an unknown zone never silences the product by mistake", () => {
    const at = new Date("2026-11-28T03:00:00Z");
    expect(isWithinWorkHours(null, "UTC", at)).toBe(true);
    expect(isWithinWorkHours({ ...weekdays, start: "9am" }, "UTC", at)).toBe(true);
    expect(typeof isWithinWorkHours(weekdays, "Mars/Olympus", at)).toBe("boolean");
    expect(
      isWithinWorkHours(
        { ...weekdays, start: "00:00", end: "00:00" },
        "UTC",
        new Date("2026-11-26T03:00:00Z"),
      ),
    ).toBe(true);
  });
});

describe("linkify", () => {
  it("turns http(s) and www. addresses into links and keeps the rest as text", () => {
    expect(linkify("看这个 https://example.com/a?b=1，谢谢")).toEqual([
      { kind: "text", text: "看这个 " },
      { kind: "link", text: "https://example.com/a?b=1", href: "https://example.com/a?b=1" },
      { kind: "text", text: "，谢谢" },
    ]);
    expect(linkify("see www.example.com.")).toEqual([
      { kind: "text", text: "see " },
      { kind: "link", text: "www.example.com", href: "https://www.example.com" },
      { kind: "text", text: "." },
    ]);
  });

  it("never links other schemes and leaves markup as plain text", () => {
    const body = '<img src=x onerror="alert(1)"> javascript:alert(1) data:text/html,<b>x</b>';
    expect(linkify(body)).toEqual([{ kind: "text", text: body }]);
    expect(linkify("")).toEqual([]);
  });
});

describe("notifications grouped by client", () => {
  it("keeps the newest-first order of groups and items and counts the unread", () => {
    const n = (id: number, client_id: number | null, read: boolean) => ({
      id,
      client_id,
      client_name: client_id === null ? null : `C${client_id}`,
      read_at: read ? "2026-11-26T00:00:00Z" : null,
    });
    const groups = groupByClient([
      n(5, 2, false),
      n(4, 1, true),
      n(3, 2, false),
      n(2, null, false),
      n(1, 1, false),
    ]);
    expect(groups.map((g) => [g.key, g.clientName, g.unread, g.items.map((i) => i.id)])).toEqual([
      ["client:2", "C2", 2, [5, 3]],
      ["client:1", "C1", 1, [4, 1]],
      ["other", null, 1, [2]],
    ]);
  });
});

describe("reconnect backoff", () => {
  it("doubles from 1 s to a 30 s ceiling, jittered within the upper half", () => {
    const low = [0, 1, 2, 3, 4, 5, 6, 20].map((a) => reconnectDelay(a, () => 0));
    const high = [0, 1, 2, 3, 4, 5, 6, 20].map((a) => reconnectDelay(a, () => 1));
    expect(low).toEqual([500, 1000, 2000, 4000, 8000, 15000, 15000, 15000]);
    expect(high).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(Math.max(...high)).toBe(BACKOFF_MAX_MS);
  });
});
