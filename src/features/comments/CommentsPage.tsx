import { PageHeader } from '@/shared/ui/PageHeader';

export function CommentsPage() {
  return (
    <PageHeader
      title="Комментарии"
      crumbs={[{ label: 'Модерация' }, { label: 'Комментарии' }]}
      description="Комментарии к видео: видимые и скрытые."
    />
  );
}
