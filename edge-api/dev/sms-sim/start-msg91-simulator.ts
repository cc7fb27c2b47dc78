/**
 * Starts the MSG91 simulator on 127.0.0.1 on an ephemeral port. The server (through
 * services/sms/create-sms-sender.ts) calls this when MSG91_AUTH_KEY is unset outside production;
 * tests call it to run the MSG91 adapter over real HTTP.
 *
 * With `deliveryReportUrl`, each delivered message is followed by a delivery report posted there
 * in MSG91's webhook "v3" JSON shape (`{ requestId, number, senderId, date, status: "1",
 * desc: "DELIVERED" }`), in the background as MSG91 reports; `idle()` waits for the reports still
 * in flight.
 */

import type { LanguageTemplateIds } from "../../src/services/sms/sms-languages.ts";
import type { VisitMessageKind } from "../../src/services/sms/visit-messages.ts";
import { listenOnLoopback } from "../loopback-listener.ts";

/** The MSG91_VISIT_TEMPLATE_IDS value of a running simulator's templates. */
export { visitTemplateIdsVariable } from "../../src/services/sms/visit-messages.ts";

import { createMsg91SimulatorApp, type Msg91Delivery } from "./msg91-sim.app.ts";
import {
  msg91SimulatorAccount,
  msg91SimulatorOtpTemplates,
  msg91SimulatorTemplates,
  voiceOtpText,
} from "./msg91-sim.seed.ts";

export interface RunningMsg91Simulator {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string;
  authKey: string;
  senderId: string;
  otpTemplateId: string;
  otpApiTemplateId: string;
  visitTemplateIds: Readonly<Record<VisitMessageKind, string>>;
  scanTemplateId: string;
  templateIdsByLanguage: LanguageTemplateIds;
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface StartMsg91SimulatorOptions {
  deliver(delivery: Msg91Delivery): Promise<void>;
  deliveryReportUrl?: string;
  port?: number;
}

function postDeliveryReport(url: string, delivery: Msg91Delivery): Promise<void> {
  const report = {
    requestId: delivery.requestId,
    number: `91${delivery.mobile}`,
    senderId: delivery.senderId,
    date: new Date().toISOString().slice(0, 19).replace("T", " "),
    status: "1",
    desc: "DELIVERED",
  };
  return fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(report),
    signal: AbortSignal.timeout(5_000),
  }).then(
    (response) => response.body?.cancel(),
    // Like MSG91, a report the webhook does not take is not the sender's problem.
    () => undefined,
  );
}

export async function startMsg91Simulator(
  options: StartMsg91SimulatorOptions,
): Promise<RunningMsg91Simulator> {
  const inFlight = new Set<Promise<void>>();
  const app = createMsg91SimulatorApp({
    ...msg91SimulatorAccount,
    templates: msg91SimulatorTemplates,
    otpTemplates: msg91SimulatorOtpTemplates,
    voiceText: voiceOtpText,
    async deliver(delivery) {
      await options.deliver(delivery);
      const url = options.deliveryReportUrl;
      if (!url) return;
      const report = postDeliveryReport(url, delivery).finally(() => inFlight.delete(report));
      inFlight.add(report);
    },
  });
  const listener = await listenOnLoopback(app.fetch, options.port);
  return {
    ...listener,
    ...msg91SimulatorAccount,
    idle: async () => {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}
