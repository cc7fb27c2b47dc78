/**
 * A stand-in for the legacy customer service: the same two POST paths, JSON shapes and basic
 * auth as the real one (docs/product.md#legacy-customer-service), over a fixed list of customers.
 * It exists so development and tests exercise the legacy login path over real HTTP without the real
 * service.
 */
import { Hono } from "hono";
import { basicAuth } from "hono/basic-auth";
import {
  type LegacyCustomerRecord,
  legacySimulatorCredentials,
  seededLegacyCustomers,
} from "./legacy-customers.seed.ts";

export interface LegacySimulatorOptions {
  customers?: readonly LegacyCustomerRecord[];
  credentials?: { user: string; password: string };
}

async function readUserId(request: Request): Promise<string | null> {
  try {
    const body: unknown = await request.json();
    if (body && typeof body === "object" && "UserID" in body) {
      const id = (body as { UserID: unknown }).UserID;
      return typeof id === "string" || typeof id === "number" ? String(id) : null;
    }
  } catch {
    // Falls through: the real service answers a bad body with 400 as well.
  }
  return null;
}

export function createLegacySimulatorApp(options: LegacySimulatorOptions = {}) {
  const customers = options.customers ?? seededLegacyCustomers;
  const credentials = options.credentials ?? legacySimulatorCredentials;
  const byMobile = (mobile: string) => customers.filter((c) => c.MobileNo === mobile);

  return new Hono()
    .use("*", basicAuth({ username: credentials.user, password: credentials.password }))
    .post("/GetCustomerID", async (c) => {
      const userId = await readUserId(c.req.raw);
      if (userId === null) return c.json({ Message: "UserID is required" }, 400);
      const found = byMobile(userId);
      return c.json({
        Status: found.length > 0 ? "Exists" : "NotExists",
        CustomerID: found.map((r) => ({ CustomerID: r.CustomerId })),
      });
    })
    .post("/GetCustomerDetailsbyOTP", async (c) => {
      const userId = await readUserId(c.req.raw);
      if (userId === null) return c.json({ Message: "UserID is required" }, 400);
      return c.json({
        CustomerDetails: byMobile(userId).map((r) => ({
          MobileNo: r.MobileNo,
          Customername: r.Customername,
          Emailid: r.Emailid,
          Pincode: r.Pincode,
          Salutation: r.Salutation,
          CustomerId: r.CustomerId,
        })),
      });
    });
}
