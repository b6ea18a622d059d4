import type { LegendEntry } from '@/shared/table/useKeyboardQueue';

/**
 * The player's keys on the video page, by physical key (`event.code`, so a Russian layout works), apart
 * from the page's decision keys (A, R, Shift+A, Shift+R, E, Ctrl+S) and from the lists' J, K, X.
 */
export type PlayerCommand =
  | 'toggle'
  | 'back5'
  | 'forward5'
  | 'back1'
  | 'forward1'
  | 'previousFrame'
  | 'nextFrame'
  | 'slower'
  | 'faster'
  | 'mute'
  | 'fullscreen';

export interface PlayerKey {
  /** Mantine's notation with `event.code` names: 'Space', 'shift+ArrowLeft', 'Comma'. */
  keys: string;
  command: PlayerCommand;
  /** As printed on the key cap, for the help. */
  caps: string[];
  label: string;
}

export const PLAYER_KEYS: readonly PlayerKey[] = [
  { keys: 'Space', command: 'toggle', caps: ['Пробел'], label: 'пуск / пауза' },
  { keys: 'ArrowLeft', command: 'back5', caps: ['←'], label: 'назад на 5 с' },
  { keys: 'ArrowRight', command: 'forward5', caps: ['→'], label: 'вперёд на 5 с' },
  { keys: 'shift+ArrowLeft', command: 'back1', caps: ['⇧←'], label: 'назад на 1 с' },
  { keys: 'shift+ArrowRight', command: 'forward1', caps: ['⇧→'], label: 'вперёд на 1 с' },
  { keys: 'Comma', command: 'previousFrame', caps: [','], label: 'предыдущий кадр раскадровки' },
  { keys: 'Period', command: 'nextFrame', caps: ['.'], label: 'следующий кадр раскадровки' },
  // The speed on [ and ], as in VLC: Shift with , and . jumps between the frames marked for risk.
  { keys: 'BracketLeft', command: 'slower', caps: ['['], label: 'медленнее (до 0,5×)' },
  { keys: 'BracketRight', command: 'faster', caps: [']'], label: 'быстрее (до 3×)' },
  { keys: 'M', command: 'mute', caps: ['M'], label: 'звук выкл. / вкл.' },
  { keys: 'F', command: 'fullscreen', caps: ['F'], label: 'во весь экран' },
];

/** The jumps between the frames the risk model marked (RiskKeys), by physical key. */
export const RISK_KEYS = [
  { keys: 'shift+Period', step: 1, caps: ['>'], label: 'следующий кадр с отметкой риска' },
  { keys: 'shift+Comma', step: -1, caps: ['<'], label: 'предыдущий кадр с отметкой риска' },
] as const;

/** Every key of the video page, for its help (`?`): the decisions, then the player. */
export const VIDEO_PAGE_LEGEND: LegendEntry[] = [
  { keys: ['A'], label: 'одобрить' },
  { keys: ['R'], label: 'отклонить' },
  { keys: ['⇧A'], label: 'одобрить и открыть следующее' },
  { keys: ['⇧R'], label: 'отклонить и открыть следующее' },
  { keys: ['E'], label: 'нужно второе мнение: спросить администраторов' },
  { keys: ['Ctrl+S'], label: 'сохранить изменения' },
  ...PLAYER_KEYS.map(({ caps, label }) => ({ keys: caps, label })),
  ...RISK_KEYS.map(({ caps, label }) => ({ keys: [...caps], label })),
  { keys: ['?'], label: 'все клавиши' },
];
