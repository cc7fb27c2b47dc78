/**
 * Checkout's field rules and messages (docs/product.md#validation). Pure functions: the
 * form shows their messages, the tests check them, and the API enforces the same rules again.
 * The member's name and mobile and the address's pincode are the contract's account rules
 * (catalog/src/contract/account.rules.ts), and a member's date of birth (or age) and gender its
 * person rules (catalog/src/contract/person.rules.ts): the API's member schema is built from both.
 */

import { sampleCentreById } from "@vyom/catalog";
import {
  type AddressKind,
  type AppointmentPlace,
  accountMessages,
  addressKinds as addressKindValues,
  addressPincodeRule,
  appointmentPlaces,
  type Gender,
  genders,
  indiaDate,
  indiaTime,
  isAppointmentPlace,
  isTimeSlot,
  type MemberRelation,
  memberMobileRule,
  memberNameRule,
  memberRelations,
  type PersonDraft,
  personErrors,
  timeSlots as slotValues,
  slotWords,
  type TimeSlot,
} from "@vyom/catalog/contract";
import type { AddressSetRecord } from "@vyom/catalog/contract/schemas";
import type { output } from "zod/mini";

export const relations = memberRelations;

const genderLabels: Record<Gender, string> = { female: "Female", male: "Male", other: "Other" };
/** Every gender the API takes (the contract's), each with its label. */
export const genderOptions = genders.map((value) => ({ value, label: genderLabels[value] }));
export const genderLabel = (gender: Gender): string => genderLabels[gender];
export type Relation = MemberRelation;
export type { AddressKind };

const addressKindLabels: Record<AddressKind, string> = {
  permanent: "Permanent address",
  office: "Office address",
  other: "Other address",
};
/** Every address set the API keeps (the contract's addressKinds), each with its label. */
export const addressKinds = addressKindValues.map((value) => ({
  value,
  label: addressKindLabels[value],
}));

/** The collection windows the API takes (the contract's), India time, read as "7:00-9:00 am". */
// The contract's slotWords, which pwa/src/lib/format.ts's formatSlot is: the API's tests import
// this module too, where the app's "@/" paths do not resolve.
export const timeSlots = slotValues.map((value) => ({ value, label: slotWords(value) }));
export type { TimeSlot };

const placeLabels: Record<AppointmentPlace, string> = {
  home: "Home sample collection",
  centre: "Visit the centre",
};
export const places = appointmentPlaces.map((value) => ({ value, label: placeLabels[value] }));
export type Place = AppointmentPlace;

export const messages = {
  memberName: accountMessages.memberName,
  memberNameLetters: accountMessages.memberNameLetters,
  relation: "Choose a relation",
  mobile: accountMessages.mobileInvalid,
  houseOrFlatNum: "Enter the house or flat number",
  area: "Enter the area",
  pincode: accountMessages.pincodeInvalid,
  contactPerson: "Enter the contact person",
  place: "Choose home collection or a visit to the centre",
  centre: "Choose the centre you will visit",
  date: "Choose today or a later date",
  dateTooLate: "Choose a date within 90 days",
  timeSlot: "Choose a time slot",
  timeSlotPassed: "This time slot has started: choose a later one",
  noLines: "Your cart has nothing that can be booked in this city",
} as const;

export const maxDaysAhead = 90;

type Errors<K extends string> = Partial<Record<K, string>>;

/** A new member as the form holds it: who they are, and what the lab needs of them. */
export interface MemberDraft extends PersonDraft {
  name: string;
  relation: string;
  mobileNumber: string;
}

export const emptyPerson: PersonDraft = { birthDate: "", age: "", ageOnly: false, gender: "" };

type MemberField = "name" | "relation" | "mobileNumber" | "birthDate" | "age" | "gender";

