/**
 * Hands a downloaded file to the browser's own download (the person keeps it where they choose).
 * The blob URL is revoked right after the click: the report stays nowhere in the app's memory.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The click has started the download from the URL: revoking now cannot cut it short.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
