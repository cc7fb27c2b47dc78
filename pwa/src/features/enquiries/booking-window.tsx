import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { windowMessages } from "@vyom/catalog/contract";
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "@/components/link.tsx";
import { knownText } from "@/i18n/known-text.ts";
import { i18n } from "@/i18n/runtime.tsx";
import {
  type CollectionWindow,
  fetchWindows,
  type WindowsState,
} from "@/lib/collection-windows.ts";
import { formatClock, formatDate, formatWindow } from "@/lib/format.ts";
import { useUiActions } from "@/lib/ui-state.tsx";
import { useSession } from "@/lib/use-session.ts";
import { type PickOutcome, pickBookingWindow } from "./data/booking-window-api.ts";

const label = (window: CollectionWindow) => {
  const when = formatWindow(window.startsAt, window.endsAt);
  const places = plural(window.placesLeft, { one: "# place left", other: "# places left" });
  return `${when} · ${places}`;
};

/** The contract's or the server's words, in the reader's language when a catalogue holds them. */
const say = (english: string) => i18n._(knownText(english));

interface BookingWindowProps {
  /** The booking's id and window token (its 201 answer), once it is sent. */
  ticket: { id: string; token: string } | undefined;
  /** The booking's mobile, pincode and date (its saved payload). */
  mobile: string;
  pincode: string;
  date: string;
}

/**
 * Picking a window books a place and texts the booking's number, so only someone signed in as
 * that number may pick (the server refuses anyone else): the form alone does not prove the number
 * is the booker's. Until then the booking is a callback request, and this says so.
 */
function LoginToChoose() {
  const { openLogin } = useUiActions();
  const { t } = useLingui();
  return (
    <>
      <p role="status">{say(windowMessages.numberNotProven)}</p>
      <button type="button" className="button button-secondary" onClick={openLogin}>
        {t`Login`}
      </button>
    </>
  );
}

/**
 * After a hero-form booking is sent: its day's windows at its pincode, with the places left, to
 * pick one (docs/product.md#collection-windows), for the person signed in as the booking's number.
 * Picking books it and confirms the visit; the SMS follows. Windows need a connection: while the
 * booking waits on this phone, it says so.
 */
export function BookingWindow({ ticket, mobile, pincode, date }: BookingWindowProps) {
  const { t } = useLingui();
  const session = useSession();
  const [windows, setWindows] = useState<WindowsState>({ kind: "idle" });
  const [asked, setAsked] = useState(0);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<PickOutcome | null>(null);
  const signedInAsBooker = session?.isUserLoggedIn === true && session.user?.mobile === mobile;
  const ready = ticket !== undefined && signedInAsBooker;

  // biome-ignore lint/correctness/useExhaustiveDependencies: asked asks again after a full window
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    setWindows({ kind: "loading" });
    void fetchWindows({ pincode, date }, controller.signal).then((answer) => {
      if (!controller.signal.aborted) setWindows(answer);
    });
    return () => controller.abort();
  }, [ready, pincode, date, asked]);

  const pick = async (window: CollectionWindow) => {
    if (!ticket || busy) return;
    setBusy(true);
    const result = await pickBookingWindow(ticket, window.startsAt);
    setBusy(false);
    setOutcome(result);
    if (result.kind === "refused" && result.full) setAsked((n) => n + 1);
  };

  const state = "served" in windows ? "answered" : windows.kind;
  let body: ReactNode;
  if (outcome?.kind === "picked") {
    const day = formatDate(outcome.visit.day);
    const from = formatClock(outcome.visit.startsAt);
    // Picked while signed in as its number, the booking is now in My bookings.
    body = (
      <>
        <p className="thanks-status thanks-sent" role="status">
          {t`✔️ Your collection is confirmed for ${day}, from ${from}. We have sent you an SMS.`}
        </p>
        <Link className="button button-secondary" to="/my-bookings">
          {t`See it in My bookings`}
        </Link>
      </>
    );
  } else if (ticket !== undefined && session === undefined) {
    body = <p role="status">{t`Finding the windows with places…`}</p>;
  } else if (
    ticket !== undefined &&
    (!signedInAsBooker || (outcome?.kind === "refused" && outcome.needsLogin))
  ) {
    body = <LoginToChoose />;
  } else if (!ready || state === "offline" || outcome?.kind === "offline") {
    body = <p role="status">{say(windowMessages.needsConnection)}</p>;
  } else if (state === "failed" || outcome?.kind === "failed") {
    body = <p role="alert">{t`The windows could not be shown. We will call you to fix a time.`}</p>;
  } else if (!("served" in windows)) {
    body = <p role="status">{t`Finding the windows with places…`}</p>;
  } else if (!windows.served) {
    body = <p role="alert">{say(windows.message)}</p>;
  } else {
    const open = windows.windows.filter((window) => window.placesLeft > 0);
    const day = formatDate(date);
    body = (
      <>
        {outcome?.kind === "refused" ? <p role="alert">{say(outcome.message)}</p> : null}
        {open.length === 0 ? (
          <p>{t`No window has places on ${day}. We will call you to fix a time.`}</p>
        ) : (
          <ul className="booking-windows" aria-label={t`Windows on ${day}`}>
            {open.map((window) => (
              <li key={window.startsAt}>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={busy}
                  onClick={() => void pick(window)}
                >
                  {label(window)}
                </button>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="booking-window-title">
      <h2 id="booking-window-title" className="thanks-heading">
        {t`Choose your collection window`}
      </h2>
      {body}
    </section>
  );
}
