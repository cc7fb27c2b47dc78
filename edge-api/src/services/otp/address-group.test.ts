import { describe, expect, it } from "vitest";
import { otpAddressGroup } from "./address-group.ts";

describe("an OTP send's address group", () => {
  it.each([
    ["203.0.113.77", "203.0.113.0/24"],
    ["::ffff:203.0.113.77", "203.0.113.0/24"],
    ["2001:db8:77:1::1", "2001:db8:77::/48"],
    ["2001:0db8:0077:ffff:1:2:3:4", "2001:db8:77::/48"],
    ["2001:db8::1", "2001:db8:0::/48"],
    ["::1", "0:0:0::/48"],
    ["fe80::1%eth0", "fe80:0:0::/48"],
    ["unknown", "unknown"],
  ])("%s is in %s", (address, group) => {
    expect(otpAddressGroup(address)).toBe(group);
  });
});
