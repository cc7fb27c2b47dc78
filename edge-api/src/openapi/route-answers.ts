/**
 * Types only: what a route group's handlers answer (Hono infers it from each `c.json(x, status)`
 * of a chained route, and from its validators' 400) set against what the group's entries in the
 * route table allow (catalog/src/contract/routes/). `AnswerViolations` is `never` when every
 * answer is one its entry declares with a schema the JSON fits; route-answers.test-d.ts requires
 * that of every group, so a handler answering something its entry does not allow fails
 * `npm run typecheck`.
 */
import type { RouteEntry } from "@vyom/catalog/contract/routes";
import type { Hono } from "hono";
import type { StatusCode } from "hono/utils/http-status";
import type { $ZodType, output } from "zod/v4/core";

// biome-ignore lint/suspicious/noExplicitAny: matches a group's router whatever its env.
type SchemaOf<App> = App extends Hono<any, infer S, any> ? S : never;

type FullPath<Prefix extends string, P extends string> = P extends "/"
  ? Prefix
  : P extends `${infer Path}/`
    ? `${Prefix}${Path}`
    : `${Prefix}${P}`;

type MethodOf<M extends string> = M extends `$${infer Name}` ? Uppercase<Name> : never;

/** One answer of one route (distributed over the statuses it may answer). */
type StatusViolation<
  Key,
  Status,
  Output,
  Format,
  Entry extends RouteEntry,
> = Status extends keyof Entry["answers"]
  ? Format extends "json"
    ? Entry["answers"][Status] extends readonly [
        string,
        infer Schema extends $ZodType,
        ...unknown[],
      ]
      ? [Output] extends [output<Schema>]
        ? never
        : { route: Key; status: Status; answers: Output; allowed: output<Schema> }
      : { route: Key; status: Status; answers: Output; allowed: "no JSON" }
    : never
  : { route: Key; status: Status; undeclared: "this status is not among the entry's answers" };

type EndpointViolation<Key, Endpoint, Table, Untyped> = Key extends Untyped
  ? never
  : Key extends keyof Table
    ? Table[Key] extends infer Entry extends RouteEntry
      ? Endpoint extends { status: infer Status; output: infer Output; outputFormat: infer Format }
        ? StatusCode extends Status
          ? { route: Key; untyped: "returns a plain Response: no answer of it is typed" }
          : StatusViolation<Key, Status, Output, Format, Entry>
        : never
      : never
    : { route: Key; missing: "no entry in the route table" };

/**
 * A router that mounts another (`.route(path, sub)`) has a union of schemas: walked one member
 * at a time, since the union's `keyof` would keep only the paths its members share.
 */
type SchemaViolations<S, Prefix extends string, Table, Untyped> = S extends unknown
  ? {
      [P in keyof S & string]: {
        [M in keyof S[P] & string]: EndpointViolation<
          `${MethodOf<M>} ${FullPath<Prefix, P>}`,
          S[P][M],
          Table,
          Untyped
        >;
      }[keyof S[P] & string];
    }[keyof S & string]
  : never;

/**
 * Every answer of `App` (a group mounted at `Prefix`) that its entry in `Table` does not allow.
 * A handler that may return a plain `Response` (a refusal a shared helper built) loses all its
 * answer types in Hono's inference, and one that replays an Idempotency-Key's stored answer
 * answers it as untyped JSON; such routes must be named in `Untyped`, so the unchecked ones are
 * a list that can only shrink, never a silent gap.
 */
export type AnswerViolations<
  App,
  Prefix extends string,
  Table,
  Untyped extends string = never,
> = SchemaViolations<SchemaOf<App>, Prefix, Table, Untyped>;

/** Compiles only when `Violations` is `never`; otherwise the error names each violation. */
export type NoViolations<Violations extends never> = Violations;
