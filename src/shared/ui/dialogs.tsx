import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useState, type ReactNode } from 'react';
import * as z from 'zod/mini';
import { characterCount } from './character-count';
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

interface ReasonOptions {
  title: string;
  label: string;
  description?: ReactNode;
  confirmLabel: string;
  schema: z.ZodMiniType<string>;
  /** The limit the schema and the server enforce: the field stops there and counts. */
  maxLength: number;
  placeholder?: string;
  /** The text may stay empty (a note): no asterisk; the schema decides what is accepted. */
  optional?: boolean;
  /**
   * Sends the decision with the reason; resolves true once the server agreed. Until then the dialog
   * stays open with the text, so a failed call can be retried without typing the reason again.
   */
  submit: (reason: string) => Promise<boolean>;
}

function ReasonForm({
  options,
  onDone,
}: {
  options: ReasonOptions;
  onDone: (reason: string | null) => void;
}) {
  const [sending, setSending] = useState(false);
  const form = useForm({
    initialValues: { reason: '' },
    validate: schemaResolver(z.object({ reason: options.schema }), { sync: true }),
  });
  const send = form.onSubmit(async ({ reason }) => {
    if (sending) return;
    setSending(true);
    const agreed = await options.submit(reason.trim());
    setSending(false);
    if (agreed) onDone(reason.trim());
  });

  return (
    <form onSubmit={send} noValidate>
      <Stack gap="sm">
        {options.description && <Text size="sm">{options.description}</Text>}
        <Textarea
          label={options.label}
          placeholder={options.placeholder}
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          withAsterisk={!options.optional}
          {...form.getInputProps('reason')}
          // Ctrl+Enter (⌘+Enter) sends from the field: a keyboard queue never needs the mouse.
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              send();
            }
          }}
          {...characterCount(form.values.reason, options.maxLength)}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => onDone(null)}>
            Отмена
          </Button>
          <Button type="submit" color="red" loading={sending}>
            {options.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Asks for a reason (reject, block, cancel…), validated by `schema`, and sends it with `submit`.
 * Resolves with the reason once the decision is made, null when the dialog is dismissed.
 */
export async function askReason(options: ReasonOptions): Promise<string | null> {
  await overlaysReady();
  return new Promise((resolve) => {
    let settled = false;
    const id = modals.open({
      title: options.title,
      centered: true,
      onClose: () => {
        if (!settled) resolve(null);
      },
      children: (
        <ReasonForm
          options={options}
          onDone={(reason) => {
            settled = true;
            resolve(reason);
            modals.close(id);
          }}
        />
      ),
    });
  });
}
