import { Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { categoryOptionsQueryOptions } from '@/shared/api/options';
import { CategorySelect } from '@/shared/form/CategorySelect';
import { FormModal } from '@/shared/form/FormModal';
import { characterCount } from '@/shared/ui/character-count';
import { useCreateContest } from './api';
import { createContestSchema, TITLE_MAX } from './schemas';

/** «Новый конкурс»: a title and a category make a draft; the rest is filled in on its edit page. */
export default function CreateContestDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const create = useCreateContest();
  const categories = useQuery(categoryOptionsQueryOptions());
  const navigate = useNavigate();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Новый конкурс"
      formKey="create"
      schema={createContestSchema}
      initialValues={{ title: '', categoryId: '' }}
      submitLabel="Создать черновик"
      submit={async (values) => {
        const contest = await create.mutateAsync({
          title: values.title.trim(),
          categoryId: Number(values.categoryId),
        });
        await navigate({
          to: '/moderation/contests/$contestId/edit',
          params: { contestId: contest.id },
        });
      }}
    >
      {(form) => (
        <>
          <Text size="sm" c="dimmed">
            Конкурс создаётся черновиком: даты, деньги и правила заполните на следующем шаге.
          </Text>
          <TextInput
            label="Название"
            withAsterisk
            data-autofocus
            {...form.getInputProps('title')}
            {...characterCount(form.values.title, TITLE_MAX)}
          />
          <CategorySelect
            categories={categories.data ?? []}
            {...form.getInputProps('categoryId')}
          />
        </>
      )}
    </FormModal>
  );
}
