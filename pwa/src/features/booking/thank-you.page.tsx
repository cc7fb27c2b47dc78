import { brand } from "@vyom/catalog";
import { Link } from "react-router-dom";
import { ArrivalToast } from "@/components/arrival-toast.tsx";
import { PageShell } from "@/components/page-shell.tsx";

/**
 * /thank-you: where a sent home-collection booking lands (docs/product.md#home-booking): the
 * booking is received, and what happens next, from the confirmation call to the reports. The outbox
 * forms (enquiries, prescriptions, applications) land on /thanks instead.
 */
export function ThankYouPage() {
  return (
    <PageShell title="Thank You">
      <p className="page-lead">
        Your booking is received. Our team will call you shortly to confirm the details.
      </p>
      <section aria-labelledby="thank-you-next">
        <h2 id="thank-you-next">What happens next</h2>
        <ol>
          <li>
            <strong>A confirmation call</strong>: we call you on the number you gave, usually within
            an hour during working hours, to confirm the tests, the price and the address.
          </li>
          <li>
            <strong>The technician's visit</strong>: a trained phlebotomist comes to your home on
            the date you chose, at the time agreed on the call. If your tests need fasting, do not
            eat for 10-12 hours before (water is fine).
          </li>
          <li>
            <strong>Your reports</strong>: ready within 24-48 hours for most tests. We send you an
            SMS; download them from Download Report with your mobile number.
          </li>
        </ol>
      </section>
      <p>
        Need to change something? Call us on <a href={brand.phone.tel}>{brand.phone.display}</a>.
      </p>
      <Link className="button button-primary" to="/">
        Go to Home
      </Link>
      <ArrivalToast />
    </PageShell>
  );
}
