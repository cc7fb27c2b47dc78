/**
 * The one database schema (PostgreSQL; PGlite in development). Everything a second API process
 * would need lives here, never in memory: sessions, OTP challenges, rate-limit counters,
 * idempotency records and used captcha challenges.
 */

import { locationIds } from "@vyom/catalog";
import {
  adminRoles,
  defaultMessageLanguage,
  deskVisitStatuses,
  type Gender,
  messageLanguages,
  reportStatuses,
  submissionKinds,
} from "@vyom/catalog/contract";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * A booking's or an order's reference, "VY-7KQ4-M9RX" (catalog/src/contract/booking-reference.ts).
 * The server draws it and draws again on a clash (services/references/new-reference.ts); a row
 * written any other way (the demo data, a test's row) gets one from the database's own
 * `vyom_reference()` (drizzle/0028_booking_references.sql). The `booking_references` registry,
 * filled by a trigger on both tables, keeps a booking's and an order's references apart too.
 */
const reference = () => text("reference").notNull().default(sql`vyom_reference()`);

export interface AddressSet {
  houseOrFlatNum: string;
  area: string;
  landmark: string;
  pincode: string;
  contactPerson: string;
  secondaryContactPerson: string;
}
export interface UserAddress {
  permanentAddress?: AddressSet;
  officeAddress?: AddressSet;
  otherAddress?: AddressSet;
}

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    vyomId: text("vyom_id").notNull().unique(),
    mobileNumber: text("mobile_number").notNull().unique(),
    namePrefix: text("name_prefix").notNull().default("MR"),
    name: text("name").notNull(),
    email: text("email"),
    pincode: text("pincode"),
    mobileCode: text("mobile_code").notNull().default("+91"),
    location: text("location").notNull().default("chennai"),
    address: jsonb("address").$type<UserAddress>().notNull().default({}),
    /** CustomerID in the legacy customer database, for customers who came from it. */
    legacyCustomerId: text("legacy_customer_id"),
    createdAt: createdAt(),
  },
  // The desk's search by name (services/desk/desk-search.ts): the start of the name, any case.
  (t) => [index("users_name_lower_idx").on(sql`lower(${t.name}) text_pattern_ops`)],
);

export interface CartTestLine {
  testName: string;
  testPrice: number;
  corpId: string;
}
export interface CartPackageLine {
  healthPackageName: string;
  healthPackagePrice: number;
  corpId: string;
}
/**
 * A person tests are booked for, in a cart's and an order's `members` (JSON, so no migration).
 * `birthDate` (or `age` when it is not known) and `gender` are what the lab's reference ranges
 * need (catalog/src/contract/person.rules.ts); records stored before them have none, and an order
 * is refused until each member it books tests for has them.
 */
export interface CartMember {
  name: string;
  relation: string;
  mobileNumber?: string;
  vyomId?: string;
  /** `YYYY-MM-DD`. */
  birthDate?: string;
  /** Whole years, given when the date of birth is not known. */
  age?: number;
  gender?: Gender;
}

