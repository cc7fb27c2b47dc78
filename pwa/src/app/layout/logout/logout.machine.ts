/**
 * Logging out, on this device or on all devices. Guarantees:
 * - nothing is cleared before the person confirms when a submission is still unsent (it stays on
 *   the phone and is still sent: the clearing never drops one), nor for "all devices";
 * - "all devices" clears this phone only once the server has ended every session: offline it
 *   says so and changes nothing, so nobody believes a lost phone is logged out when it is not;
 * - "this device" never waits for the server: the local clearing is what a shared phone needs,
 *   and the server's session ends when the request gets through.
 * Calls are named actors (swapped in tests); the dialog (logout-dialog.tsx) shows the states.
 */
import { msg } from "@lingui/core/macro";
import { assign, fromPromise, setup } from "xstate";
import { textOf } from "@/i18n/known-text.ts";
import type { LogoutScope } from "@/lib/ui-state.tsx";

export interface UnsentCount {
  /** Waiting to be sent (pending or being sent). */
  waiting: number;
  /** Refused or given up: kept until the person retries or removes them. */
  failed: number;
}

export interface LogoutContext extends UnsentCount {
  scope: LogoutScope;
  error: string | null;
}

export type LogoutEvent =
  | { type: "LOG_OUT"; scope: LogoutScope }
  | { type: "CONFIRM" }
  | { type: "CANCEL" }
  | { type: "RETRY" }
  | { type: "RESET" };

// The machine keeps the English; the dialog shows it through the catalogues (i18n/known-text.ts).
const logoutWords = {
  serverUnreachable: msg`Could not log out on all devices: the server could not be reached, so you are still logged in everywhere. Connect and try again.`,
  clearFailed: msg`Could not clear your details from this phone. Please try again.`,
};
export const logoutMessages = {
  serverUnreachable: textOf(logoutWords.serverUnreachable),
  clearFailed: textOf(logoutWords.clearFailed),
};

export const logoutMachine = setup({
  types: { context: {} as LogoutContext, events: {} as LogoutEvent },
  actors: {
    countUnsent: fromPromise<UnsentCount>(async () => {
      const { outbox } = await import("@/db/outbox.ts");
      const summary = await outbox.summary();
      return { waiting: summary.waiting, failed: summary.failed };
    }),
    endSession: fromPromise<void, LogoutScope>(async ({ input }) => {
      const { call } = await import("@/lib/api-client.ts");
      if (input === "all-devices") {
        await call("POST /api/auth/logout-all");
        return;
      }
      void call("POST /api/auth/logout").catch(() => undefined);
    }),
    clearDevice: fromPromise<void>(async () => {
      const { clearDevice } = await import("./clear-device.ts");
      await clearDevice();
    }),
  },
}).createMachine({
  id: "logout",
  context: { scope: "this-device", waiting: 0, failed: 0, error: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        LOG_OUT: {
          target: "checking",
          actions: assign({ scope: ({ event }) => event.scope, error: null }),
        },
      },
    },
    checking: {
      invoke: {
        src: "countUnsent",
        onDone: [
          {
            guard: ({ context, event }) =>
              context.scope === "all-devices" || event.output.waiting + event.output.failed > 0,
            target: "confirming",
            actions: assign(({ event }) => event.output),
          },
          { target: "leaving" },
        ],
        // Storage unreadable: ask anyway (the clearing keeps unsent rows whatever happens).
        onError: { target: "confirming", actions: assign({ waiting: 0, failed: 0 }) },
      },
    },
    confirming: { on: { CONFIRM: "leaving", CANCEL: "idle" } },
    leaving: {
      invoke: {
        src: "endSession",
        input: ({ context }) => context.scope,
        onDone: "clearing",
        onError: {
          target: "failed",
          actions: assign({ error: logoutMessages.serverUnreachable }),
        },
      },
    },
    clearing: {
      invoke: {
        src: "clearDevice",
        onDone: "loggedOut",
        onError: { target: "failed", actions: assign({ error: logoutMessages.clearFailed }) },
      },
    },
    failed: {
      on: { RETRY: { target: "leaving", actions: assign({ error: null }) }, CANCEL: "idle" },
    },
    loggedOut: { on: { RESET: "idle" } },
  },
});
