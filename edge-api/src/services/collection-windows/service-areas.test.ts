import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/database.ts";
import { collectionWindowPlans, serviceAreaPincodes, serviceAreas } from "../../db/schema.ts";
import { areaOfPincode } from "./collection-windows.ts";
import { loadServiceAreas, ServiceAreasFile } from "./service-areas.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const file = (capacity: number, pincodes = ["682016", "682011"], priceLocation = "chennai") =>
  ServiceAreasFile.parse([
    {
      id: "kochi",
      name: "Kochi",
      priceLocation,
      pincodes,
      windows: [
        { startsAt: "07:00", endsAt: "09:00", capacity },
        { startsAt: "09:00", endsAt: "11:00", capacity },
      ],
    },
  ]);

describe("loading the lab's service areas", () => {
  it("serves the file's pincodes with its windows; loading again updates, never duplicates", async () => {
    const { db } = database.handle;
    expect(await db.transaction((tx) => loadServiceAreas(tx, file(6)))).toEqual({
      areas: 1,
      pincodes: 2,
      windows: 2,
    });
    expect(await areaOfPincode(db, "682016")).toEqual({
      id: "kochi",
      name: "Kochi",
      priceLocation: "chennai",
    });
    await db.transaction((tx) => loadServiceAreas(tx, file(10, ["682016", "682020"], "banglore")));
    expect((await areaOfPincode(db, "682016"))?.priceLocation).toBe("banglore");
    const plans = await db
      .select({ capacity: collectionWindowPlans.capacity })
      .from(collectionWindowPlans)
      .where(eq(collectionWindowPlans.areaId, "kochi"));
    expect(plans).toEqual([{ capacity: 10 }, { capacity: 10 }]);
    // Nothing is deleted: a pincode the file no longer names stays served.
    const pincodes = await db
      .select({ pincode: serviceAreaPincodes.pincode })
      .from(serviceAreaPincodes)
      .where(eq(serviceAreaPincodes.areaId, "kochi"));
    expect(pincodes.map((row) => row.pincode).sort()).toEqual(["682011", "682016", "682020"]);
    expect(await db.select().from(serviceAreas).where(eq(serviceAreas.id, "kochi"))).toHaveLength(
      1,
    );
  });

  it.each([
    [[], "at least one area"],
    [[{ id: "Kochi!", name: "Kochi", pincodes: ["682016"], windows: [] }], "an area id"],
    [
      [
        {
          id: "kochi",
          name: "Kochi",
          priceLocation: "chennai",
          pincodes: ["68201"],
          windows: [{ startsAt: "07:00", endsAt: "09:00", capacity: 4 }],
        },
      ],
      "a pincode is 6 digits",
    ],
    [
      [
        {
          id: "kochi",
          name: "Kochi",
          priceLocation: "chennai",
          pincodes: ["682016"],
          windows: [{ startsAt: "09:00", endsAt: "07:00", capacity: 4 }],
        },
      ],
      "a window ends after it starts",
    ],
    [
      [
        {
          id: "a-1",
          name: "A",
          priceLocation: "chennai",
          pincodes: ["682016"],
          windows: [{ startsAt: "07:00", endsAt: "09:00", capacity: 4 }],
        },
        {
          id: "b-1",
          name: "B",
          priceLocation: "chennai",
          pincodes: ["682016"],
          windows: [{ startsAt: "07:00", endsAt: "09:00", capacity: 4 }],
        },
      ],
      "a pincode is served by one area only",
    ],
    [
      [
        {
          id: "kochi",
          name: "Kochi",
          pincodes: ["682016"],
          windows: [{ startsAt: "07:00", endsAt: "09:00", capacity: 4 }],
        },
      ],
      "priceLocation is the city whose prices the area pays",
    ],
    [
      [
        {
          id: "kochi",
          name: "Kochi",
          priceLocation: "kochi",
          pincodes: ["682016"],
          windows: [{ startsAt: "07:00", endsAt: "09:00", capacity: 4 }],
        },
      ],
      "priceLocation is the city whose prices the area pays",
    ],
  ])("refuses a file that is not right: %j", (areas, message) => {
    const parsed = ServiceAreasFile.safeParse(areas);
    expect(parsed.success).toBe(false);
    if (message !== "at least one area") {
      expect(parsed.error?.issues.map((issue) => issue.message).join("; ")).toContain(message);
    }
  });
});
