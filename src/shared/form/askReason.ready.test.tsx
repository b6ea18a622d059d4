import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { modals } from '@mantine/modals';
import { HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READY_REASONS } from '@mocks/seed/policy-reasons';
import { ADMIN_ID, call } from '@mocks/testing';
import { loginAs, renderOverlays } from '@/test/render';
import { notificationsAndQueue } from '@/test/notifications';
import { holdAnswers } from '@/test/requests';
import { currentSession } from '@/test/session';
import { keys } from '../api/keys';
import { failureOf } from '../api/query-client';
import { applyLiveEvent } from '../live/patch';
import { askReason } from './askReason';

const NEW_REASON = 'Видео обрезано на середине';

function openRejectDialog(submit = vi.fn(() => Promise.resolve(true))) {
  const asked = askReason({
    title: 'Отклонить видео',
    label: 'Причина отклонения',
    confirmLabel: 'Отклонить',
    schema: z.string().check(z.minLength(1)),
    maxLength: 500,
    readyReasonKind: 'reject_video',
    submit,
  });
  return { asked, submit };
}

const field = () => screen.findByRole('textbox', { name: /Причина отклонения/ });
const dialog = () => screen.getByRole('dialog', { name: 'Отклонить видео' });
const addReason = (text: string) =>
  call('/policy/reasons', { method: 'POST', as: ADMIN_ID, body: { kind: 'reject_video', text } });

describe('a reason dialog’s ready reasons, from the moderation policy', () => {
  beforeEach(async () => {
    loginAs(2);
    await renderOverlays();
  });
  afterEach(() => act(() => modals.closeAll()));

  it('offers the kind’s active reasons in their key order, one an administrator added under its digit', async () => {
    expect((await addReason(NEW_REASON)).status).toBe(200);
    openRejectDialog();
    const offered = await screen.findByRole('group', { name: 'Готовые причины' });
    const texts = within(offered)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(texts).toEqual(
      [...READY_REASONS.reject_video, NEW_REASON].map((text, index) => `${index + 1}${text}`),
    );
    const input = await field();
    fireEvent.keyDown(input, { code: 'Digit8', key: '*' });
    expect(input).toHaveValue(NEW_REASON);
  });

  it('takes a changed policy when the live stream says so, without reopening', async () => {
    openRejectDialog();
    const offered = await screen.findByRole('group', { name: 'Готовые причины' });
    expect(within(offered).getAllByRole('button')).toHaveLength(7);
    await addReason(NEW_REASON);
    await call('/policy/reasons/1', { method: 'PATCH', as: ADMIN_ID, body: { isActive: false } });
    act(() => applyLiveEvent(currentSession().queryClient, { type: 'policy', data: {} }));
    await waitFor(() => expect(offered).toHaveTextContent(`7${NEW_REASON}`));
    expect(within(offered).getAllByRole('button')).toHaveLength(7);
    expect(offered).not.toHaveTextContent(READY_REASONS.reject_video[0]);
  });

  it('picks the reason of a digit pressed before the reasons were in, once they are', async () => {
    const held = holdAnswers('get', 'policy/reasons');
    openRejectDialog();
    const input = await field();
    fireEvent.keyDown(input, { code: 'Digit2', key: '2' });
    expect(input).toHaveValue('');
    held.release();
    await waitFor(() => expect(input).toHaveValue(READY_REASONS.reject_video[1]));
  });

  it('takes a typed reason while the reasons load, and says so when their call failed', async () => {
    const held = holdAnswers('get', 'policy/reasons', () =>
      HttpResponse.json({ message: 'Сервис недоступен' }, { status: 500 }),
    );
    const { asked, submit } = openRejectDialog();
    const input = await field();
    expect(within(dialog()).queryByRole('group', { name: 'Готовые причины' })).toBeNull();
    // The keys' hint does not take them back while they load.
    expect(
      within(dialog()).getByText(
        'Цифра — готовая причина, её можно исправить. Ctrl+Enter — отправить',
      ),
    ).toBeInTheDocument();
    held.release();
    expect(
      await within(dialog()).findByText('Готовые причины не загрузились: напишите причину сами'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByText('Ctrl+Enter — отправить')).toBeInTheDocument();
    // Said as every failed load is, naming what failed.
    expect(notificationsAndQueue()).toContainEqual(
      expect.objectContaining({
        title: 'Не удалось загрузить готовые причины',
        message: 'Сервис недоступен',
      }),
    );
    expect(failureOf(keys.policy.detail(5))).toBe('Не удалось загрузить готовую причину №5');
    expect(within(dialog()).queryByRole('group', { name: 'Готовые причины' })).toBeNull();
    fireEvent.change(input, { target: { value: 'Звук рассинхронизирован' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', ctrlKey: true });
    await expect(asked).resolves.toBe('Звук рассинхронизирован');
    expect(submit).toHaveBeenCalledWith('Звук рассинхронизирован');
  });
});
