/**
 * The reference and the language of a visit's SMS, read in one statement when a notice is queued
 * (visit-notices.ts): its booking's or its order's (the language as the form or the checkout sent
 * it), kept on the notice. The reference is the one references/subject-references.ts gives; the
 * language English when the row is gone or the subject is neither.
 */
import type { MessageLanguage } from "@vyom/catalog/contract";
import { eq } from "drizzle-orm";
import { bookings, orders } from "../../db/schema.ts";
import type { Transaction } from "../../db/types.ts";
import { referenceWhenGone } from "../references/subject-references.ts";
import { orderIdOfSubject } from "./visit-subjects.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface SubjectWords {
  reference: string;
  language: MessageLanguage;
}

export async function referenceAndLanguageOfSubject(
  tx: Transaction,
  subject: string,
): Promise<SubjectWords> {
  const orderId = orderIdOfSubject(subject);
  const bookingId = subject.startsWith("booking:") ? subject.slice("booking:".length) : "";
  const [row] = orderId
    ? await tx
        .select({ reference: orders.reference, language: orders.language })
        .from(orders)
        .where(eq(orders.orderId, orderId))
    : UUID.test(bookingId)
      ? await tx
          .select({ reference: bookings.reference, language: bookings.language })
          .from(bookings)
          .where(eq(bookings.id, bookingId))
      : [];
  return {
    reference: row?.reference || referenceWhenGone(subject),
    language: row?.language ?? "en",
  };
}