export const carts = pgTable("carts", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .references(() => users.id, { onDelete: "cascade" })
    .unique(),
  vyomId: text("vyom_id").notNull(),
  bookingId: text("booking_id"),
  tests: jsonb("tests").$type<CartTestLine[]>().notNull().default([]),
  healthPackages: jsonb("health_packages").$type<CartPackageLine[]>().notNull().default([]),
  members: jsonb("members").$type<CartMember[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One OTP sent to a mobile number. Only a keyed hash of the code is stored. */
export const otpChallenges = pgTable(
  "otp_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    mobileNumber: text("mobile_number").notNull(),
    codeHash: text("code_hash").notNull(),
    /** What the code proves: "login", "sign-up" or "report"; it serves no other purpose. */
    purpose: text("purpose").notNull().default("login"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Tries this code allows (fewer when the number was under attack at send time). */
    maxTries: integer("max_tries").notNull().default(5),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    /**
     * The hash of the asking client's token (http/otp-client.ts): only a check from that client
     * is compared with this code. Null: a code from before binding, which no check matches.
     */
    clientBinding: text("client_binding"),
    createdAt: createdAt(),
  },
  (t) => [index("otp_challenges_mobile_created_idx").on(t.mobileNumber, t.createdAt)],
);

/**
 * Fixed-window counters for every rate limit (OTP sends per number and per address, lookups,
 * OTP failures per day, admin logins). `key` names the limit and its subject.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index("rate_limit_expires_idx").on(t.expiresAt),
  ],
);

/**
 * The CRM's call budget, one token bucket per account (services/crm/crm-call-budget.ts): every API
 * process and job worker takes LeadSquared calls from the same row, so together they stay
 * under the account's rate limit. `tokens` were counted at `counted_at`, which only moves forward.
 */
export const crmCallBudget = pgTable("crm_call_budget", {
  key: text("key").primaryKey(),
  tokens: doublePrecision("tokens").notNull(),
  countedAt: timestamp("counted_at", { withTimezone: true }).notNull(),
});

export const admins = pgTable("admins", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  /** scrypt: `scrypt$N$r$p$salt$hash`, base64 parts. */
  passwordHash: text("password_hash").notNull(),
  /** The TOTP secret sealed with AES-256-GCM (services/admin/secret-box.ts); null: no second factor. */
  totpSecret: text("totp_secret"),
  /** The last TOTP time step accepted, so each code signs in once (services/admin/totp.ts). */
  totpLastStep: integer("totp_last_step"),
  /**
   * `admin` may do everything; `desk` works the booking desk only (docs/product.md#booking-desk):
   * no managing admins, no payment logs; `pathologist` signs results off. Checked by
   * http/admin-session.ts `requireRole`.
   */
  role: text("role", { enum: adminRoles }).notNull().default("admin"),
  /** A pathologist's name and medical council registration, printed on the reports they sign. */
  displayName: text("display_name"),
  registrationNumber: text("registration_number"),
  /**
   * A `technician` account's technicians row: the only visits it reads and steps are those
   * assigned to this row (routes/technician/technician.routes.ts). Null for every other role.
   */
  technicianId: uuid("technician_id").references((): AnyPgColumn => technicians.id),
  /**
   * Set when an admin disables a desk user (services/admin/staff.ts): the account can no longer
   * sign in, and no session of it is honoured. Null: the account works.
   */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** An admin's single-use recovery codes, kept only as HMACs (services/admin/recovery-codes.ts). */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.codeHash] })],
);

/**
 * A sign-in between the password and the session (services/admin/pending-sign-ins.ts): the
 * httpOnly cookie holds a random token, the table its SHA-256, the admin it is for, what it
 * waits for (a code, or a first enrolment) and how many tries are left.
 */
export const adminPendingSignIns = pgTable(
  "admin_pending_sign_ins",
  {
    tokenHash: text("token_hash").primaryKey(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["code", "enrol-at-sign-in", "enrol"] }).notNull(),
    /** The secret being enrolled, sealed like admins.totp_secret. */
    enrolSecret: text("enrol_secret"),
    triesLeft: integer("tries_left").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("admin_pending_sign_ins_admin_idx").on(t.adminId)],
);

/** Server-side sessions: the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    kind: text("kind", { enum: ["admin", "customer"] }).notNull(),
    subjectId: uuid("subject_id").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    absoluteExpiresAt: timestamp("absolute_expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /**
     * When the person last proved, by OTP, that they hold the account's number (customer sessions:
     * login, sign-up, a report step-up). Null for sessions started without an OTP (admins).
     */
    otpVerifiedAt: timestamp("otp_verified_at", { withTimezone: true }),
  },
  (t) => [index("sessions_subject_idx").on(t.subjectId)],
);

/**
 * The first answer given to a request that carried an `Idempotency-Key`. A repeat with the same
 * key and body replays it; the same key with another body is refused (422).
 */
export const idempotencyRecords = pgTable(
  "idempotency_records",
  {
    /** The route family ("booking", ...): the same key on two routes is two records. */
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    statusCode: integer("status_code").notNull(),
    responseBody: jsonb("response_body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index("idempotency_created_idx").on(t.createdAt),
  ],
);

/** The language of a row's SMS: one of the app's five (catalog/src/contract/languages.ts). */
const language = () =>
  text("language", { enum: messageLanguages }).notNull().default(defaultMessageLanguage);

/** The database refuses any other language, whoever writes the row. */
const languageCheck = (name: string, column: AnyPgColumn) =>
  check(
    name,
    sql`${column} in (${sql.raw(messageLanguages.map((code) => `'${code}'`).join(", "))})`,
  );

/**
 * Home sample collection bookings from the Book Test Now form (docs/product.md#booking-payload).
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    idempotencyKey: text("idempotency_key").unique(),
    reference: reference(),
    name: text("name").notNull(),
    mobileNumber: text("mobile_number").notNull(),
    collectionDate: text("collection_date").notNull(),
    pincode: text("pincode").notNull(),
    policyValue: text("policy_value").notNull(),
    /** bookingData, activity and leadDetails exactly as received. */
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: ["received", "sent-to-crm", "crm-failed"] })
      .notNull()
      .default("received"),
    /** CRM retries claimed so far by maintenance (services/crm/crm-retry.ts). */
    crmAttempts: integer("crm_attempts").notNull().default(0),
    /**
     * When a `crm-failed` booking may next be resent (null = at once). On a `received` booking:
     * when its delivery may be claimed (services/crm/crm-delivery.ts): its `created_at` until a
     * first claim, then the claim's lease; null only on rows stored before that delivery existed.
     */
    crmNextAttemptAt: timestamp("crm_next_attempt_at", { withTimezone: true }),
    /**
     * When the booking's number was proven to be the booker's: sent with a session of that number,
     * or its window picked in one. Null: a callback request anyone could have typed the number
     * into, so it books no window, sends no SMS, stays out of that number's My bookings and
     * renames no CRM lead (docs/security.md).
     */
    numberProvenAt: timestamp("number_proven_at", { withTimezone: true }),
    /**
     * The patient's details the lab's reference ranges depend on, and a report is matched by
     * (services/lab-results/patient-match.ts): the date of birth (`YYYY-MM-DD`) when given, else
     * the year of birth an age in years works out to on the day the booking arrived, which is
     * approximate (within a year) and kept apart from a real date for that reason; and the gender.
     */
    patientBirthDate: text("patient_birth_date"),
    patientApproxBirthYear: integer("patient_approx_birth_year"),
    patientGender: text("patient_gender", { enum: ["female", "male", "other"] }),
    /**
     * The booking came without them: queued on a phone before the form asked (or a row made
     * without the form). The lab must take them at collection. True by default, so a row written
     * any other way than the booking route never claims details it lacks.
     */
    patientDetailsMissing: boolean("patient_details_missing").notNull().default(true),
    /** The language of the booking's SMS, as the form sent it (services/sms/sms-languages.ts). */
    language: language(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("bookings_reference_idx").on(t.reference),
    index("bookings_mobile_idx").on(t.mobileNumber),
    index("bookings_created_idx").on(t.createdAt),
    index("bookings_crm_retry_idx").on(t.status, t.crmNextAttemptAt),
    // The desk's search by name (services/desk/desk-search.ts): the start of the name, any case.
    index("bookings_name_lower_idx").on(sql`lower(${t.name}) text_pattern_ops`),
    // Missing means none; given means a gender and exactly one of the date and the approximate year.
    check(
      "bookings_patient_details_check",
      sql`(${t.patientDetailsMissing} and ${t.patientBirthDate} is null
        and ${t.patientApproxBirthYear} is null and ${t.patientGender} is null)
      or (not ${t.patientDetailsMissing} and ${t.patientGender} is not null
        and (${t.patientBirthDate} is null) <> (${t.patientApproxBirthYear} is null))`,
    ),
    languageCheck("bookings_language_check", t.language),
  ],
);

