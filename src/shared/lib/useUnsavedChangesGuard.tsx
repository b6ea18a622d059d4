import { useBlocker } from '@tanstack/react-router';
import { useEffect } from 'react';
import { confirmAction } from '../ui/dialogs';

/** Leaving a form with unsaved changes asks first — in-app navigation and closing the tab alike. */
export function useUnsavedChangesGuard(dirty: boolean) {
  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });
  useEffect(() => {
    if (blocker.status !== 'blocked') return;
    void confirmAction({
      title: 'Несохранённые изменения',
      message: 'Изменения не сохранены. Уйти со страницы и потерять их?',
      confirmLabel: 'Уйти без сохранения',
      danger: true,
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker]);
}
