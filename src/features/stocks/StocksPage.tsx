import { PageHeader } from '@/shared/ui/PageHeader';

export function StocksPage() {
  return (
    <PageHeader
      title="Акции"
      crumbs={[{ label: 'Финансы' }, { label: 'Акции' }]}
      description="Бонусные акции к взносам."
    />
  );
}
