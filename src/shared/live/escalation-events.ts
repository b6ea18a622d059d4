import type { QueryClient } from '@tanstack/react-query';
import { escalationAnsweredMessage, type EscalationEvent } from '@/contract/escalations';
import { cachedSelfId, keys } from '../api/keys';
import { showNotice } from '../ui/notify';

/**
 * A second opinion asked for or answered: the item leaves or rejoins its queue's lists, its record
 * and the administrators' list are read again, and the moderator who asked is told the answer.
 */
export function applyEscalationEvent(queryClient: QueryClient, event: EscalationEvent): void {
  const own = keys[event.queue];
  void queryClient.invalidateQueries({ queryKey: own.lists() });
  void queryClient.invalidateQueries({ queryKey: own.detail(event.id) });
  void queryClient.invalidateQueries({ queryKey: keys.secondOpinions.all });
  void queryClient.invalidateQueries({ queryKey: keys.queues.all });
  if (event.state !== 'asked' && cachedSelfId(queryClient) === event.askedBy.id)
    showNotice({ message: escalationAnsweredMessage(event), color: 'blue' });
}
