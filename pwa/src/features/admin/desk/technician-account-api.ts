/**
 * An admin's call: a technician and the sign-in of their page made at once
 * (`POST /api/admin/technician-accounts`), the answer checked with the contract's schema.
 */
import { TechnicianAccountAnswer } from "@vyom/catalog/contract/schemas";
import { type CallBody, call } from "@/lib/api-client.ts";

export async function addTechnicianAccount(input: CallBody<"POST /api/admin/technician-accounts">) {
  return call("POST /api/admin/technician-accounts", {
    body: input,
    parse: TechnicianAccountAnswer.parse,
  });
}
