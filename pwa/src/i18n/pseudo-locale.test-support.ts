/**
 * What the pseudo-locale test (pseudo-locale.test.tsx) renders the signed-in pages with: the My
 * bookings API's answers, and a report's own words (the lab's, the patient's, the values'), which
 * are data and stay as the lab sent them in every language. A value's flag is not among them: the
 * app words it by its code (features/reports/data/report-flag-words.ts).
 */

import { optionalSmsKinds } from "@vyom/catalog/contract";
import type { MyBooking } from "@vyom/catalog/contract/schemas";
import { vi } from "vitest";
import { cbc } from "@/db/test-fixtures.ts";
import type { Order } from "@/features/cart/data/checkout-api.ts";
import { selfUser } from "@/features/cart/test/fake-checkout-api.test-support.ts";
import { lakshmiView } from "@/features/reports/test/report-views.test-support.ts";

export const bookingReference = "VY-7KQ4-M9RX";

export const reportWords: string[] = [
  lakshmiView.lab.name,
  lakshmiView.lab.address,
  lakshmiView.patient.name,
  lakshmiView.sample.type ?? "",
  lakshmiView.signedBy?.name ?? "",
  lakshmiView.signedBy?.registration ?? "",
  lakshmiView.lab.nablCertificate ?? "",
  lakshmiView.reportNumber ?? "",
  ...lakshmiView.tests.flatMap((test) => [
    test.testName,
    ...test.parameters.flatMap((p) => [
      p.name,
      p.unit,
      p.sent?.unit ?? "",
      p.note ?? "",
      p.rangeText ?? "",
      typeof p.value === "string" ? p.value : "",
    ]),
  ]),
];

/** A paid order for the confirmation page: the CBC at home, with its address (data). */
export const paidOrder: Order = {
  orderId: "VYO-20261201-ABCDEF",
  reference: bookingReference,
  status: "paid",
  paid: true,
  amount: 350,
  location: "chennai",
  lines: [
    { kind: "test", corpId: cbc.corpId, name: cbc.testName, price: 350, memberName: selfUser.name },
  ],
  appointment: { place: "home", date: "2026-12-02", timeSlot: "07:00-09:00" },
  address: {
    kind: "permanent",
    houseOrFlatNum: "12",
    area: "Adyar",
    landmark: "",
    pincode: "600020",
    contactPerson: selfUser.name,
    secondaryContactPerson: "",
  },
  createdAt: "2026-12-01T00:30:00.000Z",
};

/** The My bookings API with one paid order, confirmed, and its optional SMS. */
export function stubMyBookings() {
  const booking: MyBooking = {
    key: "order:VYO-20261201-ABCDEF",
    kind: "order",
    reference: bookingReference,
    createdAt: "2026-12-01T00:30:00.000Z",
    members: [{ name: selfUser.name, relation: "My Self", tests: [cbc.testName] }],
    amount: 2249,
    payment: "paid-online",
    status: "confirmed",
    visit: {
      id: "6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f",
      pincode: "600020",
      window: { day: "2026-12-02", startsAt: "09:00", endsAt: "11:00" },
      canChange: true,
      reschedulesLeft: 2,
    },
    refund: null,
    timeline: [
      { kind: "received", at: "2026-12-01T00:30:00.000Z" },
      {
        kind: "confirmed",
        at: "2026-12-01T00:31:00.000Z",
        window: { day: "2026-12-02", startsAt: "09:00", endsAt: "11:00" },
      },
    ],
  };
  const answers: Record<string, unknown> = {
    "/api/my-bookings/sms-preferences": { muted: [], optional: [...optionalSmsKinds] },
    "/api/my-bookings": { bookings: [booking] },
  };
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), "http://localhost").pathname;
      const body = answers[path];
      return new Response(JSON.stringify(body ?? { error: "not-found" }), {
        status: body ? 200 : 404,
        headers: { "content-type": "application/json" },
      });
    }),
  );
}
