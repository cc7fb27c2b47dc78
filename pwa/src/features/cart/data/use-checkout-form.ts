import {
  addressPincodeRule,
  cartRelation,
  hasPersonDetails,
  isMemberRelation,
  MY_SELF,
  type PersonDetails,
  personDetailsOf,
  readPersonDetails,
  windowMessages,
} from "@vyom/catalog/contract";
import { useEffect, useMemo, useState } from "react";
import { updateAppointment } from "@/db/cart.ts";
import { mySelfRelation, withDetails, withMySelfFirst } from "@/db/cart-members.ts";
import type { CartMember, CartRecord, SessionUser } from "@/db/records.ts";
import { replaceSessionMembers } from "@/db/session.ts";
import { fetchWindows, type WindowsState } from "@/lib/collection-windows.ts";
import {
  type AddressDraft,
  type AddressKind,
  type AppointmentDraft,
  addDays,
  addressErrors,
  addressKinds,
  appointmentErrors,
  emptyAddress,
  indiaNow,
  type MemberDraft,
  openSlots,
} from "./checkout.rules.ts";
import { type Customer, type SavedAddressSet, saveMembers } from "./checkout-api.ts";
import { bookableLines, toMemberPayload } from "./order-request.ts";
import { windowNeedsOfLines, windowProblem } from "./window-choice.ts";

const addressField = {
  permanent: "permanentAddress",
  office: "officeAddress",
  other: "otherAddress",
} as const;

function initialMembers(user: SessionUser, customer: Customer): CartMember[] {
  const saved = (customer.cart?.members ?? []).map(
    (member): CartMember => ({
      name: member.name,
      relation: cartRelation(member.relation),
      // A member with no mobile stays without one: the visit's texts go to the holder's number.
      ...(member.mobileNumber ? { mobileNumber: member.mobileNumber } : {}),
      ...(member.vyomId ? { vyomId: member.vyomId } : {}),
      ...readPersonDetails(member),
    }),
  );
  // The holder's date of birth and gender: the account's 'My Self', else the phone's copy.
  const selfDetails = [...saved, ...user.cartMembers].find(
    (member) => member.relation === MY_SELF && hasPersonDetails(member),
  );
  const self: CartMember = {
    name: user.name,
    relation: mySelfRelation,
    mobileNumber: user.mobile,
    vyomId: user.vyomId,
    ...(selfDetails ? readPersonDetails(selfDetails) : {}),
  };
  return withMySelfFirst(self, [...saved, ...user.cartMembers]);
}

function toDraft(set: SavedAddressSet | undefined): AddressDraft {
  if (!set) return emptyAddress;
  return {
    ...emptyAddress,
    ...set,
    landmark: set.landmark ?? "",
    secondaryContactPerson: set.secondaryContactPerson ?? "",
  };
}

function initialAppointment(cart: CartRecord, now: Date): AppointmentDraft {
  const today = indiaNow(now).date;
  const { place, date, time } = cart.appointmentDetails;
  // After the last slot of today has started, tomorrow is the first date that can be booked.
  const firstDay = openSlots(today, now).length > 0 ? today : addDays(today, 1);
  return {
    place: place === "home" || place === "centre" ? place : "home",
    date: date > firstDay ? date : firstDay,
    timeSlot: time,
    postMealTimeSlot: "",
    centreId: "",
  };
}

/**
 * The checkout form's state: members (with 'My Self' first and never removed), which member each
 * line is for, the three address sets and the appointment. Members are saved to the account as
 * they change; the appointment is kept in the device cart (`appointmentDetails`,
 * docs/product.md#data).
 */
