import { Trans, useLingui } from "@lingui/react/macro";
import type { CartMember } from "@/db/records.ts";
import { formatPrice } from "@/lib/format.ts";
import { relationShown } from "@/lib/relation-words.ts";

export interface BookableLine {
  key: string;
  name: string;
  price: number;
  kind: "test" | "healthPackage";
}

interface LinesSectionProps {
  lines: readonly BookableLine[];
  excluded: readonly string[];
  cityName: string;
  members: readonly CartMember[];
  assignments: Readonly<Record<string, number>>;
  onAssign: (key: string, memberIndex: number) => void;
}

/** What is booked, and for whom: each test or package goes to one member ('My Self' first). */
export function LinesSection({
  lines,
  excluded,
  cityName,
  members,
  assignments,
  onAssign,
}: LinesSectionProps) {
  const { t, i18n } = useLingui();
  const names = excluded.join(", ");
  return (
    <section className="checkout-section" aria-labelledby="lines-title">
      <h2 id="lines-title">{t`Tests and packages`}</h2>
      <ul className="cart-lines">
        {lines.map((line) => {
          const selectId = `for-${line.key}`;
          return (
            <li key={line.key} className="cart-line">
              <span>
                <span className="cart-line-name">{line.name}</span>{" "}
                <span className="cart-line-price">{formatPrice(line.price)}</span>
              </span>
              <span className="co-field">
                <label htmlFor={selectId}>
                  <Trans>
                    For <span className="visually-hidden">{line.name}</span>
                  </Trans>
                </label>
                <select
                  id={selectId}
                  value={assignments[line.key] ?? 0}
                  onChange={(event) => onAssign(line.key, Number(event.target.value))}
                >
                  {members.map((member, index) => (
                    <option
                      key={`${member.name}|${member.relation}|${member.mobileNumber ?? ""}`}
                      value={index}
                    >
                      {member.name} ({relationShown(member.relation, i18n._)})
                    </option>
                  ))}
                </select>
              </span>
            </li>
          );
        })}
      </ul>
      {excluded.length > 0 ? (
        <p className="checkout-note">{t`Not available in ${cityName}, so not booked: ${names}.`}</p>
      ) : null}
    </section>
  );
}
