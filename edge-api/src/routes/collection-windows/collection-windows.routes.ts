/**
 * `GET /api/collection-windows?pincode=&date=[&fasting=true]`: the windows a home collection can
 * be booked in on that day, with the places left (services/collection-windows). A pincode the lab
 * does not serve is said so before anything is booked. Places change by the minute: never cached.
 * Each client address may look 300 times in 10 minutes (services/rate-limit/form-limits.ts).
 */

import { windowMessages } from "@vyom/catalog/contract";
import { ApiRoutes } from "@vyom/catalog/contract/routes";
import type { CollectionWindowsAnswer } from "@vyom/catalog/contract/schemas";
import { Hono } from "hono";
import type { AppDeps } from "../../deps.ts";
import { route } from "../../openapi/route.ts";
import {
  areaOfPincode,
  windowsOfDay,
} from "../../services/collection-windows/collection-windows.ts";
import { lookupLimits, perClientLimit } from "../../services/rate-limit/form-limits.ts";

export function collectionWindowsRoutes({ db, clock }: AppDeps) {
  return new Hono().get(
    "/",
    ...route(
      ApiRoutes["GET /api/collection-windows"],
      perClientLimit({ db, clock }, lookupLimits.collectionWindows),
    ),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const { pincode, date, fasting } = c.req.valid("query");
      const area = await areaOfPincode(db, pincode);
      if (!area) {
        return c.json(
          { served: false, message: windowMessages.notServed } satisfies CollectionWindowsAnswer,
          200,
        );
      }
      const windows = await windowsOfDay(db, { areaId: area.id, day: date, now: clock() });
      const offered = fasting === "true" ? windows.filter((w) => w.suitsFasting) : windows;
      const answer = {
        served: true,
        area,
        windows: offered.map(({ capacity: _capacity, ...window }) => window),
      } satisfies CollectionWindowsAnswer;
      return c.json(answer, 200);
    },
  );
}
