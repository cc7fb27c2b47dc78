/**
 * The pages that prove whose reports these are (docs/product.md#reports), and how the report page
 * finds its way back to the one the person used. The list links a report as
 * `/download-report/{id}?via=otp`; when the proof has ended (401) the report page sends the person
 * to that page with a message, never to a made-up address (`via` is one of these keys or nothing).
 */
import { brand } from "@vyom/catalog";

export const proofPages = {
  otp: "/download-report-via-otp",
  login: `/download-report-via-${brand.slug}-login`,
  corporate: "/download-report-via-corporate-login",
  employee: "/employee-report",
} as const;

export type ProofWay = keyof typeof proofPages;

const isProofWay = (value: string | null): value is ProofWay =>
  value !== null && Object.hasOwn(proofPages, value);

/** The proof page a list is on (`/download-report-via-otp` → "otp"). */
export function proofWayAt(pathname: string): ProofWay | undefined {
  return (Object.keys(proofPages) as ProofWay[]).find((way) => proofPages[way] === pathname);
}

/** The report page's `via`, when it names a proof page. */
export const proofWayOf = (via: string | null): ProofWay | undefined =>
  isProofWay(via) ? via : undefined;

export function reportPath(id: string, via: ProofWay | undefined): string {
  const path = `/download-report/${encodeURIComponent(id)}`;
  return via ? `${path}?via=${via}` : path;
}

/**
 * What a proof page finds in its history entry (react-router's location state, never the URL):
 * a message from the report page, and whether the list was open there, so that Back from a
 * report shows the list again while the proof lasts instead of asking for a new OTP.
 */
export interface ProofPageState {
  reportsMessage?: string;
  reportsOpen?: boolean;
}

export function proofPageState(state: unknown): ProofPageState {
  if (typeof state !== "object" || state === null) return {};
  const { reportsMessage, reportsOpen } = state as Record<string, unknown>;
  return {
    ...(typeof reportsMessage === "string" ? { reportsMessage } : {}),
    ...(reportsOpen === true ? { reportsOpen } : {}),
  };
}
