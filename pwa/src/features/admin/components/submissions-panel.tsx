import { useMemo, useState } from "react";
import { formatDateTime } from "@/lib/format.ts";
import { type Submission, submissionFileUrl, submissionKinds } from "../data/admin-api.ts";
import { detailLines, formatBytes, kindLabel } from "../data/submission-rows.ts";
import { LoadFailure } from "./load-failure.tsx";
import { TableScroll } from "./table-scroll.tsx";
import { useSubmissions } from "./use-submissions.ts";

function SubmissionRow({ submission }: { submission: Submission }) {
  return (
    <tr>
      <td>{formatDateTime(submission.createdAt)}</td>
      <td>{kindLabel(submission.kind)}</td>
      <td>{submission.name}</td>
      <td>{submission.mobileNumber}</td>
      <td>
        <dl className="admin-details">
          {detailLines(submission).map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </td>
      <td>
        {submission.files.length === 0
          ? "None"
          : submission.files.map((file) => (
              <a
                key={file.id}
                className="admin-file"
                href={submissionFileUrl(submission.id, file.id)}
                download={file.fileName}
              >
                {file.fileName} ({formatBytes(file.sizeBytes)})
              </a>
            ))}
      </td>
    </tr>
  );
}

/**
 * Submissions (docs/product.md#admin): corporate and franchise enquiries, employee details,
 * prescriptions and career applications, newest first, filtered by kind and by day; each with its
 * fields and a download link per file. Online only, like all of the admin area.
 */
export function SubmissionsPanel({ onUnauthorised }: { onUnauthorised: () => void }) {
  const [kind, setKind] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const badRange = from !== "" && to !== "" && from > to;
  const query = useMemo(
    () => (badRange ? { kind, from, to: from } : { kind, from, to }),
    [kind, from, to, badRange],
  );
  const { data, loading, error, retry } = useSubmissions(query, onUnauthorised);

  return (
    <div className="admin-panel" aria-busy={loading}>
      <div className="admin-toolbar">
        <label className="admin-search">
          Kind
          <select value={kind} onChange={(event) => setKind(event.target.value)}>
            <option value="">All kinds</option>
            {submissionKinds.map((value) => (
              <option key={value} value={value}>
                {kindLabel(value)}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-search">
          From
          <input
            type="date"
            value={from}
            max={to || undefined}
            onChange={(e) => setFrom(e.target.value)}
          />
        </label>
        <label className="admin-search">
          To
          <input
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => setTo(e.target.value)}
          />
        </label>
      </div>
      {badRange ? (
        <p className="admin-notice" role="alert">
          The “To” day is before the “From” day: showing the “From” day only.
        </p>
      ) : null}
      {error ? <LoadFailure what="submissions" error={error} onRetry={retry} /> : null}
      {data ? (
        <>
          <p className="admin-summary" role="status">
            {data.length === 0
              ? "No submissions match."
              : `${data.length} submission${data.length === 1 ? "" : "s"}`}
          </p>
          {data.length > 0 ? (
            <TableScroll label="Submissions">
              <table className="admin-table">
                <caption className="visually-hidden">Submissions, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col" aria-sort="descending">
                      Received
                    </th>
                    <th scope="col">Kind</th>
                    <th scope="col">Name</th>
                    <th scope="col">Mobile Number</th>
                    <th scope="col">Details</th>
                    <th scope="col">Files</th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((submission) => (
                    <SubmissionRow key={submission.id} submission={submission} />
                  ))}
                </tbody>
              </table>
            </TableScroll>
          ) : null}
        </>
      ) : loading ? (
        <p className="admin-summary" role="status">
          Loading submissions…
        </p>
      ) : null}
    </div>
  );
}
