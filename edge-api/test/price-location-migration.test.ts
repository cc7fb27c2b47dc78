/**
 * The migration that gives each service area its price city (drizzle/0024_*.sql) on a database
 * whose areas were loaded before it: an area named (or with the id of) one of our cities gets that
 * city, the demo's Andhra Pradesh cities Andhra Pradesh; any other stays without one, and the
 * database refuses a city that is not a location. PGlite, migrated in two steps.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrateToLatest, openMigratedBefore } from "./support/migrated-before.ts";

describe("each service area's price city, on a database with areas", () => {
  it("fills the areas whose city is known, leaves the rest unpriced, and refuses a city that is not one", async () => {
    const handle = await openMigratedBefore("0024_");
    await handle.native.execute(sql`
      insert into service_areas (id, name) values
        ('chennai', 'Chennai'),
        ('blr-east', 'Bangalore'),
        ('bengaluru', 'Whitefield and around'),
        ('vijayawada', 'Vijayawada'),
        ('vizag', ' Visakhapatnam '),
        ('mysuru', 'MYSORE'),
        ('tvl', 'Tirunelveli'),
        ('ap', 'Andhra Pradesh'),
        ('hosur', 'Hosur')`);

    await migrateToLatest(handle);

    const { rows } = await handle.native.execute<{ id: string; price_location: string | null }>(
      sql`select id, price_location from service_areas order by id`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.price_location]))).toEqual({
      ap: "andhraPradesh",
      bengaluru: "banglore",
      "blr-east": "banglore",
      chennai: "chennai",
      hosur: null,
      mysuru: "mysore",
      tvl: "tirunelveli",
      vijayawada: "andhraPradesh",
      vizag: "andhraPradesh",
    });
    await expect(
      handle.native.execute(
        sql`update service_areas set price_location = 'kochi' where id = 'hosur'`,
      ),
    ).rejects.toThrow();
  });
});
