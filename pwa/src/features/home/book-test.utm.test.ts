import { describe, expect, it } from "vitest";
import { utmFromSearch } from "./book-test.utm.ts";

describe("utmFromSearch", () => {
  it("takes utm_source, utm_campaign and utm_medium from the query string", () => {
    expect(
      utmFromSearch("?utm_source=google&utm_medium=cpc&utm_campaign=Monsoon%20Check-up"),
    ).toEqual({ source: "google", medium: "cpc", campaign: "Monsoon Check-up" });
  });

  it("keeps the default for a blank utm value and trims long ones to 200 characters", () => {
    const utm = utmFromSearch(`?utm_source=%20%20&utm_medium=${"m".repeat(300)}`);
    expect(utm.source).toBe("organic");
    expect(utm.medium).toHaveLength(200);
    expect(utm.campaign).toBe("Vyom Shop");
  });
});
