/**
 * HTTP client of the legacy customer service (docs/product.md#legacy-customer-service:
 * GetCustomerID and GetCustomerDetailsbyOTP, basic auth). Every answer is validated with zod;
 * anything other than a well-formed 2xx answer within the timeout is a LegacyServiceError, which
 * the routes turn into the "no account found" / "something went wrong" paths
 * (docs/product.md#messages). Nothing here logs personal data.
 */
import { z } from "zod";

export type LegacyFailure = "unreachable" | "timeout" | "http-status" | "bad-json" | "bad-shape";

export class LegacyServiceError extends Error {
  readonly failure: LegacyFailure;
  constructor(failure: LegacyFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "LegacyServiceError";
    this.failure = failure;
  }
}

export interface LegacyCustomerDetails {
  customerId: string;
  mobileNo: string;
  customerName: string;
  email: string;
  pincode: string;
  salutation: string;
}

export interface LegacyCustomerClient {
  /** Which legacy CustomerIDs are registered under a mobile number (empty when none). */
  getCustomerId(mobile: string): Promise<{ exists: boolean; customerIds: string[] }>;
  /** Every legacy customer record under a mobile number. */
  getCustomerDetails(mobile: string): Promise<LegacyCustomerDetails[]>;
}

export interface LegacyClientConfig {
  baseUrl: string;
  user: string;
  password: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const idValue = z.union([z.string().min(1), z.number()]).transform(String);
const optionalText = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v == null ? "" : String(v).trim()));

const customerIdAnswer = z.object({
  Status: z.enum(["Exists", "NotExists"]),
  CustomerID: z
    .array(z.object({ CustomerID: idValue }))
    .nullish()
    .transform((v) => v ?? []),
});

const customerDetailsAnswer = z.object({
  CustomerDetails: z
    .array(
      z.object({
        CustomerId: idValue,
        MobileNo: idValue,
        Customername: z.string().trim().min(1),
        Emailid: optionalText,
        Pincode: optionalText,
        Salutation: optionalText,
      }),
    )
    // The key must be there (a missing one is a wrong shape); null means "no records".
    .nullable()
    .transform((v) => v ?? []),
});

export function createLegacyCustomerClient(config: LegacyClientConfig): LegacyCustomerClient {
  const doFetch = config.fetch ?? fetch;
  const base = config.baseUrl.replace(/\/+$/, "");
  const authorization = `Basic ${Buffer.from(`${config.user}:${config.password}`).toString("base64")}`;
  const timeoutMs = config.timeoutMs ?? 5_000;

  async function post<T>(path: string, mobile: string, schema: z.ZodType<T>): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${base}/${path}`, {
        method: "POST",
        headers: { authorization, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ UserID: mobile }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === "TimeoutError";
      throw new LegacyServiceError(
        timedOut ? "timeout" : "unreachable",
        `legacy ${path}: ${timedOut ? "timed out" : "unreachable"}`,
        { cause: err },
      );
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new LegacyServiceError("http-status", `legacy ${path}: HTTP ${response.status}`);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (err) {
      throw new LegacyServiceError("bad-json", `legacy ${path}: answer is not JSON`, {
        cause: err,
      });
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new LegacyServiceError("bad-shape", `legacy ${path}: unexpected answer shape`);
    }
    return parsed.data;
  }

  return {
    async getCustomerId(mobile) {
      const answer = await post("GetCustomerID", mobile, customerIdAnswer);
      const customerIds = answer.CustomerID.map((r) => r.CustomerID);
      return { exists: answer.Status === "Exists" && customerIds.length > 0, customerIds };
    },
    async getCustomerDetails(mobile) {
      const answer = await post("GetCustomerDetailsbyOTP", mobile, customerDetailsAnswer);
      return answer.CustomerDetails.map((r) => ({
        customerId: r.CustomerId,
        mobileNo: r.MobileNo,
        customerName: r.Customername,
        email: r.Emailid,
        pincode: r.Pincode,
        salutation: r.Salutation,
      }));
    },
  };
}
