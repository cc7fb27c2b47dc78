import { healthPackages, imagingItems, labTests, prerenderedFile } from "@vyom/catalog";
import { describe, expect, it } from "vitest";
import { healthPackageSlugs } from "@/app/routes.tsx";
import { prerenderedPages } from "./prerendered-pages.ts";

const paths = prerenderedPages.map((page) => page.path);

describe("prerenderedPages", () => {
  it("lists the home page and every test, package and scan page once", () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("/");
    expect(paths).toContain("/cbc-test");
    expect(paths).toContain("/health-package-premium");
    for (const test of labTests) expect(paths).toContain(test.testDetailsPageLink);
    for (const slug of healthPackageSlugs) expect(paths).toContain(`/${slug}`);
    expect(paths.length).toBe(
      1 + labTests.length + healthPackages.length + imagingItems.length + 2,
    );
  });

  it("gives every page its own file under prerendered/", () => {
    const files = paths.map((path) => prerenderedFile(path));
    expect(files.every((file) => file?.startsWith("prerendered/"))).toBe(true);
    expect(new Set(files).size).toBe(files.length);
  });

  it("leaves personal and form pages to the client", () => {
    const clientOnly = ["/cart", "/cart-form", "/login", "/book-your-test", "/admin-login", "/404"];
    // A doctor's shared report: its HTML must never hold a report (the token is read in the page).
    for (const path of [...clientOnly, "/shared-report"]) expect(paths).not.toContain(path);
  });

  it("names each page's source module", () => {
    for (const page of prerenderedPages)
      expect(page.module).toMatch(/^src\/features\/.+\.page\.tsx$/);
  });
});
