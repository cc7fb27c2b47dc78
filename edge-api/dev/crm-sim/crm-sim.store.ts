/**
 * What the LeadSquared simulator holds: leads, one per phone number (a capture by phone updates the
 * lead it finds, as Lead.Capture with SearchBy=Phone does), the activities posted on them, the
 * failure a test switched on, and the API calls of the last 5 seconds when it plays a plan's rate
 * limit. In memory only: it lives as long as its process.
 */
import { randomUUID } from "node:crypto";

export interface SimulatedLead {
  Id: string;
  Phone: string;
  Attributes: Record<string, string>;
}

export interface SimulatedActivity {
  Id: string;
  RelatedProspectId: string;
  ActivityEvent: number;
  ActivityNote: string;
  ActivityDateTime: string;
  Fields: Record<string, string>;
  CreatedOn: string;
}

/** The simulator's endpoints, as a failure can target one of them. */
export type SimulatedEndpoint = "Lead.Capture" | "Activity.Create" | "Activity.Retrieve";

/**
 * A failure the simulator plays instead of a normal answer. `status-500` and `rate-limit` do no
 * work (as LeadSquared refusing the call); `malformed` and `slow` do the work and then answer a
 * broken body, or late: the caller cannot tell the work was done, which is what a retry must survive.
 */
export type SimulatedFailure =
  | { kind: "status-500" | "rate-limit" | "malformed"; endpoint?: SimulatedEndpoint }
  | { kind: "slow"; delayMs: number; endpoint?: SimulatedEndpoint };

export interface CrmSimulatorOptions {
  /** The simulator's time (tests give theirs, to run the rate limit on simulated time). */
  clock?: () => Date;
  /**
   * The plan's API calls per 5 seconds, as LeadSquared counts them: over it, in any 5 seconds
   * (a sliding window, both ends included), a call is refused with 429. Unset: no limit.
   */
  callsPer5s?: number;
}

const WINDOW_MS = 5_000;

export function createCrmSimulatorStore(options: CrmSimulatorOptions = {}) {
  const clock = options.clock ?? (() => new Date());
  const { callsPer5s } = options;
  const leads = new Map<string, SimulatedLead>();
  const activities: SimulatedActivity[] = [];
  let failure: SimulatedFailure | undefined;
  /** When the calls admitted in the last window arrived, oldest first. */
  const calls: number[] = [];
  let refused = 0;

  return {
    callsPer5s,
    /** Counts an API call against the plan: false (answer 429) when the window is full. */
    admitCall() {
      if (callsPer5s === undefined) return true;
      const now = clock().getTime();
      while (calls.length > 0 && (calls[0] ?? now) < now - WINDOW_MS) calls.shift();
      if (calls.length >= callsPer5s) {
        refused++;
        return false;
      }
      calls.push(now);
      return true;
    },
    /** API calls refused for the plan's rate limit so far. */
    rateLimited: () => refused,
    /** Finds the lead with this phone number and merges the attributes into it, or creates it. */
    captureLead(phone: string, attributes: Record<string, string>) {
      const found = [...leads.values()].find((lead) => lead.Phone === phone);
      if (found) {
        Object.assign(found.Attributes, attributes);
        return { lead: found, created: false };
      }
      const lead: SimulatedLead = { Id: randomUUID(), Phone: phone, Attributes: { ...attributes } };
      leads.set(lead.Id, lead);
      return { lead, created: true };
    },
    findLead: (id: string) => leads.get(id),
    addActivity(activity: Omit<SimulatedActivity, "Id" | "CreatedOn">) {
      const stored: SimulatedActivity = {
        ...activity,
        Id: randomUUID(),
        CreatedOn: clock().toISOString().slice(0, 19).replace("T", " "),
      };
      activities.push(stored);
      return stored;
    },
    activitiesOf: (leadId: string, event?: number) =>
      activities.filter(
        (a) => a.RelatedProspectId === leadId && (event === undefined || a.ActivityEvent === event),
      ),
    /** Copies of everything that arrived, for tests and for a person looking at `npm start`. */
    received: () => ({
      leads: structuredClone([...leads.values()]),
      activities: structuredClone(activities),
    }),
    failureFor: (endpoint: SimulatedEndpoint) =>
      failure && (failure.endpoint === undefined || failure.endpoint === endpoint)
        ? failure
        : undefined,
    fail(next: SimulatedFailure) {
      failure = next;
    },
    recover() {
      failure = undefined;
    },
  };
}

export type CrmSimulatorStore = ReturnType<typeof createCrmSimulatorStore>;
