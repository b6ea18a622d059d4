import { PageHeader } from '@/shared/ui/PageHeader';

export function ComplaintReasonsPage() {
  return (
    <PageHeader
      title="Причины жалоб"
      crumbs={[{ label: 'Модерация' }, { label: 'Причины жалоб' }]}
      description="Справочник причин, которые пользователи выбирают при жалобе."
    />
  );
}
