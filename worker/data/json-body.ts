/**
 * An answer whose JSON is already text (a client list comes out of SQLite as JSON), typed by the
 * value it holds. The adapters decide: REST sends `text()` as bytes without parsing and
 * re-serializing the multi-megabyte arrays; tRPC answers `value()`, and the procedure's output
 * type is `T`, so operations need no per-adapter override.
 * Decision: docs/decisions/2026-11-21-json-at-the-data-seam.md
 */
export class JsonBody<T> {
  constructor(
    readonly text: () => string,
    readonly value: () => T,
  ) {}
}

/** What an operation answering `R` answers once its JSON body is read (tRPC's output type). */
export type AnswerOf<R> = R extends JsonBody<infer T> ? T : R;