/**
 * Every reference a booking or an order was given, so no two of either kind share one: written by
 * the tables' insert triggers (drizzle/0028_booking_references.sql), never by the code. A reference
 * stays here when its row goes, so it is never given again.
 */
export const bookingReferences = pgTable("booking_references", {
  reference: text("reference").primaryKey(),
  kind: text("kind", { enum: ["booking", "order"] }).notNull(),
});

/** Enquiries, careers applications and prescription uploads: one table, told apart by kind. */
export const submissions = pgTable(
  "submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: submissionKinds }).notNull(),
    idempotencyKey: text("idempotency_key").unique(),
    name: text("name").notNull(),
    mobileNumber: text("mobile_number").notNull(),
    payload: jsonb("payload").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("submissions_kind_created_idx").on(t.kind, t.createdAt)],
);

/** The kinds of submission that come with a file; each has its own retention. */
export const uploadKinds = ["prescription", "career-application"] as const;
export type UploadKind = (typeof uploadKinds)[number];

/**
 * A file sent with a submission (a prescription photo or PDF, a résumé): only its metadata. The
 * bytes are in the file store (services/uploads/file-store.ts: FILES_DIR) under `stored_key`, a
 * name the server chose (`<kind>/<day>/<id>`), written before this row, which the submission's
 * own transaction inserts. Reads compare the bytes with `sha256`. `file_name` is the name it is
 * served under (`<id>.<extension of content_type>`), never the uploader's.
 */
export const submissionFiles = pgTable(
  "submission_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id")
      .notNull()
      .references(() => submissions.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: uploadKinds }).notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    sha256: text("sha256").notNull(),
    storedKey: text("stored_key").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index("submission_files_submission_idx").on(t.submissionId)],
);

/**
 * Room held in the file store for an upload whose body is still being read
 * (services/uploads/storage-quota.ts): the route's largest file, from before the body is read
 * until the file's metadata takes its place (in the same transaction) or the upload is refused.
 * A server that dies mid-upload leaves its row, which stops counting at `expires_at`.
 */
