import { useLingui } from "@lingui/react/macro";
import { brand } from "@vyom/catalog";
import { useCallback, useEffect, useState } from "react";
import { PageShell } from "@/components/page-shell.tsx";
import { knownText } from "@/i18n/known-text.ts";
import { useUiActions } from "@/lib/ui-state.tsx";
import { useSession } from "@/lib/use-session.ts";
import { ReportList, type ReportListProps } from "./components/report-list.tsx";
import { StepUpForm } from "./components/step-up-form.tsx";
import { useListInHistory, useProofArrival } from "./components/use-proof-arrival.ts";
import "./reports.css";

/**
 * /download-report-via-vyom-login (brand slug): the logged-in customer's reports. Logged out, the
 * app's login dialog opens (once, on arrival) and this page stays underneath, so after logging in
 * the list is here. Logging out unmounts the list: nothing of it stays. When the login's last OTP
 * is too old for the report history (the server's step-up), an OTP to the person's own number
 * comes first, then the list. A report page whose proof ended sends the person here saying why.
 */
export function DownloadReportViaLoginPage({
  listProps,
}: {
  listProps?: Pick<ReportListProps, "loadReports" | "loadPdf">;
}) {
  const { t, i18n } = useLingui();
  const shortName = brand.shortName;
  const session = useSession();
  const { openLogin } = useUiActions();
  const [closed, setClosed] = useState(false);
  const [stepUp, setStepUp] = useState(false);
  const steppedUp = useCallback(() => setStepUp(false), []);
  const loggedIn = session?.isUserLoggedIn === true;
  const loggedOut = session !== undefined && !loggedIn;
  const listShown = loggedIn && !closed && !stepUp;
  const { reportsMessage } = useProofArrival();
  useListInHistory(listShown);

  useEffect(() => {
    if (loggedOut) openLogin();
  }, [loggedOut, openLogin]);
  // A new login shows the list again.
  useEffect(() => {
    if (loggedIn) return;
    setClosed(false);
    setStepUp(false);
  }, [loggedIn]);

  return (
    <PageShell title={t`Download Reports with your ${shortName} Login`}>
      {reportsMessage && !listShown && (
        <p className="report-alert" role="alert">
          {i18n._(knownText(reportsMessage))}
        </p>
      )}
      {loggedOut && (
        <div className="report-form">
          <p className="page-lead">
            {t`Log in with your registered mobile number to see your reports.`}
          </p>
          <button type="button" className="button button-primary" onClick={openLogin}>
            {t`Log in or sign up`}
          </button>
        </div>
      )}
      {loggedIn && !closed && stepUp && <StepUpForm onVerified={steppedUp} />}
      {listShown && (
        <ReportList
          key={session.user?.vyomId}
          source="mine"
          doneLabel={t`Close reports`}
          onDone={() => setClosed(true)}
          onStepUpRequired={() => setStepUp(true)}
          {...listProps}
        />
      )}
      {loggedIn && closed && (
        <button type="button" className="button button-primary" onClick={() => setClosed(false)}>
          {t`Show my reports`}
        </button>
      )}
    </PageShell>
  );
}
