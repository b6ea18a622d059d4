import { PageHeader } from '@/shared/ui/PageHeader';

export function ComplaintsPage() {
  return (
    <PageHeader
      title="Жалобы"
      crumbs={[{ label: 'Модерация' }, { label: 'Жалобы' }]}
      description="Жалобы пользователей на видео, комментарии и профили."
    />
  );
}
