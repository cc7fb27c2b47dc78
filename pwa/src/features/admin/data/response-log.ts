/**
 * The payment gateway's answer, readable: JSON is re-indented, anything else (a gateway that sent
 * text, a truncated log) is shown exactly as stored rather than hidden behind an error.
 */
export function prettyResponseLog(responseLog: string): string {
  try {
    return JSON.stringify(JSON.parse(responseLog), null, 2);
  } catch {
    return responseLog;
  }
}
