import "@/components/upload-form.css";
import "./careers.css";
import { brand, jobOpenings } from "@vyom/catalog";
import { Link } from "@/components/link.tsx";
import { PageShell } from "@/components/page-shell.tsx";
import { JobFacts } from "./components/job-summary.tsx";

const featuredCount = 3;

const reasons = [
  {
    title: "Work that matters",
    text: "Every sample you collect or test you run helps a family get answers the same day.",
  },
  {
    title: "Learn and grow",
    text: "Paid training on modern analysers and imaging, and support for DMLT, BMLT and NABL courses.",
  },
  {
    title: "Close to home",
    text: "Centres across Chennai, Bengaluru, Mysuru, Tirunelveli and Andhra Pradesh.",
  },
  {
    title: "Fair pay, real benefits",
    text: "Monthly salary on time, ESI and PF, health check-ups for you and your family, and incentives.",
  },
];

/** /careers: why work with us, the newest openings, and the way to all of them. */
export function CareersPage() {
  const featured = jobOpenings.slice(0, featuredCount);
  return (
    <PageShell title="Careers">
      <p className="page-lead">
        Join {brand.name}: technicians, radiographers, pathologists and care teams who bring trusted
        diagnostics to homes across South India.
      </p>
      <section aria-labelledby="careers-why">
        <h2 id="careers-why">Why work with us</h2>
        <ul className="careers-reasons">
          {reasons.map((reason) => (
            <li key={reason.title}>
              <strong>{reason.title}</strong>
              <span>{reason.text}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="careers-featured">
        <h2 id="careers-featured">Featured openings</h2>
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
          See all {jobOpenings.length} job openings
        </Link>
      </section>
    </PageShell>
  );
}
