import { t } from "@lingui/core/macro";
import { type JobOpening, locationNames } from "@vyom/catalog";
import { useLingui } from "@/i18n/runtime.tsx";
import { formatDate } from "@/lib/format.ts";

/** "Posted 14 Nov 2026", the date in the reader's language (lib/format.ts). */
export const postedOn = (job: JobOpening) => {
  const date = formatDate(job.postedOn);
  return t`Posted ${date}`;
};

/** The facts of an opening, one line each: department, city, experience, type, date. */
export function JobFacts({ job }: { job: JobOpening }) {
  // Re-rendered on a language change: the date's words follow it.
  useLingui();
  return (
    <ul className="job-facts">
      <li>{job.department}</li>
      <li>{locationNames[job.city]}</li>
      <li>{job.experience}</li>
      <li>{job.employmentType}</li>
      <li>{postedOn(job)}</li>
    </ul>
  );
}