export const uploadReservations = pgTable("upload_reservations", {
  id: uuid("id").primaryKey().defaultRandom(),
  bytes: integer("bytes").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * The file store's one row: locked while an upload's room is checked, so two servers never both
 * take the last space, and the quota's alerts, each raised once until usage falls back
 * (services/uploads/storage-quota.ts).
 */
export const uploadStorage = pgTable(
  "upload_storage",
  {
    id: boolean("id").primaryKey().default(true),
    warningRaisedAt: timestamp("warning_raised_at", { withTimezone: true }),
    fullRaisedAt: timestamp("full_raised_at", { withTimezone: true }),
  },
  (t) => [check("upload_storage_one_row", sql`${t.id}`)],
);

/**
 * One measured parameter of a test on a lab report. Reports from the LIS carry its codes and what
 * the test master (services/lab-results/test-master.ts) made of them; seeded demo reports only the
 * first five fields.
 */
export interface LabReportParameter {
  name: string;
  /**
   * A number in `unit`, or the lab's words for a result that is text ("Pale yellow", "No growth
   * after 48 hours"): a text value has unit "", no numeric range, and is never trended.
   */
  value: number | string;
  unit: string;
  /** The reference range; a value outside it is flagged Low or High. Either may be open. */
  low?: number;
  high?: number;
  /** The range as the lab wrote it, when it is not two numbers ("< 200", "Negative"). */
  rangeText?: string;
  labCode?: string;
  loinc?: string;
  /** The LIS's own flag (HL7 v3 interpretation: L, H, LL, HH, N, A, AA, POS, DET...). */
  interpretation?: string;
  /**
   * Outside the test master's critical limits, or flagged LL/HH (low, high) or AA (abnormal: a
   * text result's critical flag) by the lab.
   */
  critical?: "low" | "high" | "abnormal";
  /**
   * The test master does not know the parameter's code, or its unit, or the value is not of the
   * parameter's kind (words for a number, a number for words: "value-type"): kept and shown as
   * sent, flagged for the lab, and never trended or compared with another report.
   */
  unmapped?: "code" | "unit" | "value-type";
  /** The value and unit as the lab sent them, when the test master converted the unit. */
  sent?: { value: number; unit: string };
  /** Whether the parameter is in the lab's NABL scope of accreditation. */
  accredited?: boolean;
  /**
   * A coded result's codes (HL7 CE/CWE, FHIR valueCodeableConcept), FHIR CodeableConcept's shape;
   * `value` holds the words the patient reads.
   */
  coded?: CodedValue;
  /** What the test master reads in a text result's words (test-master.words.ts). */
  reading?: WordsReading;
}
/** One coding of a coded result: FHIR Coding's fields. */
export interface ResultCoding {
  /** A URI (LOINC, SNOMED CT, an HL7 table), or the HL7 coding system's name as the lab sent it. */
  system?: string;
  version?: string;
  code?: string;
  display?: string;
}
export interface CodedValue {
  /** Absent, never empty, when the lab sent words only. */
  coding?: ResultCoding[];
  /** The words as the lab's user wrote or saw them (CWE's original text, CodeableConcept.text). */
  text?: string;
}
/**
 * "normal": nothing to flag (for a blood group: one of the eight groups); "abnormal": words that
 * are not the usual result; "for-doctor": words the master cannot call either, shown flagged for
 * the doctor to read. `as`: the standard words they were read as ("B Rh(D) positive").
 */
export interface WordsReading {
  meaning: "normal" | "abnormal" | "for-doctor";
  as?: string;
}
export interface LabReportTest {
  /** The catalogue test's corpId ("" for parameters the test master does not know). */
  corpId: string;
  testName: string;
  parameters: LabReportParameter[];
}

/**
 * Labs' API keys for the ingest routes (routes/lis/): only the key's SHA-256 is kept. A lab has at
 * most two live keys, so a rotation never stops results (services/lis/lis-keys.ts).
 */
export const lisKeys = pgTable(
  "lis_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    labId: text("lab_id").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    label: text("label").notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("lis_keys_lab_idx").on(t.labId)],
);

/**
 * Every message a lab's LIS filed, exactly as received (the bytes decoded as UTF-8), beside the
 * report version it made. A replay is found by its hash and changes nothing.
 */
export const lisMessages = pgTable(
  "lis_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    labId: text("lab_id").notNull(),
    /** Null for the development key. */
    keyId: uuid("key_id").references(() => lisKeys.id),
    protocol: text("protocol", { enum: ["fhir", "hl7v2"] }).notNull(),
    contentHash: text("content_hash").notNull(),
    raw: text("raw").notNull(),
    lisReportId: text("lis_report_id").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("lis_messages_replay_idx").on(t.labId, t.contentHash)],
);

/**
 * One version of a lab's report for a collected visit (a booking's, or an order's: `booking_id`
 * is then null): what the report view, the PDF and the ABDM export are made from.
 */
export const labReports = pgTable(
  "lab_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    mobileNumber: text("mobile_number").notNull(),
    patientName: text("patient_name").notNull(),
    patientAge: integer("patient_age").notNull(),
    patientGender: text("patient_gender", { enum: ["female", "male", "other"] }).notNull(),
    /** Set for reports of a corporate health check (employee reports). */
    corporateId: text("corporate_id"),
    employeeId: text("employee_id"),
    collectedAt: timestamp("collected_at", { withTimezone: true }).notNull(),
    reportedAt: timestamp("reported_at", { withTimezone: true }).notNull(),
    tests: jsonb("tests").$type<LabReportTest[]>().notNull(),
    /**
     * The readable report number's sequence (services/lab-results/report-number.ts). Every
     * version of one LIS report shares its first version's number.
     */
    number: bigserial("number", { mode: "number" }).notNull(),
    /** The lab that sent it, its own report id and which version this is (null: demo rows). */
    labId: text("lab_id"),
    lisReportId: text("lis_report_id"),
    version: integer("version").notNull().default(1),
    lisStatus: text("lis_status", { enum: reportStatuses }).notNull().default("final"),
    messageId: uuid("message_id").references(() => lisMessages.id),
    visitId: uuid("visit_id").references(() => collectionVisits.id),
    patientBirthDate: date("patient_birth_date", { mode: "string" }),
    sampleId: text("sample_id"),
    sampleType: text("sample_type"),
    /** The signing pathologist; signedByStaffId null: signed in the LIS message itself. */
    signedByName: text("signed_by_name"),
    signedByRegistration: text("signed_by_registration"),
    signedByStaffId: uuid("signed_by_staff_id").references(() => admins.id),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    /** Whether a value is critical: the report waits for the desk's call to the patient. */
    critical: boolean("critical").notNull().default(false),
    criticalCalledAt: timestamp("critical_called_at", { withTimezone: true }),
    criticalCalledBy: text("critical_called_by"),
    criticalCallNote: text("critical_call_note"),
    /** When the patient could first read it; null: held (unsigned, or a critical value uncalled). */
    releasedAt: timestamp("released_at", { withTimezone: true }),
    /** When a later version of the same LIS report was released in its place. */
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("lab_reports_mobile_idx").on(t.mobileNumber, t.reportedAt),
    index("lab_reports_employee_idx").on(t.corporateId, t.employeeId),
    uniqueIndex("lab_reports_version_idx").on(t.labId, t.lisReportId, t.version),
    index("lab_reports_held_idx").on(t.releasedAt, t.createdAt),
  ],
);

