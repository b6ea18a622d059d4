import { PageHeader } from '@/shared/ui/PageHeader';

export function VideosPage() {
  return (
    <PageHeader
      title="Видео"
      crumbs={[{ label: 'Модерация' }, { label: 'Видео' }]}
      description="Видео пользователей: очередь модерации, опубликованные и отклонённые."
    />
  );
}
