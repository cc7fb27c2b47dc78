import { describe, expect, it } from "vitest";
import {
  addCartMember,
  mySelfRelation,
  removeCartMember,
  replaceCartMembers,
  withDetails,
  withMySelfFirst,
} from "./cart-members.ts";
import type { CartMember } from "./records.ts";

const self: CartMember = {
  name: "Karthik Subramanian",
  relation: mySelfRelation,
  mobileNumber: "9876500003",
  vyomId: "Kar1234000",
};
const divya: CartMember = {
  name: "Divya Karthik",
  relation: "Unknown",
  mobileNumber: "9876500003",
  vyomId: "LEG-3002",
};
const mother: CartMember = { name: "Meena", relation: "Mother", mobileNumber: "9876500003" };

describe("cart members", () => {
  it("puts 'My Self' first and drops a second 'My Self' or a repeated member", () => {
    const members = withMySelfFirst(self, [divya, { ...self }, { ...divya }, mother]);
    expect(members.map((m) => [m.name, m.relation])).toEqual([
      ["Karthik Subramanian", "My Self"],
      ["Divya Karthik", "Unknown"],
      ["Meena", "Mother"],
    ]);
  });

  it("never removes the first member", () => {
    const members = [self, divya, mother];
    expect(removeCartMember(members, 0)).toEqual(members);
    expect(removeCartMember(members, 1)).toEqual([self, mother]);
    expect(removeCartMember(members, 7)).toEqual(members);
    expect(removeCartMember([self], 0)).toEqual([self]);
  });

  it("replacing members keeps 'My Self' first", () => {
    expect(replaceCartMembers([self, divya], [mother])).toEqual([self, mother]);
    expect(replaceCartMembers([self, divya], [])).toEqual([self]);
  });

  it("adds a member after the existing ones", () => {
    expect(addCartMember([self, divya], mother)).toEqual([self, divya, mother]);
  });

  it("a repeated member lends its date of birth and gender to the one kept without them", () => {
    const detailed = { ...mother, age: 64, gender: "female" as const };
    expect(withMySelfFirst(self, [mother, detailed])).toEqual([self, detailed]);
    // The one kept keeps its own when it has them.
    const other = { ...mother, birthDate: "1961-01-05", gender: "female" as const };
    expect(withMySelfFirst(self, [other, detailed])).toEqual([self, other]);
  });

  it("gives a member new details in place of its own: a date of birth replaces an age", () => {
    const aged = { ...mother, age: 64, gender: "female" as const };
    expect(withDetails(aged, { birthDate: "1961-01-05", gender: "female" })).toEqual({
      ...mother,
      birthDate: "1961-01-05",
      gender: "female",
    });
    expect(withDetails(aged, {})).toEqual(mother);
  });
});
