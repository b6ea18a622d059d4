import { Badge, VisuallyHidden } from '@mantine/core';
import { useSelfId } from '../api/self';
import { useFailedDecisionOn } from '../api/useFailedDecisions';

/** What a decision's call did, by the last part of its path (`videos/5/approve`). */
const DECISION_WORDS: Record<string, string> = {
  approve: 'одобрение',
  reject: 'отклонение',
  resolve: 'решение',
  hide: 'скрытие',
  restore: 'возврат',
};

/**
 * On an item's row and page: the moderator's decision on it that failed to go out and waits in the bar
 * «Не отправлено» (sent again or dropped there). Nothing when there is none.
 */
export function UnsentMark({ item }: { item: string }) {
  const call = useFailedDecisionOn(item, useSelfId());
  if (!call) return null;
  const word = DECISION_WORDS[call.path.split('/')[2] ?? ''];
  // Short on the row, whole for the pointer and screen readers: which decision did not go out.
  const whole = word ? `Не отправлено: ${word}` : 'Не отправлено';
  return (
    <Badge color="red" variant="outline" radius="sm" title={whole} data-unsent-decision="">
      Не отправлено
      {word && <VisuallyHidden>: {word}</VisuallyHidden>}
    </Badge>
  );
}
