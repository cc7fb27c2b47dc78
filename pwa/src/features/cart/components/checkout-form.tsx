import { useLingui } from "@lingui/react/macro";
import type { Location } from "@vyom/catalog";
import { firstLackingDetails, missingDetailsProblem } from "@vyom/catalog/contract";
import { useMachine } from "@xstate/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { CartRecord, SessionUser } from "@/db/records.ts";
import type { CollectionWindow } from "@/lib/collection-windows.ts";
import { formatDate, formatPrice } from "@/lib/format.ts";
import { useUiActions } from "@/lib/ui-state.tsx";
import { checkedAppointment, hasErrors, indiaNow, messages } from "../data/checkout.rules.ts";
import { type Customer, failureMessage, type PaymentChoice } from "../data/checkout-api.ts";
import { orderKeyFor } from "../data/order-key.ts";
import { bookableLines, orderRequest } from "../data/order-request.ts";
import { useCheckoutForm } from "../data/use-checkout-form.ts";
import { usePriceCity } from "../data/use-price-city.ts";
import { slotOf, windowLabel } from "../data/window-choice.ts";
import { checkoutMachine } from "../machines/checkout.machine.ts";
import { AddressSection } from "./address-section.tsx";
import { AppointmentSection } from "./appointment-section.tsx";
import { LinesSection } from "./lines-section.tsx";
import { MembersSection } from "./members-section.tsx";

/** The next windows with places after the chosen one filled: one tap picks one. */
function WindowAlternatives({
  alternatives,
  onPick,
}: {
  alternatives: readonly CollectionWindow[];
  onPick: (window: CollectionWindow) => void;
}) {
  const { t } = useLingui();
  if (alternatives.length === 0)
    return <p>{t`No window has places in the next days. Please call us.`}</p>;
  return (
    <ul className="window-alternatives" aria-label={t`Windows with places`}>
      {alternatives.map((window) => (
        <li key={`${window.day} ${window.startsAt}`}>
          <button type="button" className="button button-secondary" onClick={() => onPick(window)}>
            {formatDate(window.day)}, {windowLabel(window)}
          </button>
        </li>
      ))}
    </ul>
  );
}

interface CheckoutFormProps {
  user: SessionUser;
  customer: Customer;
  cart: CartRecord;
  location: Location;
  cityName: string;
  machine?: typeof checkoutMachine;
}

/**
 * /cart-form's form: members, what each line is for, the collection address, the appointment,
 * then 'Place order and pay'. Messages show after the first attempt to place the order, and
 * follow the fields as they are corrected.
 */
