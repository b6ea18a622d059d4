import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { modals } from '@mantine/modals';
import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderOverlays } from '@/test/render';
import { askReason } from './askReason';

const sendButton = () => screen.getByRole('button', { name: 'Отклонить' });

/** Opens a reason dialog whose send resolves when `answer` does, and types a reason. */
async function openWith(submit: (reason: string) => Promise<boolean>) {
  const asked = askReason({
    title: 'Отклонить видео',
    label: 'Причина отклонения',
    confirmLabel: 'Отклонить',
    schema: z.string().check(z.minLength(1)),
    maxLength: 500,
    submit,
  });
  const field = await screen.findByRole('textbox', { name: /Причина отклонения/ });
  fireEvent.change(field, { target: { value: 'Нарушает правила' } });
  return { asked, field };
}

describe('a reason dialog sending', () => {
  beforeEach(async () => {
    await renderOverlays();
  });
  afterEach(() => {
    act(() => modals.closeAll());
    vi.useRealTimers();
  });

  it('closes at once when the decision is taken at once, its button never showing the loader', async () => {
    const submit = vi.fn(() => Promise.resolve(true));
    const { asked, field } = await openWith(submit);
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', ctrlKey: true });
    expect(sendButton()).not.toHaveAttribute('data-loading');
    await expect(asked).resolves.toBe('Нарушает правила');
    expect(submit).toHaveBeenCalledOnce();
  });

  it('shows the loader once the send takes a moment, sends once however often it is asked, and keeps the text when it fails', async () => {
    let answer: (agreed: boolean) => void = () => undefined;
    const submit = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const { field } = await openWith(submit);
    vi.useFakeTimers();
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', ctrlKey: true });
    fireEvent.click(sendButton());
    expect(sendButton()).not.toHaveAttribute('data-loading');
    act(() => vi.advanceTimersByTime(200));
    expect(sendButton()).toHaveAttribute('data-loading');
    expect(submit).toHaveBeenCalledOnce();
    vi.useRealTimers();
    await act(async () => answer(false));
    await waitFor(() => expect(sendButton()).not.toHaveAttribute('data-loading'));
    expect(field).toHaveValue('Нарушает правила');
  });
});
