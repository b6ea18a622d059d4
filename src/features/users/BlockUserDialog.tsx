import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { modals } from '@mantine/modals';
import * as z from 'zod/mini';
import { applyServerErrors, useEntityForm } from '@/shared/form/useEntityForm';
import { EMPTY_MESSAGE } from '@/shared/lib/validation';
import { DateTimeInput } from '@/shared/ui/DateTimeInput';
import { overlaysReady } from '@/shared/ui/overlays-ready';
import type { User } from '@/shared/api/self';
import { useBlockUser } from './api';

export const BLOCK_REASON_MIN = 3;

const blockFormSchema = z.object({
  reason: z.string().check(
    z.refine((value) => value.trim().length > 0, EMPTY_MESSAGE),
    z.refine((value) => {
      const length = value.trim().length;
      return length === 0 || (length >= BLOCK_REASON_MIN && length <= 500);
    }, 'Причина: от 3 до 500 символов'),
  ),
  /** Empty: blocked for good. */
  until: z
    .nullable(z.string())
    .check(
      z.refine(
        (value) => !value || new Date(value).getTime() > Date.now(),
        'Дата должна быть в будущем',
      ),
    ),
});
type BlockFormValues = z.infer<typeof blockFormSchema>;

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

  return (
    <form
      noValidate
      onSubmit={onSubmit((values) =>
        block.mutate(
          {
            id: user.id,
            reason: values.reason.trim(),
            until: values.until ? new Date(values.until).toISOString() : null,
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
        <Textarea
          label="Причина блокировки"
          withAsterisk
          autosize
          minRows={3}
          data-autofocus
          {...form.getInputProps('reason')}
        />
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
