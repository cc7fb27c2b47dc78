import { useLingui } from "@lingui/react/macro";
import type { JobOpening } from "@vyom/catalog";
import { useState } from "react";
import { ApplicationForm } from "./application-form.tsx";
import { JobFacts } from "./job-summary.tsx";

/** One opening in full, with its Apply form opened on demand. */
export function JobDetails({ job }: { job: JobOpening }) {
  const { t } = useLingui();
  const [applying, setApplying] = useState(false);
  const headingId = `job-${job.slug}`;
  return (
    <article className="job-card" id={job.slug} aria-labelledby={headingId}>
      <h2 id={headingId} className="job-title">
        {job.title}
      </h2>
      <JobFacts job={job} />
      <p>{job.summary}</p>
      <h3>{t`What you will do`}</h3>
      <ul>
        {job.responsibilities.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h3>{t`What you need`}</h3>
      <ul>
        {job.qualifications.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {applying ? (
        <ApplicationForm job={job} />
      ) : (
        <button type="button" className="button button-primary" onClick={() => setApplying(true)}>
          {t`Apply for this job`}
        </button>
      )}
    </article>
  );
}
