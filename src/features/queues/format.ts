const NBSP = '\u00a0';

/** How long something has waited: «40 мин», «5 ч 12 мин», «3 д 4 ч». */
export function formatAge(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  if (minutes < 60) return `${minutes}${NBSP}мин`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}${NBSP}ч ${minutes % 60}${NBSP}мин`;
  return `${Math.floor(hours / 24)}${NBSP}д ${hours % 24}${NBSP}ч`;
}

/** A time to a decision: «45 с», «2 мин 05 с», «1 ч 10 мин»; «—» for none. */
export function formatSeconds(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds}${NBSP}с`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}${NBSP}мин ${String(seconds % 60).padStart(2, '0')}${NBSP}с`;
  return `${Math.floor(minutes / 60)}${NBSP}ч ${minutes % 60}${NBSP}мин`;
}

/** A share as a percentage with one decimal: «2,5 %». */
export function formatShare(share: number): string {
  return `${(share * 100).toFixed(1).replace('.', ',')}${NBSP}%`;
}
