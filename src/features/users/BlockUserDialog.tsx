import { Button, Group, Stack, Text } from '@mantine/core';
import { GrowingTextarea } from '@/shared/ui/GrowingTextarea';
import { modals } from '@mantine/modals';
import { useRef } from 'react';
import * as z from 'zod/mini';
import { blockReasonField, blockUntilField } from '@/contract/users';
import {
  pickReadyReason,
  ReadyReasons,
  ReadyReasonsFailed,
  ReasonKeysHint,
} from '@/shared/form/ReadyReasons';
import { useReadyReasons } from '@/shared/form/useReadyReasons';
import { applyServerErrors, useEntityForm } from '@/shared/form/useEntityForm';
import { toInstant } from '@/shared/lib/date-time-value';
import { DateTimeInput } from '@/shared/ui/DateTimeInput';
import { overlaysReady } from '@/shared/ui/overlays-ready';
import type { User } from '@/shared/api/self';
import { useBlockUser } from './api';

/** The date picker's local text as the instant the API is sent; empty: blocked for good. */
const untilInstant = (local: string | null) => (local ? toInstant(local) : null);

/** The body's rules (src/contract/users.ts) on what the dialog holds. */
const blockFormSchema = z.object({
  reason: blockReasonField,
  until: z.pipe(z.transform(untilInstant), blockUntilField),
});
type BlockFormValues = z.input<typeof blockFormSchema>;

function BlockUserForm({
  user,
  onDone,
}: {
  user: Pick<User, 'id' | 'nickname'>;
  onDone: () => void;
}) {
  const block = useBlockUser();
  const { form, onSubmit } = useEntityForm<BlockFormValues>({
    schema: blockFormSchema,
    initialValues: { reason: '', until: null },
  });
  const field = useRef<HTMLTextAreaElement>(null);
  const ready = useReadyReasons('block_user');
  const putReason = (reason: string) => {
    form.setFieldValue('reason', reason);
    field.current?.focus();
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit((values) =>
        block.mutate(
          {
            id: user.id,
            reason: values.reason.trim(),
            until: untilInstant(values.until),
          },
          {
            onSuccess: onDone,
            onError: (error) => applyServerErrors(form, error),
          },
        ),
      )}
    >
      <Stack gap="sm">
        <Text size="sm">
          Пользователь <b>{user.nickname}</b> не сможет входить и публиковать видео.
        </Text>
        {ready.reasons.length > 0 && <ReadyReasons reasons={ready.reasons} onPick={putReason} />}
        {ready.failed && <ReadyReasonsFailed />}
        <GrowingTextarea
          label="Причина блокировки"
          withAsterisk
          minRows={3}
          data-autofocus
          ref={field}
          {...form.getInputProps('reason')}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
              return;
            }
            pickReadyReason(event, ready.reasons, form.values.reason, (reason) =>
              form.setFieldValue('reason', reason),
            );
          }}
        />
        <ReasonKeysHint withReadyReasons={ready.offered} />
        <DateTimeInput
          label="Заблокировать до"
          description="Оставьте пустым, чтобы заблокировать бессрочно"
          placeholder="Бессрочно"
          clearable
          minDate={new Date()}
          {...form.getInputProps('until')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            Отмена
          </Button>
          <Button type="submit" color="red" loading={block.isPending}>
            Заблокировать
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export async function openBlockUserDialog(user: Pick<User, 'id' | 'nickname'>) {
  await overlaysReady();
  const id = modals.open({
    title: `Заблокировать ${user.nickname}`,
    centered: true,
    children: <BlockUserForm user={user} onDone={() => modals.close(id)} />,
  });
}
