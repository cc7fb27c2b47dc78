import { centres } from "@vyom/catalog";
import { describe, expect, it } from "vitest";
import { formatDistance, haversineKm, nearestFirst } from "./nearest.ts";

describe("haversineKm", () => {
  it("is zero for the same point and symmetric", () => {
    const adyar = { latitude: 13.0012, longitude: 80.2565 };
    const mysuru = { latitude: 12.2958, longitude: 76.6394 };
    expect(haversineKm(adyar, adyar)).toBe(0);
    expect(haversineKm(adyar, mysuru)).toBeCloseTo(haversineKm(mysuru, adyar), 9);
  });

  it("matches known distances", () => {
    // Chennai Central to Bengaluru City station: about 290 km in a straight line.
    const chennai = { latitude: 13.0827, longitude: 80.2707 };
    const bengaluru = { latitude: 12.9784, longitude: 77.5722 };
    expect(haversineKm(chennai, bengaluru)).toBeGreaterThan(285);
    expect(haversineKm(chennai, bengaluru)).toBeLessThan(300);
    // One degree of latitude is about 111.2 km.
    expect(
      haversineKm({ latitude: 10, longitude: 78 }, { latitude: 11, longitude: 78 }),
    ).toBeCloseTo(111.2, 0);
  });
});

describe("nearestFirst", () => {
  it("ranks every centre by distance, nearest first", () => {
    const velachery = { latitude: 12.9815, longitude: 80.218 };
    const ranked = nearestFirst(centres, velachery);
    expect(ranked).toHaveLength(centres.length);
    expect(ranked[0]?.centre.id).toBe("chennai-velachery");
    expect(ranked[1]?.centre.id).toBe("chennai-adyar");
    for (let i = 1; i < ranked.length; i++) {
      expect(ranked[i]?.km).toBeGreaterThanOrEqual(ranked[i - 1]?.km ?? 0);
    }
  });

  it("finds the Bengaluru centre nearest to Whitefield", () => {
    const [first] = nearestFirst(centres, { latitude: 12.9569, longitude: 77.7011 });
    expect(first?.centre.id).toBe("bengaluru-whitefield");
  });
});

describe("formatDistance", () => {
  it("formats distances for people", () => {
    expect(formatDistance(0.04)).toBe("100 m");
    expect(formatDistance(0.83)).toBe("800 m");
    expect(formatDistance(3.44)).toBe("3.4 km");
    expect(formatDistance(212.4)).toBe("212 km");
  });
});
