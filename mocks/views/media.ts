/**
 * Media URLs are relative to the page in the browser, where the service worker answers them on the page's
 * origin; the mock server makes them absolute, on its own origin, since the panel then runs on another one.
 */
let mediaOrigin = '';

export function setMediaOrigin(origin: string): void {
  mediaOrigin = origin.replace(/\/$/, '');
}

export function mediaUrl(path: string): string {
  return `${mediaOrigin}${path}`;
}

export function avatarUrl(userId: number): string {
  return mediaUrl(`/mock-media/avatars/${userId}.png`);
}

export function previewUrl(videoId: number): string {
  return mediaUrl(`/mock-media/previews/${videoId}.png`);
}

export function coverUrl(contestId: number): string {
  return mediaUrl(`/mock-media/covers/${contestId}.png`);
}
