/**
 * The LIS simulator: what a lab's system would send for a collected visit, sent to the real
 * ingest API (docs/lis-integration.md) so the whole results path works on a machine with no lab.
 * It is a client of that API and nothing more: it never writes a report itself, so what it
 * shows (stored, held, released, refused) is what a lab would be told.
 *
 * - The patient is the booking's booker, or the order's first member, with the date of birth and
 *   gender given at booking (an age as 1 January of its year, as labs register one). A booking or
 *   member from before they were asked has none: born on SIMULATED_BIRTH_DATE, and the gender
 *   from the member's relation or the customer's title, else from the visit id.
 * - The tests are the visit's test names found in the catalogue, reported with the test master's
 *   parameters; a visit whose names are free text (a "Book Test Now" booking) gets a CBC and a
 *   blood group, so every simulated final report carries numbers and words.
 * - Values are plausible and the same for a visit every time (simulated-results.ts): a partial
 *   report and the final agree. The report id is the visit's, so each stage is the next version
 *   of one report: partial (the first test, unsigned), final (all, signed), corrected (one value
 *   changed).
 */

import { labTests } from "@vyom/catalog";
import {
  indiaDate,
  MY_SELF,
  type SimulatorProtocol,
  type SimulatorStage,
  simulatorProtocols,
  simulatorStages,
} from "@vyom/catalog/contract";
import { eq } from "drizzle-orm";
import type { Database } from "../../src/db/client.ts";
import { bookings, collectionVisits, orders, users } from "../../src/db/schema.ts";
import { orderIdOfSubject } from "../../src/services/collection-visits/visit-subjects.ts";
import { masterParameters } from "../../src/services/lab-results/test-master.ts";
import type { LabResultMessage, ResultValue } from "../../src/services/lis/lab-result-message.ts";
import { DEV_LIS_KEY } from "../../src/services/lis/lis-keys.ts";
import { fhirBundle } from "./fhir-bundle-message.ts";
import { answerText } from "./lis-answer.ts";
import { oruMessage } from "./oru-message.ts";
import { seededRandom, simulatedTests, withCorrection, withCritical } from "./simulated-results.ts";

export type { SimulatorProtocol, SimulatorStage };
export { simulatorProtocols, simulatorStages };

/** Delivers one request to the ingest API (over HTTP, or in-process in a test). */
export type LisSend = (path: string, init: RequestInit) => Response | Promise<Response>;

export interface SimulatorRequest {
  visitId: string;
  stage: SimulatorStage;
  protocol: SimulatorProtocol;
  /** Signed by the pathologist in the message: by default for final and corrected. */
  signed?: boolean;
  /** One value critical (haemoglobin 6.2 when a CBC is reported). */
  critical?: boolean;
  now: Date;
}

export type SimulatorOutcome =
  | { kind: "sent"; status: number; message: string; lisReportId: string }
  | { kind: "unknown-visit" };

/** For a booking made without a date of birth; ingest needs one (the reference ranges depend on it). */
export const SIMULATED_BIRTH_DATE = "1988-04-12";
export const SIMULATED_SIGNER = { name: "Dr. Kavitha Rao", registration: "TNMC-48213" };
/**
 * What is reported for a visit whose test names the catalogue does not know: a CBC, and a blood
 * group, whose results are words (the partial report is the CBC alone).
 */
const CBC = "10001";
const BLOOD_GROUP = "10013";
const HOURS_2 = 2 * 60 * 60 * 1000;

interface Patient {
  reference: string;
  name: string;
  /** As booked, else from a relation or a title; undefined when none tells. */
  gender?: "female" | "male" | "other";
  /** As booked (`YYYY-MM-DD`); undefined when it was not given. */
  birthDate?: string;
}

/** An age given at booking, in the year it was given, as a date of birth: 1 January of its year. */
const birthDateOfAge = (age: number, at: Date) =>
  `${Number(indiaDate(at).slice(0, 4)) - age}-01-01`;

const FEMALE = /^(Mother|Daughter|Sister|MRS|MS|MISS)$/i;
const MALE = /^(Father|Son|Brother|MR)$/i;
const genderOf = (word = "") =>
  FEMALE.test(word) ? "female" : MALE.test(word) ? "male" : undefined;

/** The report id the simulated lab gives a visit: one report, versioned stage by stage. */
export const simulatedReportId = (visitId: string) =>
  `SIM-${visitId.replaceAll("-", "").slice(0, 12).toUpperCase()}`;

