/**
 * `GET /api/centre-slots?centreId=&scan=&date=`: the slots a scan can be booked in at a centre on
 * that day, with the places left (services/centre-slots/centre-slots.ts). A centre that does not
 * do the scan's kind (its machine) is 404, as an unknown one is. Places change by the minute:
 * never cached. Each client address may look 300 times in 10 minutes
 * (services/rate-limit/form-limits.ts).
 */
import { imagingById } from "@vyom/catalog";
import { scanCentreById, scanModalities } from "@vyom/catalog/contract";
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import type { CentreSlotsAnswer } from "@vyom/catalog/contract/schemas";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { route } from "../../openapi/route.ts";
import { slotsOfDay } from "../../services/centre-slots/centre-slots.ts";
import { lookupLimits, perClientLimit } from "../../services/rate-limit/form-limits.ts";

export function centreSlotsRoutes({ db, clock }: AppDeps) {
  return new Hono().get(
    "/",
    ...route(
      ApiRoutes["GET /api/centre-slots"],
      perClientLimit({ db, clock }, lookupLimits.centreSlots),
    ),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const { centreId, scan, date } = c.req.valid("query");
      const item = imagingById(scan);
      const centre = item && scanCentreById(centreId, item.category);
      if (!item || !centre) return c.json({ error: "not-found" as const }, 404);
      const modality = scanModalities[item.category];
      const slots = await slotsOfDay(db, { centre, modality, day: date, now: clock() });
      const answer = {
        centre: { id: centre.id, name: centre.name, address: centre.address },
        slots,
      } satisfies CentreSlotsAnswer;
      return c.json(answer, 200);
    },
  );
}
