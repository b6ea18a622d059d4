import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sendHeldDecisions } from '@/test/session';
import { recordDecisions, waitingVideos, openVideo } from './VideoEditPage.test-helpers';
import { press } from '@/test/keys';
import { recordRequests } from '@/test/requests';

describe('video page: keyboard', () => {
  it('A approves by the physical key, also on a Russian layout (the key sends «ф»)', async () => {
    const video = waitingVideos()[0]!;
    const decisions = recordDecisions();
    await openVideo(video.id);
    press('KeyA', 'ф');
    expect(await screen.findByText(`Видео «${video.title}» одобрено`)).toBeInTheDocument();
    await sendHeldDecisions();
    expect(decisions).toEqual([
      { path: `/api/admin/videos/${video.id}/approve`, body: { expectedStatus: 'moderation' } },
    ]);
  });

  it('R opens the reject dialog by the physical key on a Russian layout («к»)', async () => {
    await openVideo(waitingVideos()[0]!.id);
    press('KeyR', 'к');
    expect(await screen.findByRole('dialog', { name: 'Отклонить видео' })).toBeInTheDocument();
  });

  it('keys do nothing while typing in a field', async () => {
    const user = userEvent.setup();
    const decisions = recordDecisions();
    const video = waitingVideos()[0]!;
    await openVideo(video.id);
    const description = screen.getByRole('textbox', { name: /Описание/ });
    await user.clear(description);
    await user.type(description, 'a r');
    // A decision would be held for «Отменить»: the window ends now, so anything held goes out.
    await sendHeldDecisions();
    expect(decisions).toEqual([]);
    expect(screen.queryByText(`Видео «${video.title}» одобрено`)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(description).toHaveValue('a r');
  });

  it('Ctrl+S saves from inside a field and keeps the browser from opening «Save page as»', async () => {
    const user = userEvent.setup();
    const patches = recordRequests({ method: 'PATCH' }, ({ body }) => body);
    const video = waitingVideos()[0]!;
    await openVideo(video.id);
    const title = screen.getByRole('textbox', { name: /Название/ });
    await user.clear(title);
    await user.type(title, 'Новое название');
    const event = new KeyboardEvent('keydown', {
      key: 's',
      code: 'KeyS',
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    });
    title.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ title: 'Новое название' });
    expect(await screen.findByText('Изменения сохранены')).toBeInTheDocument();
  });

  it('Ctrl+S with nothing changed sends nothing but still keeps the browser dialog away', async () => {
    const user = userEvent.setup();
    const patches = recordRequests({ method: 'PATCH' }, ({ body }) => body);
    await openVideo(waitingVideos()[0]!.id);
    const ctrlS = () =>
      new KeyboardEvent('keydown', {
        key: 'ы',
        code: 'KeyS',
        ctrlKey: true,
        bubbles: true,
        cancelable: true,
      });
    const event = ctrlS();
    document.body.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    // Then a change saved the same way: the one call sent is that one.
    const title = screen.getByRole('textbox', { name: /Название/ });
    await user.clear(title);
    await user.type(title, 'Новое название');
    title.dispatchEvent(ctrlS());
    expect(await screen.findByText('Изменения сохранены')).toBeInTheDocument();
    expect(patches).toEqual([expect.objectContaining({ title: 'Новое название' })]);
  });

  it('names both layouts in the shortcut hint', async () => {
    await openVideo(waitingVideos()[0]!.id);
    expect(screen.getByText('A / Ф')).toBeInTheDocument();
    expect(screen.getByText('R / К')).toBeInTheDocument();
  });
});
