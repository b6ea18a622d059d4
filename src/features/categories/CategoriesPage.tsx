import { PageHeader } from '@/shared/ui/PageHeader';

export function CategoriesPage() {
  return (
    <PageHeader
      title="Категории"
      crumbs={[{ label: 'Модерация' }, { label: 'Категории' }]}
      description="Справочник категорий видео и конкурсов."
    />
  );
}
