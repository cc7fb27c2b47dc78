/**
 * Model-based testing of the auth machines with XState's own path generation (`xstate/graph`,
 * the successor of @xstate/graph). The pure model is explored with a finite list of events
 * (user events plus every outcome of every invoked actor); each generated path is then replayed
 * on a live actor whose network actors are scripted promises and whose delays run on Vitest's
 * fake timers. After every step the live snapshot must equal the model's (value and context).
 */

import { expect, vi } from "vitest";
import {
  type AnyActorLogic,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromPromise,
  initialTransition,
  type SnapshotFrom,
  type StateValue,
  transition,
} from "xstate";
import { getAdjacencyMap, getShortestPaths, getStateNodes, type StatePath } from "xstate/graph";

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

/** Every state node id of the machine: the set the generated paths must visit. */
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

export interface ModelOptions<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** Every event to try in every state (filtered to those the state takes). */
  events: AnyEventObject[];
  /** What tells two states apart: the value plus the few context facts guards read. */
  serialize: (snapshot: SnapshotFrom<TMachine>) => string;
  actorNames: readonly string[];
  delays: Record<string, number>;
}

function traversal<TMachine extends AnyStateMachine>(model: ModelOptions<TMachine>) {
  return {
    events: model.events,
    serializeState: (snapshot: SnapshotFrom<TMachine>) => model.serialize(snapshot),
    filterEvents: (snapshot: SnapshotFrom<TMachine>, event: EventObject) =>
      (snapshot as AnyMachineSnapshot).can(event),
  };
}

type AnyPath = StatePath<SnapshotFrom<AnyStateMachine>, EventObject>;

/** The shortest path to every distinct state of the model. */
export function shortestPaths<TMachine extends AnyStateMachine>(
  model: ModelOptions<TMachine>,
): AnyPath[] {
  return getShortestPaths(model.machine, traversal(model) as never) as AnyPath[];
}

/** One path per transition of the model: the shortest path to its source, then its event. */
export function transitionPaths<TMachine extends AnyStateMachine>(
  model: ModelOptions<TMachine>,
): AnyPath[] {
  const options = traversal(model);
  const toState = new Map(
    shortestPaths(model).map((p) => [model.serialize(p.state as SnapshotFrom<TMachine>), p]),
  );
  const adjacency = getAdjacencyMap(model.machine, options as never);
  const paths: AnyPath[] = [];
  for (const [key, { transitions }] of Object.entries(adjacency)) {
    const base = toState.get(key);
    if (!base) throw new Error(`no path to ${key}`);
    const edges = Object.values(transitions) as { event: EventObject; state: unknown }[];
    for (const { event, state } of edges) {
      const next = state as SnapshotFrom<AnyStateMachine>;
      paths.push({
        state: next,
        steps: [...base.steps, { event: event as EventObject, state: next }],
        weight: base.weight + 1,
      });
    }
  }
  return paths;
}

export function describePath(path: AnyPath): string {
  return path.steps
    .slice(1)
    .map((s) => s.event.type.replace(/^xstate\.(done|error)\.actor\./, "$1:"))
    .join(" → ");
}

/** The toasts (emitted events) among a pure transition's actions. */
function emittedBy(actions: readonly { type: string; params?: unknown }[]): unknown[] {
  return actions
    .filter((action) => action.type === "xstate.emit")
    .map((action) => (action.params as { event?: unknown } | undefined)?.event);
}

/**
 * Replays a generated path on a live actor; answers the state ids it was in. Actor outcomes
 * settle the scripted promise, delays advance the fake clock, user events are sent. After each
 * step the live actor must match the pure model (`transition`) exactly: value, context and the
 * events it emitted (the toasts).
 */
export async function replayPath<TMachine extends AnyStateMachine>(
  model: ModelOptions<TMachine>,
  path: AnyPath,
): Promise<string[]> {
  const logic = model.machine as AnyStateMachine;
  const script = scriptedActors(model.actorNames);
  const machine = logic.provide({ actors: script.logic } as never) as AnyStateMachine;
  const actor = createActor(machine);
  const emitted: unknown[] = [];
  actor.on("*", (event) => emitted.push(event));
  actor.start();
  let [expected, actions] = initialTransition(logic);
  const visited: string[] = [];
  const where = describePath(path);
  try {
    for (const [index, step] of path.steps.entries()) {
      if (index > 0) {
        [expected, actions] = transition(logic, expected, step.event);
        emitted.length = 0;
        await fire(step.event);
      }
      const live = actor.getSnapshot();
      const at = `after step ${index} of: ${where}`;
      expect(expected.value, `model value ${at}`).toEqual(step.state.value);
      expect(live.value, `value ${at}`).toEqual(expected.value);
      expect(live.context, `context ${at}`).toEqual(expected.context);
      if (index > 0) expect(emitted, `toasts ${at}`).toEqual(emittedBy(actions));
      visited.push(...stateIdsOf(machine.id, live.value));
    }
  } finally {
    actor.stop();
  }
  return visited;

  async function fire(event: EventObject) {
    const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (outcome) {
      const [, kind, name = ""] = outcome;
      if (kind === "done") script.resolve(name, (event as { output?: unknown }).output);
      else script.reject(name, (event as { error?: unknown }).error);
    } else if (event.type.startsWith("xstate.after.")) {
      const delay = model.delays[event.type.split(".")[2] ?? ""];
      if (delay === undefined) throw new Error(`unknown delay in ${event.type}`);
      await vi.advanceTimersByTimeAsync(delay);
    } else {
      actor.send(event);
    }
    await settle();
  }
}
