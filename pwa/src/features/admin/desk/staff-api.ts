/**
 * The lab's staff accounts (docs/product.md#booking-desk), an admin's calls: the list, a new desk
 * user, a desk user disabled or enabled again. Answers are checked with the contract's schemas.
 */
import { DeskUserAnswer, DeskUsersAnswer } from "@vyom/catalog/contract/schemas";
import type * as z from "zod/mini";
import { apiGet, apiPatch, apiPost } from "@/lib/api-client.ts";

export type StaffAccount = z.infer<typeof DeskUserAnswer>["user"];

export async function fetchStaff(signal?: AbortSignal) {
  return (await apiGet("/api/admin/users", { signal, parse: DeskUsersAnswer.parse })).users;
}

export async function addDeskUser(input: { email: string; password: string }) {
  return (await apiPost("/api/admin/users", input, { parse: DeskUserAnswer.parse })).user;
}

export async function setDeskUserActive(id: string, active: boolean) {
  const answer = await apiPatch(
    `/api/admin/users/${encodeURIComponent(id)}`,
    { active },
    { parse: DeskUserAnswer.parse },
  );
  return answer.user;
}
