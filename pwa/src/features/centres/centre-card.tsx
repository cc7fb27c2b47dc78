import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Centre, CentreService } from "@vyom/catalog";
import { formatDistance } from "@/lib/nearest.ts";
import { weekLines } from "./hours.ts";

const serviceNames: Record<CentreService, MessageDescriptor> = {
  lab: msg`Laboratory`,
  "x-ray": msg`X-ray`,
  ultrasound: msg`Ultrasound (USG)`,
  ct: msg`CT scan`,
  mri: msg`MRI`,
  ecg: msg`ECG`,
  echo: msg`Echo`,
  tmt: msg`TMT`,
  mammography: msg`Mammography`,
  dexa: msg`DEXA (bone density)`,
};

/** "+914442101020" → "+91 44 4210 1020" (STD code, then the number in two groups). */
function displayPhone(phone: string): string {
  const digits = phone.slice(3);
  const std = digits.length === 10 ? digits.slice(0, digits.length - 8) : "";
  const rest = digits.slice(std.length);
  return `+91 ${std} ${rest.slice(0, 4)} ${rest.slice(4)}`.replace(/ {2,}/g, " ");
}

/** Directions from wherever the person is, in their maps app (Google Maps' public URL scheme). */
export const directionsUrl = (centre: Centre) =>
  `https://www.google.com/maps/dir/?api=1&destination=${centre.latitude},${centre.longitude}`;

/** One centre: where, when, what it does; call and directions links. */
export function CentreCard({ centre, km }: { centre: Centre; km?: number }) {
  const { t, i18n } = useLingui();
  const headingId = `centre-${centre.id}`;
  const name = centre.name;
  const phone = displayPhone(centre.phone);
  return (
    <article className="card centre-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="centre-name">
        {centre.name}
        {km === undefined ? null : <span className="centre-distance"> · {formatDistance(km)}</span>}
      </h3>
      <p className="centre-address">
        {centre.address} – {centre.pincode}
      </p>
      <dl className="centre-hours">
        {weekLines(centre.hours).map((line) => (
          <div key={line.days}>
            <dt>{line.days}</dt>
            <dd>{line.hours}</dd>
          </div>
        ))}
      </dl>
      <p className="centre-services">
        <span className="visually-hidden">{t`Services:`} </span>
        {centre.services.map((service) => i18n._(serviceNames[service])).join(" · ")}
      </p>
      <p className="centre-collection">
        {centre.homeCollection ? t`Home sample collection available` : t`No home sample collection`}
      </p>
      <p className="centre-actions">
        <a className="button button-primary" href={`tel:${centre.phone}`}>
          {t`Call ${phone}`}
          <span className="visually-hidden"> ({centre.name})</span>
        </a>
        <a
          className="button button-secondary"
          href={directionsUrl(centre)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t`Directions`}
          <span className="visually-hidden"> {t`to ${name} (opens maps)`}</span>
        </a>
      </p>
    </article>
  );
}
