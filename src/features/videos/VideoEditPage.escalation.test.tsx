import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { ADMIN_ID, MODERATOR_ID } from '@mocks/testing';
import { ESCALATION_MESSAGES } from '@/contract/escalations';
import { press } from '@/test/keys';
import { recordPosts } from '@/test/requests';
import { recordDecisions, openVideo, waitingVideos } from './VideoEditPage.test-helpers';

/** A second opinion asked on the video by `askedById`, as the server keeps it. */
function askedAbout(videoId: number, askedById: number) {
  db.escalations.push({
    id: db.escalations.length + 1,
    queue: 'videos',
    itemId: videoId,
    note: 'Похоже на скрытую рекламу',
    askedById,
    askedAt: new Date().toISOString(),
    state: 'waiting',
    answeredById: null,
    answeredAt: null,
    answer: null,
  });
}
const nicknameOf = (id: number) => db.users.find((user) => user.id === id)!.nickname;

describe('video page: a second opinion', () => {
  it('E opens the note’s dialog (also «у» on a Russian layout); a short note is refused in place', async () => {
    const user = userEvent.setup();
    const sent = recordPosts(/\/escalate$/);
    await openVideo(waitingVideos()[0]!.id);
    press('KeyE', 'у');
    const dialog = await screen.findByRole('dialog', { name: 'Нужно второе мнение' });
    const note = within(dialog).getByRole('textbox', { name: /В чём сомнение/ });
    await user.type(note, 'хм');
    await user.click(within(dialog).getByRole('button', { name: 'Попросить' }));
    expect(await within(dialog).findByText(ESCALATION_MESSAGES.note)).toBeInTheDocument();
    expect(note).toHaveValue('хм');
    expect(sent).toEqual([]);
  });

  it('sends the note and moves on to the next video, as after a decision', async () => {
    const user = userEvent.setup();
    const sent = recordPosts(/\/escalate$/);
    const [first, second] = waitingVideos();
    await openVideo(first!.id);
    await user.click(screen.getByRole('button', { name: /Нужно второе мнение/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Нужно второе мнение' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /В чём сомнение/ }),
      'Не уверен, реклама ли это',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Попросить' }));
    expect(await screen.findByText('Запрос второго мнения отправлен')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: `/api/admin/videos/${first!.id}/escalate`,
        body: { note: 'Не уверен, реклама ли это' },
      },
    ]);
    expect(await screen.findByRole('heading', { name: second!.title })).toBeInTheDocument();
  });

  it('says the server’s 409 when a colleague asked meanwhile, keeping the note', async () => {
    const user = userEvent.setup();
    const video = waitingVideos()[0]!;
    await openVideo(video.id);
    press('KeyE', 'у');
    const dialog = await screen.findByRole('dialog', { name: 'Нужно второе мнение' });
    const note = within(dialog).getByRole('textbox', { name: /В чём сомнение/ });
    await user.type(note, 'Не уверен, реклама ли это');
    askedAbout(video.id, ADMIN_ID);
    await user.click(within(dialog).getByRole('button', { name: 'Попросить' }));
    expect(
      await screen.findByText(`Ждёт второго мнения: просит ${nicknameOf(ADMIN_ID)}`),
    ).toBeInTheDocument();
    expect(note).toHaveValue('Не уверен, реклама ли это');
  });

  it('shows an administrator who asked and why, and offers no second request', async () => {
    const video = waitingVideos()[0]!;
    askedAbout(video.id, MODERATOR_ID);
    await openVideo(video.id, ADMIN_ID);
    expect(
      await screen.findByText(`Ждёт второго мнения: просит ${nicknameOf(MODERATOR_ID)}`),
    ).toBeInTheDocument();
    expect(screen.getByText('«Похоже на скрытую рекламу»')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Нужно второе мнение/ })).toBeDisabled();
  });

  it('refuses a moderator’s A on a video waiting for a second opinion, saying who asked', async () => {
    const decisions = recordDecisions();
    const video = waitingVideos()[0]!;
    askedAbout(video.id, ADMIN_ID);
    await openVideo(video.id);
    press('KeyA', 'ф');
    const message = `Ждёт второго мнения: просит ${nicknameOf(ADMIN_ID)}`;
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(decisions).toEqual([]);
  });
});
