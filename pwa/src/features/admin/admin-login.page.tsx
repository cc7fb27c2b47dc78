import "./admin.css";
import { Navigate, useNavigate } from "react-router-dom";
import { PageShell } from "@/components/page-shell.tsx";
import { transactionsHistoryPath } from "./admin-paths.ts";
import { AdminLoginForm } from "./components/admin-login-form.tsx";
import { isAdminSignedIn } from "./data/admin-flag.ts";

/**
 * /admin-login: admin sign-in with e-mail and password (online only). Someone already signed in
 * in this tab goes straight to the history, which asks the server whether the session still holds.
 */
export function AdminLoginPage() {
  const navigate = useNavigate();
  if (isAdminSignedIn()) return <Navigate to={transactionsHistoryPath} replace />;
  return (
    <PageShell title="Admin Login">
      <AdminLoginForm onSignedIn={() => navigate(transactionsHistoryPath, { replace: true })} />
    </PageShell>
  );
}
