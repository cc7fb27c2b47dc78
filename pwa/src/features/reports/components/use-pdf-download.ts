import { t } from "@lingui/core/macro";
import { useState } from "react";
import { saveFile } from "./save-file.ts";

/**
 * "Download PDF", for the list and the report page alike: one download at a time, the PDF handed
 * to the browser's own download (save-file.ts), and one line saying how it went. `fail` turns a
 * failure into that line (and may act on it: an ended proof goes back to proving it).
 */
export function usePdfDownload(
  loadPdf: (id: string) => Promise<{ blob: Blob; fileName: string }>,
  fail: (error: unknown) => string,
) {
  const [downloading, setDownloading] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const download = async (report: { id: string; patientName: string }) => {
    setDownloading(report.id);
    setNotice(null);
    try {
      const { blob, fileName } = await loadPdf(report.id);
      saveFile(blob, fileName);
      const name = report.patientName;
      // Said in the reader's language of the moment (i18n/runtime.tsx's i18n).
      setNotice(t`Report of ${name} downloaded.`);
    } catch (error) {
      setNotice(fail(error));
    } finally {
      setDownloading(null);
    }
  };

  return { downloading, notice, download };
}
