/** Clicks a temporary `<a download>` pointing at `href`, the way a browser is told to save a file. */
function clickDownloadLink(href: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * Hands a blob to the browser as a download named `fileName` (an object URL, revoked once the click has been
 * dispatched).
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  clickDownloadLink(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves an HTML document (UTF-8) as `fileName` (certificates of core-platform §9). */
export function saveHtml(html: string, fileName: string): void {
  saveBlob(new Blob([html], { type: 'text/html;charset=utf-8' }), fileName);
}

/**
 * Downloads a signed URL of the documents bucket by navigating to it: the API signs it with
 * response-content-disposition 'attachment; filename="..."', so the browser saves the exact bytes under that
 * name and the page stays. No fetch: the bucket needs no CORS for single files and nothing is held in memory.
 * `fileName` is the name the API gave (browsers use it when the URL is same-origin).
 */
export function downloadUrl(url: string, fileName: string): void {
  clickDownloadLink(url, fileName);
}
