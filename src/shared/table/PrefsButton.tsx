import { Button } from '@mantine/core';
import { IconBookmark, IconColumns } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

/** «Колонки» (with how many are hidden) and «Виды»: the same button before and after its menu loads. */
export function PrefsButton({
  which,
  hiddenCount = 0,
  ...props
}: ComponentPropsWithRef<'button'> & { which: 'columns' | 'views'; hiddenCount?: number }) {
  const columns = which === 'columns';
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      color="gray"
      leftSection={columns ? <IconColumns size={14} /> : <IconBookmark size={14} />}
      {...props}
    >
      {columns ? (hiddenCount > 0 ? `Колонки (скрыто: ${hiddenCount})` : 'Колонки') : 'Виды'}
    </Button>
  );
}
