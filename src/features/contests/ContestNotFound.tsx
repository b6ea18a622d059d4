import { NotFoundState } from '@/shared/ui/states';

/** An unknown contest id, inside the shell (detail and edit pages alike). */
export function ContestNotFound() {
  return (
    <NotFoundState
      title="Конкурс не найден"
      message="Конкурса с таким номером нет: возможно, черновик удалили."
      back={{ to: '/moderation/contests', label: 'К списку конкурсов' }}
    />
  );
}
