/**
 * An admin's call: a technician and the sign-in of their page made at once
 * (`POST /api/admin/technician-accounts`), the answer checked with the contract's schema.
 */
import type { TechnicianAccountRequest } from "@vyom/catalog/contract/schemas";
import { TechnicianAccountAnswer } from "@vyom/catalog/contract/schemas";
import { apiPost } from "@/lib/api-client.ts";

export async function addTechnicianAccount(input: TechnicianAccountRequest) {
  return apiPost("/api/admin/technician-accounts", input, { parse: TechnicianAccountAnswer.parse });
}
