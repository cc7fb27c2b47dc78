/**
 * What a browser walk of the booking desk (pwa/e2e/desk.e2e.test.ts) needs in the server's
 * database before it starts: a desk user, a technician, and a home-collection booking's visit
 * with its window's place held, made the way checkout leaves one (claimWindow, openVisit); for
 * the dispatcher's walk, a named patient's booking and a technician of its area; and for the
 * technician's walk (pwa/e2e/technician.e2e.test.ts), a technician's sign-in and a visit of theirs
 * that day, confirmed and assigned as the desk leaves one.
 */
import { indiaDate } from "@vyom/catalog/contract";
import type { Database } from "../../src/db/client.ts";
import { admins, bookings, technicians } from "../../src/db/schema.ts";
import { hashPassword } from "../../src/services/admin/passwords.ts";
import { openVisit, takeStep } from "../../src/services/collection-visits/visits.ts";
import { claimWindow } from "../../src/services/collection-windows/collection-windows.ts";
import { FIXTURE_PASSWORD_COST } from "./password-cost.ts";

export interface DeskWalk {
  email: string;
  password: string;
  technician: string;
  mobileNumber: string;
  day: string;
  startsAt: string;
  subject: string;
}

export async function seedDeskWalk(db: Database, now = new Date()): Promise<DeskWalk> {
  const walk: DeskWalk = {
    email: "desk@vyom.example",
    password: "a-long-desk-password",
    technician: "Murugan Selvam",
    mobileNumber: "9123400001",
    // Tomorrow in India: the window has not started whatever the hour of the run.
    day: indiaDate(new Date(now.getTime() + 24 * 60 * 60 * 1000)),
    startsAt: "09:00",
    subject: "booking:00000000-0000-4000-8000-00000000d35c",
  };
  await db.insert(admins).values({
    email: walk.email,
    passwordHash: await hashPassword(walk.password, FIXTURE_PASSWORD_COST),
    role: "desk",
  });
  await db.insert(technicians).values({ name: walk.technician, mobileNumber: "9840012345" });
  const window = { areaId: "chennai", day: walk.day, startsAt: walk.startsAt };
  const claim = await claimWindow(db, { ...window, holder: walk.subject, now });
  if (claim.kind !== "held") throw new Error(`the walk's window: ${claim.kind}`);
  await openVisit(db, {
    subject: walk.subject,
    mobileNumber: walk.mobileNumber,
    tests: ["CBC"],
    window,
    now,
  });
  return walk;
}

export interface DispatchWalk extends DeskWalk {
  patient: string;
  /** The technician of the booking's area (Chennai), whom the desk suggests. */
  areaTechnician: string;
}

/**
 * A second desk user (their own sign-in and two-factor enrolment), a booking made by the form for
 * "Lakshmi Narayanan" tomorrow in Chennai, and "Selvi Arumugam", a technician of Chennai.
 */
export async function seedDispatchWalk(db: Database, now = new Date()): Promise<DispatchWalk> {
  const day = indiaDate(new Date(now.getTime() + 24 * 60 * 60 * 1000));
  const [booking] = await db
    .insert(bookings)
    .values({
      name: "Lakshmi Narayanan",
      mobileNumber: "9123400002",
      collectionDate: day,
      pincode: "600020",
      policyValue: "accepted",
      payload: { bookingData: { testDetails: "Home Sample Collection" } },
      patientBirthDate: "1961-03-09",
      patientGender: "female",
      patientDetailsMissing: false,
      createdAt: now,
    })
    .returning({ id: bookings.id });
  if (!booking) throw new Error("the walk's booking");
  const walk: DispatchWalk = {
    email: "dispatch@vyom.example",
    password: "a-long-dispatch-password",
    technician: "Murugan Selvam",
    areaTechnician: "Selvi Arumugam",
    patient: "Lakshmi Narayanan",
    mobileNumber: "9123400002",
    day,
    startsAt: "11:00",
    subject: `booking:${booking.id}`,
  };
  await db.insert(admins).values({
    email: walk.email,
    passwordHash: await hashPassword(walk.password, FIXTURE_PASSWORD_COST),
    role: "desk",
  });
  await db
    .insert(technicians)
    .values({ name: walk.areaTechnician, mobileNumber: "9840012346", areaId: "chennai" });
  const window = { areaId: "chennai", day, startsAt: walk.startsAt };
  const claim = await claimWindow(db, { ...window, holder: walk.subject, now });
  if (claim.kind !== "held") throw new Error(`the walk's window: ${claim.kind}`);
  await openVisit(db, {
    subject: walk.subject,
    mobileNumber: walk.mobileNumber,
    tests: ["Home Sample Collection"],
    window,
    now,
  });
  return walk;
}

export interface TechnicianWalk {
  email: string;
  password: string;
  technician: string;
  patient: string;
  /** The customer's number: the visit's SMS go to it. */
  mobileNumber: string;
  day: string;
  visitId: string;
}

/**
 * A technician of Chennai with a staff account of role `technician`, and a booking's visit in
 * Chennai at 09:00 on `now`'s day in India, confirmed and assigned to them by the desk. `now` is
 * the server's clock: the walk runs on the visit's day whatever the hour of the run.
 */
export async function seedTechnicianWalk(db: Database, now: Date): Promise<TechnicianWalk> {
  const day = indiaDate(now);
  const [technician] = await db
    .insert(technicians)
    .values({ name: "Ravi Shankar", mobileNumber: "9840012347", areaId: "chennai" })
    .returning({ id: technicians.id });
  if (!technician) throw new Error("the walk's technician");
  const walk = {
    email: "ravi.tech@vyom.example",
    password: "a-long-technician-password",
    technician: "Ravi Shankar",
    patient: "Kamala Devi",
    mobileNumber: "9123400003",
    day,
  };
  await db.insert(admins).values({
    email: walk.email,
    passwordHash: await hashPassword(walk.password, FIXTURE_PASSWORD_COST),
    role: "technician",
    technicianId: technician.id,
  });
  const [booking] = await db
    .insert(bookings)
    .values({
      name: walk.patient,
      mobileNumber: walk.mobileNumber,
      collectionDate: day,
      pincode: "600020",
      policyValue: "accepted",
      payload: { bookingData: { testDetails: "Home Sample Collection" } },
      patientBirthDate: "1958-07-21",
      patientGender: "female",
      patientDetailsMissing: false,
      createdAt: now,
    })
    .returning({ id: bookings.id });
  if (!booking) throw new Error("the walk's booking");
  const subject = `booking:${booking.id}`;
  const window = { areaId: "chennai", day, startsAt: "09:00" };
  const claim = await claimWindow(db, { ...window, holder: subject, now });
  if (claim.kind !== "held") throw new Error(`the walk's window: ${claim.kind}`);
  const visit = await openVisit(db, {
    subject,
    mobileNumber: walk.mobileNumber,
    tests: ["Home Sample Collection"],
    window,
    now,
  });
  for (const request of [
    { step: "confirm" },
    { step: "assign-technician", technicianId: technician.id, arrivingBy: "09:30" },
  ] as const) {
    const outcome = await takeStep(db, { visitId: visit.id, request, actor: "desk:walk", now });
    if (outcome.kind !== "done") throw new Error(`the walk's ${request.step}: ${outcome.kind}`);
  }
  return { ...walk, visitId: visit.id };
}
