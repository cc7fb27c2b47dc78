import { useId, useState } from "react";
import { ApiError } from "@/lib/api-client.ts";
import { formatPrice } from "@/lib/format.ts";
import { markPaidAtCollection, type Transaction } from "../data/admin-api.ts";

type Recording =
  | { status: "idle" }
  | { status: "recording" }
  | { status: "failed"; message: string };

const COULD_NOT_RECORD = "Could not record the payment. Check the connection and try again.";

/**
 * An order to be paid at collection: once the technician has the amount (cash, or UPI to them),
 * the admin records it here and the order is paid. Both buttons are disabled while one call is
 * out, so a double tap records once (the server also changes the order only once).
 */
export function CollectionPayment({
  transaction,
  onPaid,
}: {
  transaction: Transaction;
  onPaid: (orderId: string, method: "cash" | "upi") => void;
}) {
  const headingId = useId();
  const [recording, setRecording] = useState<Recording>({ status: "idle" });

  async function record(method: "cash" | "upi") {
    setRecording({ status: "recording" });
    try {
      await markPaidAtCollection(transaction.orderId, method);
      setRecording({ status: "idle" });
      onPaid(transaction.orderId, method);
    } catch (error) {
      const refused =
        error instanceof ApiError && error.status === 409
          ? "This order is not paid at collection."
          : COULD_NOT_RECORD;
      setRecording({ status: "failed", message: refused });
    }
  }

  const busy = recording.status === "recording";
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-subheading">
        Pay at collection
      </h3>
      <p>
        The customer pays {formatPrice(transaction.amount)} to the technician. Record it once it is
        collected:
      </p>
      <div className="admin-toolbar">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void record("cash")}
        >
          Cash collected
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void record("upi")}>
          UPI collected
        </button>
      </div>
      {busy ? <p role="status">Recording…</p> : null}
      {recording.status === "failed" ? <p role="alert">{recording.message}</p> : null}
    </section>
  );
}
