import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router-dom";
import { Link } from "@/components/link.tsx";
import { PageShell } from "@/components/page-shell.tsx";
import { announce } from "@/lib/app-notices.ts";
import { useSession } from "@/lib/use-session.ts";
import { LoginPanel } from "./login-panel.tsx";

/** /login: the login and sign-up screen as a page (the same tabs as the modal); home after. */
export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const { t } = useLingui();
  const name = session?.user?.name;
  return (
    <PageShell title={t`Login`}>
      <p className="page-lead">{t`Hello! Kindly login to avail our services`}</p>
      {session?.isUserLoggedIn && session.user ? (
        <p>
          <Trans>
            You are logged in as {name}. <Link to="/">Go to Home</Link>
          </Trans>
        </p>
      ) : (
        <div className="card login-page-card">
          <LoginPanel
            onDone={(notice) => {
              navigate("/");
              if (notice) announce(notice);
            }}
          />
        </div>
      )}
    </PageShell>
  );
}