/** Each field's message; `today` is India's date (a date of birth cannot be after it). */
export function memberErrors(member: MemberDraft, today: string): Errors<MemberField> {
  const errors: Errors<MemberField> = {};
  const name = memberNameRule(member.name);
  if (name) errors.name = name;
  if (!(relations as readonly string[]).includes(member.relation)) {
    errors.relation = messages.relation;
  }
  const mobile = memberMobileRule(member.mobileNumber);
  if (mobile) errors.mobileNumber = mobile;
  return { ...errors, ...personErrors(member, today) };
}

/** An address set as the form holds it: each of the contract's fields, filled or empty. */
export type AddressDraft = Required<output<typeof AddressSetRecord>>;

export const emptyAddress: AddressDraft = {
  houseOrFlatNum: "",
  area: "",
  landmark: "",
  pincode: "",
  contactPerson: "",
  secondaryContactPerson: "",
};

export function addressErrors(address: AddressDraft): Errors<keyof AddressDraft> {
  const errors: Errors<keyof AddressDraft> = {};
  if (address.houseOrFlatNum.trim() === "") errors.houseOrFlatNum = messages.houseOrFlatNum;
  if (address.area.trim() === "") errors.area = messages.area;
  const pincode = addressPincodeRule(address.pincode);
  if (pincode) errors.pincode = pincode;
  if (address.contactPerson.trim() === "") errors.contactPerson = messages.contactPerson;
  return errors;
}

export interface AppointmentDraft {
  place: string;
  date: string;
  timeSlot: string;
  /** The post-meal sample's window beside a fasting one ("" when none is needed). */
  postMealTimeSlot?: string;
  /** A visit to the centre: which one ("" until chosen); its city prices the order. */
  centreId?: string;
}

/** India time now as `YYYY-MM-DD` and `HH:MM`. */
export function indiaNow(now: Date): { date: string; time: string } {
  return { date: indiaDate(now), time: indiaTime(now) };
}

export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Slots of `date` that have not started yet (all of them on a later day). */
export function openSlots(date: string, now: Date): TimeSlot[] {
  const india = indiaNow(now);
  return timeSlots
    .map((slot) => slot.value)
    .filter((slot) => date !== india.date || slot.slice(0, 5) > india.time);
}

export function appointmentErrors(
  appointment: AppointmentDraft,
  now: Date,
): Errors<keyof AppointmentDraft> {
  const errors: Errors<keyof AppointmentDraft> = {};
  const today = indiaNow(now).date;
  if (appointment.place !== "home" && appointment.place !== "centre") {
    errors.place = messages.place;
  }
  if (appointment.place === "centre" && !sampleCentreById(appointment.centreId ?? "")) {
    errors.centreId = messages.centre;
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(appointment.date) || appointment.date < today) {
    errors.date = messages.date;
  } else if (appointment.date > addDays(today, maxDaysAhead)) {
    errors.date = messages.dateTooLate;
  }
  if (!timeSlots.some((slot) => slot.value === appointment.timeSlot)) {
    errors.timeSlot = messages.timeSlot;
  } else if (
    !errors.date &&
    !openSlots(appointment.date, now).includes(appointment.timeSlot as TimeSlot)
  ) {
    errors.timeSlot = messages.timeSlotPassed;
  }
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/** The appointment as the API takes it, or undefined while its place or slot is not one offered. */
export function checkedAppointment(draft: AppointmentDraft):
  | {
      place: AppointmentPlace;
      date: string;
      timeSlot: TimeSlot;
      postMealTimeSlot?: TimeSlot;
      centreId?: string;
    }
  | undefined {
  const { place, date, timeSlot, postMealTimeSlot = "", centreId = "" } = draft;
  if (!isAppointmentPlace(place) || !isTimeSlot(timeSlot)) return undefined;
  // A centre visit names its centre, whose city prices it.
  if (place === "centre") return { place, date, timeSlot, centreId };
  // The post-meal sample's window (a fasting test with a post-meal one) travels with the first.
  return isTimeSlot(postMealTimeSlot)
    ? { place, date, timeSlot, postMealTimeSlot }
    : { place, date, timeSlot };
}
