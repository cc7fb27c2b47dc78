import { type JobOpening, locationNames } from "@vyom/catalog";
import { indiaMidnight } from "@vyom/catalog/contract";
import { appTimeZone } from "@/lib/dates.ts";

const postedFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: appTimeZone,
  dateStyle: "medium",
});

/** "Posted 14 Nov 2026". */
export const postedOn = (job: JobOpening) =>
  `Posted ${postedFormat.format(indiaMidnight(job.postedOn))}`;

/** The facts of an opening, one line each: department, city, experience, type, date. */
export function JobFacts({ job }: { job: JobOpening }) {
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
