import { brand } from "@vyom/catalog";
import type { ComponentType } from "react";
import { matchRoutes, Navigate, type RouteObject, useLocation, useRoutes } from "react-router-dom";
import { AppLayout } from "./layout/app-layout.tsx";
import { PageFrame } from "./layout/page-frame.tsx";
import { lazyPage, type Page } from "./lazy-page.ts";

/**
 * Every route of docs/product.md#routes, matched exactly, each page its own chunk. Plain route
 * objects (`useRoutes`) on purpose: the data router (loaders, route `lazy`, `useNavigation`) cost
 * about 16 KB gz of the first load, and no page needs it (docs/performance.md, figure 1).
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

const HomePage = lazyPage(() => import("@/features/home/home.page.tsx"), "HomePage");
const LoginPage = lazyPage(() => import("@/features/auth/login.page.tsx"), "LoginPage");
const DownloadReportPage = lazyPage(
  () => import("@/features/reports/download-report.page.tsx"),
  "DownloadReportPage",
);
const EmployeeReportPage = lazyPage(
  () => import("@/features/reports/employee-report.page.tsx"),
  "EmployeeReportPage",
);
const DownloadReportViaOtpPage = lazyPage(
  () => import("@/features/reports/download-report-via-otp.page.tsx"),
  "DownloadReportViaOtpPage",
);
const DownloadReportViaLoginPage = lazyPage(
  () => import("@/features/reports/download-report-via-login.page.tsx"),
  "DownloadReportViaLoginPage",
);
// A report's two pages, the patient's and the doctor's (a shared link), in one chunk through one
// loader: a second chunk's entry cost the first load ~25 B gz more
// (pwa/src/features/reports/report-pages.ts).
const reportPages = () => import("@/features/reports/report-pages.ts");
const ReportPage = lazyPage(reportPages, "ReportPage");
const SharedReportPage = lazyPage(reportPages, "SharedReportPage");
const DownloadReportViaCorporateLoginPage = lazyPage(
  () => import("@/features/reports/download-report-via-corporate-login.page.tsx"),
  "DownloadReportViaCorporateLoginPage",
);
const MyBookingsPage = lazyPage(
  () => import("@/features/my-bookings/my-bookings.page.tsx"),
  "MyBookingsPage",
);
const CartPage = lazyPage(() => import("@/features/cart/cart.page.tsx"), "CartPage");
const CartFormPage = lazyPage(() => import("@/features/cart/cart-form.page.tsx"), "CartFormPage");
const BookYourTestPage = lazyPage(
  () => import("@/features/booking/book-your-test.page.tsx"),
  "BookYourTestPage",
);
const CareersPage = lazyPage(() => import("@/features/careers/careers.page.tsx"), "CareersPage");
const AllJobOpeningsPage = lazyPage(
  () => import("@/features/careers/all-job-openings.page.tsx"),
  "AllJobOpeningsPage",
);
const EmployeeDetailsPage = lazyPage(
  () => import("@/features/corporate/employee-details.page.tsx"),
  "EmployeeDetailsPage",
);
const PrescriptionPage = lazyPage(
  () => import("@/features/prescription/prescription.page.tsx"),
  "PrescriptionPage",
);
const NearestCentrePage = lazyPage(
  () => import("@/features/centres/nearest-centre.page.tsx"),
  "NearestCentrePage",
);
const BusinessEnquiryPage = lazyPage(
  () => import("@/features/enquiries/business-enquiry.page.tsx"),
  "BusinessEnquiryPage",
);
const CorporatePage = lazyPage(
  () => import("@/features/enquiries/corporate.page.tsx"),
  "CorporatePage",
);
const ThanksPage = lazyPage(() => import("@/features/enquiries/thanks.page.tsx"), "ThanksPage");
// Its own chunk, as any page: its words in the reader's language cost the first load nothing.
const NotFoundPage = lazyPage(() => import("@/components/not-found.tsx"), "NotFoundPage");
const AdminLoginPage = lazyPage(
  () => import("@/features/admin/admin-login.page.tsx"),
  "AdminLoginPage",
);
const TransactionsHistoryPage = lazyPage(
  () => import("@/features/admin/transactions-history.page.tsx"),
  "TransactionsHistoryPage",
);
const TechnicianPage = lazyPage(
  () => import("@/features/technician/technician.page.tsx"),
  "TechnicianPage",
);
const RadiologyDetailsPage = lazyPage(
  () => import("@/features/catalog/radiology-details.page.tsx"),
  "RadiologyDetailsPage",
);
const TestDetailsPage = lazyPage(
  () => import("@/features/catalog/test-details.page.tsx"),
  "TestDetailsPage",
);
const CheckoutConfirmationPage = lazyPage(
  () => import("@/features/cart/confirmation.page.tsx"),
  "CheckoutConfirmationPage",
);
const HealthPackagePage = lazyPage(
  () => import("@/features/catalog/health-package.page.tsx"),
  "HealthPackagePage",
);

/**
 * docs/product.md#imaging: /radiology/... is the readable alias of the canonical (misspelt)
 * /radilogy/...
 */
function RadiologyRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate replace to={pathname.replace(/^\/radiology/, "/radilogy") + search} />;
}

/** The page of each route, to start its chunk before the first render (`preloadPageAt`). */
const pageOfRoute = new WeakMap<RouteObject, Page>();

function page(route: { index: true } | { path: string }, Component: ComponentType | Page) {
  const object: RouteObject = { ...route, element: <Component /> };
  if ("preload" in Component) pageOfRoute.set(object, Component);
  return object;
}

const pages: RouteObject[] = [
  page({ index: true }, HomePage),
  page({ path: "login" }, LoginPage),
  page({ path: "download-report" }, DownloadReportPage),
  // One report, opened from any proof page's list (docs/product.md#reports).
  page({ path: "download-report/:id" }, ReportPage),
  page({ path: "employee-report" }, EmployeeReportPage),
  page({ path: "download-report-via-otp" }, DownloadReportViaOtpPage),
  page({ path: `download-report-via-${brand.slug}-login` }, DownloadReportViaLoginPage),
  page({ path: "download-report-via-corporate-login" }, DownloadReportViaCorporateLoginPage),
  // A doctor opens a patient's link here (its token in the fragment): public, never prerendered.
  page({ path: "shared-report" }, SharedReportPage),
  page({ path: "cart" }, CartPage),
  page({ path: "my-bookings" }, MyBookingsPage),
  page({ path: "cart-form" }, CartFormPage),
  // Where the payment gateway returns (docs/product.md#checkout-and-payment).
  page({ path: "cart-form/confirmation" }, CheckoutConfirmationPage),
  page({ path: "book-your-test" }, BookYourTestPage),
  page({ path: "careers" }, CareersPage),
  page({ path: "careers/all-job-opening" }, AllJobOpeningsPage),
  page({ path: "employee-details" }, EmployeeDetailsPage),
  page({ path: "prescription" }, PrescriptionPage),
  page({ path: `${brand.slug}-center` }, NearestCentrePage),
  page({ path: "business-enquiry" }, BusinessEnquiryPage),
  page({ path: "corporate" }, CorporatePage),
  // The booking's old landing page: every offline form now lands on /thanks (one after-submit
  // page), which shows it as a booking's and moves it there (prerendered, unlike a redirect).
  page({ path: "thank-you" }, ThanksPage),
  page({ path: "thanks" }, ThanksPage),
  page({ path: "404" }, NotFoundPage),
  ...healthPackageSlugs.map((path) => page({ path }, HealthPackagePage)),
  // `/book` after the slug: the scan's booking, in the page's own chunk (docs/product.md#scan-booking).
  page({ path: "radilogy/:slug/*" }, RadiologyDetailsPage),
  page({ path: "radiology/*" }, RadiologyRedirect),
  // Static paths above outrank this one: any other single segment is a test page (/cbc-test).
  page({ path: ":id" }, TestDetailsPage),
  // No catch-all besides /:id is a page of its own: deeper unknown paths show the /404 content
  // too (docs/product.md#routes).
  page({ path: "*" }, NotFoundPage),
];

const routes: RouteObject[] = [
  // The staff pages bring their own layout (pwa/src/features/admin/components/staff-layout.tsx),
  // inside their own chunks: none of the shop's header, menus, cart or footer. Inline, not a
  // named list: that cost the first load 4 B gz more.
  {
    element: <PageFrame />,
    children: [
      page({ path: "admin-login" }, AdminLoginPage),
      page({ path: "transactions-history" }, TransactionsHistoryPage),
      // A technician's own page (docs/product.md#technicians-page): kept for offline reading.
      page({ path: "technician" }, TechnicianPage),
    ],
  },
  { element: <AppLayout />, children: [{ element: <PageFrame />, children: pages }] },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Starts downloading the chunk of the page at `pathname` now, before React's first render gets
 * to it: on a slow phone the page's code then arrives beside the app's, not after it.
 */
export function preloadPageAt(pathname: string): void {
  const match = matchRoutes(routes, pathname)?.at(-1);
  const found = match ? pageOfRoute.get(match.route) : undefined;
  void found?.preload().catch(() => {
    // The render's own load reports the failure (the page frame's chunk-load error).
  });
}
