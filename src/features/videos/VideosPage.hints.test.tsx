import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { loginAs, renderApp } from '@/test/render';
import { sendHeldDecisions } from '@/test/session';
import { READY_REASONS } from '@mocks/seed/policy-reasons';
import { bodyRows, loadedTable } from '@/test/table';

/** The keys where they are seen, all of them in `?`, and a word after Ctrl+Z. */
describe('videos list: the keys said', { timeout: 60_000 }, () => {
  it('the key line sits above the rows, in the table’s frame, not under the table', async () => {
    loginAs(2);
    renderApp('/moderation/videos');
    const grid = await loadedTable('Видео');
    const keys = screen.getByRole('note', { name: 'Клавиши' });
    expect(keys).toHaveTextContent('вниз');
    expect(keys).toHaveTextContent('одобрить');
    expect(keys).toHaveTextContent('все клавиши');
    // One line: the long ones by a shorter word, read whole in «?».
    expect(keys).toHaveTextContent('Eвторое мнение');
    expect(keys).not.toHaveTextContent('нужно второе мнение');
    // Before the table in the document: at the top of the list, not after its last row.
    expect(keys.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('«?» lists every key, Ctrl+Z and Ctrl+Enter included', async () => {
    loginAs(2);
    renderApp('/moderation/videos');
    await loadedTable('Видео');
    fireEvent.keyDown(document.body, { code: 'Slash', key: ',', shiftKey: true });
    const sheet = await screen.findByRole('dialog', { name: 'Клавиши' });
    expect(sheet).toHaveTextContent('отменить последнее решение (пока оно не отправлено)');
    expect(sheet).toHaveTextContent('в окне причины: отправить причину');
    expect(sheet).toHaveTextContent('в окне причины: готовая причина по номеру');
    expect(sheet).toHaveTextContent('нужно второе мнение');
  });

  it('Ctrl+Z takes back the last decision and says so; with nothing held it says that', async () => {
    loginAs(2);
    renderApp('/moderation/videos');
    const grid = await loadedTable('Видео');
    const first = bodyRows(grid)[0]!;
    fireEvent.keyDown(document.body, { code: 'KeyA', key: 'ф' });
    expect(await screen.findByText(/одобрено$/)).toBeInTheDocument();
    fireEvent.keyDown(document.body, { code: 'KeyZ', key: 'я', ctrlKey: true });
    expect(await screen.findByText('Решение отменено и не отправлено')).toBeInTheDocument();
    expect(within(first).getByText('На модерации')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { code: 'KeyZ', key: 'я', ctrlKey: true });
    expect(await screen.findByText('Нечего отменять: решения уже отправлены')).toBeInTheDocument();
  });
});

describe('ready-made reasons', { timeout: 60_000 }, () => {
  it('a digit puts its reason in the field, edited before Ctrl+Enter sends it', async () => {
    const user = userEvent.setup();
    loginAs(2);
    renderApp('/moderation/videos');
    const grid = await loadedTable('Видео');
    const firstId = Number(
      within(bodyRows(grid)[0]!).getAllByRole('link')[0]!.getAttribute('href')!.split('/').pop(),
    );
    fireEvent.keyDown(document.body, { code: 'KeyR', key: 'к' });
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить видео' });
    const field = within(dialog).getByLabelText(/Причина отклонения/);
    // Every ready reason is offered with its key, once the policy's reasons are in.
    const offered = await within(dialog).findByRole('group', { name: 'Готовые причины' });
    for (const reason of READY_REASONS.reject_video) expect(offered).toHaveTextContent(reason);
    // On a Russian layout too: the physical key.
    fireEvent.keyDown(field, { code: 'Digit2', key: '"' });
    expect(field).toHaveValue(READY_REASONS.reject_video[1]);
    // Another digit while the reason is unchanged picks another one.
    fireEvent.keyDown(field, { code: 'Digit1', key: '!' });
    expect(field).toHaveValue(READY_REASONS.reject_video[0]);
    // Once edited, digits are text.
    await user.type(field, ': шум на 1 минуте');
    expect(field).toHaveValue(`${READY_REASONS.reject_video[0]}: шум на 1 минуте`);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Отклонить видео' })).not.toBeInTheDocument(),
    );
    await sendHeldDecisions();
    const video = db.videos.find((candidate) => candidate.id === firstId)!;
    expect(video.status).toBe('rejected');
    expect(video.rejectReason).toBe(`${READY_REASONS.reject_video[0]}: шум на 1 минуте`);
  });
});
