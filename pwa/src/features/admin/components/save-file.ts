/**
 * Hands a generated file to the browser's downloads (the CSV export). The object URL is revoked
 * shortly after the click, so the export does not stay in memory after the download has started.
 */
export function saveFile(fileName: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
