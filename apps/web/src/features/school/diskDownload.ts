/**
 * Starts the browser's download of a same-origin address (a disk file's signed link, which
 * answers with `Content-Disposition: attachment` and the original name): a temporary
 * `<a download>` clicked and removed, so the bytes stream to disk instead of through memory.
 */
export function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
