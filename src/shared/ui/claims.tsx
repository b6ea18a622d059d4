import { claimedMessage } from '@/contract/conflicts';
import { Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/errors';
import { decisionSettled } from '../api/held-decisions';
import type { EntityKeys } from '../api/keys';
import { reportError } from '../api/query-client';
import type { BulkResult, Claim } from '../api/schemas';
import { claimOfOther, useClaimCalls, type ClaimQueue } from '../api/useClaim';
import { useSelf } from '../api/self';
import { confirmAction } from './dialogs';
import { NOTIFICATION_TIMEOUT_MS, showNotice } from './notify';
import { UserAvatar } from './UserAvatar';

/**
 * In a list row: who is on the item now, when it is somebody else
 * (docs/product.md#several-moderators-at-once).
 */
export function ClaimBadge({ claim }: { claim: Claim }) {
  const self = useSelf();
  const other = claimOfOther(claim, self.id);
  if (!other) return null;
  return (
    <Group gap={4} wrap="nowrap" mt={2}>
      <UserAvatar src={other.by.avatarUrl} size={16} />
      <Text size="xs" fw={600} lh={1.2}>
        проверяет {other.by.nickname}
      </Text>
    </Group>
  );
}

/** In a bulk question: how many of the selected items other moderators are on (empty when none). */
export function heldNotice(count: number): string {
  return count > 0 ? ` Сейчас проверяют другие модераторы: ${count}.` : '';
}

/** The question before deciding an item another moderator holds; true to go ahead. */
export function confirmDecidingClaimed(nickname: string): Promise<boolean> {
  return confirmAction({
    title: 'Элемент уже проверяют',
    message: `${claimedMessage(nickname)}. Всё равно принять решение?`,
    confirmLabel: 'Принять решение',
  });
}

/**
 * Before a decision: asks when another moderator holds the item, and answers whether to go ahead
 * (always true when nobody else does).
 */
export function useClaimGuard(): (item: { claim: Claim }) => Promise<boolean> {
  const self = useSelf();
  return async (item) => {
    const other = claimOfOther(item.claim, self.id);
    return other ? confirmDecidingClaimed(other.by.nickname) : true;
  };
}

/**
 * A bulk decision left some items alone (decided by somebody else meanwhile): how many, and each one
 * with the server's reason (`Уже решено: <nickname>, <date>`).
 */
export function notifySkipped(skipped: BulkResult['skipped']): void {
  if (skipped.length === 0) return;
  showNotice({
    color: 'orange',
    title: `Пропущено: ${skipped.length}`,
    message: (
      <Stack gap={2}>
        {skipped.map(({ id, message }) => (
          <Text key={id} size="sm">
            №{id}: {message}
          </Text>
        ))}
      </Stack>
    ),
    autoClose: NOTIFICATION_TIMEOUT_MS * 2,
  });
}

/**
 * For queues decided from the row (applications): the item is claimed while its decision dialog is
 * open and released once the decision is settled. When another moderator holds it, asks first
 * (docs/product.md#several-moderators-at-once); when somebody decided it already, says so (the
 * server's `Уже решено: …`), refreshes the list and does nothing.
 */
export function useClaimWhileDeciding(
  queue: ClaimQueue,
  entityKeys: EntityKeys,
): (id: number, decide: () => Promise<unknown>) => Promise<void> {
  const queryClient = useQueryClient();
  const { take, release } = useClaimCalls(queue);
  return async (id, decide) => {
    let mine = false;
    try {
      await take(id);
      mine = true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: entityKeys.lists() });
        const holder = error.facts.claim?.by.nickname;
        if (!holder) {
          reportError(error);
          return;
        }
        if (!(await confirmDecidingClaimed(holder))) return;
      }
      // Any other failure of the claim does not stand in the way of the decision.
    }
    try {
      await decide();
    } finally {
      // Kept while the decision is held or on its way; the server ends it when it takes the decision.
      if (mine)
        void decisionSettled(`${queue}/${id}`).then((delivered) => {
          if (!delivered) release(id).catch(() => undefined);
        });
    }
  };
}
