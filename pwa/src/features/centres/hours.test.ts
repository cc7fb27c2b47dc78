import { describe, expect, it } from "vitest";
import { weekLines } from "./hours.ts";

describe("weekLines", () => {
  it("groups days with the same hours", () => {
    const day = { open: "07:00", close: "20:00" };
    expect(
      weekLines({ mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: null }),
    ).toEqual([
      { days: "Mon–Sat", hours: "07:00–20:00" },
      { days: "Sun", hours: "Closed" },
    ]);
  });
});