/** Employees of corporate clients: a corporate id + employee id leads to the registered mobile. */
export const corporateEmployees = pgTable(
  "corporate_employees",
  {
    corporateId: text("corporate_id").notNull(),
    employeeId: text("employee_id").notNull(),
    corporateName: text("corporate_name").notNull(),
    name: text("name").notNull(),
    mobileNumber: text("mobile_number").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.corporateId, t.employeeId] })],
);

/**
 * A customer's ABHA number (ABDM's health id), added with explicit consent: the exact words they
 * agreed to, in the language they read them, and when are kept with it. Withdrawing ends the row (`withdrawnAt`); a new consent is a
 * new row, so the history stays (services/abdm/abha-links.ts).
 */
export const abhaLinks = pgTable(
  "abha_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** As ABDM writes it: 91-1234-5678-9012. */
    abhaNumber: text("abha_number").notNull(),
    consentVersion: text("consent_version").notNull(),
    consentText: text("consent_text").notNull(),
    /** The language the words were read in, and so of `consentText`. */
    consentLanguage: text("consent_language", { enum: messageLanguages })
      .notNull()
      .default(defaultMessageLanguage),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [
    // One live link per account; the withdrawn ones are history.
    uniqueIndex("abha_links_live_idx").on(t.userId).where(sql`${t.withdrawnAt} is null`),
    languageCheck("abha_links_consent_language_check", t.consentLanguage),
  ],
);

/**
 * A patient's link for their doctor (services/reports/report-shares.ts): one report, until it
 * expires or is revoked. The link carries a random token; only its SHA-256 is kept.
 */
export const reportShares = pgTable(
  "report_shares",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reportId: uuid("report_id")
      .notNull()
      .references(() => labReports.id),
    tokenHash: text("token_hash").notNull().unique(),
    /** The number whose proof made the link: the only one who may list or revoke it. */
    mobileNumber: text("mobile_number").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("report_shares_report_idx").on(t.reportId, t.createdAt)],
);

/** Each time a doctor's link was opened: what the patient sees ("opened twice, last at …"). */
export const reportShareOpenings = pgTable(
  "report_share_openings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shareId: uuid("share_id")
      .notNull()
      .references(() => reportShares.id, { onDelete: "cascade" }),
    /** "view" or "pdf". */
    what: text("what").$type<"view" | "pdf">().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("report_share_openings_share_idx").on(t.shareId, t.at)],
);

/**
 * Proof that someone verified an OTP for a mobile number (or a corporate employee) to read its
 * reports: the cookie holds a random token, the table only its SHA-256. Short-lived, and revoked
 * on logout, so reports are readable only by whoever proved the number.
 */
export const reportAccess = pgTable(
  "report_access",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    mobileNumber: text("mobile_number").notNull(),
    corporateId: text("corporate_id"),
    employeeId: text("employee_id"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("report_access_expires_idx").on(t.expiresAt)],
);

export interface TransactionProduct {
  name: string;
  price: number;
}

/** Payment transactions listed on the admin screen (docs/product.md#data). */
export const transactions = pgTable(
  "transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: text("order_id").notNull().unique(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    mobileNumber: text("mobile_number").notNull(),
    products: jsonb("products").$type<TransactionProduct[]>().notNull(),
    amount: integer("amount").notNull(),
    paymentStatus: boolean("payment_status").notNull().default(false),
    /** The payment gateway's answer as JSON text (`responseLog`, docs/product.md#data). */
    responseLog: text("response_log").notNull().default("{}"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("transactions_updated_idx").on(t.updatedAt),
    index("transactions_mobile_idx").on(t.mobileNumber),
  ],
);

export type AddressKind = "permanent" | "office" | "other";
export type OrderLineKind = "test" | "healthPackage" | "scan";

/** A line as the server priced it from the catalogue for the order's location. */
export interface OrderLine {
  kind: OrderLineKind;
  corpId: string;
  name: string;
  /** Rupees: the catalogue's price in the order's location when the order was placed. */
  price: number;
  /** Index into the order's members: whom the sample is collected from. */
  memberIndex: number;
}

