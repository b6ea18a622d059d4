import { Badge, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { SessionQueryClient } from '../api/session';
import { UnsentMark } from './UnsentMark';

const noSubscription = () => () => undefined;

/**
 * On an item's row and page, beside its status: what became of the moderator's decision on it when
 * the status alone does not say it (docs/product.md#undo) — `Отправляется… 2 из 6` while it is sent
 * again after a failure (the row shows the decision meanwhile), the server's refusal
 * (`Уже решено: moderator, 02.12.2026, 07:46`) until the next decision on it, and `Не отправлено`
 * while it waits in the bar. Nothing when there is nothing to add.
 */
export function DecisionMark({ item }: { item: string }) {
  const client = useQueryClient();
  const decisions = client instanceof SessionQueryClient ? client.session.decisions : undefined;
  const note = useSyncExternalStore(decisions?.subscribe ?? noSubscription, () =>
    decisions?.noteOn(item),
  );
  return (
    <>
      {note?.kind === 'retrying' && (
        <Badge
          color="orange"
          variant="light"
          radius="sm"
          title={`Отправляется: попытка ${note.attempt} из ${note.of}`}
          data-decision-retrying=""
        >
          Отправляется… {note.attempt} из {note.of}
        </Badge>
      )}
      {note?.kind === 'refused' && (
        <Text
          size="xs"
          c="red"
          lh={1.3}
          maw={200}
          title={`Решение не принято: ${note.message}`}
          data-decision-refused=""
        >
          {note.message}
        </Text>
      )}
      <UnsentMark item={item} />
    </>
  );
}
