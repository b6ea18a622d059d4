import { useBlocker } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { confirmAction } from './dialogs';

function confirmDiscard(): Promise<boolean> {
  return confirmAction({
    title: 'Несохранённые изменения',
    message: 'Изменения не сохранены. Уйти со страницы и потерять их?',
    confirmLabel: 'Уйти без сохранения',
    danger: true,
  });
}

/**
 * Leaving a form with unsaved changes asks first — in-app navigation and closing the tab alike.
 * `leaveWith` is for actions that leave on purpose (approve and open the next video): it asks before
 * the action when there is something to lose, then lets that action's navigation through.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker({
    shouldBlockFn: () => dirty && !leaving.current,
    enableBeforeUnload: () => dirty && !leaving.current,
    withResolver: true,
  });
  useEffect(() => {
    if (blocker.status !== 'blocked') return;
    void confirmDiscard().then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker]);

  return {
    /** Runs `action` unless the user keeps the changes; resolves false when they did. */
    leaveWith: async (action: () => Promise<unknown>): Promise<boolean> => {
      if (dirty && !(await confirmDiscard())) return false;
      leaving.current = true;
      try {
        await action();
      } finally {
        leaving.current = false;
      }
      return true;
    },
  };
}
