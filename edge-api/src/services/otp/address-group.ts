/**
 * The address group an OTP send's budget counts (otp-send-budgets.ts): the network a client's
 * address is part of, wider than the per-client subject (http/client-address.ts `clientGroup`,
 * one IPv6 /64). An IPv4 /24 is an office or a carrier's NAT range; an IPv6 /48 is one site's
 * allocation, which holds 65,536 /64s, so a flood that picks a fresh /64 for every send still
 * counts as one group.
 */
import { isIP } from "node:net";

/** The groups of an IPv6 address, `::` expanded (an embedded IPv4 tail counts as two). */
function ipv6Groups(address: string): string[] {
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === "" ? [] : tail.split(":");
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
  const missing = address.includes("::") ? 8 - width(left) - width(right) : 0;
  return [...left, ...Array<string>(missing).fill("0"), ...right];
}

/** `a.b.c.0/24` for IPv4 (an IPv4-mapped IPv6 address too), `x:y:z::/48` for IPv6. */
export function otpAddressGroup(address: string): string {
  const unzoned = address.split("%")[0] ?? address;
  const plain = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(unzoned)?.[1] ?? unzoned;
  if (isIP(plain) === 4) return `${plain.split(".").slice(0, 3).join(".")}.0/24`;
  // Anything that is not an address ("unknown") is one group of its own.
  if (isIP(plain) !== 6) return plain;
  const prefix = ipv6Groups(plain)
    .slice(0, 3)
    .map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(":")}::/48`;
}
