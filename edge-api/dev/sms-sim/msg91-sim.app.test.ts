import { beforeEach, describe, expect, it } from "vitest";
import { createMsg91SimulatorApp, type Msg91Delivery } from "./msg91-sim.app.ts";
import { msg91SimulatorAccount, msg91SimulatorTemplates } from "./msg91-sim.seed.ts";

const delivered: Msg91Delivery[] = [];
beforeEach(() => {
  delivered.length = 0;
});
const app = createMsg91SimulatorApp({
  ...msg91SimulatorAccount,
  templates: { ...msg91SimulatorTemplates, "two-vars": "Hello ##NAME##, your code is ##OTP##." },
  deliver: async (d) => void delivered.push(d),
});

const { authKey, otpTemplateId, senderId } = msg91SimulatorAccount;

const flow = (body: unknown, headers: Record<string, string> = { authkey: authKey }) =>
  app.request("/api/v5/flow/", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const otpRequest = (recipient: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  template_id: otpTemplateId,
  sender: senderId,
  short_url: "0",
  recipients: [recipient],
  ...extra,
});

describe("MSG91 simulator: POST /api/v5/flow/", () => {
  it("renders the template per recipient and answers MSG91's success shape", async () => {
    const res = await flow({
      template_id: "two-vars",
      recipients: [
        { mobiles: "919876543210", NAME: "Asha", OTP: "11111" },
        { mobiles: 919876543211, NAME: "Ravi", OTP: 22222 },
      ],
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { type: string; message: string };
    expect(answer.type).toBe("success");
    expect(answer.message).toMatch(/^[0-9a-f]{24}$/);
    expect(delivered).toEqual([
      {
        requestId: answer.message,
        mobile: "9876543210",
        senderId,
        text: "Hello Asha, your code is 11111.",
      },
      {
        requestId: answer.message,
        mobile: "9876543211",
        senderId,
        text: "Hello Ravi, your code is 22222.",
      },
    ]);
  });

  const refusals: [string, () => Response | Promise<Response>, number, string][] = [
    [
      "no authkey",
      () => flow(otpRequest({ mobiles: "919876543210", OTP: "1" }), {}),
      401,
      "Authentication failure",
    ],
    [
      "a wrong authkey",
      () => flow(otpRequest({ mobiles: "919876543210", OTP: "1" }), { authkey: "guess" }),
      401,
      "Authentication failure",
    ],
    ["a body that is not JSON", () => flow("{not json"), 400, "Invalid JSON body"],
    [
      "no recipients",
      () => flow({ template_id: otpTemplateId, recipients: [] }),
      400,
      "Invalid request",
    ],
    [
      "an unknown template",
      () => flow(otpRequest({ mobiles: "919876543210", OTP: "1" }, { template_id: "nope" })),
      400,
      "Invalid template id",
    ],
    [
      "an inherited property as template id",
      () => flow(otpRequest({ mobiles: "919876543210", OTP: "1" }, { template_id: "constructor" })),
      400,
      "Invalid template id",
    ],
    [
      "a sender id not registered for the template",
      () => flow(otpRequest({ mobiles: "919876543210", OTP: "1" }, { sender: "OTHERS" })),
      400,
      "Sender id is not registered",
    ],
    [
      "a number without 91",
      () => flow(otpRequest({ mobiles: "9876543210", OTP: "1" })),
      400,
      "Invalid mobile number",
    ],
    [
      "a landline-like number",
      () => flow(otpRequest({ mobiles: "915876543210", OTP: "1" })),
      400,
      "Invalid mobile number",
    ],
    [
      "a missing variable",
      () => flow(otpRequest({ mobiles: "919876543210" })),
      400,
      "Missing value for template variable OTP",
    ],
    [
      "an empty variable",
      () => flow(otpRequest({ mobiles: "919876543210", OTP: "  " })),
      400,
      "Missing value",
    ],
    [
      "a variable over DLT's 30 characters",
      () => flow(otpRequest({ mobiles: "919876543210", OTP: "1".repeat(31) })),
      400,
      "Invalid value for template variable OTP",
    ],
    [
      "a variable with a NUL",
      () => flow(otpRequest({ mobiles: "919876543210", OTP: "12\u000034" })),
      400,
      "Invalid value",
    ],
    [
      "a variable with a lone surrogate",
      () => flow(otpRequest({ mobiles: "919876543210", OTP: "12\ud800" })),
      400,
      "Invalid value",
    ],
  ];
  for (const [what, send, status, message] of refusals) {
    it(`refuses ${what} (${status}) and delivers nothing`, async () => {
      const res = await send();
      expect(res.status).toBe(status);
      const answer = (await res.json()) as { type: string; message: string };
      expect(answer.type).toBe("error");
      expect(answer.message).toContain(message);
      expect(delivered).toHaveLength(0);
    });
  }

  it("answers 500 when delivery fails, so the adapter may try again", async () => {
    const failing = createMsg91SimulatorApp({
      ...msg91SimulatorAccount,
      templates: msg91SimulatorTemplates,
      deliver: () => Promise.reject(new Error("inbox down")),
    });
    const res = await failing.request("/api/v5/flow", {
      method: "POST",
      headers: { authkey: authKey, "content-type": "application/json" },
      body: JSON.stringify(otpRequest({ mobiles: "919876543210", OTP: "12345" })),
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ type: "error", message: "Internal error, try again" });
  });
});