export interface OrderAppointment {
  place: "home" | "centre";
  /** `YYYY-MM-DD`, an Asia/Kolkata calendar date. */
  date: string;
  /** e.g. `07:00-09:00`. */
  timeSlot: string;
  /** The post-meal sample's window beside a fasting one (docs/product.md#collection-windows). */
  postMealTimeSlot?: string;
  /** A visit to the centre: which centre (catalog/src/lookup/centres.ts). */
  centreId?: string;
}

export interface OrderAddress extends AddressSet {
  kind: AddressKind;
}

/**
 * Orders placed at checkout. `order_id` is the human-readable id (VYO-YYYYMMDD-XXXXXX) shown to
 * the customer and, as Booking Id, on the admin screen (its transaction carries it too). One
 * order per (user, Idempotency-Key): a double click or a retried request cannot book twice.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: text("order_id").notNull().unique(),
    reference: reference(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    idempotencyKey: text("idempotency_key").notNull(),
    location: text("location").notNull(),
    lines: jsonb("lines").$type<OrderLine[]>().notNull(),
    members: jsonb("members").$type<CartMember[]>().notNull(),
    amount: integer("amount").notNull(),
    appointment: jsonb("appointment").$type<OrderAppointment>().notNull(),
    /** Where the sample is collected; null for a visit to the centre. */
    address: jsonb("address").$type<OrderAddress>(),
    /**
     * pay-at-collection: confirmed unpaid; the technician collects cash or UPI (no attempt).
     * awaiting-confirmation: to be paid at collection, its place only held until the customer
     * confirms it (services/orders/order-confirmation.ts); a text column, so no migration.
     */
    status: text("status", {
      enum: [
        "payment-pending",
        "payment-failed",
        "paid",
        "pay-at-collection",
        "awaiting-confirmation",
      ],
    })
      .notNull()
      .default("payment-pending"),
    /** The language of the order's SMS, as the checkout sent it (services/sms/sms-languages.ts). */
    language: language(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    languageCheck("orders_language_check", t.language),
    uniqueIndex("orders_reference_idx").on(t.reference),
    uniqueIndex("orders_user_idempotency_key_idx").on(t.userId, t.idempotencyKey),
    index("orders_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * Each time the customer is sent to the payment gateway for an order. At most one attempt of an
 * order is open (started) and at most one succeeds, whatever the timing: the partial unique
 * indexes hold it even for concurrent requests or API processes.
 */
export const paymentAttempts = pgTable(
  "payment_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    attemptNo: integer("attempt_no").notNull(),
    gateway: text("gateway").notNull(),
    amount: integer("amount").notNull(),
    status: text("status", { enum: ["started", "succeeded", "failed"] })
      .notNull()
      .default("started"),
    /** The gateway's answer, verified (also copied to the transaction's responseLog). */
    gatewayResponse: jsonb("gateway_response"),
    /** The gateway's own id of the attempt (Razorpay's order id): one per attempt, reused. */
    gatewayReference: text("gateway_reference").unique(),
    createdAt: createdAt(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payment_attempts_order_no_idx").on(t.orderId, t.attemptNo),
    uniqueIndex("payment_attempts_one_open_idx").on(t.orderId).where(sql`${t.status} = 'started'`),
    uniqueIndex("payment_attempts_one_success_idx")
      .on(t.orderId)
      .where(sql`${t.status} = 'succeeded'`),
  ],
);

/**
 * Razorpay webhook events already handled, by Razorpay's event id (X-Razorpay-Event-Id): Razorpay
 * retries a delivery until it is acknowledged, and each event must act once.
 */
export const razorpayWebhookEvents = pgTable("razorpay_webhook_events", {
  eventId: text("event_id").primaryKey(),
  event: text("event").notNull(),
  receivedAt: createdAt(),
});

/** Captcha challenges already redeemed: a solved challenge is accepted once (replay protection). */
export const usedCaptchaChallenges = pgTable(
  "used_captcha_challenges",
  {
    signature: text("signature").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("used_captcha_expires_idx").on(t.expiresAt)],
);

/**
 * MSG91's delivery reports, one row per request id (an OTP is one request to one number): the
 * latest status MSG91 reported (its webhook v3 codes: 1 delivered, 2 failed, 16/25 rejected,
 * 17 blocked...). No number and no text: the request id ties it to the adapter's log line.
 */
export const smsDeliveryReports = pgTable("sms_delivery_reports", {
  requestId: text("request_id").primaryKey(),
  status: text("status").notNull(),
  description: text("description").notNull(),
  reportedAt: timestamp("reported_at", { withTimezone: true }).notNull(),
});

/**
 * Home collection happens in windows (07:00-09:00, ...) per service area; the pincode decides the
 * area, and a pincode with no row here is not served (docs/product.md#collection-windows).
 */
export const serviceAreas = pgTable(
  "service_areas",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /**
     * The city whose catalogue prices an order collected in this area pays, whatever city the
     * customer picked (docs/product.md#checkout-and-payment). Null until the lab sets it (an area
     * loaded before the column, of a city the migration could not tell): its orders are refused.
     */
    priceLocation: text("price_location", { enum: locationIds }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "service_areas_price_location_check",
      sql`${t.priceLocation} in (${sql.raw(locationIds.map((id) => `'${id}'`).join(", "))})`,
    ),
  ],
);

export const serviceAreaPincodes = pgTable("service_area_pincodes", {
  pincode: text("pincode").primaryKey(),
  areaId: text("area_id")
    .notNull()
    .references(() => serviceAreas.id),
});

/** An area's usual windows and their capacity, for every day the desk has not set otherwise. */
export const collectionWindowPlans = pgTable(
  "collection_window_plans",
  {
    areaId: text("area_id")
      .notNull()
      .references(() => serviceAreas.id),
    /** India time, "HH:MM". */
    startsAt: text("starts_at").notNull(),
    endsAt: text("ends_at").notNull(),
    capacity: integer("capacity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.areaId, t.startsAt] }),
    check("collection_window_plans_capacity_check", sql`${t.capacity} >= 0`),
  ],
);

/**
 * One window of one day, made from the plan the first time anyone claims a place in it (or when
 * the desk sets that day's capacity). Its row is what a claim locks, so two claims of the same
 * window take turns and the count they read is the count they write against.
 */
export const collectionWindows = pgTable(
  "collection_windows",
  {
    areaId: text("area_id")
      .notNull()
      .references(() => serviceAreas.id),
    day: date("day", { mode: "string" }).notNull(),
    startsAt: text("starts_at").notNull(),
    endsAt: text("ends_at").notNull(),
    capacity: integer("capacity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.areaId, t.day, t.startsAt] }),
    check("collection_windows_capacity_check", sql`${t.capacity} >= 0`),
  ],
);

/**
 * A place taken in a window: `held` while the person pays (until `held_until`; after that it
 * counts for nobody), `booked` once the order is paid or confirmed, `released` when given back.
 */
export const windowClaims = pgTable(
  "window_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    areaId: text("area_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    startsAt: text("starts_at").notNull(),
    /** Who the place is for: a visit's subject (edge-api/src/services/collection-visits/visit-subjects.ts). */
    holder: text("holder").notNull(),
    state: text("state", { enum: ["held", "booked", "released"] }).notNull(),
    heldUntil: timestamp("held_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("window_claims_window_idx").on(t.areaId, t.day, t.startsAt, t.state),
    uniqueIndex("window_claims_holder_idx").on(t.holder).where(sql`${t.state} <> 'released'`),
  ],
);

/**
 * One scan slot of one centre's machine on one day (services/centre-slots/centre-slots.ts), made
 * the first time anyone claims a place in it, with the capacity of its kind of machine
 * (catalog/src/contract/scan-slots.ts). Its row is what a claim locks, as `collection_windows`' is.
 */
export const centreSlots = pgTable(
  "centre_slots",
  {
    /** catalog/src/data/centres.ts's id; the centres are catalogue data, not rows. */
    centreId: text("centre_id").notNull(),
    /** The machine: a centre service such as `mri` (catalog/src/schemas/centre.ts). */
    modality: text("modality").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    /** The two-hour arrival slot, India time, e.g. "09:00-11:00". */
    timeSlot: text("time_slot").notNull(),
    capacity: integer("capacity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.centreId, t.modality, t.day, t.timeSlot] }),
    check("centre_slots_capacity_check", sql`${t.capacity} >= 0`),
  ],
);

/**
 * A place taken in a centre slot, as `window_claims` for home windows: `held` while the person
 * pays (until `held_until`; after that it counts for nobody), `booked` once paid or chosen to pay
 * at the centre, `released` when given back.
 */
export const centreSlotClaims = pgTable(
  "centre_slot_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    centreId: text("centre_id").notNull(),
    modality: text("modality").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    timeSlot: text("time_slot").notNull(),
    /** Whose place: `order:<orderId>`. */
    holder: text("holder").notNull(),
    state: text("state", { enum: ["held", "booked", "released"] }).notNull(),
    heldUntil: timestamp("held_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("centre_slot_claims_slot_idx").on(t.centreId, t.modality, t.day, t.timeSlot, t.state),
    uniqueIndex("centre_slot_claims_holder_idx").on(t.holder).where(sql`${t.state} <> 'released'`),
  ],
);

/** The people who go to a customer's home to collect the sample; the desk manages them. */
export const technicians = pgTable(
  "technicians",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    mobileNumber: text("mobile_number").notNull(),
    active: boolean("active").notNull().default(true),
    /**
     * The service area the technician covers, which the desk suggests them for
     * (services/desk/technician-suggestions.ts); null until the desk sets it.
     */
    areaId: text("area_id").references(() => serviceAreas.id),
    createdAt: createdAt(),
  },
  // One active technician per mobile: a double tap on "Add" cannot make two, and the customer's
  // "arriving" SMS names one person per number.
  (t) => [uniqueIndex("technicians_active_mobile_idx").on(t.mobileNumber).where(sql`${t.active}`)],
);

/** A visit's statuses: the contract's list, which the desk and My bookings answer with. */
export const visitStatuses = deskVisitStatuses;
export type VisitStatus = (typeof visitStatuses)[number];

/**
 * A home collection and what happens to it after "Book" (docs/product.md#collection-visits): one
 * per checkout order or home-collection booking (`subject`), its window, its technician, and which
 * of its tests have their report. The customer's "My bookings" and the lab's desk both read it.
 */
export const collectionVisits = pgTable(
  "collection_visits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /**
     * "order:<orderId>", an order's post-meal visit "order:<orderId>:post-meal", or
     * "booking:<bookingId>" (edge-api/src/services/collection-visits/visit-subjects.ts); also the
     * holder of its window's place.
     */
    subject: text("subject").notNull().unique(),
    /** The customer's mobile: "My bookings" lists the visits of the signed-in number. */
    mobileNumber: text("mobile_number").notNull(),
    status: text("status", { enum: visitStatuses }).notNull().default("received"),
    areaId: text("area_id"),
    day: date("day", { mode: "string" }),
    startsAt: text("starts_at"),
    technicianId: uuid("technician_id").references(() => technicians.id),
    /** "HH:MM", India time: when the technician said they would arrive. */
    arrivingBy: text("arriving_by"),
    /**
     * When the assigned technician started the visit ("Start visit" on its day): the customer's
     * "on the way" SMS leaves then, not at assignment. Null again when the technician changes.
     */
    startedAt: timestamp("started_at", { withTimezone: true }),
    reschedules: integer("reschedules").notNull().default(0),
    /** The tests collected, and those whose report is ready (reports come one by one). */
    tests: jsonb("tests").$type<string[]>().notNull().default([]),
    reportsReady: jsonb("reports_ready").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("collection_visits_mobile_idx").on(t.mobileNumber, t.createdAt),
    index("collection_visits_window_idx").on(t.day, t.areaId, t.startsAt, t.status),
    // The desk's list (services/desk/desk-visits.ts) in its order (day, window, arrival): a
    // day's page, and a status across days.
    index("collection_visits_desk_idx").on(t.day, t.startsAt, t.createdAt, t.id),
    index("collection_visits_desk_status_idx").on(t.status, t.day, t.startsAt, t.createdAt, t.id),
  ],
);

/** A visit's timeline: each step, who took it and when, newest last. */
export const visitEvents = pgTable(
  "visit_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    visitId: uuid("visit_id")
      .notNull()
      .references(() => collectionVisits.id),
    kind: text("kind").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("visit_events_visit_idx").on(t.visitId, t.at)],
);

/**
 * Every action the desk takes: who, when, what, and the thing before and after. Kept at least a
 * year (nothing prunes it).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    subject: text("subject").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** Insertion order: entries written in the same millisecond still read in the order made. */
    seq: bigserial("seq", { mode: "number" }).notNull(),
  },
  (t) => [
    index("audit_log_subject_idx").on(t.subject, t.at, t.seq),
    index("audit_log_at_idx").on(t.at, t.seq),
  ],
);

