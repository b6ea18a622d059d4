import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { overlaysReady } from './overlays-ready';

interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  danger?: boolean;
}

/** Destructive or mass actions ask first. Resolves true when confirmed. */
export async function confirmAction({
  title,
  message,
  confirmLabel,
  danger,
}: ConfirmOptions): Promise<boolean> {
  await overlaysReady();
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      centered: true,
      children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
      labels: { confirm: confirmLabel, cancel: 'Отмена' },
      confirmProps: { color: danger ? 'red' : undefined, 'data-autofocus': true },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

interface InUseOptions {
  /** «Удалить категорию?»: the question the user asked. */
  title: string;
  /** Why it cannot be deleted, and what switching it off does or that it is off already. */
  message: string;
  /** Offers «Выключить» instead of «Удалить»; false when it is off already. */
  canSwitchOff: boolean;
}

/**
 * A delete the server would refuse (the entry is in use: 409) is not offered: the dialog says why
 * before, and offers switching the entry off instead. Resolves true when the user chose that.
 */
export async function offerSwitchOff({ title, message, canSwitchOff }: InUseOptions) {
  if (canSwitchOff) return confirmAction({ title, message, confirmLabel: 'Выключить' });
  await overlaysReady();
  return new Promise<false>((resolve) => {
    const id = modals.open({
      title,
      centered: true,
      onClose: () => resolve(false),
      children: (
        <Stack>
          <Text size="sm">{message}</Text>
          <Group justify="flex-end">
            <Button data-autofocus onClick={() => modals.close(id)}>
              Понятно
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}

/**
 * «Удалить?» of an entry that may be in use: in use, the delete is not offered (offerSwitchOff);
 * else a red confirmation. Resolves to what the user chose, null for nothing.
 */
export async function askDeleteOrSwitchOff({
  title,
  inUse,
  inUseMessage,
  deleteMessage,
  canSwitchOff,
}: {
  title: string;
  inUse: boolean;
  /** Said instead of offering «Удалить» (InUseOptions.message). */
  inUseMessage: () => string;
  deleteMessage: () => string;
  canSwitchOff: boolean;
}): Promise<'delete' | 'switchOff' | null> {
  if (inUse) {
    const off = await offerSwitchOff({ title, message: inUseMessage(), canSwitchOff });
    return off ? 'switchOff' : null;
  }
  const agreed = await confirmAction({
    title,
    message: deleteMessage(),
    confirmLabel: 'Удалить',
    danger: true,
  });
  return agreed ? 'delete' : null;
}
