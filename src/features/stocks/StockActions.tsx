import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { formatCount } from '@/shared/lib/format';
import { askDeleteOrSwitchOff } from '@/shared/ui/dialogs';
import { useDeleteStock, useToggleStock } from './api';
import type { Stock } from '@/contract/stocks';

/** A row's «Изменить» (the page's form) and «Удалить» (after a confirmation). */
export function StockActions({ row, onEdit }: { row: Stock; onEdit: (stock: Stock) => void }) {
  const toggle = useToggleStock();
  const remove = useDeleteStock();
  const askDelete = async () => {
    // The server refuses to delete a stock already applied (409): it is only switched off.
    const choice = await askDeleteOrSwitchOff({
      title: 'Удалить акцию?',
      inUse: row.usageCount > 0,
      inUseMessage: () =>
        `«${row.title}» уже применялась к взносам (${formatCount(row.usageCount)}): удалить её нельзя. ${
          row.isEnabled ? 'Её можно выключить.' : 'Она уже выключена.'
        }`,
      deleteMessage: () => `«${row.title}» будет удалена без возможности восстановления.`,
      canSwitchOff: row.isEnabled,
    });
    if (choice === 'switchOff') void toggle.run({ id: row.id, isEnabled: false });
    if (choice === 'delete') remove.mutate(row);
  };
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={`Изменить «${row.title}»`}
        onClick={() => onEdit(row)}
      >
        <IconPencil size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Удалить «${row.title}»`}
        onClick={() => void askDelete()}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}
