/**
 * What a browser walk of the booking desk (pwa/e2e/desk.e2e.test.ts) needs in the server's
 * database before it starts: a desk user, a technician, and a home-collection booking's visit
 * with its window's place held, made the way checkout leaves one (claimWindow, openVisit); and
 * for the dispatcher's walk, a named patient's booking and a technician of its area.
 */
import { indiaDate } from "@vyom/catalog/contract";
import type { Database } from "../../src/db/client.ts";
import { admins, bookings, technicians } from "../../src/db/schema.ts";
import { hashPassword } from "../../src/services/admin/passwords.ts";
import { openVisit } from "../../src/services/collection-visits/visits.ts";
import { claimWindow } from "../../src/services/collection-windows/collection-windows.ts";

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
  await db
    .insert(admins)
    .values({ email: walk.email, passwordHash: await hashPassword(walk.password), role: "desk" });
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
  await db
    .insert(admins)
    .values({ email: walk.email, passwordHash: await hashPassword(walk.password), role: "desk" });
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
