import { describe, expect, it } from "vitest";
import {
  addressErrors,
  appointmentErrors,
  emptyAddress,
  emptyPerson,
  memberErrors,
  messages,
  openSlots,
} from "./checkout.rules.ts";

// 10:30 on 14 March 2025 in India.
const now = new Date("2025-03-14T05:00:00Z");

describe("checkout rules", () => {
  it("a member needs a name and a relation; a mobile, when given, is valid (docs/product.md#validation)", () => {
    const today = "2025-03-14";
    const born = { ...emptyPerson, birthDate: "05/01/1961", gender: "female" };
    // A child or an elderly parent often has no mobile: none is not an error.
    expect(memberErrors({ name: "", relation: "", mobileNumber: "", ...born }, today)).toEqual({
      name: messages.memberName,
      relation: messages.relation,
    });
    expect(
      memberErrors(
        { name: "Meena 2", relation: "Aunt", mobileNumber: "5876543210", ...born },
        today,
      ),
    ).toEqual({
      name: messages.memberNameLetters,
      relation: messages.relation,
      mobileNumber: "Enter Valid Mobile Number",
    });
    expect(
      memberErrors(
        { name: "Meena", relation: "Mother", mobileNumber: "987654321", ...born },
        today,
      ),
    ).toEqual({ mobileNumber: "Enter Valid Mobile Number" });
    expect(
      memberErrors(
        { name: "Meena", relation: "Mother", mobileNumber: "9876543210", ...born },
        today,
      ),
    ).toEqual({});
  });

  it("a new member also needs a date of birth (or, not knowing it, an age) and a gender", () => {
    const today = "2025-03-14";
    const meena = { name: "Meena", relation: "Mother", mobileNumber: "9876543210" };
    expect(memberErrors({ ...meena, ...emptyPerson }, today)).toEqual({
      birthDate: "Enter the date of birth (DD/MM/YYYY)",
      gender: "Choose the gender",
    });
    expect(
      memberErrors({ ...meena, ...emptyPerson, ageOnly: true, gender: "male" }, today),
    ).toEqual({ age: "Enter the age in years" });
    expect(
      memberErrors({ ...meena, ...emptyPerson, birthDate: "15/03/2025", gender: "other" }, today),
    ).toEqual({ birthDate: "The date of birth cannot be in the future" });
    // The date typed before ticking "I don't know the date" is not checked: the age is.
    const ageOnly = { ...emptyPerson, birthDate: "01/01/2099", ageOnly: true, age: "64" };
    expect(memberErrors({ ...meena, ...ageOnly, gender: "female" }, today)).toEqual({});
  });

  it("an address needs house, area, a six-digit pincode and a contact person", () => {
    expect(addressErrors(emptyAddress)).toEqual({
      houseOrFlatNum: messages.houseOrFlatNum,
      area: messages.area,
      pincode: "Enter valid Pincode",
      contactPerson: messages.contactPerson,
    });
    const address = {
      ...emptyAddress,
      houseOrFlatNum: "12",
      area: "Adyar",
      pincode: "60002",
      contactPerson: "Kavya",
    };
    expect(addressErrors(address)).toEqual({ pincode: "Enter valid Pincode" });
    expect(addressErrors({ ...address, pincode: "600020" })).toEqual({});
  });

  it("an appointment is today or later (India time) with a slot that has not started", () => {
    expect(appointmentErrors({ place: "", date: "", timeSlot: "" }, now)).toEqual({
      place: messages.place,
      date: messages.date,
      timeSlot: messages.timeSlot,
    });
    expect(
      appointmentErrors({ place: "home", date: "2025-03-13", timeSlot: "07:00-09:00" }, now),
    ).toEqual({ date: messages.date });
    expect(
      appointmentErrors({ place: "home", date: "2025-03-14", timeSlot: "09:00-11:00" }, now),
    ).toEqual({ timeSlot: messages.timeSlotPassed });
    const centre = { place: "centre", date: "2025-03-14", timeSlot: "11:00-13:00" };
    expect(appointmentErrors({ ...centre, centreId: "chennai-adyar" }, now)).toEqual({});
    // A centre visit names one of our centres: its city prices the order.
    expect(appointmentErrors(centre, now)).toEqual({ centreId: messages.centre });
    expect(appointmentErrors({ ...centre, centreId: "nowhere" }, now)).toEqual({
      centreId: messages.centre,
    });
    expect(
      appointmentErrors({ place: "home", date: "2025-07-01", timeSlot: "07:00-09:00" }, now),
    ).toEqual({ date: messages.dateTooLate });
    expect(openSlots("2025-03-14", now)).toEqual([
      "11:00-13:00",
      "13:00-15:00",
      "15:00-17:00",
      "17:00-19:00",
    ]);
    expect(openSlots("2025-03-15", now)).toHaveLength(6);
  });

  it("uses the Indian date, not the device's: 23:30 UTC is already tomorrow in India", () => {
    const lateUtc = new Date("2025-03-14T23:30:00Z");
    expect(
      appointmentErrors({ place: "home", date: "2025-03-14", timeSlot: "17:00-19:00" }, lateUtc)
        .date,
    ).toBe(messages.date);
  });
});
