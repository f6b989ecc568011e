import { describe, expect, it } from "vitest";
import { CsvSyntaxError, parseCsv } from "../../worker/domains/workouts/import/csv";
import { normalizeImportDate, normalizeTimestamp } from "../../worker/domains/workouts/import/dates";

/** The import's own readers: the RFC 4180 CSV reader and the date forms TrueCoach data carries. */

const fieldsOf = (text: string) => parseCsv(text).map((r) => r.fields);

describe("parseCsv (RFC 4180)", () => {
  it("reads plain fields, CRLF and LF records and a final record without a line break", () => {
    expect(fieldsOf("a,b,c\r\n1,2,3\n4,5,6")).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
      ["4", "5", "6"],
    ]);
  });

  it("keeps commas, doubled quotes and line breaks inside quoted fields", () => {
    const text = 'x,"a, b","say ""hi""","line 1\r\nline 2"\r\nnext,"",z,"\n"\r\n';
    expect(fieldsOf(text)).toEqual([
      ["x", "a, b", 'say "hi"', "line 1\nline 2"],
      ["next", "", "z", "\n"],
    ]);
  });

  it("names the line each record starts on, counting line breaks inside quotes", () => {
    const records = parseCsv('h1,h2\n"multi\nline",x\n\nlast,y\n');
    expect(records.map((r) => r.line)).toEqual([1, 2, 5]);
  });

  it("skips a byte order mark and blank lines, keeps empty fields and a trailing comma", () => {
    expect(fieldsOf("\ufeffa,b\r\n\r\n,\r\n1,")).toEqual([
      ["a", "b"],
      ["", ""],
      ["1", ""],
    ]);
  });

  it("takes a lone CR as a line break and keeps a quote inside an unquoted field as text", () => {
    expect(fieldsOf('a,b\r5"6,c')).toEqual([
      ["a", "b"],
      ['5"6', "c"],
    ]);
  });

  it("refuses a quoted field that never closes, naming the line where it opened", () => {
    const error = (() => {
      try {
        parseCsv('a,b\n1,2\n3,"open\nstill open');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(CsvSyntaxError);
    expect(error).toMatchObject({ line: 3, problem: "unclosed-quote" });
  });

  it("refuses text right after a closing quote", () => {
    expect(() => parseCsv('a,b\n"x"y,2')).toThrow(CsvSyntaxError);
    try {
      parseCsv('a,b\n"x"y,2');
    } catch (e) {
      expect(e).toMatchObject({ line: 2, problem: "text-after-quote" });
    }
  });

  it("reads an empty text as no records", () => {
    expect(parseCsv("")).toEqual([]);
    expect(parseCsv("\r\n\n")).toEqual([]);
  });
});

describe("normalizeImportDate", () => {
  it.each([
    ["2026-03-02", "2026-03-02"],
    ["2026-3-2", "2026-03-02"],
    [" 2026/03/02 ", "2026-03-02"],
    ["2026.3.2", "2026-03-02"],
    ["2026-03-02T00:00:00.000Z", "2026-03-02"],
    ["2026-03-02T23:30:00-08:00", "2026-03-02"],
    ["2026-03-02 07:15:00", "2026-03-02"],
    ["3/2/2026", "2026-03-02"],
    ["20260302", "2026-03-02"],
    ["2024-02-29", "2024-02-29"],
  ])("%s → %s", (raw, expected) => {
    expect(normalizeImportDate(raw)).toBe(expected);
  });

  it.each([
    "2026-02-30",
    "2026-13-01",
    "2026-00-10",
    "2025-02-29",
    "13/1/2026",
    "tomorrow",
    "",
    "1850-01-01",
    "2026-03-02Tnoon",
  ])("refuses %j", (raw) => {
    expect(normalizeImportDate(raw)).toBeNull();
  });

  it("reads RFC 3339 timestamps as UTC, other text as none", () => {
    expect(normalizeTimestamp("2026-02-06T07:45:00+08:00")).toBe("2026-02-05T23:45:00.000Z");
    expect(normalizeTimestamp("2026-02-06")).toBeNull();
    expect(normalizeTimestamp("yesterday")).toBeNull();
    expect(normalizeTimestamp(null)).toBeNull();
  });
});
