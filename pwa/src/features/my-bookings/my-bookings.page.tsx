import "./my-bookings.css";
import { useLingui } from "@lingui/react/macro";
import type { MyBooking } from "@vyom/catalog/contract/schemas";
import { useCallback, useEffect, useState } from "react";
import { PageShell } from "@/components/page-shell.tsx";
import { formatDateTime } from "@/lib/format.ts";
import { useUiActions } from "@/lib/ui-state.tsx";
import { useOnline } from "@/lib/use-online.ts";
import { useSession } from "@/lib/use-session.ts";
import { AbhaSection } from "../abha/abha-section.tsx";
import { BookingCard } from "./components/booking-card.tsx";
import { bookingWords } from "./components/my-bookings-words.ts";
import { SmsPreferences } from "./components/sms-preferences.tsx";
import { fetchBookings } from "./data/my-bookings-api.ts";
import { readBookings, saveBooking, saveBookings } from "./data/my-bookings-store.ts";

/** While a refund is under way the list is read again this often (online), to show "refunded". */
const REFUND_POLL_MS = 3_000;

interface Shown {
  bookings: MyBooking[];
  syncedAt: Date;
  /** The device's copy: the server could not be asked (offline, or it failed). */
  fromDevice: boolean;
}

const asOfTime = (date: Date) => formatDateTime(date);

/** The list: the device's copy at once, then the server's when it answers (and kept). */
function useMyBookings(owner: string | undefined, online: boolean) {
  const [shown, setShown] = useState<Shown>();
  const [loaded, setLoaded] = useState(false);
  const [unreachable, setUnreachable] = useState(false);

  const sync = useCallback(
    async (signal?: AbortSignal) => {
      if (!owner) return;
      try {
        const bookings = await fetchBookings(signal);
        const syncedAt = new Date();
        await saveBookings(owner, bookings, syncedAt);
        setShown({ bookings, syncedAt, fromDevice: false });
        setUnreachable(false);
      } catch {
        setUnreachable(true);
        setShown((before) => before && { ...before, fromDevice: true });
      } finally {
        setLoaded(true);
      }
    },
    [owner],
  );

  useEffect(() => {
    if (!owner) return;
    const abort = new AbortController();
    void readBookings(owner).then((stored) => {
      if (stored) setShown((before) => before ?? { ...stored, fromDevice: true });
      if (!online) setLoaded(true);
    });
    if (online) void sync(abort.signal);
    return () => abort.abort();
  }, [owner, online, sync]);

  const refundPending = shown?.bookings.some((b) => b.refund?.status === "started") ?? false;
  useEffect(() => {
    if (!online || !refundPending) return;
    const timer = setInterval(() => void sync(), REFUND_POLL_MS);
    return () => clearInterval(timer);
  }, [online, refundPending, sync]);

  const changed = useCallback(
    (booking: MyBooking) => {
      const at = new Date();
      setShown(
        (before) =>
          before && {
            ...before,
            bookings: before.bookings.map((b) => (b.key === booking.key ? booking : b)),
          },
      );
      if (owner) void saveBooking(owner, booking, at);
    },
    [owner],
  );

  return { shown, loaded, unreachable, changed };
}

/**
 * "My bookings" (docs/product.md#my-bookings): the logged-in customer's orders and bookings with
 * their timelines; reschedule and cancel online only; the last list opens offline "as of" its time.
 */
export function MyBookingsPage() {
  const session = useSession();
  const online = useOnline();
  const { openLogin } = useUiActions();
  const { t, i18n } = useLingui();
  const messages = {
    title: i18n._(bookingWords.title),
    signIn: i18n._(bookingWords.signIn),
    empty: i18n._(bookingWords.empty),
    needsConnection: i18n._(bookingWords.needsConnection),
  };
  const owner = session?.user?.mobile;
  const { shown, loaded, unreachable, changed } = useMyBookings(
    session?.isUserLoggedIn ? owner : undefined,
    online,
  );
  // The browser may think it is online while the server cannot be reached: the list then comes
  // from the device, and changes wait for a connection exactly as offline.
  const connected = online && !unreachable;

  if (session && (!session.isUserLoggedIn || !session.user)) {
    return (
      <PageShell title={messages.title} className="my-bookings-page">
        <p>{messages.signIn}</p>
        <button type="button" className="button button-primary" onClick={openLogin}>
          {t`Login`}
        </button>
      </PageShell>
    );
  }

  return (
    <PageShell title={messages.title} className="my-bookings-page">
      {shown?.fromDevice ? (
        <p className="my-bookings-as-of" role="status">
          {i18n._(bookingWords.asOf(asOfTime(shown.syncedAt)))}
        </p>
      ) : null}
      {!connected ? (
        <p className="my-bookings-offline" role="note">
          {messages.needsConnection}
        </p>
      ) : null}
      {shown === undefined && !loaded ? <p>{t`Loading…`}</p> : null}
      {shown === undefined && loaded ? <p>{messages.empty}</p> : null}
      {shown && shown.bookings.length === 0 ? <p>{messages.empty}</p> : null}
      {shown && shown.bookings.length > 0 ? (
        <ol className="my-bookings-list">
          {shown.bookings.map((booking) => (
            <BookingCard
              key={booking.key}
              booking={booking}
              online={connected}
              onChanged={changed}
            />
          ))}
        </ol>
      ) : null}
      {session?.isUserLoggedIn ? <SmsPreferences online={online} /> : null}
      {session?.isUserLoggedIn ? <AbhaSection /> : null}
    </PageShell>
  );
}
