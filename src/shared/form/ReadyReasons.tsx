import { Group, Kbd, Text, UnstyledButton } from '@mantine/core';
import { memo, type KeyboardEvent } from 'react';

/** The key of a ready reason a key press is: 1…9 by the physical key (Digit1…), without modifiers. */
export function readyReasonDigit(event: KeyboardEvent): number | null {
  const digit = /^Digit([1-9])$/.exec(event.code)?.[1];
  if (!digit || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return null;
  return Number(digit);
}

/** The ready reason a key press picks. */
export function readyReasonKey(event: KeyboardEvent, reasons: readonly string[]): string | null {
  const digit = readyReasonDigit(event);
  return digit === null ? null : (reasons[digit - 1] ?? null);
}

/**
 * Keys 1–9 in a reason's dialog: while the field is empty, or still holds a ready reason unchanged,
 * a digit puts that reason in it (to be edited, or sent with Ctrl+Enter); once the moderator has
 * written something of their own, digits are typed as digits.
 */
export function pickReadyReason(
  event: KeyboardEvent,
  reasons: readonly string[],
  current: string,
  set: (reason: string) => void,
): void {
  if (current.trim() !== '' && !reasons.includes(current)) return;
  const reason = readyReasonKey(event, reasons);
  if (reason === null) return;
  event.preventDefault();
  set(reason);
}

/**
 * The ready reasons under a reason's field, each with its key; a click puts it in the field.
 * Memoised: the dialog's sending state (its button's loader) does not draw the reasons again.
 */
export const ReadyReasons = memo(function ReadyReasons({
  reasons,
  onPick,
}: {
  reasons: readonly string[];
  onPick: (reason: string) => void;
}) {
  return (
    <Group gap={6} role="group" aria-label="Готовые причины">
      {reasons.slice(0, 9).map((reason, index) => (
        <UnstyledButton
          key={reason}
          onClick={() => onPick(reason)}
          fz="xs"
          px={6}
          py={2}
          style={{
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 'var(--mantine-radius-sm)',
          }}
        >
          <Kbd size="xs" mr={4}>
            {index + 1}
          </Kbd>
          {reason}
        </UnstyledButton>
      ))}
    </Group>
  );
});

/** In place of the ready reasons when their call failed: the field still takes a typed reason. */
export function ReadyReasonsFailed() {
  return (
    <Text size="xs" c="dimmed" role="status">
      Готовые причины не загрузились: напишите причину сами
    </Text>
  );
}

/** The keys of a reason's field, said under it in every reason dialog. */
export function reasonKeysHint(withReadyReasons: boolean): string {
  return `${withReadyReasons ? 'Цифра — готовая причина, её можно исправить. ' : ''}Ctrl+Enter — отправить`;
}

export function ReasonKeysHint({ withReadyReasons }: { withReadyReasons: boolean }) {
  return (
    <Text size="xs" c="dimmed">
      {reasonKeysHint(withReadyReasons)}
    </Text>
  );
}
