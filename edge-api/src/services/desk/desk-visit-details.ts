/**
 * What a dispatcher needs of a visit beyond its status (docs/product.md#booking-desk): whom the
 * technician collects from, where, and how each test is prepared for. An order carries its
 * members, lines and address; a home-collection booking only its booker's name, patient details
 * and pincode (the form asks no more). The preparation is the catalogue's own fasting line, as the
 * test's page shows it; a test the catalogue does not know has none.
 */
import { healthPackages, labTests } from "@vyom/catalog";
import type { DeskVisit } from "@vyom/catalog/contract/schemas";
import type { CartMember, OrderAddress, OrderLine } from "../../db/schema.ts";

type Patient = DeskVisit["patients"][number];

const fastingLine = (item: { iconWithText: readonly { icon: string; text: string }[] }) =>
  item.iconWithText.find((icon) => icon.icon === "fasting")?.text ?? null;

const preparationByItem = new Map<string, string | null>([
  ...labTests.map((test) => [`test:${test.corpId}`, fastingLine(test)] as const),
  ...healthPackages.map((pkg) => [`healthPackage:${pkg.corpId}`, fastingLine(pkg)] as const),
]);

export interface OrderDetails {
  lines: OrderLine[];
  members: CartMember[];
  address: OrderAddress | null;
}

export interface BookingDetails {
  name: string;
  pincode: string;
  birthDate: string | null;
  approxBirthYear: number | null;
  gender: Patient["gender"];
}

/** The order's lines this visit takes (a post-meal visit takes only its own tests). */
const linesOf = (order: OrderDetails, tests: readonly string[]) =>
  order.lines.filter((line) => tests.includes(line.name));

export function orderPatients(order: OrderDetails, tests: readonly string[]): Patient[] {
  const indexes = [...new Set(linesOf(order, tests).map((line) => line.memberIndex))];
  return indexes.flatMap((index) => {
    const member = order.members[index];
    if (!member) return [];
    return [
      {
        name: member.name,
        birthDate: member.birthDate ?? null,
        approxBirthYear: null,
        age: member.age ?? null,
        gender: member.gender ?? null,
      },
    ];
  });
}

export const bookingPatients = (booking: BookingDetails): Patient[] => [
  {
    name: booking.name,
    birthDate: booking.birthDate,
    approxBirthYear: booking.approxBirthYear,
    age: null,
    gender: booking.gender,
  },
];

export function orderAddress(order: OrderDetails): DeskVisit["address"] {
  const address = order.address;
  if (!address) return null;
  return {
    line: address.houseOrFlatNum,
    area: address.area,
    landmark: address.landmark,
    pincode: address.pincode,
    contactPerson: address.contactPerson,
  };
}

export const bookingAddress = (booking: BookingDetails): DeskVisit["address"] => ({
  line: "",
  area: "",
  landmark: "",
  pincode: booking.pincode,
  contactPerson: "",
});

/** Each test of the visit with its preparation; an order's line by its catalogue id. */
export function testDetails(
  tests: readonly string[],
  order: OrderDetails | undefined,
): DeskVisit["testDetails"] {
  return tests.map((name) => {
    const line = order?.lines.find((candidate) => candidate.name === name);
    const preparation = line ? preparationByItem.get(`${line.kind}:${line.corpId}`) : undefined;
    return { name, preparation: preparation ?? null };
  });
}
