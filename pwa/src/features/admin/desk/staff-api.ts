/**
 * The lab's staff accounts (docs/product.md#booking-desk), an admin's calls: the list, a new desk
 * user or pathologist, an account disabled or enabled again. Answers are checked with the
 * contract's schemas.
 */
import { DeskUserAnswer, DeskUsersAnswer } from "@vyom/catalog/contract/schemas";
import type * as z from "zod/mini";
import { ApiError, call } from "@/lib/api-client.ts";

export type StaffAccount = z.infer<typeof DeskUserAnswer>["user"];

export async function fetchStaff(signal?: AbortSignal) {
  return (await call("GET /api/admin/users", { signal, parse: DeskUsersAnswer.parse })).users;
}

/** A new account: a pathologist's carries the name and registration their reports print. */
export type NewStaffAccount =
  | { role: "desk"; email: string; password: string }
  | {
      role: "pathologist";
      email: string;
      password: string;
      displayName: string;
      registrationNumber: string;
    };

export async function addStaffAccount(input: NewStaffAccount) {
  return (await call("POST /api/admin/users", { body: input, parse: DeskUserAnswer.parse })).user;
}

/**
 * The API's message for each field it refused (its 400 names them: `{ issues: [{ path,
 * message }] }`), the first per field; empty for any other failure.
 */
export function fieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const issues = (error.body as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return {};
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    if (typeof path === "string" && typeof message === "string") messages[path] ??= message;
  }
  return messages;
}

export async function setDeskUserActive(id: string, active: boolean) {
  const answer = await call("PATCH /api/admin/users/:userId", {
    params: { userId: id },
    body: { active },
    parse: DeskUserAnswer.parse,
  });
  return answer.user;
}