async function patientOf(db: Database, subject: string): Promise<Patient | undefined> {
  const orderId = orderIdOfSubject(subject);
  if (orderId === undefined) {
    const bookingId = subject.replace(/^booking:/, "");
    const [booking] = await db
      .select({
        id: bookings.id,
        name: bookings.name,
        birthDate: bookings.patientBirthDate,
        approxBirthYear: bookings.patientApproxBirthYear,
        gender: bookings.patientGender,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (!booking) return undefined;
    const { birthDate, approxBirthYear, gender } = booking;
    const birth = birthDate ?? (approxBirthYear === null ? null : `${approxBirthYear}-01-01`);
    return {
      reference: booking.id,
      name: booking.name,
      ...(gender && { gender }),
      ...(birth && { birthDate: birth }),
    };
  }
  const [order] = await db
    .select({
      members: orders.members,
      name: users.name,
      prefix: users.namePrefix,
      placedAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.orderId, orderId));
  if (!order) return undefined;
  const member = order.members[0];
  // The customer's title is theirs only: a spouse's or a legacy member's gender is not known.
  const self = !member || member.relation === MY_SELF;
  const gender = member?.gender ?? (self ? genderOf(order.prefix) : genderOf(member.relation));
  const birthDate =
    member?.birthDate ??
    (member?.age === undefined ? undefined : birthDateOfAge(member.age, order.placedAt));
  return {
    reference: orderId,
    name: member?.name ?? order.name,
    ...(gender && { gender }),
    ...(birthDate && { birthDate }),
  };
}

/** The catalogue tests a visit's names are, that the test master has parameters for. */
function corpIdsOf(testNames: readonly string[]): string[] {
  const reported = new Set(masterParameters().map((parameter) => parameter.corpId));
  const named = (name: string) =>
    labTests.find((test) =>
      [test.testName, test.alternateTestName].some((n) => n.toLowerCase() === name.toLowerCase()),
    )?.corpId;
  const corpIds = testNames.map((name) => named(name.trim())).filter((id) => id !== undefined);
  const known = [...new Set(corpIds)].filter((id) => reported.has(id));
  return known.length > 0 ? known : [CBC, BLOOD_GROUP];
}

const sampleTypeOf = (corpId: string) =>
  ["10001", "10003", "10009", "10012", "10013"].includes(corpId)
    ? "Whole blood EDTA"
    : corpId === "10541"
      ? "Urine"
      : ["10019", "10020", "10021"].includes(corpId)
        ? "Fluoride plasma"
        : "Serum";

/** The message for one stage of a visit's report. */
export async function simulatedRecord(
  db: Database,
  request: Omit<SimulatorRequest, "protocol">,
): Promise<LabResultMessage | undefined> {
  const [visit] = await db
    .select({
      id: collectionVisits.id,
      subject: collectionVisits.subject,
      tests: collectionVisits.tests,
    })
    .from(collectionVisits)
    .where(eq(collectionVisits.id, request.visitId));
  const patient = visit && (await patientOf(db, visit.subject));
  if (!visit || !patient) return undefined;

  const random = seededRandom(visit.id);
  // Drawn whether or not it is needed, so the values never depend on what the booking says.
  const coin = random() < 0.5 ? "female" : "male";
  const gender = patient.gender ?? coin;
  // The simulated lab's ranges are women's or men's (simulated-norms.ts).
  const norms = gender === "other" ? coin : gender;
  const tests = simulatedTests(random, corpIdsOf(visit.tests), norms);
  const { stage, now } = request;
  let results: ResultValue[] = (stage === "partial" ? tests.slice(0, 1) : tests).flatMap(
    (test) => test.results,
  );
  if (request.critical) results = withCritical(results);
  if (stage === "corrected") results = withCorrection(results);
  const signed = request.signed ?? stage !== "partial";
  return {
    lisReportId: simulatedReportId(visit.id),
    bookingReference: patient.reference,
    status: stage,
    issuedAt: now.toISOString(),
    patient: { name: patient.name, gender, birthDate: patient.birthDate ?? SIMULATED_BIRTH_DATE },
    sample: {
      id: `S-${visit.id.slice(0, 8).toUpperCase()}`,
      type: sampleTypeOf(tests[0]?.corpId ?? CBC),
      collectedAt: new Date(now.getTime() - HOURS_2).toISOString(),
    },
    ...(signed && { signedBy: SIMULATED_SIGNER }),
    results: results.map((result) => ({ ...result, status: stage })),
  };
}

/** Builds the visit's report for the stage, sends it to the ingest API and says its answer. */
export async function simulateResults(
  deps: { db: Database; send: LisSend },
  request: SimulatorRequest,
): Promise<SimulatorOutcome> {
  const record = await simulatedRecord(deps.db, request);
  if (!record) return { kind: "unknown-visit" };
  const authorization = `Bearer ${DEV_LIS_KEY}`;
  const res =
    request.protocol === "fhir"
      ? await deps.send("/api/lis/results", {
          method: "POST",
          headers: { "content-type": "application/fhir+json", authorization },
          body: JSON.stringify(fhirBundle(record)),
        })
      : await deps.send("/api/lis/hl7", {
          method: "POST",
          headers: { "content-type": "x-application/hl7-v2+er7", authorization },
          body: oruMessage(record, {
            // MSH-10 is at most 20 characters in 2.5.1: the stage and the moment, in base 36.
            controlId: `SIM${request.stage[0]?.toUpperCase()}${request.now.getTime().toString(36)}`,
            sentAt: request.now,
          }),
        });
  return {
    kind: "sent",
    status: res.status,
    message: await answerText(res),
    lisReportId: record.lisReportId,
  };
}
