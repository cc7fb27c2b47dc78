import "./home-sections.css";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { brand } from "@vyom/catalog";

const reasons = [
  {
    title: msg`Trained technicians`,
    text: msg`Phlebotomists trained to collect samples gently, with a special vein finder for difficult veins.`,
  },
  {
    title: msg`Trusted lab`,
    text: msg`Samples are processed in our own labs with quality checks on every run.`,
  },
  {
    title: msg`Timely reports`,
    text: msg`Most reports are ready within 24 hours, and you can download them from your phone.`,
  },
  {
    title: msg`Fair prices`,
    text: msg`The price you see for your city is the price you pay: no hidden collection charges.`,
  },
] as const;

const steps = [
  { title: msg`Book`, text: msg`Fill the Book Test Now form or call us. It takes a minute.` },
  {
    title: msg`We call you`,
    text: msg`Our team confirms the tests, the address and a time that suits you.`,
  },
  {
    title: msg`Sample at home`,
    text: msg`A technician visits on the chosen date and collects the sample.`,
  },
  {
    title: msg`Get your report`,
    text: msg`Download your report online, or collect it at the nearest centre.`,
  },
] as const;

/** Why choose us and how home collection works: static text, rendered when scrolled to. */
export function WhyChooseUsSection() {
  const { i18n, t } = useLingui();
  return (
    <>
      <section className="home-section" aria-labelledby="why-us-title">
        <div className="section-head">
          <h2 id="why-us-title" className="section-title">
            {t`Why Choose ${brand.name}`}
          </h2>
        </div>
        <ul className="reason-grid">
          {reasons.map((reason) => (
            <li key={reason.title.message} className="reason">
              <h3 className="reason-title">{i18n._(reason.title)}</h3>
              <p>{i18n._(reason.text)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="home-section" aria-labelledby="how-it-works-title">
        <div className="section-head">
          <h2 id="how-it-works-title" className="section-title">
            {t`How Home Sample Collection Works`}
          </h2>
        </div>
        <ol className="step-list">
          {steps.map((step, index) => (
            <li key={step.title.message} className="step">
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="step-title">{i18n._(step.title)}</h3>
              <p>{i18n._(step.text)}</p>
            </li>
          ))}
        </ol>
        <p className="section-lead">
          <Trans>
            Questions? Call us on <a href={brand.phone.tel}>{brand.phone.display}</a>.
          </Trans>
        </p>
      </section>
    </>
  );
}
