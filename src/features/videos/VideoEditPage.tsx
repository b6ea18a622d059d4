import { PageHeader } from '@/shared/ui/PageHeader';

export function VideoEditPage({ id }: { id: number }) {
  return (
    <PageHeader
      title={`Видео №${id}`}
      crumbs={[{ label: 'Модерация' }, { label: 'Видео', to: '/moderation/videos' }, { label: `№${id}` }]}
    />
  );
}
