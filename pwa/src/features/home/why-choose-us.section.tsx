import "./home-sections.css";
import { brand } from "@vyom/catalog";

const reasons = [
  {
    title: "Trained technicians",
    text: "Phlebotomists trained to collect samples gently, with a special vein finder for difficult veins.",
  },
  {
    title: "Trusted lab",
    text: "Samples are processed in our own labs with quality checks on every run.",
  },
  {
    title: "Timely reports",
    text: "Most reports are ready within 24 hours, and you can download them from your phone.",
  },
  {
    title: "Fair prices",
    text: "The price you see for your city is the price you pay: no hidden collection charges.",
  },
] as const;

const steps = [
  { title: "Book", text: "Fill the Book Test Now form or call us. It takes a minute." },
  {
    title: "We call you",
    text: "Our team confirms the tests, the address and a time that suits you.",
  },
  {
    title: "Sample at home",
    text: "A technician visits on the chosen date and collects the sample.",
  },
  {
    title: "Get your report",
    text: "Download your report online, or collect it at the nearest centre.",
  },
] as const;

/** Why choose us and how home collection works: static text, rendered when scrolled to. */
export function WhyChooseUsSection() {
  return (
    <>
      <section className="home-section" aria-labelledby="why-us-title">
        <div className="section-head">
          <h2 id="why-us-title" className="section-title">
            Why Choose {brand.name}
          </h2>
        </div>
        <ul className="reason-grid">
          {reasons.map((reason) => (
            <li key={reason.title} className="reason">
              <h3 className="reason-title">{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="home-section" aria-labelledby="how-it-works-title">
        <div className="section-head">
          <h2 id="how-it-works-title" className="section-title">
            How Home Sample Collection Works
          </h2>
        </div>
        <ol className="step-list">
          {steps.map((step, index) => (
            <li key={step.title} className="step">
              <span className="step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="step-title">{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="section-lead">
          Questions? Call us on <a href={brand.phone.tel}>{brand.phone.display}</a>.
        </p>
      </section>
    </>
  );
}
