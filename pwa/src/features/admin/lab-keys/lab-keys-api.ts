/**
 * Labs' API keys (docs/lis-integration.md), an admin's calls: the list with the labs a key can be
 * issued for, a new key (its secret is in this one answer only), a key revoked. Answers are
 * checked with the contract's schemas.
 */
import { LisKeyIssuedAnswer, LisKeysAnswer } from "@vyom/catalog/contract/schemas";
import type * as z from "zod/mini";
import { call } from "@/lib/api-client.ts";

export type LabKeys = z.infer<typeof LisKeysAnswer>;
export type LabKey = LabKeys["keys"][number];
export type IssuedLabKey = z.infer<typeof LisKeyIssuedAnswer>;

export function fetchLabKeys(signal?: AbortSignal): Promise<LabKeys> {
  return call("GET /api/admin/lis-keys", { signal, parse: LisKeysAnswer.parse });
}

export function issueLabKey(input: { labId: string; label: string }): Promise<IssuedLabKey> {
  return call("POST /api/admin/lis-keys", { body: input, parse: LisKeyIssuedAnswer.parse });
}

export async function revokeLabKey(id: string): Promise<void> {
  await call("POST /api/admin/lis-keys/:keyId/revoke", { params: { keyId: id } });
}
