/** Saves a blob under a file name through a temporary object URL (the browser's own download). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoke after the click has been handled, or some browsers cancel the download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/**
 * The file name a Content-Disposition header gives (RFC 6266: `filename*` with UTF-8 first, then
 * `filename`), stripped of any path; `fallback` when there is none.
 */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  let name: string | undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = undefined;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
    name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : fallback;
}
