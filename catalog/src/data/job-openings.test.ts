import { describe, expect, it } from "vitest";
import { jobOpeningSchema } from "../schemas/job-opening.ts";
import { failures } from "./failures.test-util.ts";
import { jobOpeningById, jobOpenings } from "./job-openings.ts";

describe("job openings", () => {
  it("every opening parses with its schema", () => {
    const bad = failures(jobOpenings, (opening) => {
      const result = jobOpeningSchema.safeParse(opening);
      return result.success ? undefined : `${opening.id}: ${result.error.message}`;
    });
    expect(bad).toEqual([]);
  });

  it("holds 5 to 7 openings with unique ids and slugs, newest first", () => {
    expect(jobOpenings.length).toBeGreaterThanOrEqual(5);
    expect(jobOpenings.length).toBeLessThanOrEqual(7);
    const ids = jobOpenings.map((opening) => opening.id);
    const slugs = jobOpenings.map((opening) => opening.slug);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(slugs).size).toBe(slugs.length);
    const dates = jobOpenings.map((opening) => opening.postedOn);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("finds an opening by id, and nothing for an unknown one", () => {
    expect(jobOpeningById("job-102")?.title).toBe("Laboratory Technician");
    expect(jobOpeningById("job-999")).toBeUndefined();
  });
});
