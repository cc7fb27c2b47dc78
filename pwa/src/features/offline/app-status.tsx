import "./offline.css";
import { lazy, Suspense } from "react";
import { untilLoaded } from "@/lib/until-loaded.ts";
import { useStorageInUse } from "@/lib/use-storage-in-use.ts";
import { InstallButton } from "./install-button.tsx";
import { UpdateBanner } from "./update-banner.tsx";

// The outbox's chip and "sent" notices read the outbox through Dexie: loaded only once the
// device's storage holds something or is being written (db/storage-in-use.ts). On a first visit
// the outbox is empty until the person books, and booking loads the storage code.
const OutboxStatus = lazy(
  untilLoaded(() => import("./outbox-status.tsx").then((m) => ({ default: m.OutboxStatus }))),
);
const SentNotices = lazy(
  untilLoaded(() => import("./sent-notices.tsx").then((m) => ({ default: m.SentNotices }))),
);

/**
 * The app's offline-first status, in the chrome of every page: a waiting new version, what waits
 * in the outbox (and what could not be sent), the "sent" notices, and the install offer.
 */
export function AppStatus() {
  const stored = useStorageInUse();
  return (
    <>
      <div className="app-status">
        <UpdateBanner />
        {stored ? (
          <Suspense fallback={null}>
            <OutboxStatus />
          </Suspense>
        ) : null}
        <InstallButton />
      </div>
      {stored ? (
        <Suspense fallback={null}>
          <SentNotices />
        </Suspense>
      ) : null}
    </>
  );
}
