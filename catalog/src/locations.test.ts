import { describe, expect, it } from "vitest";
import { isLocation, locationNames, locationSelector, parseLocation } from "./locations.ts";

describe("location names", () => {
  it("shows proper names for the location identifiers", () => {
    expect(locationNames).toEqual({
      chennai: "Chennai",
      banglore: "Bengaluru",
      andhraPradesh: "Andhra Pradesh",
      tirunelveli: "Tirunelveli",
      mysore: "Mysuru",
    });
  });
});

describe("location selector", () => {
  it("offers Chennai, Bengaluru, Andhra Pradesh, then the two state groups", () => {
    const shape = locationSelector.map((entry) =>
      entry.kind === "option"
        ? [entry.label, entry.value]
        : [entry.label, entry.options.map((o) => [o.label, o.value])],
    );
    expect(shape).toEqual([
      ["Chennai", "chennai"],
      ["Bengaluru", "banglore"],
      ["Andhra Pradesh", "andhraPradesh"],
      [
        "Rest of Karnataka",
        [
          ["Bengaluru", "banglore"],
          ["Mysuru", "mysore"],
        ],
      ],
      [
        "Rest of Tamil Nadu",
        [
          ["Chennai", "chennai"],
          ["Tirunelveli", "tirunelveli"],
        ],
      ],
    ]);
  });

  it("gives every option a unique id", () => {
    const ids = locationSelector.flatMap((entry) =>
      entry.kind === "option" ? [entry.id] : entry.options.map((o) => o.id),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("parseLocation", () => {
  it("takes a known value", () => {
    expect(parseLocation("mysore", "chennai")).toBe("mysore");
    expect(parseLocation("andhraPradesh", "banglore")).toBe("andhraPradesh");
  });

  it("keeps the current location for any other value", () => {
    for (const value of [
      "delhi",
      "Chennai",
      "bengaluru",
      "",
      " chennai",
      "__proto__",
      "toString",
    ]) {
      expect(parseLocation(value, "tirunelveli")).toBe("tirunelveli");
    }
    expect(parseLocation(undefined, "banglore")).toBe("banglore");
    expect(parseLocation(null, "banglore")).toBe("banglore");
    expect(parseLocation(42, "mysore")).toBe("mysore");
    expect(isLocation("chennai")).toBe(true);
    expect(isLocation("hasOwnProperty")).toBe(false);
  });
});