export function useCheckoutForm(input: {
  user: SessionUser;
  customer: Customer;
  cart: CartRecord;
  now: Date;
}) {
  const { user, customer, cart, now } = input;
  const [members, setMembers] = useState(() => initialMembers(user, customer));
  const [assignments, setAssignments] = useState<Record<string, number>>({});
  const [addresses, setAddresses] = useState<Record<AddressKind, AddressDraft>>(() => ({
    permanent: toDraft(customer.address?.permanentAddress),
    office: toDraft(customer.address?.officeAddress),
    other: toDraft(customer.address?.otherAddress),
  }));
  const [addressKind, setAddressKind] = useState<AddressKind>(
    () =>
      addressKinds.find((kind) => customer.address?.[addressField[kind.value]])?.value ??
      "permanent",
  );
  const [appointment, setAppointment] = useState(() => initialAppointment(cart, now));
  const [memberNotice, setMemberNotice] = useState<string | null>(null);
  const [editingDetails, setEditingDetails] = useState<number | null>(null);
  const [windows, setWindows] = useState<WindowsState>({ kind: "idle" });
  const [windowsAsked, setWindowsAsked] = useState(0);

  const storeMembers = (next: CartMember[]) => {
    setMembers(next);
    void replaceSessionMembers(next);
    saveMembers(user.vyomId, next.map(toMemberPayload)).catch(() =>
      setMemberNotice("Saved on this device; your account gets it with the order."),
    );
  };

  const addMember = (draft: MemberDraft) => {
    // The add-member form adds only a checked member (memberErrors): its relation is a chosen one.
    if (!isMemberRelation(draft.relation)) return;
    const { name, mobileNumber } = draft;
    const member: CartMember = {
      name,
      relation: draft.relation,
      ...(mobileNumber ? { mobileNumber } : {}),
      ...personDetailsOf(draft),
    };
    const repeated = members.some(
      (m) =>
        m.name === member.name &&
        m.relation === member.relation &&
        (m.mobileNumber ?? "") === (member.mobileNumber ?? ""),
    );
    if (repeated) {
      setMemberNotice(`${member.name} is already a member.`);
      return;
    }
    setMemberNotice(`${member.name} added.`);
    storeMembers([...members, member]);
  };

  /** A member's date of birth (or age) and gender, given or corrected ('My Self' too). */
  const changeDetails = (index: number, details: PersonDetails) => {
    const member = members[index];
    if (!member) return;
    setEditingDetails(null);
    setMemberNotice(`${member.name}'s details saved.`);
    storeMembers(members.map((m, i) => (i === index ? withDetails(m, details) : m)));
  };

  const removeMember = (index: number) => {
    // 'My Self' (index 0) stays, whatever asks.
    if (index <= 0 || index >= members.length) return;
    const removed = members[index];
    setAssignments((current) =>
      Object.fromEntries(
        Object.entries(current).map(([key, at]) => [
          key,
          at === index ? 0 : at > index ? at - 1 : at,
        ]),
      ),
    );
    setMemberNotice(removed ? `${removed.name} removed.` : null);
    setEditingDetails(null);
    storeMembers(members.filter((_, i) => i !== index));
  };

  const changeAppointment = (field: keyof AppointmentDraft, value: string) => {
    setAppointment((current) => ({ ...current, [field]: value }));
    // The post-meal window and the centre are chosen in this form only; the cart keeps the rest.
    if (field === "postMealTimeSlot" || field === "centreId") return;
    const stored = field === "timeSlot" ? "time" : field;
    // A date the cart refuses (malformed, past) simply is not kept; the form says why.
    void updateAppointment({ [stored]: value });
  };

  const address = addresses[addressKind];
  const home = appointment.place === "home";
  const pincode = address.pincode;
  const windowsQuery =
    home &&
    addressPincodeRule(pincode) === undefined &&
    /^\d{4}-\d{2}-\d{2}$/.test(appointment.date)
      ? { pincode, date: appointment.date }
      : undefined;
  const queryKey = windowsQuery ? `${windowsQuery.pincode}/${windowsQuery.date}` : "";

  // The windows of the address's pincode on the chosen day, asked again after a refusal.
  // biome-ignore lint/correctness/useExhaustiveDependencies: queryKey stands for windowsQuery; windowsAsked asks again
  useEffect(() => {
    if (!windowsQuery) {
      setWindows({ kind: "idle" });
      return;
    }
    const controller = new AbortController();
    setWindows({ kind: "loading" });
    void fetchWindows(windowsQuery, controller.signal).then((answer) => {
      if (!controller.signal.aborted) setWindows(answer);
    });
    return () => controller.abort();
  }, [queryKey, windowsAsked]);

  const needs = useMemo(() => windowNeedsOfLines(bookableLines(cart).lines), [cart]);
  const appointmentProblems = appointmentErrors(appointment, now);
  const addressProblems = home ? addressErrors(address) : {};
  if (home && "served" in windows && !windows.served && !addressProblems.pincode) {
    addressProblems.pincode = windows.message;
  }
  if (home && !appointmentProblems.timeSlot) {
    const problem = windowProblem(needs, appointment.timeSlot, appointment.postMealTimeSlot ?? "");
    if (problem === windowMessages.fastingMorning) appointmentProblems.timeSlot = problem;
    else if (problem) appointmentProblems.postMealTimeSlot = problem;
  }
  const errors = { address: addressProblems, appointment: appointmentProblems };

  return {
    members,
    addMember,
    removeMember,
    changeDetails,
    /** Whose details are open for editing (the checkout opens one that lacks them). */
    editingDetails,
    editDetails: setEditingDetails,
    memberNotice,
    assignments,
    assign: (key: string, memberIndex: number) =>
      setAssignments((current) => ({ ...current, [key]: memberIndex })),
    addressKind,
    setAddressKind,
    address,
    changeAddress: (field: keyof AddressDraft, value: string) =>
      setAddresses((current) => ({
        ...current,
        [addressKind]: { ...current[addressKind], [field]: value },
      })),
    appointment,
    changeAppointment,
    errors,
    /** The windows of the address's pincode and the chosen day (home collection only). */
    windows,
    needs,
    refreshWindows: () => setWindowsAsked((n) => n + 1),
  };
}
