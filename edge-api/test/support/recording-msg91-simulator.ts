/**
 * The MSG91 simulator (edge-api/dev/sms-sim/) for one test file, recording what it delivers: it
 * starts before the file's tests, its record is emptied before each test, and it closes after.
 */
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Msg91Delivery } from "../../dev/sms-sim/msg91-sim.app.ts";
import {
  type RunningMsg91Simulator,
  startMsg91Simulator,
} from "../../dev/sms-sim/start-msg91-simulator.ts";

export function recordingMsg91Simulator() {
  const delivered: Msg91Delivery[] = [];
  let running: RunningMsg91Simulator | undefined;
  beforeAll(async () => {
    running = await startMsg91Simulator({ deliver: async (d) => void delivered.push(d) });
  });
  afterAll(() => running?.close());
  beforeEach(() => {
    delivered.length = 0;
  });
  return {
    /** What the simulator delivered since the test began. */
    delivered,
    get sim(): RunningMsg91Simulator {
      if (!running) throw new Error("the MSG91 simulator starts in the file's beforeAll");
      return running;
    },
  };
}
