import { describe, expect, it } from "vitest";
import { clockWords, dayWindowWords, dayWords, slotWords, windowWords } from "./display.ts";

describe("the customer's days, times and windows", () => {
  it("writes a day as 29 Nov 2026", () => {
    expect(dayWords("2026-11-29")).toBe("29 Nov 2026");
    expect(dayWords("2027-01-05")).toBe("5 Jan 2027");
    expect(dayWords("soon")).toBe("soon");
  });

  it("writes a time on the 12-hour clock, noon pm and midnight am", () => {
    expect(clockWords("09:40")).toBe("9:40 am");
    expect(clockWords("12:00")).toBe("12:00 pm");
    expect(clockWords("17:30")).toBe("5:30 pm");
    expect(clockWords("00:15")).toBe("12:15 am");
  });

  it("writes a window with one am/pm when both ends share it", () => {
    expect(windowWords("07:00", "09:00")).toBe("7:00-9:00 am");
    expect(windowWords("11:00", "13:00")).toBe("11:00 am-1:00 pm");
    expect(windowWords("15:00", "17:00")).toBe("3:00-5:00 pm");
    expect(windowWords("09:00")).toBe("9:00 am");
    expect(slotWords("17:00-19:00")).toBe("5:00-7:00 pm");
    expect(dayWindowWords("2026-11-29", "07:00", "09:00")).toBe("29 Nov 2026, 7:00-9:00 am");
  });
});
