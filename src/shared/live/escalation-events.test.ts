import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { EscalationEvent } from '@/contract/escalations';
import { shownNotifications } from '@/test/notifications';
import { keys, selfQueryKey } from '../api/keys';
import { applyLiveEvent } from './patch';

const moderator = { id: 2, nickname: 'moderator', avatarUrl: null };
const admin = { id: 1, nickname: 'admin', avatarUrl: null };
const event = (data: Partial<EscalationEvent>): EscalationEvent => ({
  queue: 'videos',
  id: 12,
  state: 'decided',
  askedBy: moderator,
  note: 'Похоже на рекламу',
  by: admin,
  status: 'rejected',
  answer: null,
  ...data,
});

function signedInAs(id: number) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(selfQueryKey, { id });
  queryClient.setQueryData(keys.videos.detail(12), { id: 12 });
  queryClient.setQueryData(keys.secondOpinions.list({ page: 1 }), { items: [], total: 0 });
  return queryClient;
}

describe('the live escalation event', () => {
  it('tells the moderator who asked how the administrator answered: decided, or handed back', () => {
    const queryClient = signedInAs(moderator.id);
    applyLiveEvent(queryClient, { type: 'escalation', data: event({}) });
    applyLiveEvent(queryClient, {
      type: 'escalation',
      data: event({ queue: 'complaints', id: 5, state: 'returned', answer: 'Решайте сами' }),
    });
    expect(shownNotifications()).toEqual([
      'Второе мнение по видео №12: решение принял admin — «Отклонено»',
      'Второе мнение по жалобе №5: admin вернул в очередь — «Решайте сами»',
    ]);
  });

  it('tells nobody else, nor anybody of a request just made; the item and the list are read again', () => {
    const queryClient = signedInAs(admin.id);
    applyLiveEvent(queryClient, { type: 'escalation', data: event({}) });
    const asker = signedInAs(moderator.id);
    applyLiveEvent(asker, { type: 'escalation', data: event({ state: 'asked', by: null }) });
    expect(shownNotifications()).toEqual([]);
    expect(queryClient.getQueryState(keys.videos.detail(12))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(keys.secondOpinions.list({ page: 1 }))?.isInvalidated).toBe(
      true,
    );
  });
});
