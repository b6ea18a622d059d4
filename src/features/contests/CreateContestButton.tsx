import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { lazyWidget, useOpenedOnce } from '@/shared/ui/on-demand';

/** The form, its field and its category select load when first opened. */
const CreateContestDialog = lazyWidget(() => import('./CreateContestDialog'));

/** «Создать конкурс»: opens the dialog that makes a draft. */
export function CreateContestButton() {
  const [opened, setOpened] = useState(false);
  const mounted = useOpenedOnce(opened);
  return (
    <>
      <Button leftSection={<IconPlus size={16} />} onClick={() => setOpened(true)}>
        Создать конкурс
      </Button>
      {mounted && <CreateContestDialog opened={opened} onClose={() => setOpened(false)} />}
    </>
  );
}