export function CheckoutForm({
  user,
  customer,
  cart,
  location,
  cityName,
  machine = checkoutMachine,
}: CheckoutFormProps) {
  // The moment the form opened: today's date and which of today's slots are still open.
  const { t } = useLingui();
  const [at] = useState(() => new Date());
  const form = useCheckoutForm({ user, customer, cart, now: at });
  const [snapshot, send] = useMachine(machine);
  const { openLogin } = useUiActions();
  const [submitted, setSubmitted] = useState(0);
  const [payment, setPayment] = useState<PaymentChoice>("online");
  const formRef = useRef<HTMLFormElement>(null);
  const { lines, excluded } = bookableLines(cart);
  const total = lines.reduce((sum, line) => sum + line.price, 0);
  const amount = formatPrice(total);
  const failure = snapshot.context.failure;
  // The order pays the prices of the city where the sample is taken, never another's.
  const priceCity = usePriceCity({
    location,
    appointment: form.appointment,
    windows: form.windows,
    failure,
  });
  const placing = !snapshot.matches("idle");
  const busy = placing || priceCity.switching;
  const shown = submitted > 0 ? form.errors : { address: {}, appointment: {} };
  const invalid = hasErrors(form.errors.address) || hasErrors(form.errors.appointment);
  // Who a line is for must have a date of birth (or age) and gender: the API refuses the order
  // otherwise, in these words (catalog/src/contract/person.rules.ts).
  const sampled = lines.map((line) => form.assignments[line.key] ?? 0);
  const detailsProblem = missingDetailsProblem(form.members, sampled);

  useEffect(() => {
    if (submitted === 0) return;
    // The first in the page: a member's details opened because the order lacks them, or a field.
    formRef.current
      ?.querySelector<HTMLElement>('.member-item .add-member input, [aria-invalid="true"]')
      ?.focus();
  }, [submitted]);

  const placeOrder = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted((n) => n + 1);
    const appointment = checkedAppointment(form.appointment);
    if (detailsProblem) {
      // Opens the first such member's details, which takes the focus.
      form.editDetails(firstLackingDetails(form.members, sampled));
      return;
    }
    if (invalid || !appointment || lines.length === 0 || busy) return;
    const request = orderRequest({
      lines,
      assignments: form.assignments,
      location,
      members: form.members,
      addressKind: form.addressKind,
      address: form.address,
      appointment,
      payment,
    });
    send({ type: "PLACE", request, idempotencyKey: orderKeyFor(request) });
  };

  return (
    <form ref={formRef} className="checkout-layout" noValidate onSubmit={placeOrder}>
      <div className="checkout-main">
        <MembersSection
          members={form.members}
          today={indiaNow(at).date}
          onAdd={form.addMember}
          onRemove={form.removeMember}
          editing={form.editingDetails}
          onEdit={form.editDetails}
          onDetails={form.changeDetails}
          notice={form.memberNotice}
        />
        <LinesSection
          lines={lines}
          excluded={excluded}
          cityName={cityName}
          members={form.members}
          assignments={form.assignments}
          onAssign={form.assign}
        />
        <AppointmentSection
          appointment={form.appointment}
          errors={shown.appointment}
          today={indiaNow(at).date}
          now={at}
          onChange={form.changeAppointment}
          windows={form.windows}
          needs={form.needs}
          location={location}
        />
        {form.appointment.place === "home" ? (
          <AddressSection
            kind={form.addressKind}
            address={form.address}
            errors={shown.address}
            onKind={form.setAddressKind}
            onChange={form.changeAddress}
          />
        ) : null}
      </div>
      <aside className="card checkout-summary" aria-labelledby="checkout-summary-title">
        <h2 id="checkout-summary-title">{t`Order summary`}</h2>
        <dl className="summary-rows">
          <div className="summary-row">
            <dt>{t`Items`}</dt>
            <dd>{lines.length}</dd>
          </div>
          <div className="summary-row summary-total">
            <dt>{t`Total payable`}</dt>
            <dd>{formatPrice(total)}</dd>
          </div>
        </dl>
        <p className="checkout-note">
          {t`Prices for ${cityName}, confirmed when the order is placed.`}
        </p>
        {priceCity.notice ? (
          <p className="checkout-note" role="status">
            {priceCity.notice}
          </p>
        ) : null}
        {submitted > 0 && lines.length === 0 ? (
          <p className="co-field-error" role="alert">
            {messages.noLines}
          </p>
        ) : null}
        {submitted > 0 && detailsProblem ? (
          <p className="co-field-error" role="alert">
            {detailsProblem}
          </p>
        ) : null}
        {submitted > 0 && invalid ? (
          <p className="co-field-error" role="alert">
            {t`Please correct the fields marked above.`}
          </p>
        ) : null}
        {failure ? (
          <div className="checkout-alert" role="alert">
            <p>{failureMessage(failure)}</p>
            {failure.kind === "window-full" ? (
              <WindowAlternatives
                alternatives={failure.alternatives}
                onPick={(window) => {
                  form.changeAppointment("date", window.day);
                  form.changeAppointment("timeSlot", slotOf(window));
                  form.refreshWindows();
                }}
              />
            ) : null}
            {failure.kind === "login-required" ? (
              <button type="button" className="button button-secondary" onClick={openLogin}>
                {t`Log in again`}
              </button>
            ) : null}
          </div>
        ) : null}
        <fieldset className="checkout-payment">
          <legend>{t`How you pay`}</legend>
          <label>
            <input
              type="radio"
              name="payment"
              value="online"
              checked={payment === "online"}
              onChange={() => setPayment("online")}
            />{" "}
            {t`Pay now online (Razorpay: UPI, cards, net banking)`}
          </label>
          <label>
            <input
              type="radio"
              name="payment"
              value="at-collection"
              checked={payment === "at-collection"}
              onChange={() => setPayment("at-collection")}
            />{" "}
            {form.appointment.place === "centre"
              ? t`Pay at the centre (cash, card or UPI at the desk)`
              : t`Pay at collection (cash or UPI to the technician)`}
          </label>
        </fieldset>
        <button type="submit" className="button button-primary" disabled={busy}>
          {placing
            ? t`Placing your order…`
            : priceCity.switching
              ? t`Updating the prices…`
              : payment === "online"
                ? t`Place order and pay ${amount}`
                : form.appointment.place === "centre"
                  ? t`Place order, pay ${amount} at the centre`
                  : t`Place order, pay ${amount} at collection`}
        </button>
      </aside>
    </form>
  );
}
