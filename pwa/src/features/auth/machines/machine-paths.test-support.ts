/**
 * Table-driven tests of the auth machines. Each row of a table is a sequence of steps (a user
 * event, the answer or failure of a network call, the fake clock moving) and the outcome written
 * down by hand: the state value, the context fields that matter, the toasts shown, the calls
 * made. A row runs on a live actor whose network actors are scripted promises and whose delays
 * run on Vitest's fake timers. The rows together must visit every state node and take every
 * transition (each guarded branch on its own) of the machine: `coverage` checks that.
 */

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type AnyActorLogic,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  createActor,
  type EventObject,
  fromPromise,
  type StateValue,
} from "xstate";
import { getStateNodes } from "xstate/graph";

/** Network actors that stay pending until the test settles them, recording each call. */
export function scriptedActors(names: readonly string[]) {
  const pending = new Map<
    string,
    { resolve: (v: unknown) => void; reject: (e: unknown) => void }
  >();
  const calls: { name: string; input: unknown }[] = [];
  const logic: Record<string, AnyActorLogic> = {};
  for (const name of names) {
    logic[name] = fromPromise<unknown, unknown>(
      ({ input }) =>
        new Promise((resolve, reject) => {
          calls.push({ name, input });
          pending.set(name, { resolve, reject });
        }),
    );
  }
  const take = (name: string) => {
    const call = pending.get(name);
    if (!call) throw new Error(`${name} is not running`);
    pending.delete(name);
    return call;
  };
  return {
    logic,
    calls,
    callsOf: (name: string) => calls.filter((c) => c.name === name).map((c) => c.input),
    isRunning: (name: string) => pending.has(name),
    resolve: (name: string, output?: unknown) => take(name).resolve(output),
    reject: (name: string, error: unknown) => take(name).reject(error),
  };
}

export type Script = ReturnType<typeof scriptedActors>;

/** Lets settled promises and zero-delay work run (the fake clock does not move). */
export async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

/** Every state node id of the machine: the set the rows must visit. */
export function allStateIds(machine: AnyStateMachine): Set<string> {
  return new Set(getStateNodes(machine.root).map((node) => node.id));
}

/** The ids of the state nodes a state value is in (`{ a: { b: 'c' } }` → a, a.b, a.b.c). */
export function stateIdsOf(machineId: string, value: StateValue, prefix = machineId): string[] {
  if (typeof value === "string") return [`${prefix}.${value}`];
  return Object.entries(value).flatMap(([key, child]) => [
    `${prefix}.${key}`,
    ...(child ? stateIdsOf(machineId, child, `${prefix}.${key}`) : []),
  ]);
}

/** A step of a row: a user event, a network call's outcome, or the fake clock moving on. */
export type Step<TEvent extends EventObject> =
  | TEvent
  | { answer: string; output?: unknown }
  | { fail: string; error: unknown }
  | { wait: number };

export const answer = (name: string, output?: unknown) => ({ answer: name, output });
export const fail = (name: string, error: unknown) => ({ fail: name, error });
export const wait = (ms: number) => ({ wait: ms });

export interface Row<TEvent extends EventObject, TContext> {
  name: string;
  steps: Step<TEvent>[];
  /** The state value after the last step. */
  value: StateValue;
  /** The context fields the row is about (the table's defaults are merged in). */
  context?: Partial<TContext>;
  /** Every toast shown along the way, in order. */
  toasts?: string[];
  /** Every network call made along the way, in order, when the row is about them. */
  calls?: { name: string; input: unknown }[];
}

export interface Table<TEvent extends EventObject, TContext> {
  machine: AnyStateMachine;
  actorNames: readonly string[];
  /** Context expected unless a row says otherwise (e.g. no message shown). */
  defaults: Partial<TContext>;
  rows: Row<TEvent, TContext>[];
}

/** What the rows run so far have visited and taken. */
export interface Coverage {
  states: Set<string>;
  transitions: Set<string>;
}

export const newCoverage = (): Coverage => ({ states: new Set(), transitions: new Set() });

/** A transition of the machine: its source, its event, which of the candidates (guards) it is. */
function transitionKey(t: AnyTransitionDefinition): string {
  const index = t.source.transitions.get(t.eventType)?.indexOf(t) ?? -1;
  return `${t.source.id} on ${t.eventType} #${index}`;
}

/** Every transition of the machine, each guarded candidate on its own. */
export function allTransitions(machine: AnyStateMachine): Set<string> {
  const keys = new Set<string>();
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const candidates of node.transitions.values()) {
      for (const t of candidates) keys.add(transitionKey(t));
    }
  }
  return keys;
}

/** Runs one row on a live actor and checks its written-down outcome. */
export async function runRow<TEvent extends EventObject, TContext>(
  table: Table<TEvent, TContext>,
  row: Row<TEvent, TContext>,
  coverage: Coverage,
): Promise<void> {
  const script = scriptedActors(table.actorNames);
  const machine = table.machine.provide({ actors: script.logic } as never) as AnyStateMachine;
  const actor = createActor(machine, {
    inspect: (inspection) => {
      if (inspection.type !== "@xstate.microstep") return;
      for (const t of inspection._transitions) coverage.transitions.add(transitionKey(t));
    },
  });
  const toasts: string[] = [];
  actor.on("toast", (event: { message: string }) => toasts.push(event.message));
  const visit = () => {
    for (const id of stateIdsOf(machine.id, actor.getSnapshot().value)) coverage.states.add(id);
  };
  actor.start();
  try {
    visit();
    for (const step of row.steps) {
      if ("answer" in step) script.resolve(step.answer, step.output);
      else if ("fail" in step) script.reject(step.fail, step.error);
      else if ("wait" in step) await vi.advanceTimersByTimeAsync(step.wait);
      else actor.send(step);
      await settle();
      visit();
    }
    const snapshot = actor.getSnapshot();
    expect(snapshot.value, "state value").toEqual(row.value);
    expect(snapshot.context, "context").toMatchObject({ ...table.defaults, ...row.context });
    expect(toasts, "toasts").toEqual(row.toasts ?? []);
    if (row.calls) expect(script.calls, "network calls").toEqual(row.calls);
  } finally {
    actor.stop();
  }
}

/**
 * One machine's table as a test suite: every row on fake timers, then a check that the rows
 * together visit every state and take every transition (each guarded branch). Vitest runs a
 * file's tests in order, so the last test sees what every row visited and took.
 */
export function describeTable<TEvent extends EventObject, TContext>(
  title: string,
  table: Table<TEvent, TContext>,
  atLeastTransitions: number,
): void {
  describe(title, () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    const coverage = newCoverage();

    it.each(table.rows.map((row) => [row.name, row] as const))("%s", async (_, row) => {
      await runRow(table, row, coverage);
    });

    it("the rows visit every state and take every transition (each guarded branch)", () => {
      const transitions = allTransitions(table.machine);
      expect(transitions.size).toBeGreaterThan(atLeastTransitions);
      expect([...coverage.states].sort()).toEqual([...allStateIds(table.machine)].sort());
      expect([...transitions].filter((t) => !coverage.transitions.has(t))).toEqual([]);
    });
  });
}
