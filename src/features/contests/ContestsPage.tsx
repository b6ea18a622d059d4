import { PageHeader } from '@/shared/ui/PageHeader';

export function ContestsPage() {
  return (
    <PageHeader
      title="Конкурсы"
      crumbs={[{ label: 'Модерация' }, { label: 'Конкурсы' }]}
      description="Конкурсы платформы: черновики, активные, завершённые и отменённые."
    />
  );
}