/**
 * The SMS a visit's step owes its customer, written in the step's own transaction so none is lost
 * when MSG91 is down; sent after the step, and resent until MSG91 takes it or it is given up.
 */
export const visitNotices = pgTable(
  "visit_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The home visit the notice is about; null for a scan at a centre (`orderId`). */
    visitId: uuid("visit_id").references(() => collectionVisits.id),
    /**
     * The scan order a booking's notice is about (services/orders/scan-notice.ts): one notice of
     * a kind per order (the unique index), so a replayed payment never queues a second one.
     */
    orderId: uuid("order_id").references(() => orders.id),
    mobileNumber: text("mobile_number").notNull(),
    kind: text("kind").notNull(),
    variables: jsonb("variables").$type<Record<string, string>>().notNull(),
    /**
     * Its booking's or order's language when queued, kept with it: a notice goes out as it was
     * queued, whatever changes later (services/sms/sms-languages.ts).
     */
    language: language(),
    state: text("state", { enum: ["pending", "sent", "given-up"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    languageCheck("visit_notices_language_check", t.language),
    index("visit_notices_due_idx").on(t.state, t.nextAttemptAt),
    uniqueIndex("visit_notices_order_kind_idx").on(t.orderId, t.kind),
  ],
);

/** The optional visit messages a customer turned off (services/sms/visit-messages.ts). */
export const smsPreferences = pgTable("sms_preferences", {
  mobileNumber: text("mobile_number").primaryKey(),
  muted: jsonb("muted").$type<string[]>().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Refunds of orders paid online, asked of the payment gateway when a booking is cancelled
 * (docs/product.md#my-bookings). One per order (the unique index): a replayed or a concurrent
 * cancellation finds the row and never refunds twice. Our row id is the gateway's idempotency key,
 * so asking again after a lost answer gets the same refund back.
 */
export const refunds = pgTable("refunds", {
  id: uuid("id").primaryKey().defaultRandom(),
  orderId: uuid("order_id")
    .notNull()
    .unique()
    .references(() => orders.id),
  gateway: text("gateway").notNull(),
  /** The gateway's id of the payment refunded, and of the refund once it answered. */
  paymentId: text("payment_id").notNull(),
  gatewayRefundId: text("gateway_refund_id").unique(),
  /** Rupees. */
  amount: integer("amount").notNull(),
  status: text("status", { enum: ["started", "refunded", "failed"] })
    .notNull()
    .default("started"),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  settledAt: timestamp("settled_at", { withTimezone: true }),
});
