/**
 * "Your ABHA number" (features/abha) with the network answered at fetch, as the API answers
 * (edge-api routes/users/abha.routes.ts, routes/reports/step-up.routes.ts): what a person sees,
 * and what each press sends.
 */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { ABHA_CONSENT, abhaConsentText, abhaMessages } from "@vyom/catalog/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AbhaSection } from "./abha-section.tsx";
import { abhaWords } from "./data/abha-words.ts";

interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Answer = () => Response;

/**
 * Answers each `METHOD /path` in turn (the last answer repeats); anything else fails as a lost
 * connection would.
 */
function fakeApi(answers: Record<string, Answer | Answer[]>) {
  const calls: Call[] = [];
  const used = new Map<string, number>();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      const key = `${method} ${url}`;
      const answer = answers[key];
      if (!answer) throw new TypeError("Failed to fetch");
      const list = Array.isArray(answer) ? answer : [answer];
      const n = used.get(key) ?? 0;
      used.set(key, n + 1);
      return (list[Math.min(n, list.length - 1)] as Answer)();
    }),
  );
  return calls;
}

const json =
  (body: unknown, status = 200): Answer =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });

const linked = {
  abhaNumber: "91-1234-5678-9012",
  consentVersion: ABHA_CONSENT.version,
  consentLanguage: "en",
  consentedAt: "2026-11-20T05:00:00.000Z",
};
const none = json({ abha: null });
const stepUpRequired = json({ error: "step-up-required", message: abhaMessages.stepUp }, 401);
const writes = (calls: Call[]) => calls.filter((call) => call.method !== "GET");

async function fillAndAdd(number: string, agree = true) {
  fireEvent.change(await screen.findByLabelText(abhaWords.numberLabel), {
    target: { value: number },
  });
  if (agree) fireEvent.click(screen.getByRole("checkbox", { name: abhaWords.agree }));
  fireEvent.click(screen.getByRole("button", { name: abhaWords.add }));
}

beforeEach(() => setOnline(true));
afterEach(() => {
  setOnline(true);
});

