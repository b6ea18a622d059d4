import { PageHeader } from '@/shared/ui/PageHeader';

export function ContestEditPage({ id }: { id: number }) {
  return (
    <PageHeader
      title={`Редактирование конкурса №${id}`}
      crumbs={[
        { label: 'Модерация' },
        { label: 'Конкурсы', to: '/moderation/contests' },
        { label: `№${id}`, to: `/moderation/contests/${id}` },
        { label: 'Редактирование' },
      ]}
    />
  );
}
