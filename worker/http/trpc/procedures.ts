import type { TRPCMutationProcedure, TRPCQueryProcedure } from "@trpc/server";
import type { z } from "zod";
import { type Message, withRenderedMsg } from "#shared/messages";
import { type AnswerOf, JsonBody } from "../../data/json-body";
import {
  type AnyOperation,
  isOperation,
  type Operation,
  type OperationTable,
  relabelError,
} from "../../domains";
import { forCaller } from "../../services/client-view";
import { checkOutput } from "../check-output";
import { type ProcedureMeta, protectedProcedure, publicProcedure } from "./init";

/**
 * tRPC procedures from operation tables. Names and nesting are the table's, so
 * `trpc.workouts.list` in the web app is the `list` entry of the workouts table; input and output
 * types are inferred from the operation (its zod input, its `run` result; a JsonBody answers the
 * value it holds).
 */

/** No input schema: `void`, as tRPC's own builder types it, so callers may omit the argument. */
// biome-ignore lint/suspicious/noConfusingVoidType: tRPC's procedure type uses void for "no input"
type InputType<TInput> = TInput extends z.ZodType ? z.input<TInput> : void;

type ProcedureOf<O> =
  O extends Operation<infer TInput, infer TResult, infer _TSignedIn, infer TKind>
    ? TKind extends "query"
      ? TRPCQueryProcedure<{
          meta: ProcedureMeta;
          input: InputType<TInput>;
          output: AnswerOf<Awaited<TResult>>;
        }>
      : TRPCMutationProcedure<{
          meta: ProcedureMeta;
          input: InputType<TInput>;
          output: AnswerOf<Awaited<TResult>>;
        }>
    : never;

export type TrpcRecordOf<T extends OperationTable> = {
  [K in keyof T]: T[K] extends AnyOperation
    ? ProcedureOf<T[K]>
    : T[K] extends OperationTable
      ? TrpcRecordOf<T[K]>
      : never;
};

/** SPEC's failure message for every failure of the write, bad input included (runs before input parsing). */
const failingWith = (base: typeof publicProcedure, msg: Message) =>
  base.use(async ({ next }) => {
    const result = await next();
    if (!result.ok && result.error.cause !== undefined) throw relabelError(result.error.cause, msg);
    return result;
  });

function procedureOf(name: string, operation: AnyOperation) {
  const base = operation.signedIn ? protectedProcedure : publicProcedure;
  let builder = operation.failure ? failingWith(base, operation.failure) : base;
  builder = builder.meta({ solo: operation.solo === true });
  const withInput = operation.input ? builder.input(operation.input) : builder;
  const resolve = async ({ ctx, input }: { ctx: Parameters<AnyOperation["run"]>[0]; input: unknown }) => {
    // What a client receives of other people and its organization: one rule (client-view.ts).
    // Public operations (sign-in, registration) answer the person signing in, not the bearer.
    const ran = await operation.run(ctx, input);
    const result = operation.signedIn ? forCaller(ctx.actor, ran) : ran;
    // tRPC sends `msg` as a Message ({ code, params }); the output schema describes the REST answer
    // (`msg` as text), so the check sees the result as REST renders it by default.
    checkOutput(ctx.deps, name, operation.output, withRenderedMsg(result, "zh-CN"));
    // A JSON body made for REST (a client list) is answered as the value it holds.
    return result instanceof JsonBody ? result.value() : result;
  };
  return operation.kind === "query" ? withInput.query(resolve) : withInput.mutation(resolve);
}

type Procedure = ReturnType<typeof procedureOf>;

/**
 * A procedure built on its first use. Building one (middlewares, input parser, resolver) for each
 * of ~100 operations was a measurable part of every Worker start (docs/performance.md "Worker
 * start"), and an isolate usually serves a handful of them. To tRPC a procedure is a function
 * with a `_def` (its type, meta …): reading either builds the real one, once.
 */
function lazyProcedure(name: string, operation: AnyOperation): Procedure {
  let built: Procedure | undefined;
  const real = () => {
    built ??= procedureOf(name, operation);
    return built;
  };
  const call = (opts: Parameters<Procedure>[0]) => real()(opts);
  Object.defineProperty(call, "_def", { get: () => real()._def, enumerable: true });
  return call as Procedure;
}

/** The procedures of a table (nested tables become nested records, i.e. sub-routers). */
export function trpcRecord<T extends OperationTable>(table: T, prefix = ""): TrpcRecordOf<T> {
  const record: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(table)) {
    record[name] = isOperation(value)
      ? lazyProcedure(`${prefix}${name}`, value)
      : trpcRecord(value, `${prefix}${name}.`);
  }
  return record as TrpcRecordOf<T>;
}
