import { useLingui } from "@lingui/react/macro";
import {
  type Centre,
  type ImagingItem,
  type Location,
  locationNames,
  priceOf,
} from "@vyom/catalog";
import { centresForScan, indiaDate, isGender, isTimeSlot } from "@vyom/catalog/contract";
import { useMemo, useRef, useState } from "react";
import { withDetails } from "@/db/cart-members.ts";
import { knownText } from "@/i18n/known-text.ts";
import { formatPrice } from "@/lib/format.ts";
import { toMemberPayload } from "../data/member-payload.ts";
import { failureWords, placeScanOrder, type ScanOrderRequest } from "../data/scan-booking-api.ts";
import { CentreChoice } from "./centre-choice.tsx";
import { type PatientDraft, patientProblem } from "./patient-choice.tsx";
import { PatientStep, type People } from "./patient-step.tsx";
import { SlotChoice } from "./slot-choice.tsx";

const DAY_MS = 86_400_000;
const MAX_DAYS_AHEAD = 90;

type Payment = "online" | "at-collection";

/**
 * The scan's booking: the centre, the day and the slot, the patient, how to pay, then the order
 * (`POST /api/orders` with the scan's line and the centre visit). Paid online it goes to the
 * payment page; paid at the centre it is booked at once and goes to the confirmation.
 */
export function ScanBookingForm({
  item,
  city,
  people,
}: {
  item: ImagingItem;
  city: Location;
  people: People;
}) {
  const members = people.kind === "ready" ? people.members : [];
  const centres = useMemo(() => centresForScan(item.category), [item.category]);
  const today = indiaDate(new Date());
  const [centreId, setCentreId] = useState("");
  const [date, setDate] = useState(() => indiaDate(new Date(Date.now() + DAY_MS)));
  const [slot, setSlot] = useState("");
  const [patient, setPatient] = useState<PatientDraft>({ index: 0, age: "", gender: "" });
  const [payment, setPayment] = useState<Payment>("online");
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [refresh, setRefresh] = useState(0);
  const attempt = useRef<{ body: string; key: string } | undefined>(undefined);
  const { t, i18n } = useLingui();

  const centre = centres.find((row) => row.id === centreId);
  const price = centre ? priceOf(item, centre.location) : undefined;
  const priceAt = (row: Centre) => {
    const at = priceOf(item, row.location);
    const shown = at.offered ? formatPrice(at.price) : "";
    const cityName = locationNames[row.location];
    return at.offered ? t`${shown} (${cityName} price)` : t`Call for price at this centre`;
  };

  const submit = async () => {
    const chosen = members[patient.index];
    const timeSlot = isTimeSlot(slot) ? slot : undefined;
    const missing = !centre
      ? t`Choose the centre.`
      : !timeSlot
        ? t`Choose a slot.`
        : !price?.offered
          ? t`This centre gives the price of this scan on a call. Please call us to book it here.`
          : patientProblem(members, patient);
    if (missing || !centre || !chosen || !timeSlot) {
      setProblem(missing);
      return;
    }
    const persons = members.map((member, index) =>
      index === patient.index && isGender(patient.gender) && patient.age.trim() !== ""
        ? withDetails(member, { age: Number(patient.age.trim()), gender: patient.gender })
        : member,
    );
    const request: ScanOrderRequest = {
      payment,
      lines: [{ corpId: String(item.id), kind: "scan", memberIndex: patient.index }],
      location: centre.location,
      members: persons.map(toMemberPayload),
      address: null,
      appointment: { place: "centre", centreId: centre.id, date, timeSlot },
    };
    const body = JSON.stringify(request);
    if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
    setProblem(undefined);
    setSending(true);
    try {
      const step = await placeScanOrder(request, attempt.current.key);
      window.location.assign(
        step.redirectUrl ?? `/cart-form/confirmation?orderId=${encodeURIComponent(step.orderId)}`,
      );
    } catch (error) {
      setProblem(failureWords(error));
      setRefresh((n) => n + 1);
      setSending(false);
    }
  };

  const amount = price?.offered ? formatPrice(price.price) : "";
  return (
    <form
      className="scan-booking"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <CentreChoice
        centres={centres}
        city={city}
        chosen={centreId}
        priceAt={priceAt}
        onChoose={(id) => {
          setCentreId(id);
          setSlot("");
        }}
      />
      <SlotChoice
        centreId={centreId}
        scanId={item.id}
        date={date}
        minDate={today}
        maxDate={indiaDate(new Date(Date.now() + MAX_DAYS_AHEAD * DAY_MS))}
        slot={slot}
        onDate={(next) => {
          setDate(next);
          setSlot("");
        }}
        onSlot={setSlot}
        refresh={refresh}
      />
      <PatientStep people={people} draft={patient} onChange={setPatient} />
      <fieldset className="scan-step">
        <legend>{t`4. How would you like to pay?`}</legend>
        <label className="scan-option">
          <input
            type="radio"
            name="payment"
            checked={payment === "online"}
            onChange={() => setPayment("online")}
          />
          <span>{t`Pay online now`}</span>
        </label>
        <label className="scan-option">
          <input
            type="radio"
            name="payment"
            checked={payment === "at-collection"}
            onChange={() => setPayment("at-collection")}
          />
          <span>{t`Pay at the centre (cash, card or UPI at the desk when you arrive)`}</span>
        </label>
      </fieldset>
      {problem ? (
        <p className="scan-problem" role="alert">
          {i18n._(knownText(problem))}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button-primary"
        disabled={sending || people.kind !== "ready"}
      >
        {payment === "online"
          ? amount
            ? t`Book and pay ${amount}`
            : t`Book and pay`
          : amount
            ? t`Book, pay ${amount} at the centre`
            : t`Book, pay at the centre`}
      </button>
    </form>
  );
}
