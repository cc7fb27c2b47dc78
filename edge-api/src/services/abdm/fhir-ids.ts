/**
 * Ids for the resources of an exported document: the same report always gives the same ids (a
 * resent document is recognisably the same, and tests are stable), and two reports never share
 * one. Each id is a name-based UUID, version 5 (RFC 9562 section 5.5: SHA-1 of a namespace and a
 * name), of the report version's row id and the resource's role in the document.
 */
import { createHash } from "node:crypto";

/** Vyom's namespace for ABDM document ids (a random UUID, fixed once). */
export const ABDM_NAMESPACE = "d07168a0-38ad-4144-919d-31f304d71a05";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The version 5 UUID of `name` in `namespace`. */
export function uuidV5(name: string, namespace: string = ABDM_NAMESPACE): string {
  if (!UUID.test(namespace)) throw new Error(`uuidV5: ${namespace} is not a UUID`);
  const hash = createHash("sha1")
    .update(Buffer.from(namespace.replaceAll("-", ""), "hex"))
    .update(name, "utf8")
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20, 32),
  ].join("-");
}

/** A Bundle entry's fullUrl for an id. */
export const urnOf = (id: string) => `urn:uuid:${id}`;

/** Whether a fullUrl is a urn:uuid: with a well-formed UUID (lower case, as RFC 4122 writes it). */
export const isUrnUuid = (value: string) =>
  /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value);
