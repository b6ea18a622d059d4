import { PageHeader } from '@/shared/ui/PageHeader';

export function ApplicationsPage() {
  return (
    <PageHeader
      title="Заявки"
      crumbs={[{ label: 'Пользователи', to: '/users' }, { label: 'Заявки' }]}
      description="Заявки пользователей: подтверждение профиля, участие в конкурсе, вывод средств."
    />
  );
}
