import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';

function DotsButton(props: ComponentPropsWithRef<'button'> & { 'aria-label': string }) {
  return (
    <ActionIcon variant="subtle" color="gray" {...props}>
      <IconDots size={16} />
    </ActionIcon>
  );
}

/**
 * A row's «…» menu, mounted when first opened. Mantine's Menu sets up a popover with floating-ui for
 * each row as it mounts; a page of rows paid that for menus nobody opens (issue 9). Until the first
 * click the row has only its button. Then the menu mounts, its button takes the focus (the one clicked
 * is gone), and it opens, so closing it gives the focus back as any Mantine menu does.
 */
export function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  const [stage, setStage] = useState<'button' | 'mounting' | 'menu'>('button');
  const [opened, setOpened] = useState(false);
  if (stage === 'button')
    return <DotsButton aria-label={label} onClick={() => setStage('mounting')} />;
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <DotsButton
          aria-label={label}
          ref={
            stage === 'mounting'
              ? (element: HTMLButtonElement | null) => {
                  if (!element) return;
                  element.focus();
                  setStage('menu');
                  setOpened(true);
                }
              : undefined
          }
        />
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
