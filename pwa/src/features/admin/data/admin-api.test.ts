import { createChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client.ts";
import { booking, transaction } from "../test/fake-admin-api.test-support.ts";
import {
  fetchBookings,
  fetchTransactions,
  isUnauthorised,
  signInAdmin,
  signOutAdmin,
} from "./admin-api.ts";

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => {
  fetchMock.mockReset();
});

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url, method: init?.method, body: init?.body };
}

describe("admin API calls", () => {
  it("sign-in posts the e-mail and password, and nothing else carries a credential", async () => {
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockResolvedValueOnce(json({ status: "success", admin: { email: "a@b.example" } }));
    await signInAdmin({ email: "a@b.example", password: "pw" });
    expect(lastCall()).toEqual({
      url: "/api/admin/login",
      method: "POST",
      body: '{"email":"a@b.example","password":"pw"}',
    });

    fetchMock.mockResolvedValueOnce(json({ status: "success", transactions: [transaction()] }));
    await expect(fetchTransactions()).resolves.toEqual([transaction()]);
    expect(lastCall()).toEqual({
      url: "/api/transactions-history/fetch-transactions",
      method: "POST",
      body: "{}",
    });

    fetchMock.mockResolvedValueOnce(json({ status: "success" }));
    await signOutAdmin();
    expect(lastCall()).toEqual({ url: "/api/admin/logout", method: "POST", body: null });
  });

  it("sign-in on an account under attack: solves a captcha and sends the step again with it", async () => {
    vi.stubGlobal("fetch", fetchMock);
    const challenge = await createChallenge({
      algorithm: "SHA-256",
      cost: 1,
      counter: 40,
      deriveKey,
      hmacSignatureSecret: "test-secret",
      hmacKeySignatureSecret: "test-key-secret",
    });
    fetchMock
      .mockResolvedValueOnce(json({ error: "captcha-required" }, 403))
      .mockResolvedValueOnce(json(challenge))
      .mockResolvedValueOnce(json({ status: "code-required" }));
    await expect(signInAdmin({ email: "a@b.example", password: "pw" })).resolves.toEqual({
      status: "code-required",
    });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      "/api/admin/login",
      "/api/captcha/challenge",
      "/api/admin/login",
    ]);
    const headers = fetchMock.mock.calls.at(-1)?.[1]?.headers as Record<string, string>;
    expect(headers["X-Vyom-Captcha"]).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(lastCall().body).toBe('{"email":"a@b.example","password":"pw"}');
  });

  it("asks for one page of bookings, with the mobile only when there is one", async () => {
    vi.stubGlobal("fetch", fetchMock);
    const page = { bookings: [booking()], page: 2, pageSize: 25, total: 26 };
    fetchMock.mockImplementation(async () => json(page));
    await expect(fetchBookings({ mobile: "", page: 2, pageSize: 25 })).resolves.toEqual(page);
    expect(lastCall().url).toBe("/api/admin/bookings?page=2&pageSize=25");
    await fetchBookings({ mobile: "98111", page: 1, pageSize: 25 });
    expect(lastCall().url).toBe("/api/admin/bookings?page=1&pageSize=25&mobile=98111");
  });

  it("tells an ended session (401) from other failures, and refuses a malformed answer", async () => {
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockResolvedValueOnce(json({ error: "unauthorised" }, 401));
    const refused = await fetchTransactions().catch((e: unknown) => e);
    expect(isUnauthorised(refused)).toBe(true);

    fetchMock.mockResolvedValueOnce(json({ error: "internal" }, 500));
    expect(isUnauthorised(await fetchTransactions().catch((e: unknown) => e))).toBe(false);

    fetchMock.mockResolvedValueOnce(
      json({ status: "success", transactions: [{ ...transaction(), amount: "1699" }] }),
    );
    const malformed = await fetchTransactions().catch((e: unknown) => e);
    expect(malformed).toBeInstanceOf(ApiError);
    expect(malformed).toMatchObject({ kind: "invalid-response" });
  });
});
