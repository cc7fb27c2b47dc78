import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/context.ts";
import { appHeaders, nextMobile, startOfNextHour } from "../routes/auth/auth.test-helpers.ts";
import { otpLimits } from "../services/otp/otp-limits.ts";
import { addressGroup, resolveClientAddress } from "./client-address.ts";

const PEER = "10.0.0.5";

describe("resolveClientAddress", () => {
  it("uses the peer and ignores X-Forwarded-For with 0 trusted hops", () => {
    expect(resolveClientAddress(PEER, undefined, 0)).toBe(PEER);
    expect(resolveClientAddress(PEER, "203.0.113.9", 0)).toBe(PEER);
    expect(resolveClientAddress(PEER, "203.0.113.9, 198.51.100.1", 0)).toBe(PEER);
  });

  it("takes the N-th entry from the right, ignoring what the client put on the left", () => {
    expect(resolveClientAddress(PEER, "198.51.100.7", 1)).toBe("198.51.100.7");
    expect(resolveClientAddress(PEER, "1.1.1.1, 2.2.2.2, 198.51.100.7", 1)).toBe("198.51.100.7");
    expect(resolveClientAddress(PEER, "1.1.1.1,198.51.100.7 , 10.0.0.9", 2)).toBe("198.51.100.7");
    expect(resolveClientAddress(PEER, "2001:db8::7", 1)).toBe("2001:db8::7");
  });

  it("does not trust more hops than configured, nor a short or malformed header", () => {
    // Two hops configured, one entry: the client's own claim would be the only one. Peer.
    expect(resolveClientAddress(PEER, "198.51.100.7", 2)).toBe(PEER);
    expect(resolveClientAddress(PEER, "", 1)).toBe(PEER);
    expect(resolveClientAddress(PEER, "198.51.100.7,", 1)).toBe(PEER);
    expect(resolveClientAddress(PEER, "not-an-address", 1)).toBe(PEER);
    expect(resolveClientAddress(PEER, "198.51.100.7:4431", 1)).toBe(PEER);
    expect(resolveClientAddress(PEER, "198.51.100.7, unknown", 2)).toBe(PEER);
    // Garbage left of the trusted entries is the client's and does not matter.
    expect(resolveClientAddress(PEER, "<script>, 198.51.100.7", 1)).toBe("198.51.100.7");
  });
});

describe("per-address rate limits behind a load balancer", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  /** An OTP send arriving through the load balancer at PEER, with the given X-Forwarded-For. */
  const sendVia = (app: TestContext["app"], forwardedFor: string) =>
    app.request(
      `/api/auth/get-otp/${nextMobile()}`,
      { headers: { "x-forwarded-for": forwardedFor, ...appHeaders } },
      { incoming: { socket: { remoteAddress: PEER } } },
    );
  const sendsPerAddress = otpLimits.sendsPerAddress.limit;

  it("with 0 hops, a spoofed X-Forwarded-For does not get a client a fresh bucket", async () => {
    startOfNextHour(ctx);
    for (let i = 0; i < sendsPerAddress; i++) {
      expect((await sendVia(ctx.app, `203.0.113.${i + 1}`)).status).toBe(200);
    }
    expect((await sendVia(ctx.app, "203.0.113.200")).status).toBe(429);
  });

  it("with 1 hop, each client behind the balancer has its own bucket, spoofing or not", async () => {
    startOfNextHour(ctx);
    const app = ctx.appWith({ env: { ...ctx.env, TRUSTED_PROXY_HOPS: 1 } });
    for (let i = 0; i < sendsPerAddress; i++) {
      // The client varies the left-most entries; the balancer appends its real address.
      expect((await sendVia(app, `203.0.113.${i + 1}, 198.51.100.7`)).status).toBe(200);
    }
    expect((await sendVia(app, "203.0.113.200, 198.51.100.7")).status).toBe(429);
    expect((await sendVia(app, "198.51.100.8")).status).toBe(200);
  });
});

describe("addressGroup", () => {
  it("counts an IPv6 client by its /64, whichever of its addresses it uses", () => {
    expect(addressGroup("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:0db8:0001:0002:0:0:0:9")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:DB8:1:2::abcd")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressGroup("::1")).toBe("0:0:0:0::/64");
    expect(addressGroup("fe80::1:2:3:4")).toBe("fe80:0:0:0::/64");
    expect(addressGroup("2001:db8::ffff:192.0.2.1")).toBe("2001:db8:0:0::/64");
  });

  it("keeps IPv4 as it is and unwraps IPv4-mapped IPv6", () => {
    expect(addressGroup("198.51.100.7")).toBe("198.51.100.7");
    expect(addressGroup("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(addressGroup("unknown")).toBe("unknown");
  });
});

describe("per-/64 rate limits", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("an IPv6 client rotating through its /64 shares one OTP-send budget", async () => {
    startOfNextHour(ctx);
    const statuses: number[] = [];
    for (let i = 0; i <= otpLimits.sendsPerAddress.limit; i++) {
      const res = await ctx.get(`/api/auth/get-otp/${nextMobile()}`, {
        address: `2001:db8:77:1::${(i + 1).toString(16)}`,
        headers: appHeaders,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another /64 has its own budget.
    const other = await ctx.get(`/api/auth/get-otp/${nextMobile()}`, {
      address: "2001:db8:77:2::1",
      headers: appHeaders,
    });
    expect(other.status).toBe(200);
  });
});
