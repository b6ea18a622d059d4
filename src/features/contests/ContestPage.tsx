import { PageHeader } from '@/shared/ui/PageHeader';

export function ContestPage({ id }: { id: number }) {
  return (
    <PageHeader
      title={`Конкурс №${id}`}
      crumbs={[
        { label: 'Модерация' },
        { label: 'Конкурсы', to: '/moderation/contests' },
        { label: `№${id}` },
      ]}
    />
  );
}
