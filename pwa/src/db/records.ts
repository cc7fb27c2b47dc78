import type { BrandIdField, Location } from "@vyom/catalog";
import type { CartRelation, PersonDetails, SubmissionKind } from "@vyom/catalog/contract";
import type { DeskVisit, MyBooking } from "@vyom/catalog/contract/schemas";

/**
 * The shapes stored in IndexedDB. Field names follow the client state of docs/product.md#data, so
 * the server calls can send them as they are.
 */

export const currentRowId = "current";
export type CurrentRowId = typeof currentRowId;

export interface CartTestLine {
  testName: string;
  /** Rupees in the selected location; the last offered price while `available` is false. */
  testPrice: number;
  corpId: string;
  /** The test's page, e.g. `/cbc-test`. */
  pageLink: string;
  /** False when the selected location does not offer the test: kept, shown, not counted in totals. */
  available: boolean;
}

export interface CartPackageLine {
  healthPackageName: string;
  healthPackagePrice: number;
  corpId: string;
  pageLink: string;
  available: boolean;
}

export interface AppointmentDetails {
  place: string;
  /** `YYYY-MM-DD`, an Asia/Kolkata calendar date. */
  date: string;
  time: string;
}

/** The one cart of this device (docs/product.md#data, client cart). */
export interface CartRecord {
  id: CurrentRowId;
  tests: CartTestLine[];
  healthPackages: CartPackageLine[];
  appointmentDetails: AppointmentDetails;
  /** Set by checkout; null until then, and reset to null whenever the lines or prices change. */
  totalPayableAmount: number | null;
}

/** Device settings, one row per key. */
export type SettingRecord = { key: "location"; value: Location };

/**
 * A person tests are booked for. The date of birth (or age) and gender the lab needs
 * (PersonDetails) are absent on members kept before the app asked for them: checkout asks then.
 * The mobile is absent for a member who has none (a child, an elderly parent).
 */
export interface CartMember extends PersonDetails {
  name: string;
  relation: CartRelation;
  mobileNumber?: string;
  vyomId?: string;
}

/** The logged-in user (docs/product.md#data, user client state). Filled by the login flow. */
export type SessionUser = {
  salutation: string;
  name: string;
  mobile: string;
  email: string;
  cartId: string;
  addressId: string;
  location: string;
  pincode: string;
  userId: string;
  cartMembers: CartMember[];
  relationsDetails: unknown[];
} & Record<BrandIdField, string>;

export interface SessionRecord {
  id: CurrentRowId;
  isUserLoggedIn: boolean;
  user: SessionUser | null;
  // Added by checkout (not indexed, so no schema version): absent until the first sync.
  /**
   * The cart lines last sent to the server cart (lib/cart-sync.ts). Absent right after a login,
   * which is when the server cart is merged in; afterwards a cart that differs is sent again.
   */
  cartSyncedLines?: string;
}

/** The session when none is stored: nobody is logged in on this device. */
export const loggedOutSession: SessionRecord = {
  id: currentRowId,
  isUserLoggedIn: false,
  user: null,
};

/**
 * The booking, every kind the API keeps as a submission (the contract's), and a technician's
 * action on a visit (pwa/src/features/technician/).
 */
export type OutboxKind = "booking" | SubmissionKind | "technician-action";

/**
 * pending → sending → sent; a permanent refusal (4xx) ends in failed. `sending` is an attempt in
 * flight; a row left `sending` by a closed tab is put back to pending (sync/flusher.ts).
 */
export type OutboxState = "pending" | "sending" | "sent" | "failed";

/**
 * A file queued with a submission (a prescription photo, a résumé), sent as one multipart part.
 * Stored as an ArrayBuffer, not a Blob: every IndexedDB (and fake-indexeddb) stores an
 * ArrayBuffer alike, while Blobs in IndexedDB have had engine-specific bugs.
 */
export interface OutboxFile {
  /** The form field it is sent as, e.g. `file` or `resume`. */
  field: string;
  name: string;
  /** The MIME type the device gave it. */
  type: string;
  bytes: ArrayBuffer;
}

/** A submission saved before it is sent, so it survives being offline and restarts. */
export interface OutboxRecord {
  id: number;
  kind: OutboxKind;
  /** Made when the user submits; the API answers a repeat with the first result. */
  idempotencyKey: string;
  payload: unknown;
  state: OutboxState;
  attempts: number;
  /** Epoch ms; the flusher picks pending rows whose time has come. */
  nextAttemptAt: number;
  lastError: string | null;
  createdAt: number;
  sentAt: number | null;
  // Added with the outbox's retries (not indexed, so no schema version): absent on rows written
  // before.
  /** The flusher pass that claimed the row while `sending`: a late answer of another is ignored. */
  claimToken?: string | null;
  /** Written with a delivery: tell the person it was sent (false: the screen that queued it
   * showed the outcome; sync/watched-rows.ts). Rows queued before that rule also carry it. */
  announce?: boolean;
  /** The API's 2xx answer, `{ status: "success", id }` (catalog's WriteAccepted). */
  response?: unknown;
  /** The HTTP status of a final refusal. */
  failedStatus?: number | null;
  /** Files sent with the payload (multipart kinds); dropped once it is delivered. */
  files?: OutboxFile[];
  /** The server's last 5xx answer and how many attempts in a row got it (attempts that got no
   * answer do not break the run); cleared when it is sent or refused. */
  serverErrors?: { status: number; count: number } | null;
  /** Set (epoch ms) while the server keeps failing on this row: the person is told, and it is
   * tried again only on a long backoff or when they ask (sync/attempt.ts). Indexed. */
  attentionSince?: number;
}

/** A time-limited claim (the outbox flusher's lock where the Web Locks API is missing). */
export interface LeaseRecord {
  name: string;
  owner: string;
  /** Epoch ms. */
  expiresAt: number;
}

/**
 * The last "My bookings" list the server answered the logged-in customer, and when: shown "as of"
 * that time when offline (docs/product.md#my-bookings). Removed at logout.
 */
export interface MyBookingsRecord {
  /** The logged-in customer's mobile: whose list it is. */
  owner: string;
  /** The answer's bookings as received. */
  bookings: MyBooking[];
  /** Epoch ms of the answer. */
  syncedAt: number;
}

/**
 * The signed-in technician's day as last read (db/technician-day.ts), for reading offline; one
 * row, cleared at the staff sign-out.
 */
export interface TechnicianDayRecord {
  id: "today";
  /** The day in India, YYYY-MM-DD. */
  day: string;
  visits: DeskVisit[];
  /** Epoch ms of the answer. */
  syncedAt: number;
}
