import "@/components/upload-form.css";
import "./careers.css";
import { useLingui } from "@lingui/react/macro";
import { jobOpenings, type Location, locationNames } from "@vyom/catalog";
import { useEffect, useId, useState } from "react";
import { useLocation } from "react-router-dom";
import { PageShell } from "@/components/page-shell.tsx";
import { JobDetails } from "./components/job-details.tsx";

const cities = [...new Set(jobOpenings.map((job) => job.city))];
const departments = [...new Set(jobOpenings.map((job) => job.department))].sort();

/**
 * /careers/all-job-opening: every opening, filtered by city and department, each with its
 * details and an Apply form. A link to `#<slug>` (from /careers) scrolls to that opening.
 */
export function AllJobOpeningsPage() {
  const { t } = useLingui();
  const id = useId();
  const [city, setCity] = useState<Location | "">("");
  const [department, setDepartment] = useState("");
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  const shown = jobOpenings.filter(
    (job) =>
      (city === "" || job.city === city) && (department === "" || job.department === department),
  );
  const shownCount = shown.length;
  const allCount = jobOpenings.length;
  return (
    <PageShell title={t`All Job Openings`}>
      <p className="page-lead">{t`Find a role near you and apply in a minute, even offline.`}</p>
      <div className="job-filters">
        <div className="upload-field">
          <label htmlFor={`${id}-city`} className="upload-label">
            {t`City`}
          </label>
          <select
            id={`${id}-city`}
            value={city}
            onChange={(event) => setCity(event.target.value as Location | "")}
          >
            <option value="">{t`All cities`}</option>
            {cities.map((value) => (
              <option key={value} value={value}>
                {locationNames[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="upload-field">
          <label htmlFor={`${id}-department`} className="upload-label">
            {t`Department`}
          </label>
          <select
            id={`${id}-department`}
            value={department}
            onChange={(event) => setDepartment(event.target.value)}
          >
            <option value="">{t`All departments`}</option>
            {departments.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="job-count">
        {shown.length === 0
          ? t`No openings match these filters right now. Try another city or department.`
          : t`Showing ${shownCount} of ${allCount} openings`}
      </p>
      <div className="job-list">
        {shown.map((job) => (
          <JobDetails key={job.id} job={job} />
        ))}
      </div>
    </PageShell>
  );
}