describe("Your ABHA number, none linked", () => {
  it("says what ABHA is and why, shows the consent word for word, and adds the number with it", async () => {
    const calls = fakeApi({
      "GET /api/users/me/abha": none,
      "PUT /api/users/me/abha": json({ abha: linked }),
    });
    render(<AbhaSection />);
    expect(screen.getByRole("heading", { name: "Your ABHA number" })).toBeTruthy();
    expect(await screen.findByText(abhaWords.whyAdd)).toBeTruthy();
    expect(screen.getByText(abhaWords.whatItIs)).toBeTruthy();
    expect(screen.getByText(abhaConsentText("en")).getAttribute("lang")).toBe("en");
    const input = screen.getByLabelText(abhaWords.numberLabel) as HTMLInputElement;
    expect(input.inputMode).toBe("numeric");

    await fillAndAdd("91 1234 5678 9012");

    expect(await screen.findByText("91-1234-5678-9012")).toBeTruthy();
    expect(screen.getByText("Added on 20 Nov 2026")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe(abhaWords.added);
    expect(writes(calls)).toEqual([
      {
        method: "PUT",
        url: "/api/users/me/abha",
        body: {
          abhaNumber: "91 1234 5678 9012",
          consent: true,
          consentVersion: ABHA_CONSENT.version,
        },
      },
    ]);
  });

  it("requires the box ticked: without it, it says so and sends nothing", async () => {
    const calls = fakeApi({ "GET /api/users/me/abha": none });
    render(<AbhaSection />);
    await fillAndAdd("91-1234-5678-9012", false);
    const box = screen.getByRole("checkbox", { name: abhaWords.agree }) as HTMLInputElement;
    expect(box.required).toBe(true);
    expect(screen.getByText(abhaMessages.consent)).toBeTruthy();
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(writes(calls)).toEqual([]);
  });

  it("checks the number with the contract's rule before sending it", async () => {
    const calls = fakeApi({ "GET /api/users/me/abha": none });
    render(<AbhaSection />);
    await fillAndAdd("91-1234-5678");
    const input = screen.getByLabelText(abhaWords.numberLabel);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(abhaMessages.number)).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it("shows the API's 400 message at the field it names", async () => {
    const refusal = "Enter the ABHA number without other characters";
    fakeApi({
      "GET /api/users/me/abha": none,
      "PUT /api/users/me/abha": json(
        {
          error: "invalid-request",
          message: refusal,
          issues: [{ path: "abhaNumber", message: refusal }],
        },
        400,
      ),
    });
    render(<AbhaSection />);
    await fillAndAdd("91-1234-5678-9012");
    const message = await screen.findByText(refusal);
    const input = screen.getByLabelText(abhaWords.numberLabel);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(message.id);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("on a step-up asks for the OTP inline, verifies it, then sends the same number again", async () => {
    const calls = fakeApi({
      "GET /api/users/me/abha": none,
      "PUT /api/users/me/abha": [stepUpRequired, json({ abha: linked })],
      "POST /api/reports/step-up/otp": json({
        status: "sent",
        maskedMobile: "******3210",
        resendAfterSeconds: 20,
      }),
      "POST /api/reports/step-up/verify": [
        json({ error: "incorrect-otp", message: "Incorrect OTP. Try again." }, 401),
        json({ status: "verified" }),
      ],
    });
    render(<AbhaSection />);
    await fillAndAdd("91123456789012");

    expect(await screen.findByText(abhaMessages.stepUp)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Send OTP" }));
    expect(
      await screen.findByText("OTP sent to ******3210. It is valid for 5 minutes."),
    ).toBeTruthy();
    // The number typed stays on screen while the OTP is asked for.
    expect((screen.getByLabelText(abhaWords.numberLabel) as HTMLInputElement).value).toBe(
      "91123456789012",
    );

    fireEvent.change(screen.getByLabelText("Enter OTP"), { target: { value: "12345" } });
    fireEvent.click(screen.getByRole("button", { name: abhaWords.verify }));
    expect((await screen.findByRole("alert")).textContent).toBe("Incorrect OTP. Try again.");

    fireEvent.click(screen.getByRole("button", { name: abhaWords.verify }));
    expect(await screen.findByText("91-1234-5678-9012")).toBeTruthy();
    expect(screen.queryByLabelText("Enter OTP")).toBeNull();

    const sent = {
      abhaNumber: "91123456789012",
      consent: true,
      consentVersion: ABHA_CONSENT.version,
    };
    expect(writes(calls).map(({ method, url, body }) => [method, url, body])).toEqual([
      ["PUT", "/api/users/me/abha", sent],
      // The route reads no body (catalog/src/contract/routes/reports.routes.ts): none is sent.
      ["POST", "/api/reports/step-up/otp", undefined],
      ["POST", "/api/reports/step-up/verify", { otp: "12345" }],
      ["POST", "/api/reports/step-up/verify", { otp: "12345" }],
      ["PUT", "/api/users/me/abha", sent],
    ]);
  });

  it("a step-up can be cancelled: nothing more is sent, the form is as it was", async () => {
    const calls = fakeApi({
      "GET /api/users/me/abha": none,
      "PUT /api/users/me/abha": stepUpRequired,
    });
    render(<AbhaSection />);
    await fillAndAdd("91-1234-5678-9012");
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByText(abhaMessages.stepUp)).toBeNull());
    expect(
      (screen.getByRole("button", { name: abhaWords.add }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(writes(calls)).toHaveLength(1);
  });
});

describe("Your ABHA number, linked", () => {
  it("shows it as on the card with when it was added, and removes it only after confirming", async () => {
    const calls = fakeApi({
      "GET /api/users/me/abha": json({ abha: { ...linked, abhaNumber: "91123456789012" } }),
      "DELETE /api/users/me/abha": json({ abha: null }),
    });
    render(<AbhaSection />);
    expect(await screen.findByText("91-1234-5678-9012")).toBeTruthy();
    expect(screen.getByText("Added on 20 Nov 2026")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: abhaWords.remove }));
    expect(screen.getByText(abhaWords.removeConfirm)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: abhaWords.keep }));
    expect(screen.queryByText(abhaWords.removeConfirm)).toBeNull();
    expect(writes(calls)).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: abhaWords.remove }));
    fireEvent.click(screen.getByRole("button", { name: abhaWords.yesRemove }));
    expect(await screen.findByText(abhaWords.removed)).toBeTruthy();
    expect(screen.queryByText("91-1234-5678-9012")).toBeNull();
    expect(screen.getByRole("button", { name: abhaWords.add })).toBeTruthy();
    expect(writes(calls)).toEqual([
      { method: "DELETE", url: "/api/users/me/abha", body: undefined },
    ]);
  });

  it("a removal asked to step up is sent again once the OTP is verified", async () => {
    const calls = fakeApi({
      "GET /api/users/me/abha": json({ abha: linked }),
      "DELETE /api/users/me/abha": [stepUpRequired, json({ abha: null })],
      "POST /api/reports/step-up/otp": json({
        status: "sent",
        maskedMobile: "******3210",
        resendAfterSeconds: 20,
      }),
      "POST /api/reports/step-up/verify": json({ status: "verified" }),
    });
    render(<AbhaSection />);
    fireEvent.click(await screen.findByRole("button", { name: abhaWords.remove }));
    fireEvent.click(screen.getByRole("button", { name: abhaWords.yesRemove }));
    fireEvent.click(await screen.findByRole("button", { name: "Send OTP" }));
    fireEvent.change(await screen.findByLabelText("Enter OTP"), { target: { value: "54321" } });
    fireEvent.click(screen.getByRole("button", { name: abhaWords.verify }));
    expect(await screen.findByText(abhaWords.removed)).toBeTruthy();
    expect(writes(calls).map((call) => call.method)).toEqual(["DELETE", "POST", "POST", "DELETE"]);
  });
});

describe("Your ABHA number without a connection", () => {
  it("offline: says it needs a connection and asks nothing", () => {
    setOnline(false);
    const calls = fakeApi({});
    render(<AbhaSection />);
    expect(screen.getByText(abhaWords.needsConnection)).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(calls).toEqual([]);
  });

  it("a server out of reach: says so, and Try again reads it again", async () => {
    let reachable = false;
    fakeApi({
      "GET /api/users/me/abha": () => {
        if (!reachable) throw new TypeError("Failed to fetch");
        return none();
      },
    });
    render(<AbhaSection />);
    expect((await screen.findByRole("alert")).textContent).toBe(abhaWords.needsConnection);
    reachable = true;
    fireEvent.click(screen.getByRole("button", { name: abhaWords.tryAgain }));
    expect(await screen.findByRole("button", { name: abhaWords.add })).toBeTruthy();
  });
});
