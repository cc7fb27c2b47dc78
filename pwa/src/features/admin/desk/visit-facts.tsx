import { collectWords } from "@/lib/visit-money.ts";
import type { DeskVisit } from "./desk-api.ts";
import { patientLine, patientWords } from "./visit-patient.ts";
import { reportStatus, statusLabels } from "./visit-status.ts";

/** The address as the technician reads it; a booking has only a pincode (its form asks no more). */
function addressWords(address: DeskVisit["address"]): string {
  if (!address) return "None (a visit to the centre)";
  const parts = [address.line, address.area, address.landmark].filter((part) => part.trim());
  if (parts.length === 0) return `PIN ${address.pincode}: no address given, call the customer`;
  const contact = address.contactPerson.trim() ? `; ask for ${address.contactPerson}` : "";
  return `${parts.join(", ")}, PIN ${address.pincode}${contact}`;
}

/**
 * What a dispatcher needs of one visit (docs/product.md#booking-desk): status, customer, each
 * patient's name, age and gender, where (address, area, pincode) and when, the technician, the
 * money to collect and how, the tests with their preparation, and once collected its reports.
 */
export function VisitFacts({ visit, today }: { visit: DeskVisit; today: string }) {
  const reports = reportStatus(visit);
  const patient = patientWords(visit.patient);
  const day = visit.window?.day ?? today;
  return (
    <dl className="desk-facts">
      <dt>Status</dt>
      <dd data-testid="visit-status">{statusLabels[visit.status]}</dd>
      <dt>Customer</dt>
      <dd>
        {visit.customerName ? `${visit.customerName}, ` : ""}
        <a href={`tel:+91${visit.mobileNumber}`}>{visit.mobileNumber}</a>
      </dd>
      <dt>Patients</dt>
      <dd data-testid="visit-patients">
        {visit.patients.length === 0 ? (
          "Not on the booking: ask at collection"
        ) : (
          <ul className="desk-plain-list">
            {visit.patients.map((person, index) => (
              // Two members may share a name; their order on the booking is theirs.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index}>{patientLine(person, day)}</li>
            ))}
          </ul>
        )}
      </dd>
      {patient ? (
        <>
          <dt>Date of birth</dt>
          <dd data-testid="visit-patient">{patient}</dd>
        </>
      ) : null}
      <dt>Address</dt>
      <dd data-testid="visit-address">{addressWords(visit.address)}</dd>
      <dt>Area and window</dt>
      <dd>
        {visit.window
          ? `${visit.window.areaName ?? visit.window.areaId}, ${visit.window.day} ${visit.window.startsAt}`
          : "None chosen"}
      </dd>
      <dt>Technician</dt>
      <dd>
        {visit.technician
          ? `${visit.technician.name} (${visit.technician.mobileNumber})${visit.arrivingBy ? `, arriving by ${visit.arrivingBy}` : ""}`
          : "None yet"}
      </dd>
      <dt>To collect</dt>
      <dd data-testid="visit-money">{collectWords(visit)}</dd>
      <dt>Tests</dt>
      <dd data-testid="visit-tests">
        {visit.testDetails.length === 0 ? (
          "—"
        ) : (
          <ul className="desk-plain-list">
            {visit.testDetails.map((test, index) => (
              // Two members may each have the same test: the position tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index}>
                {test.name}: {test.preparation ?? "no preparation on record"}
              </li>
            ))}
          </ul>
        )}
      </dd>
      {reports ? (
        <>
          <dt>Reports</dt>
          <dd data-testid="report-status">{reports}</dd>
        </>
      ) : null}
    </dl>
  );
}
