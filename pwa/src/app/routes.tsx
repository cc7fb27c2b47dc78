import { brand } from "@vyom/catalog";
import { type LoaderFunctionArgs, type RouteObject, redirect } from "react-router-dom";
import { NotFoundPage } from "@/components/not-found.tsx";
import { AppLayout } from "./layout/app-layout.tsx";
import { PageError } from "./layout/page-error.tsx";
import { PageLoading } from "./layout/page-loading.tsx";
import { lazyPage } from "./lazy-page.ts";

/**
 * Every route of spec section 2, matched exactly, each loading its own page module. The table in
 * the issue-4 report (and the `path` → module pairs below) is where page content goes.
 */

/** The 12 package routes share one page. A test checks this list against the catalogue. */
export const healthPackageSlugs = [
  "basic",
  "classic",
  "premium",
  "pro",
  "supreme",
  "expert",
  "elite",
  "men",
  "young-women",
  "old-women",
  "senior-citizen-men",
  "senior-citizen-women",
].map((key) => `health-package-${key}`);

const healthPackagePage = lazyPage(
  () => import("@/features/catalog/health-package.page.tsx"),
  "HealthPackagePage",
);
const thankYouPage = lazyPage(
  () => import("@/features/booking/thank-you.page.tsx"),
  "ThankYouPage",
);

/** decisions.md: /radiology/... is the readable alias of the canonical (misspelt) /radilogy/... */
function redirectToRadilogy({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return redirect(url.pathname.replace(/^\/radiology/, "/radilogy") + url.search);
}

const pages: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import("@/features/home/home.page.tsx"), "HomePage") },
  { path: "login", lazy: lazyPage(() => import("@/features/auth/login.page.tsx"), "LoginPage") },
  {
    path: "download-report",
    lazy: lazyPage(
      () => import("@/features/reports/download-report.page.tsx"),
      "DownloadReportPage",
    ),
  },
  {
    path: "employee-report",
    lazy: lazyPage(
      () => import("@/features/reports/employee-report.page.tsx"),
      "EmployeeReportPage",
    ),
  },
  {
    path: "download-report-via-otp",
    lazy: lazyPage(
      () => import("@/features/reports/download-report-via-otp.page.tsx"),
      "DownloadReportViaOtpPage",
    ),
  },
  {
    path: `download-report-via-${brand.slug}-login`,
    lazy: lazyPage(
      () => import("@/features/reports/download-report-via-login.page.tsx"),
      "DownloadReportViaLoginPage",
    ),
  },
  {
    path: "download-report-via-corporate-login",
    lazy: lazyPage(
      () => import("@/features/reports/download-report-via-corporate-login.page.tsx"),
      "DownloadReportViaCorporateLoginPage",
    ),
  },
  { path: "cart", lazy: lazyPage(() => import("@/features/cart/cart.page.tsx"), "CartPage") },
  {
    path: "cart-form",
    lazy: lazyPage(() => import("@/features/cart/cart-form.page.tsx"), "CartFormPage"),
  },
  {
    // Where the payment gateway returns (checkout issue); not in the spec's table.
    path: "cart-form/confirmation",
    lazy: lazyPage(
      () => import("@/features/cart/confirmation.page.tsx"),
      "CheckoutConfirmationPage",
    ),
  },
  {
    path: "book-your-test",
    lazy: lazyPage(() => import("@/features/booking/book-your-test.page.tsx"), "BookYourTestPage"),
  },
  {
    path: "careers",
    lazy: lazyPage(() => import("@/features/careers/careers.page.tsx"), "CareersPage"),
  },
  {
    path: "careers/all-job-opening",
    lazy: lazyPage(
      () => import("@/features/careers/all-job-openings.page.tsx"),
      "AllJobOpeningsPage",
    ),
  },
  {
    path: "employee-details",
    lazy: lazyPage(
      () => import("@/features/corporate/employee-details.page.tsx"),
      "EmployeeDetailsPage",
    ),
  },
  {
    path: "prescription",
    lazy: lazyPage(
      () => import("@/features/prescription/prescription.page.tsx"),
      "PrescriptionPage",
    ),
  },
  {
    path: `${brand.slug}-center`,
    lazy: lazyPage(() => import("@/features/centres/nearest-centre.page.tsx"), "NearestCentrePage"),
  },
  {
    path: "business-enquiry",
    lazy: lazyPage(
      () => import("@/features/enquiries/business-enquiry.page.tsx"),
      "BusinessEnquiryPage",
    ),
  },
  {
    path: "corporate",
    lazy: lazyPage(() => import("@/features/enquiries/corporate.page.tsx"), "CorporatePage"),
  },
  { path: "thank-you", lazy: thankYouPage },
  {
    path: "thanks",
    lazy: lazyPage(() => import("@/features/enquiries/thanks.page.tsx"), "ThanksPage"),
  },
  {
    path: "admin-login",
    lazy: lazyPage(() => import("@/features/admin/admin-login.page.tsx"), "AdminLoginPage"),
  },
  {
    path: "transactions-history",
    lazy: lazyPage(
      () => import("@/features/admin/transactions-history.page.tsx"),
      "TransactionsHistoryPage",
    ),
  },
  // Not lazy: the error boundary already needs this small page in the first-load bundle.
  { path: "404", Component: NotFoundPage },
  ...healthPackageSlugs.map((path) => ({ path, lazy: healthPackagePage })),
  {
    path: "radilogy/:slug",
    lazy: lazyPage(
      () => import("@/features/catalog/radiology-details.page.tsx"),
      "RadiologyDetailsPage",
    ),
  },
  // The loader redirects before anything renders; the component only fills the moment before.
  { path: "radiology/*", loader: redirectToRadilogy, Component: PageLoading },
  // Static paths above outrank this one: any other single segment is a test page (/cbc-test).
  {
    path: ":id",
    lazy: lazyPage(() => import("@/features/catalog/test-details.page.tsx"), "TestDetailsPage"),
  },
  // Not in the spec's table (it has no catch-all besides /:id): deeper unknown paths would
  // otherwise get React Router's bare error screen, so they show the /404 content too.
  { path: "*", Component: NotFoundPage },
];

export const routes: RouteObject[] = [
  {
    id: "root",
    Component: AppLayout,
    children: [
      {
        // Pathless: keeps the chrome on screen while a page chunk loads or fails.
        id: "pages",
        HydrateFallback: PageLoading,
        ErrorBoundary: PageError,
        children: pages,
      },
    ],
  },
];
