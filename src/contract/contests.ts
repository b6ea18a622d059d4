/**
 * Contest rules the panel and the server share (the mock validates with them): free of React and
 * the UI.
 */

/** A finished or cancelled contest takes no new videos: the server answers 422, the form offers none. */
export function takesNoNewVideos(status: string): boolean {
  return status === 'finished' || status === 'cancelled';
}
