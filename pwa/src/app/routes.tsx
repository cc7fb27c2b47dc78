import { brand } from "@vyom/catalog";
import { Navigate, Route, Routes, useLocation } from "react-router-dom";
import { NotFoundPage } from "@/components/not-found.tsx";
import { AppLayout } from "./layout/app-layout.tsx";
import { PageFrame } from "./layout/page-frame.tsx";
import { lazyPage } from "./lazy-page.ts";

/**
 * Every route of spec section 2, matched exactly, each page its own chunk. Declarative routes
 * on purpose: the data router (loaders, route `lazy`, `useNavigation`) cost about 16 KB gz of the
 * first load, and no page needs it (docs/performance.md, figure 1).
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
const DownloadReportViaCorporateLoginPage = lazyPage(
  () => import("@/features/reports/download-report-via-corporate-login.page.tsx"),
  "DownloadReportViaCorporateLoginPage",
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
const AdminLoginPage = lazyPage(
  () => import("@/features/admin/admin-login.page.tsx"),
  "AdminLoginPage",
);
const TransactionsHistoryPage = lazyPage(
  () => import("@/features/admin/transactions-history.page.tsx"),
  "TransactionsHistoryPage",
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
const ThankYouPage = lazyPage(
  () => import("@/features/booking/thank-you.page.tsx"),
  "ThankYouPage",
);
const HealthPackagePage = lazyPage(
  () => import("@/features/catalog/health-package.page.tsx"),
  "HealthPackagePage",
);

/** decisions.md: /radiology/... is the readable alias of the canonical (misspelt) /radilogy/... */
function RadiologyRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate replace to={pathname.replace(/^\/radiology/, "/radilogy") + search} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route element={<PageFrame />}>
          <Route index element={<HomePage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="download-report" element={<DownloadReportPage />} />
          <Route path="employee-report" element={<EmployeeReportPage />} />
          <Route path="download-report-via-otp" element={<DownloadReportViaOtpPage />} />
          <Route
            path={`download-report-via-${brand.slug}-login`}
            element={<DownloadReportViaLoginPage />}
          />
          <Route
            path="download-report-via-corporate-login"
            element={<DownloadReportViaCorporateLoginPage />}
          />
          <Route path="cart" element={<CartPage />} />
          <Route path="cart-form" element={<CartFormPage />} />
          {/* Where the payment gateway returns (checkout issue); not in the spec's table. */}
          <Route path="cart-form/confirmation" element={<CheckoutConfirmationPage />} />
          <Route path="book-your-test" element={<BookYourTestPage />} />
          <Route path="careers" element={<CareersPage />} />
          <Route path="careers/all-job-opening" element={<AllJobOpeningsPage />} />
          <Route path="employee-details" element={<EmployeeDetailsPage />} />
          <Route path="prescription" element={<PrescriptionPage />} />
          <Route path={`${brand.slug}-center`} element={<NearestCentrePage />} />
          <Route path="business-enquiry" element={<BusinessEnquiryPage />} />
          <Route path="corporate" element={<CorporatePage />} />
          <Route path="thank-you" element={<ThankYouPage />} />
          <Route path="thanks" element={<ThanksPage />} />
          <Route path="admin-login" element={<AdminLoginPage />} />
          <Route path="transactions-history" element={<TransactionsHistoryPage />} />
          <Route path="404" element={<NotFoundPage />} />
          {healthPackageSlugs.map((path) => (
            <Route key={path} path={path} element={<HealthPackagePage />} />
          ))}
          <Route path="radilogy/:slug" element={<RadiologyDetailsPage />} />
          <Route path="radiology/*" element={<RadiologyRedirect />} />
          {/* Static paths above outrank this one: any other single segment is a test page. */}
          <Route path=":id" element={<TestDetailsPage />} />
          {/* Not in the spec's table (it has no catch-all besides /:id): deeper unknown paths
              show the /404 content too. */}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
