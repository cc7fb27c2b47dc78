/**
 * The booking desk's calls (docs/product.md#booking-desk): the visits list, a day's load per area,
 * a window's capacity, the actions on a visit, the audit log, technicians, and (admins only) the
 * desk's users. Requests are zod (the API validates them); answers are zod/mini, so the admin
 * screens import them as they are.
 */
import { z } from "zod";
import { windowTimePattern } from "../collection-windows.ts";
import { isCalendarDate, isoDatePattern } from "../dates.ts";
import { DESK_PAGE_SIZE_MAX, DESK_SEARCH_MAX, deskMessages, deskVisitStatuses } from "../desk.ts";
import { readDeskSearch } from "../desk-search.ts";
import { mobilePattern } from "../fields.ts";
import { multilineText, text } from "./text.ts";

const day = text()
  .regex(isoDatePattern, "Date must be YYYY-MM-DD")
  .refine(isCalendarDate, "Date is not a real calendar date");
const windowTime = text().regex(windowTimePattern, "A time is HH:MM");
const areaId = text()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9-]+$/, "An area id is lower-case letters, digits and dashes");
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(DESK_PAGE_SIZE_MAX).default(25);

export const DeskVisitsQuery = z.object({
  day: day.optional(),
  area: areaId.optional(),
  window: windowTime.optional(),
  status: z.enum(deskVisitStatuses, { error: "Unknown status" }).optional(),
  /** Digits the mobile number contains (all 10: that number exactly). */
  mobile: text()
    .regex(/^\d{1,10}$/, "mobile must be 1-10 digits")
    .optional(),
  /**
   * The desk's one search box: the start of the patient's or customer's name (any case), digits
   * of a mobile number, or a booking's reference; anything else is refused, never ignored
   * (edge-api/src/services/desk/desk-search.ts reads it).
   */
  q: text()
    .max(DESK_SEARCH_MAX, { message: deskMessages.searchMalformed, abort: true })
    .refine((typed) => readDeskSearch(typed) !== undefined, deskMessages.searchMalformed)
    .optional(),
  page,
  pageSize,
});

export const DeskDayQuery = z.object({ area: areaId, day });

export const CapacityRequest = z.object({
  area: areaId,
  day,
  startsAt: windowTime,
  capacity: z.number().int().min(0).max(500),
});

export const DeskVisitPath = z.object({ visitId: z.uuid("unknown visit") });
export const TechnicianPath = z.object({ technicianId: z.uuid("unknown technician") });

export const DeskActionRequest = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("confirm") }),
    z.object({
      action: z.literal("assign-technician"),
      technicianId: z.uuid(deskMessages.chooseTechnician),
      arrivingBy: windowTime,
    }),
    z.object({ action: z.literal("start-visit") }),
    z.object({
      action: z.literal("mark-collected"),
      /** The dispatcher confirmed marking it collected before the visit's day (audited). */
      beforeDay: z.literal(true).optional(),
    }),
    z.object({ action: z.literal("mark-in-lab") }),
    z.object({ action: z.literal("mark-paid"), method: z.enum(["cash", "upi"]) }),
    z.object({
      action: z.literal("cancel"),
      reason: multilineText()
        .trim()
        .min(1, deskMessages.reasonRequired)
        .max(500, "A reason is at most 500 characters"),
    }),
  ],
  { error: deskMessages.unknownAction },
);
export type DeskActionRequest = z.infer<typeof DeskActionRequest>;

/**
 * A technician's action on a visit assigned to them, as their page's outbox sends it (one fixed
 * endpoint, the visit in the body): start, collected, or the amount received at collection.
 */
export const TechnicianActionRequest = z.discriminatedUnion(
  "action",
  [
    z.strictObject({
      visitId: z.uuid(deskMessages.unknownVisit),
      action: z.literal("start-visit"),
    }),
    z.strictObject({
      visitId: z.uuid(deskMessages.unknownVisit),
      action: z.literal("mark-collected"),
    }),
    z.strictObject({
      visitId: z.uuid(deskMessages.unknownVisit),
      action: z.literal("mark-paid"),
      method: z.enum(["cash", "upi"]),
    }),
  ],
  { error: deskMessages.unknownAction },
);
export type TechnicianActionRequest = z.infer<typeof TechnicianActionRequest>;

export const AuditQuery = z.object({ page, pageSize });

const technicianName = text()
  .trim()
  .min(2, "A name is 2 characters or more")
  .max(100, "A name is at most 100 characters");
const technicianMobile = text().regex(
  mobilePattern,
  "A mobile number is 10 digits, starting with 6, 7, 8 or 9",
);

export const TechnicianRequest = z.object({
  name: technicianName,
  mobileNumber: technicianMobile,
  /** The service area they cover (suggested for its visits); none when left out. */
  areaId: areaId.nullable().optional(),
});
export const TechnicianChange = z
  .object({
    name: technicianName.optional(),
    mobileNumber: technicianMobile.optional(),
    active: z.boolean().optional(),
    areaId: areaId.nullable().optional(),
  })
  .refine((change) => Object.keys(change).length > 0, "Say what changes");

/**
 * A technician and their sign-in made at once by an admin (the Technicians tab): the row the desk
 * assigns, and a staff account of role `technician` linked to it. Unlike the desk's roster entry,
 * the area they serve is required: the desk suggests a technician for their area's visits.
 */
export const TechnicianAccountRequest = z.strictObject({
  name: technicianName,
  mobileNumber: technicianMobile,
  areaId: text({ error: "Choose the area they serve" })
    .min(1, "Choose the area they serve")
    .pipe(areaId),
  email: z.email("Enter the e-mail they sign in with").max(254),
  password: text().min(12, "A password is 12 characters or more").max(200),
});
export type TechnicianAccountRequest = z.infer<typeof TechnicianAccountRequest>;

export const StaffPath = z.object({ userId: z.uuid("unknown account") });
export const StaffChange = z.strictObject({ active: z.boolean() });

/**
 * A new staff account: a desk user, or a pathologist, whose name and medical council registration
 * are printed on the reports they sign.
 */
export const DeskUserRequest = z
  .object({
    email: z.email().max(254),
    password: text().min(12, "A password is 12 characters or more").max(200),
    role: z.enum(["desk", "pathologist", "technician"]).default("desk"),
    /** A technician's account signs in as this technicians row and sees its visits only. */
    technicianId: z.uuid("unknown technician").optional(),
    displayName: text()
      .trim()
      .min(3, "Enter the pathologist's name as it is printed")
      .max(100)
      .optional(),
    registrationNumber: text()
      .trim()
      .regex(/^[A-Za-z0-9/.-]{3,30}$/, "Enter the medical council registration number")
      .optional(),
  })
  .superRefine((request, issues) => {
    if (request.role === "technician" && !request.technicianId) {
      issues.addIssue({
        code: "custom",
        path: ["technicianId"],
        message: "Choose the technician this account is for",
      });
    }
    if (request.role !== "pathologist") return;
    if (!request.displayName) {
      issues.addIssue({
        code: "custom",
        path: ["displayName"],
        message: "Enter the pathologist's name as it is printed",
      });
    }
    if (!request.registrationNumber) {
      issues.addIssue({
        code: "custom",
        path: ["registrationNumber"],
        message: "Enter the medical council registration number",
      });
    }
  });

// ---- Answers ----
// In desk.answers.ts, zod/mini: the app imports them without these requests' classic zod.
export * from "./desk.answers.ts";
