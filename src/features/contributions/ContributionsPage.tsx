import { PageHeader } from '@/shared/ui/PageHeader';

export function ContributionsPage() {
  return (
    <PageHeader
      title="Взносы"
      crumbs={[{ label: 'Финансы' }, { label: 'Взносы' }]}
      description="Платежи пользователей: вступительные взносы и пожертвования."
    />
  );
}
