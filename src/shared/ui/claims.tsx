import { claimedMessage } from '@/contract/conflicts';
import { Group, Text } from '@mantine/core';
import type { Claim } from '../api/schemas';
import { claimOfOther } from '../api/claim-holder';
import { useQueryClient } from '@tanstack/react-query';
import { selfQueryOptions, useSelfId } from '../api/self';
import { confirmAction } from './dialogs';
import { UserAvatar } from './UserAvatar';

/**
 * In a list row: who is on the item now, when it is somebody else
 * (docs/product.md#several-moderators-at-once).
 */
export function ClaimBadge({ claim }: { claim: Claim }) {
  const other = claimOfOther(claim, useSelfId());
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
  const queryClient = useQueryClient();
  return async (item) => {
    // Read when deciding, not on every row's render.
    const self = await queryClient.ensureQueryData(selfQueryOptions());
    const other = claimOfOther(item.claim, self.id);
    return other ? confirmDecidingClaimed(other.by.nickname) : true;
  };
}
