import { vi } from 'vitest';

export interface Download {
  blob: Blob;
  name: string;
}

/**
 * The files the page hands the browser to save: a link with `download` to an object URL, clicked
 * (src/shared/lib/save-file.ts). jsdom saves nothing and has no object URLs, so the click is
 * recorded with the file behind the link; the spies go with the test (vi.restoreAllMocks).
 */
export function recordDownloads(): Download[] {
  const saved: Download[] = [];
  const files = new Map<string, Blob>();
  if (!('createObjectURL' in URL))
    Object.assign(URL, { createObjectURL: () => '', revokeObjectURL: () => undefined });
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    const url = `blob:http://localhost:3000/${files.size + 1}`;
    files.set(url, file as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = files.get(this.href);
    if (blob) saved.push({ blob, name: this.download });
  });
  return saved;
}
