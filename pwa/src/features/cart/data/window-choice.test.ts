import { windowMessages } from "@vyom/catalog/contract";
import { describe, expect, it } from "vitest";
import type { CollectionWindow } from "@/lib/collection-windows.ts";
import {
  firstWindows,
  postMealWindows,
  slotOf,
  windowLabel,
  windowNeedsOfLines,
  windowProblem,
} from "./window-choice.ts";

const window = (startsAt: string, placesLeft = 4): CollectionWindow => ({
  day: "2025-03-15",
  startsAt,
  endsAt: `${String(Number(startsAt.slice(0, 2)) + 2).padStart(2, "0")}:00`,
  placesLeft,
  suitsFasting: startsAt < "10:00",
});
const day = ["07:00", "09:00", "11:00", "13:00", "15:00", "17:00"].map((at) => window(at));

const glucoseFasting = { kind: "test", corpId: "10019" };
const ppbs = { kind: "test", corpId: "10020" };
const cbc = { kind: "test", corpId: "10001" };

describe("the windows a cart is offered", () => {
  it("offers every window to a cart without a fasting test, morning ones to a fasting cart", () => {
    const plain = windowNeedsOfLines([cbc]);
    expect(firstWindows(plain, day).map((w) => w.startsAt)).toHaveLength(6);
    const fasting = windowNeedsOfLines([cbc, glucoseFasting]);
    expect(fasting).toEqual({ fasting: true, postMeal: false });
    expect(firstWindows(fasting, day).map((w) => w.startsAt)).toEqual(["07:00", "09:00"]);
  });

  it("a fasting test with PPBS: a post-meal window at least 2 hours after the first", () => {
    const needs = windowNeedsOfLines([glucoseFasting, ppbs]);
    expect(needs).toEqual({ fasting: true, postMeal: true });
    expect(postMealWindows("07:00-09:00", day).map((w) => w.startsAt)).toEqual([
      "09:00",
      "11:00",
      "13:00",
      "15:00",
      "17:00",
    ]);
    expect(postMealWindows("09:00-11:00", day).map((w) => w.startsAt)[0]).toBe("11:00");
    expect(postMealWindows("", day)).toEqual([]);
    expect(windowProblem(needs, "07:00-09:00", "")).toBe(windowMessages.postMealPair);
    expect(windowProblem(needs, "09:00-11:00", "09:00-11:00")).toBe(windowMessages.postMealGap);
    expect(windowProblem(needs, "11:00-13:00", "13:00-15:00")).toBe(windowMessages.fastingMorning);
    expect(windowProblem(needs, "07:00-09:00", "09:00-11:00")).toBeUndefined();
  });

  it("PPBS alone takes any window and no second one", () => {
    const needs = windowNeedsOfLines([ppbs]);
    expect(needs).toEqual({ fasting: false, postMeal: false });
    expect(windowProblem(needs, "15:00-17:00", "")).toBeUndefined();
    expect(windowProblem(needs, "15:00-17:00", "17:00-19:00")).toBe(windowMessages.noPostMeal);
  });

  it("words a window with its places left, and makes its time slot", () => {
    expect(windowLabel(window("07:00", 3))).toBe("7:00-9:00 am · 3 places left");
    expect(windowLabel(window("07:00", 1))).toBe("7:00-9:00 am · 1 place left");
    expect(windowLabel(window("07:00", 0))).toBe("7:00-9:00 am · full");
    expect(slotOf(window("13:00"))).toBe("13:00-15:00");
  });
});
