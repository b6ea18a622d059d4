import { act, fireEvent, screen } from '@testing-library/react';
import { notifications, notificationsStore } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderOverlays } from '@/test/render';
import {
  NOTIFICATION_TIMEOUT_MS,
  NOTIFICATIONS_CEILING,
  NOTIFICATIONS_ON_SCREEN,
  notifyError,
  notifySuccess,
  showNotice,
} from './notify';
import { notifyUndoable } from './notify-actions';
import { shownNotifications } from '@/test/notifications';

const queued = () => notificationsStore.getState().queue.map((notice) => notice.message);

/** The notification on screen that says `text` (Mantine draws each as an alert). */
const noticeSaying = (text: string) => screen.getByText(text).closest('[role="alert"]')!;

describe('notifications', () => {
  beforeEach(async () => {
    await renderOverlays();
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => notifications.clean());
    vi.useRealTimers();
  });

  it('close after 5000 ms; the one under the pointer stays, and only that one', () => {
    act(() => {
      notifySuccess('Первое');
      notifySuccess('Второе');
      notifySuccess('Третье');
    });
    fireEvent.mouseEnter(noticeSaying('Второе'));
    act(() => vi.advanceTimersByTime(NOTIFICATION_TIMEOUT_MS + 500));
    expect(shownNotifications()).toEqual(['Второе']);

    fireEvent.mouseLeave(noticeSaying('Второе'));
    act(() => vi.advanceTimersByTime(NOTIFICATION_TIMEOUT_MS + 500));
    expect(shownNotifications()).toEqual([]);
  });

  it('a failure shows at once whatever is on screen: it never waits in a queue', () => {
    act(() => {
      for (let i = 1; i <= NOTIFICATIONS_ON_SCREEN; i += 1) notifySuccess(`Сообщение ${i}`);
      notifyError('Внутренняя ошибка сервера', 'Не удалось обновить счётчики');
    });
    expect(shownNotifications()).toContain('Внутренняя ошибка сервера');
    expect(screen.getByText('Не удалось обновить счётчики')).toBeInTheDocument();
    // The oldest plain message made room; nothing waits out of sight.
    expect(shownNotifications()).not.toContain('Сообщение 1');
    expect(shownNotifications()).toHaveLength(NOTIFICATIONS_ON_SCREEN);
    expect(queued()).toEqual([]);
  });

  it('undo notices are not pushed out by messages, and a failure still shows past a full stack of them', () => {
    act(() => {
      for (let i = 1; i <= NOTIFICATIONS_CEILING; i += 1)
        showNotice({ message: `Решение ${i}` }, 'undo');
    });
    expect(shownNotifications()).toHaveLength(NOTIFICATIONS_CEILING);
    act(() => notifyError('Внутренняя ошибка сервера'));
    expect(shownNotifications()).toContain('Внутренняя ошибка сервера');
    expect(shownNotifications()).not.toContain('Решение 1');
    expect(queued()).toEqual([]);
    // Every undo notice but the oldest is still there.
    for (let i = 2; i <= NOTIFICATIONS_CEILING; i += 1)
      expect(shownNotifications()).toContain(`Решение ${i}`);
  });

  it('one failed call is one notification, however often it fails while that is up', () => {
    act(() => {
      notifyError('Внутренняя ошибка сервера', 'Не удалось загрузить видео', 'videos-list');
      notifyError('Внутренняя ошибка сервера', 'Не удалось загрузить видео', 'videos-list');
    });
    expect(shownNotifications()).toEqual(['Внутренняя ошибка сервера']);
  });

  describe('a held decision (Отменить)', () => {
    it('is said after the next frame, with Отменить, and closes when the decision is sent', () => {
      const close = notifyUndoable('Видео «Финал» одобрено', () => undefined);
      expect(shownNotifications()).toEqual([]);
      act(() => vi.advanceTimersToNextFrame());
      act(() => vi.advanceTimersToNextTimer());
      expect(screen.getByText('Видео «Финал» одобрено')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Отменить' })).toBeInTheDocument();
      act(() => close('sent'));
      expect(shownNotifications()).toEqual([]);
    });

    it('is said even when no frame comes (a hidden page draws none)', () => {
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
      notifyUndoable('Видео «Финал» одобрено', () => undefined);
      act(() => vi.advanceTimersByTime(250));
      expect(screen.getByRole('button', { name: 'Отменить' })).toBeInTheDocument();
    });

    it('sent before it could be drawn, it is said as a plain message; taken back, not at all', () => {
      act(() => notifyUndoable('Жалоба №7: комментарий скрыт', () => undefined)('sent'));
      act(() => notifyUndoable('Жалоба №8: комментарий скрыт', () => undefined)('undone'));
      act(() => vi.advanceTimersByTime(1000));
      expect(shownNotifications()).toEqual(['Жалоба №7: комментарий скрыт']);
      expect(screen.queryByRole('button', { name: 'Отменить' })).not.toBeInTheDocument();
    });
  });
});
