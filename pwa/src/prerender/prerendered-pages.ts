/**
 * The pages the build renders to HTML (pwa/scripts/prerender.ts,
 * docs/decisions/006-prerendered-pages.md): every route of docs/product.md#routes a person can
 * land on, so that each paints its own heading and content before the app has run. Most are the
 * same for everyone (the catalogue's pages, careers, the forms' blank state); those about a person
 * (cart, checkout, My bookings, the thanks page) render what they show before anything is read
 * from the device or the server: their frame and a neutral "Loading…", never someone's data.
 * Left to the client: a report (`/download-report/:id`, one per report); a doctor's shared report
 * (`/shared-report`), whose first render reads the link's token from the fragment, which the
 * build cannot know. The staff's pages render their frame too (the sign-in form; "Checking your
 * sign-in…"; the technician's empty day): what they know of someone comes after hydration, from the
 * tab's sign-in flag and the server. `module` is the page's source
 * (relative to pwa/), whose chunk and CSS the page carries; null for a page in the app's own chunk.
 */
import { brand, healthPackages, imagingItems, labTests } from "@vyom/catalog";

export interface PrerenderedPage {
  path: string;
  module: string | null;
}

const modules = {
  home: "src/features/home/home.page.tsx",
  test: "src/features/catalog/test-details.page.tsx",
  healthPackage: "src/features/catalog/health-package.page.tsx",
  radiology: "src/features/catalog/radiology-details.page.tsx",
  careers: "src/features/careers/careers.page.tsx",
  jobOpenings: "src/features/careers/all-job-openings.page.tsx",
  thanks: "src/features/enquiries/thanks.page.tsx",
} as const;

/** The other static routes of docs/product.md#routes, each with its page's source. */
const staticPages: readonly PrerenderedPage[] = [
  { path: "/login", module: "src/features/auth/login.page.tsx" },
  { path: "/download-report", module: "src/features/reports/download-report.page.tsx" },
  {
    path: "/download-report-via-otp",
    module: "src/features/reports/download-report-via-otp.page.tsx",
  },
  {
    path: `/download-report-via-${brand.slug}-login`,
    module: "src/features/reports/download-report-via-login.page.tsx",
  },
  {
    path: "/download-report-via-corporate-login",
    module: "src/features/reports/download-report-via-corporate-login.page.tsx",
  },
  { path: "/employee-report", module: "src/features/reports/employee-report.page.tsx" },
  { path: "/cart", module: "src/features/cart/cart.page.tsx" },
  { path: "/my-bookings", module: "src/features/my-bookings/my-bookings.page.tsx" },
  { path: "/cart-form", module: "src/features/cart/cart-form.page.tsx" },
  { path: "/cart-form/confirmation", module: "src/features/cart/confirmation.page.tsx" },
  { path: "/book-your-test", module: "src/features/booking/book-your-test.page.tsx" },
  { path: "/employee-details", module: "src/features/corporate/employee-details.page.tsx" },
  { path: "/prescription", module: "src/features/prescription/prescription.page.tsx" },
  { path: `/${brand.slug}-center`, module: "src/features/centres/nearest-centre.page.tsx" },
  { path: "/business-enquiry", module: "src/features/enquiries/business-enquiry.page.tsx" },
  { path: "/corporate", module: "src/features/enquiries/corporate.page.tsx" },
  { path: "/thank-you", module: modules.thanks },
  { path: "/thanks", module: modules.thanks },
  { path: "/admin-login", module: "src/features/admin/admin-login.page.tsx" },
  { path: "/transactions-history", module: "src/features/admin/transactions-history.page.tsx" },
  { path: "/technician", module: "src/features/technician/technician.page.tsx" },
  // Page Not Found is a shared component (also shown in place by the catalogue's pages), in a
  // chunk of its own (src/app/routes.tsx).
  { path: "/404", module: "src/components/not-found.tsx" },
];

export const prerenderedPages: readonly PrerenderedPage[] = [
  { path: "/", module: modules.home },
  ...labTests.map((test) => ({ path: test.testDetailsPageLink, module: modules.test })),
  ...healthPackages.map((pkg) => ({ path: `/${pkg.slug}`, module: modules.healthPackage })),
  ...imagingItems.map((item) => ({
    path: `/radilogy${item.pageLink}`,
    module: modules.radiology,
  })),
  // A scan's booking: its frame and steps prerender; the person's part reads the session after.
  ...imagingItems.map((item) => ({
    path: `/radilogy${item.pageLink}/book`,
    module: modules.radiology,
  })),
  { path: "/careers", module: modules.careers },
  { path: "/careers/all-job-opening", module: modules.jobOpenings },
  ...staticPages,
];
