import "@/components/upload-form.css";
import "./careers.css";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { brand, jobOpenings } from "@vyom/catalog";
import { Link } from "@/components/link.tsx";
import { PageShell } from "@/components/page-shell.tsx";
import { textOf } from "@/i18n/known-text.ts";
import { JobFacts } from "./components/job-summary.tsx";

const featuredCount = 3;

const reasons = [
  {
    title: msg`Work that matters`,
    text: msg`Every sample you collect or test you run helps a family get answers the same day.`,
  },
  {
    title: msg`Learn and grow`,
    text: msg`Paid training on modern analysers and imaging, and support for DMLT, BMLT and NABL courses.`,
  },
  {
    title: msg`Close to home`,
    text: msg`Centres across Chennai, Bengaluru, Mysuru, Tirunelveli and Andhra Pradesh.`,
  },
  {
    title: msg`Fair pay, real benefits`,
    text: msg`Monthly salary on time, ESI and PF, health check-ups for you and your family, and incentives.`,
  },
];

/**
 * /careers: why work with us, the newest openings, and the way to all of them. The page's words
 * are in the reader's language; an opening's own text is the lab's data and stays English.
 */
export function CareersPage() {
  const { t, i18n } = useLingui();
  const featured = jobOpenings.slice(0, featuredCount);
  const brandName = brand.name;
  const count = jobOpenings.length;
  return (
    <PageShell title={t`Careers`}>
      <p className="page-lead">
        <Trans>
          Join {brandName}: technicians, radiographers, pathologists and care teams who bring
          trusted diagnostics to homes across South India.
        </Trans>
      </p>
      <section aria-labelledby="careers-why">
        <h2 id="careers-why">{t`Why work with us`}</h2>
        <ul className="careers-reasons">
          {reasons.map((reason) => (
            <li key={textOf(reason.title)}>
              <strong>{i18n._(reason.title)}</strong>
              <span>{i18n._(reason.text)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="careers-featured">
        <h2 id="careers-featured">{t`Featured openings`}</h2>
        <ul className="careers-featured">
          {featured.map((job) => (
            <li key={job.id} className="job-card">
              <h3 className="job-title">
                <Link to={`/careers/all-job-opening#${job.slug}`}>{job.title}</Link>
              </h3>
              <JobFacts job={job} />
              <p>{job.summary}</p>
            </li>
          ))}
        </ul>
        <Link className="button button-primary" to="/careers/all-job-opening">
          {t`See all ${count} job openings`}
        </Link>
      </section>
    </PageShell>
  );
}
