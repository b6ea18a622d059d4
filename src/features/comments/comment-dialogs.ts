import { confirmAction } from '@/shared/ui/dialogs';

export function confirmDelete(count: number) {
  return confirmAction({
    title: count > 1 ? `Удалить комментарии: ${count}?` : 'Удалить комментарий?',
    message: 'Комментарии и жалобы на них будут удалены безвозвратно.',
    confirmLabel: 'Удалить',
    danger: true,
  });
}

/**
 * Hide or show the ticked comments: asks first (docs/product.md#mutations), counting only those it
 * changes.
 */
export function confirmVisibility(action: 'hide' | 'restore', count: number, unchanged: number) {
  const hide = action === 'hide';
  const rest = unchanged
    ? ` ${hide ? 'Уже скрытые' : 'Уже видные'} (${unchanged}) останутся как есть.`
    : '';
  return confirmAction({
    title: hide
      ? count > 1
        ? `Скрыть комментарии: ${count}?`
        : 'Скрыть комментарий?'
      : count > 1
        ? `Показать комментарии: ${count}?`
        : 'Показать комментарий?',
    message: `${
      hide
        ? 'Пользователи перестанут их видеть; вернуть можно кнопкой «Показать».'
        : 'Пользователи снова будут их видеть.'
    }${rest}`,
    confirmLabel: hide ? 'Скрыть' : 'Показать',
  });
}
