import "./offline.css";
import { InstallButton } from "./install-button.tsx";
import { OutboxStatus } from "./outbox-status.tsx";
import { SentNotices } from "./sent-notices.tsx";
import { UpdateBanner } from "./update-banner.tsx";

/**
 * The app's offline-first status, in the chrome of every page: a waiting new version, what waits
 * in the outbox (and what could not be sent), the "sent" notices, and the install offer.
 */
export function AppStatus() {
  return (
    <>
      <div className="app-status">
        <UpdateBanner />
        <OutboxStatus />
        <InstallButton />
      </div>
      <SentNotices />
    </>
  );
}
