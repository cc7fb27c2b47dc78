import { describe, expect, it } from "vitest";
import { locationIds } from "../location-ids.ts";
import { centreSchema, pincodePointSchema } from "../schemas/centre.ts";
import { centres } from "./centres.ts";
import { failures } from "./failures.test-util.ts";
import { pincodePoint, pincodePoints } from "./pincodes.ts";

describe("centres", () => {
  it("every centre parses with its schema", () => {
    const bad = failures(centres, (centre) => {
      const result = centreSchema.safeParse(centre);
      return result.success ? undefined : `${centre.id}: ${result.error.message}`;
    });
    expect(bad).toEqual([]);
  });

  it("ids and phone numbers are unique", () => {
    expect(new Set(centres.map((c) => c.id)).size).toBe(centres.length);
    expect(new Set(centres.map((c) => c.phone)).size).toBe(centres.length);
  });

  it("every location has 2 to 4 centres", () => {
    for (const location of locationIds) {
      const count = centres.filter((centre) => centre.location === location).length;
      expect(count, location).toBeGreaterThanOrEqual(2);
      expect(count, location).toBeLessThanOrEqual(4);
    }
  });

  it("each centre's pincode is in the pincode table, of its location, within 5 km", () => {
    const bad = failures(centres, (centre) => {
      const point = pincodePoint(centre.pincode);
      if (!point) return `${centre.id}: pincode ${centre.pincode} missing from pincodes.ts`;
      if (point.location !== centre.location) return `${centre.id}: pincode of ${point.location}`;
      // One degree is ~111 km; 0.045 degrees is ~5 km.
      const far =
        Math.abs(point.latitude - centre.latitude) > 0.045 ||
        Math.abs(point.longitude - centre.longitude) > 0.045;
      return far ? `${centre.id}: more than ~5 km from its pincode's point` : undefined;
    });
    expect(bad).toEqual([]);
  });

  it("every centre is open on at least five days", () => {
    for (const centre of centres) {
      expect(Object.values(centre.hours).filter(Boolean).length, centre.id).toBeGreaterThan(4);
    }
  });
});

describe("pincode points", () => {
  it("every point parses and pincodes are unique", () => {
    const bad = failures(pincodePoints, (point) =>
      pincodePointSchema.safeParse(point).success ? undefined : point.pincode,
    );
    expect(bad).toEqual([]);
    expect(new Set(pincodePoints.map((p) => p.pincode)).size).toBe(pincodePoints.length);
  });

  it("looks a pincode up, and answers undefined for an unknown one", () => {
    expect(pincodePoint("560038")).toMatchObject({ area: "Indiranagar", location: "banglore" });
    expect(pincodePoint("110001")).toBeUndefined();
  });
});
