import {
  myBookingsMessages,
  smsKindLabels,
  type TimelineWords,
  timelineKinds,
  timelineText,
} from "@vyom/catalog/contract";
import { describe, expect, it } from "vitest";
import { i18n } from "@/i18n/runtime.tsx";
import { bookingWords, smsKindWords, timelineWords } from "./my-bookings-words.ts";

/** The app's words for My bookings read, in English, exactly as the contract's (shared with the API). */
describe("My bookings' words in English", () => {
  it("are the contract's messages", () => {
    for (const key of Object.keys(bookingWords) as (keyof typeof bookingWords)[]) {
      const ours = bookingWords[key];
      const theirs = myBookingsMessages[key];
      if (typeof ours === "function" && typeof theirs === "function") {
        expect(i18n._(ours("29 Nov 2026, 7:00-9:00 am")), key).toBe(
          theirs("29 Nov 2026, 7:00-9:00 am"),
        );
      } else if (typeof ours !== "function") {
        expect(i18n._(ours), key).toBe(theirs);
      }
    }
    for (const kind of Object.keys(smsKindWords) as (keyof typeof smsKindWords)[]) {
      expect(i18n._(smsKindWords[kind])).toBe(smsKindLabels[kind]);
    }
  });

  const window = { day: "2026-11-29", startsAt: "07:00", endsAt: "09:00" };
  const technician = { firstName: "Ravi", phone: "98450 12345", arrivingBy: "08:30" };
  const variants: Omit<TimelineWords, "kind">[] = [
    {},
    { window },
    { technician },
    { test: "CBC" },
    { amount: 2249 },
    { by: "lab" },
    { by: "customer" },
  ];

  it.each(timelineKinds)("a %s line is the contract's timeline text", (kind) => {
    for (const variant of variants) {
      const entry = { kind, ...variant };
      expect(i18n._(timelineWords(entry))).toBe(timelineText(entry));
    }
  });
});
