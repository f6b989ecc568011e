/**
 * An RFC 4180 CSV reader (no dependency): fields separated by commas, records by CRLF, LF or CR;
 * a field in double quotes may hold commas, line breaks and doubled quotes (`""` = `"`). Line
 * breaks inside quoted fields are kept as `\n`. A UTF-8 byte order mark is skipped, blank lines
 * are ignored. A quote inside an unquoted field is kept as text (spreadsheets write that); a
 * quoted field that never closes, or text right after a closing quote, is an error naming the line.
 */

export type CsvRecord = {
  /** The 1-based physical line the record starts on (what an editor shows). */
  line: number;
  fields: string[];
};

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly problem: "unclosed-quote" | "text-after-quote",
  ) {
    super(`CSV line ${line}: ${problem}`);
    this.name = "CsvSyntaxError";
  }
}

export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  const n = text.length;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 1;
  while (i < n) {
    const start = line;
    const fields: string[] = [];
    let endOfRecord = false;
    while (!endOfRecord) {
      let value: string;
      if (text[i] === '"') {
        const opened = line;
        const parts: string[] = [];
        let from = ++i;
        for (;;) {
          if (i >= n) throw new CsvSyntaxError(opened, "unclosed-quote");
          const ch = text[i];
          if (ch === '"') {
            parts.push(text.slice(from, i));
            if (text[i + 1] === '"') {
              parts.push('"');
              i += 2;
              from = i;
              continue;
            }
            i++;
            break;
          }
          if (ch === "\r" || ch === "\n") {
            parts.push(text.slice(from, i), "\n");
            i += ch === "\r" && text[i + 1] === "\n" ? 2 : 1;
            line++;
            from = i;
            continue;
          }
          i++;
        }
        value = parts.join("");
        const next = text[i];
        if (i < n && next !== "," && next !== "\r" && next !== "\n") {
          throw new CsvSyntaxError(line, "text-after-quote");
        }
      } else {
        const from = i;
        while (i < n && text[i] !== "," && text[i] !== "\r" && text[i] !== "\n") i++;
        value = text.slice(from, i);
      }
      fields.push(value);
      if (i >= n) {
        endOfRecord = true;
      } else if (text[i] === ",") {
        i++;
        // A comma at the very end of the text still ends with one (empty) last field.
        if (i >= n) fields.push("");
        if (i >= n) endOfRecord = true;
      } else {
        i += text[i] === "\r" && text[i + 1] === "\n" ? 2 : 1;
        line++;
        endOfRecord = true;
      }
    }
    if (!(fields.length === 1 && fields[0] === "")) records.push({ line: start, fields });
  }
  return records;
}
