/**
 * Time codes in moderators' texts: «01:23» (minutes and seconds) or «1:02:03» (with hours), written in a
 * reject reason so the author and the next moderator find the moment in the video.
 */

const two = (value: number) => String(value).padStart(2, '0');

/** Whole seconds as a time code: `83` → «01:23», `3723` → «1:02:03». */
export function formatTimeCode(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}

/**
 * A time code standing alone (not inside a longer run of digits, colons or a date such as
 * «12.05.2026»): `h:mm:ss` or `m:ss` with up to three digits of minutes.
 */
const TIME_CODE = /(?<![\d:.,])(?:(\d{1,2}):([0-5]\d)|(\d{1,3})):([0-5]\d)(?![\d:])/g;

/** The seconds a whole string means as a time code («01:23» → 83), or null. */
export function parseTimeCode(text: string): number | null {
  const parts = splitTimeCodes(text.trim());
  return parts.length === 1 && parts[0]!.seconds !== undefined ? parts[0]!.seconds : null;
}

export interface TextPart {
  text: string;
  /** Set on a time code: the moment it names. */
  seconds?: number;
}

/** A text cut into plain parts and time codes, in order; joined back, the parts are the text. */
export function splitTimeCodes(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(TIME_CODE)) {
    const [whole, hours, hourMinutes, minutes, seconds] = match;
    const at = match.index;
    if (at > last) parts.push({ text: text.slice(last, at) });
    const value =
      hours !== undefined
        ? Number(hours) * 3600 + Number(hourMinutes) * 60 + Number(seconds)
        : Number(minutes) * 60 + Number(seconds);
    parts.push({ text: whole, seconds: value });
    last = at + whole.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** `text` with `code` put in at the cursor (`start`–`end` replaced), spaced from the words around it. */
export function insertTimeCode(
  text: string,
  code: string,
  start = text.length,
  end = start,
): { text: string; cursor: number } {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || /\s$/.test(before) ? '' : ' ';
  const trail = after === '' || /^[\s,.;:!?)]/.test(after) ? '' : ' ';
  const inserted = `${lead}${code}${trail}`;
  return { text: before + inserted + after, cursor: before.length + inserted.length };
}
