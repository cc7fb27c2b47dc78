import "./book-your-test.css";
import {
  locationNames,
  popularTests,
  priceOf,
  searchTests,
  type TestEntry,
  testBySlug,
} from "@vyom/catalog";
import { useDeferredValue, useId, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Link } from "@/components/link.tsx";
import { PageShell } from "@/components/page-shell.tsx";
import { addTestToCart } from "@/db/cart.ts";
import { formatPrice } from "@/lib/format.ts";
import { useSelectedLocation } from "@/lib/use-selected-location.ts";

const resultLimit = 10;

function findTests(query: string): TestEntry[] {
  if (query.trim() === "") return [...popularTests];
  return searchTests(query, resultLimit)
    .map((item) => testBySlug(item.testDetailsPageLink))
    .filter((test): test is TestEntry => test !== undefined);
}

/**
 * /book-your-test: the short way to book one test for home collection. Search any test by name,
 * pick it: it joins the cart and checkout opens (/cart-form). Or ask for a call back with the home
 * page's booking form.
 */
export function BookYourTestPage() {
  const id = useId();
  const navigate = useNavigate();
  const location = useSelectedLocation();
  const [query, setQuery] = useState("");
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const deferred = useDeferredValue(query);
  const tests = findTests(deferred);
  const city = locationNames[location];

  const book = async (test: TestEntry) => {
    setBusy(test.corpId);
    setRefusal(null);
    const result = await addTestToCart(test);
    setBusy(null);
    if (result.ok || result.reason === "already-in-cart") {
      navigate("/cart-form");
      return;
    }
    setRefusal(`${test.testName} is not available in ${city}.`);
  };

  return (
    <PageShell title="Book Your Test">
      <div className="byt">
        <p className="page-lead">
          Find your test, book it, and our technician collects the sample at home.
        </p>
        <div className="byt-search">
          <label htmlFor={`${id}-search`}>Test name</label>
          <input
            id={`${id}-search`}
            type="search"
            autoComplete="off"
            placeholder="e.g. Thyroid, CBC, Vitamin D"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <h2 id={`${id}-results`}>
          {deferred.trim() === "" ? "Popular tests" : `Tests matching “${deferred.trim()}”`}
        </h2>
        {refusal ? (
          <p className="byt-na" role="alert">
            {refusal}
          </p>
        ) : null}
        {tests.length === 0 ? (
          <p>No test found. Try another name, or ask us to call you back.</p>
        ) : (
          <ul className="byt-results" aria-labelledby={`${id}-results`}>
            {tests.map((test) => {
              const price = priceOf(test, location);
              return (
                <li key={test.corpId} className="byt-result">
                  <span className="byt-result-name">
                    <Link to={test.testDetailsPageLink}>{test.testName}</Link>
                    {price.offered ? (
                      <span>{formatPrice(price.price)}</span>
                    ) : (
                      <span className="byt-na">Not available in {city}</span>
                    )}
                  </span>
                  <button
                    type="button"
                    className="button button-primary button-small"
                    disabled={!price.offered || busy !== null}
                    onClick={() => void book(test)}
                  >
                    Book <span className="visually-hidden">{test.testName}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <section className="byt-callback card" aria-labelledby={`${id}-callback`}>
          <h2 id={`${id}-callback`}>Prefer a call back?</h2>
          <p>Leave your name, number and pincode: we call you to fix the tests and the time.</p>
          <Link className="button button-secondary" to={{ pathname: "/", hash: "#book-test" }}>
            Request a call back
          </Link>
        </section>
      </div>
    </PageShell>
  );
}
