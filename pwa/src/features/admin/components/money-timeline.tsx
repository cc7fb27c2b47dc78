import { useId } from "react";
import { formatDateTime } from "@/lib/format.ts";
import { moneyTimeline } from "../data/money-timeline.ts";
import type { Money } from "../data/money-words.ts";

/** The order's money, step by step (data/money-timeline.ts), in the details overlay. */
export function MoneyTimeline({ money }: { money: Money }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-subheading">
        Money timeline
      </h3>
      <ol className="admin-money-timeline">
        {moneyTimeline(money).map((step, index) => (
          // Steps have no id; the list is fixed while the overlay shows it.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            {step.at ? <time dateTime={step.at}>{formatDateTime(step.at)}</time> : null}
            {step.at ? ": " : null}
            {step.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
