import { ApiError } from "@/lib/api-error.ts";

/** Why a read failed, in the admin's words: what to do next differs for each. */
export function failureReason(error: unknown): string {
  if (typeof navigator !== "undefined" && navigator.onLine === false) {
    return "You are offline: reconnect, then retry.";
  }
  if (!(error instanceof ApiError)) return "Something went wrong.";
  switch (error.kind) {
    case "network":
      return "The server could not be reached: check the connection, then retry.";
    case "timeout":
      return "The server took too long to answer.";
    case "invalid-response":
      return "The server's answer could not be read.";
    default:
      return error.status !== undefined && error.status >= 500
        ? "The server had a problem."
        : "The server refused the request.";
  }
}

/** A read of an admin list failed: said to the admin, with why and a Retry. */
export function LoadFailure({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div className="admin-notice" role="alert">
      <p>
        <strong>Could not load {what}.</strong> {failureReason(error)}{" "}
        <button type="button" className="admin-link-button" onClick={onRetry}>
          Retry
        </button>
      </p>
    </div>
  );
}
