import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import type { ZodMiniType } from 'zod/mini';
import { overlaysReady } from './overlays-ready';

interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  danger?: boolean;
}

/** Destructive or mass actions ask first. Resolves true when confirmed. */
export function confirmAction({
  title,
  message,
  confirmLabel,
  danger,
}: ConfirmOptions): Promise<boolean> {
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

interface ReasonOptions {
  title: string;
  label: string;
  description?: ReactNode;
  confirmLabel: string;
  schema: ZodMiniType<string>;
  placeholder?: string;
}

function ReasonForm({
  options,
  onDone,
}: {
  options: ReasonOptions;
  onDone: (reason: string | null) => void;
}) {
  const form = useForm({
    initialValues: { reason: '' },
    validate: {
      reason: (value) => {
        const parsed = options.schema.safeParse(value);
        return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
      },
    },
  });
  return (
    <form onSubmit={form.onSubmit(({ reason }) => onDone(reason.trim()))} noValidate>
      <Stack gap="sm">
        {options.description && <Text size="sm">{options.description}</Text>}
        <Textarea
          label={options.label}
          placeholder={options.placeholder}
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          withAsterisk
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => onDone(null)}>
            Отмена
          </Button>
          <Button type="submit" color="red">
            {options.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Asks for a reason (reject, block, cancel…), validated by `schema`. Resolves null when dismissed. */
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
