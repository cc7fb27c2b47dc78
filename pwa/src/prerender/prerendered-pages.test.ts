import { healthPackages, imagingItems, labTests, prerenderedFile } from "@vyom/catalog";
import { describe, expect, it } from "vitest";
import { healthPackageSlugs } from "@/app/routes.tsx";
import { prerenderedPages } from "./prerendered-pages.ts";

const paths = prerenderedPages.map((page) => page.path);

/** docs/product.md#routes' static routes besides home, the catalogue's pages and careers. */
const staticRoutes = [
  "/login",
  "/download-report",
  "/download-report-via-otp",
  "/download-report-via-vyom-login",
  "/download-report-via-corporate-login",
  "/employee-report",
  "/cart",
  "/my-bookings",
  "/cart-form",
  "/cart-form/confirmation",
  "/book-your-test",
  "/employee-details",
  "/prescription",
  "/vyom-center",
  "/business-enquiry",
  "/corporate",
  "/thank-you",
  "/thanks",
  "/404",
  "/admin-login",
  "/transactions-history",
  "/technician",
];

describe("prerenderedPages", () => {
  it("lists the home page and every test, package and scan page once", () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("/");
    expect(paths).toContain("/cbc-test");
    expect(paths).toContain("/health-package-premium");
    for (const test of labTests) expect(paths).toContain(test.testDetailsPageLink);
    for (const slug of healthPackageSlugs) expect(paths).toContain(`/${slug}`);
    for (const item of imagingItems) expect(paths).toContain(`/radilogy${item.pageLink}/book`);
    expect(paths.length).toBe(
      // Each scan has its page and its booking page (/radilogy/<slug>/book).
      1 +
        labTests.length +
        healthPackages.length +
        2 * imagingItems.length +
        2 +
        staticRoutes.length,
    );
  });

  it("gives every page its own file under prerendered/", () => {
    const files = paths.map((path) => prerenderedFile(path));
    expect(files.every((file) => file?.startsWith("prerendered/"))).toBe(true);
    expect(new Set(files).size).toBe(files.length);
  });

  it("renders every other static route a person can land on (docs/product.md#routes)", () => {
    for (const path of staticRoutes) expect(paths).toContain(path);
  });

  it("never renders a report (by its id or a doctor's shared link)", () => {
    // A doctor's shared report reads its token from the fragment, which the build cannot know.
    for (const path of ["/shared-report", "/download-report/1"]) expect(paths).not.toContain(path);
    expect(paths.filter((path) => path.startsWith("/download-report/"))).toEqual([]);
  });

  it("names each page's source module", () => {
    for (const page of prerenderedPages) {
      // Page Not Found is a shared component, in a chunk of its own like every page.
      if (page.path === "/404") expect(page.module).toBe("src/components/not-found.tsx");
      else expect(page.module).toMatch(/^src\/features\/.+\.page\.tsx$/);
    }
  });
});
