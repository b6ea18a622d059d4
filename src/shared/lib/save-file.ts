/** Hands a downloaded file to the browser's own «save» (a temporary link with `download`). */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the browser has started reading it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
