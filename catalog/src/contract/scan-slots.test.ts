import { describe, expect, it } from "vitest";
import { centres } from "../data/centres.ts";
import { imagingItems } from "../data/imaging.ts";
import {
  centresForScan,
  scanCentreById,
  scanPreparationSms,
  scanSlotCapacity,
  scanSlotsOfDay,
  weekdayOf,
} from "./scan-slots.ts";

const adyar = centres.find((centre) => centre.id === "chennai-adyar");
if (!adyar) throw new Error("no Adyar centre");

describe("scan slots", () => {
  it("every kind of scan has centres with its machine, and every machine a capacity", () => {
    for (const item of imagingItems) {
      expect(centresForScan(item.category).length, item.name).toBeGreaterThan(0);
    }
    expect(scanCentreById("chennai-tambaram", "mri")).toBeUndefined();
    expect(scanCentreById("chennai-adyar", "mri")?.name).toBe("Vyom Diagnostics, Adyar");
    expect(scanSlotCapacity.mri).toBeGreaterThan(0);
  });

  it("offers the slots inside the centre's hours of that weekday", () => {
    expect(weekdayOf("2026-12-06")).toBe("sun");
    expect(weekdayOf("2026-12-07")).toBe("mon");
    // Adyar: 06:30-21:00 on weekdays, 07:00-13:00 on Sunday.
    expect(scanSlotsOfDay(adyar, "2026-12-07")).toHaveLength(6);
    expect(scanSlotsOfDay(adyar, "2026-12-06")).toEqual([
      "07:00-09:00",
      "09:00-11:00",
      "11:00-13:00",
    ]);
    const closedSunday = { hours: { ...adyar.hours, sun: null } };
    expect(scanSlotsOfDay(closedSunday, "2026-12-06")).toEqual([]);
  });

  it("keeps each scan's SMS preparation within the SMS variable's 30 characters", () => {
    for (const text of Object.values(scanPreparationSms))
      expect(text.length).toBeLessThanOrEqual(30);
  });
});
