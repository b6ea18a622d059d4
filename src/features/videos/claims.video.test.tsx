import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { loginAs, renderApp } from '@/test/render';
import { sendHeldDecisions } from '@/test/session';
import { delay, HttpResponse } from 'msw';
import { colleague, heldByColleague } from '@mocks/claims-testing';
import { MODERATOR_ID } from '@mocks/testing';
import { holdAnswers, recordPaths, recordRequests } from '@/test/requests';
import { openVideo, waitingVideos } from './VideoEditPage.test-helpers';

/** Claim calls the server receives, in order. */
const recordClaimCalls = () =>
  recordRequests({ path: /\/claim$/ }, ({ method, path, keepalive }) => ({
    method,
    path,
    keepalive,
  }));

afterEach(() => vi.useRealTimers());

/**
 * `waitFor` polls with `setInterval`, which the renewal test fakes: this one polls with `setTimeout`
 * (left real), up to the same 10 s.
 */
async function eventually(check: () => void) {
  const until = Date.now() + 10_000;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('video page: the claim', { timeout: 60_000 }, () => {
  it('opening a waiting video claims it; leaving the page releases it', async () => {
    const video = waitingVideos()[0]!;
    const calls = recordClaimCalls();
    const { router } = await openVideo(video.id);
    await waitFor(() => expect(video.claim?.byId).toBe(MODERATOR_ID));
    expect(calls[0]).toMatchObject({ method: 'POST', path: `/api/admin/videos/${video.id}/claim` });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await router.navigate({ to: '/moderation/videos' });
    await waitFor(() => expect(video.claim).toBeNull());
    expect(calls.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/api/admin/videos/${video.id}/claim`,
    });
  });

  it('a decision taken on it keeps the claim until it is sent; the server ends the claim then', async () => {
    const video = waitingVideos()[0]!;
    const calls = recordClaimCalls();
    const approval = holdAnswers('post', 'videos/:id/approve');
    const user = userEvent.setup();
    await openVideo(video.id);
    await waitFor(() => expect(video.claim?.byId).toBe(MODERATOR_ID));
    await user.click(screen.getByRole('button', { name: /^Одобрить\s*A$/ }));
    expect(await screen.findByText(`Видео «${video.title}» одобрено`)).toBeInTheDocument();
    // Held for `Отменить`, then on its way: colleagues still see who is on it.
    const sending = sendHeldDecisions();
    await delay(200);
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    expect(video.claim?.byId).toBe(MODERATOR_ID);

    approval.release();
    await sending;
    expect(video.status).toBe('published');
    expect(video.claim).toBeNull();
    await delay(200);
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
  });

  it('left while its decision is on its way, the item stays claimed; refused, the claim is let go', async () => {
    const video = waitingVideos()[0]!;
    const calls = recordClaimCalls();
    const approval = holdAnswers('post', 'videos/:id/approve', () =>
      HttpResponse.json({ message: 'Видео удалено автором' }, { status: 409 }),
    );
    const user = userEvent.setup();
    const { router } = await openVideo(video.id);
    await waitFor(() => expect(video.claim?.byId).toBe(MODERATOR_ID));
    await user.click(screen.getByRole('button', { name: /^Одобрить\s*A$/ }));
    await screen.findByText(`Видео «${video.title}» одобрено`);
    await router.navigate({ to: '/moderation/videos' });
    const sending = sendHeldDecisions();
    await delay(200);
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    expect(video.claim?.byId).toBe(MODERATOR_ID);

    approval.release();
    await sending;
    await waitFor(() => expect(video.claim).toBeNull());
    expect(calls.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/api/admin/videos/${video.id}/claim`,
    });
    expect(video.status).toBe('moderation');
  });

  it('closing the tab releases it with a keepalive call', async () => {
    const video = waitingVideos()[0]!;
    const { session } = await openVideo(video.id);
    await waitFor(() => expect(video.claim?.byId).toBe(MODERATOR_ID));
    const release = vi.spyOn(session.http, 'delete');
    fireEvent(window, new Event('pagehide'));
    await waitFor(() => expect(video.claim).toBeNull());
    expect(release).toHaveBeenCalledWith(
      `videos/${video.id}/claim`,
      expect.objectContaining({ keepalive: true }),
    );
  });

  it('renews the claim every minute while the page is visible, and not while it is hidden', async () => {
    // Not the video the tests before used: their late releases must not meet this claim.
    const video = waitingVideos()[1]!;
    const calls = recordClaimCalls();
    const claims = () =>
      calls.filter(
        (call) => call.method === 'POST' && call.path === `/api/admin/videos/${video.id}/claim`,
      ).length;
    // Only the interval is faked: the page, msw and React keep their real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await openVideo(video.id);
    await eventually(() => expect(video.claim?.byId).toBe(MODERATOR_ID));
    const opened = claims();
    vi.advanceTimersByTime(59_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(claims()).toBe(opened);
    vi.advanceTimersByTime(1_000);
    await eventually(() => expect(claims()).toBe(opened + 1));

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    vi.advanceTimersByTime(60_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(claims()).toBe(opened + 1);
    // Back to the tab: claimed again at once (the claim may have lapsed meanwhile).
    visibility.mockReturnValue('visible');
    fireEvent(document, new Event('visibilitychange'));
    await eventually(() => expect(claims()).toBe(opened + 2));
  });

  it('a video another moderator holds says «Сейчас проверяет <nickname>», and deciding asks first', async () => {
    const user = userEvent.setup();
    const video = waitingVideos()[0]!;
    heldByColleague(video);
    const decisions = recordPaths(/\/videos\/\d+\/(approve|reject)$/);
    await openVideo(video.id);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Сейчас проверяет ${colleague().nickname}`);
    // The claim stays the colleague's.
    expect(video.claim?.byId).toBe(colleague().id);

    await user.click(screen.getByRole('button', { name: /^Одобрить\s*A$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Элемент уже проверяют' });
    expect(dialog).toHaveTextContent(
      `Сейчас проверяет ${colleague().nickname}. Всё равно принять решение?`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(decisions).toEqual([]);
    expect(video.status).toBe('moderation');

    await user.click(screen.getByRole('button', { name: /^Одобрить\s*A$/ }));
    const again = await screen.findByRole('dialog', { name: 'Элемент уже проверяют' });
    await user.click(within(again).getByRole('button', { name: 'Принять решение' }));
    expect(await screen.findByText(`Видео «${video.title}» одобрено`)).toBeInTheDocument();
    await sendHeldDecisions();
    expect(decisions).toEqual([`/api/admin/videos/${video.id}/approve`]);
    expect(video.status).toBe('published');
  });

  it('when the colleague’s claim lapses, the next renewal takes the video over and the alert goes', async () => {
    const video = waitingVideos()[2]!;
    heldByColleague(video);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await openVideo(video.id);
    await eventually(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        `Сейчас проверяет ${colleague().nickname}`,
      ),
    );
    video.claim = { byId: colleague().id, expiresAt: Date.now() - 1 };
    vi.advanceTimersByTime(60_000);
    await eventually(() => expect(video.claim?.byId).toBe(MODERATOR_ID));
    await eventually(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('a late decision: said as a refusal naming who decided, which the page keeps saying; the video shown as it is now', async () => {
    const user = userEvent.setup();
    const video = waitingVideos()[0]!;
    await openVideo(video.id);
    // The page claims the video once it is drawn; a claim asked for after the colleague's decision
    // would be refused and the page refetched, showing the video published before the click.
    await waitFor(() => expect(video.claim?.byId).toBe(MODERATOR_ID));
    // Meanwhile the colleague publishes it.
    Object.assign(video, {
      status: 'published',
      moderatedById: colleague().id,
      moderatedAt: '2026-11-23T06:15:00.000Z',
      claim: null,
    });
    await user.click(screen.getByRole('button', { name: /^Отклонить\s*R$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить видео' });
    await user.type(within(dialog).getByLabelText(/Причина отклонения/), 'Нарушает правила');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await screen.findByText(`Видео «${video.title}» отклонено`)).toBeInTheDocument();
    // Sent without waiting for its refetches: the refusal's notification closes 5 s after it shows.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    const sending = sendHeldDecisions();
    const refusal = `Уже решено: ${colleague().nickname}, 23.11.2026, 09:15`;
    // A refusal, not «not sent»: it was sent, and the server said who had decided.
    const notice = (
      await screen.findByText(`Решение не принято: Видео «${video.title}» отклонено`)
    ).closest('[role="alert"]') as HTMLElement;
    expect(within(notice).getByText(refusal)).toBeInTheDocument();
    expect(screen.queryByText(/^Не отправлено/)).not.toBeInTheDocument();
    await sending;
    expect(video.status).toBe('published');
    await waitFor(() => expect(screen.getAllByText('Опубликовано').length).toBeGreaterThan(0));
    expect(screen.queryByText('На модерации')).not.toBeInTheDocument();
    expect(screen.queryByText('Отклонено')).not.toBeInTheDocument();
    // Once the notification has closed, the page still says who decided.
    await vi.advanceTimersByTimeAsync(6000);
    await waitFor(() => expect(notice).not.toBeInTheDocument());
    expect(screen.getByTitle(`Решение не принято: ${refusal}`)).toHaveTextContent(refusal);
  });
});

describe('«and next» past held videos', { timeout: 60_000 }, () => {
  it('«Одобрить и следующее» opens the next waiting video nobody else holds', async () => {
    const user = userEvent.setup();
    const [current, held, free] = waitingVideos();
    heldByColleague(held!);
    const { router } = await openVideo(current!.id);
    await user.click(screen.getByRole('button', { name: /^Одобрить и следующее/ }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/moderation/videos/${free!.id}`),
    );
    expect(held!.status).toBe('moderation');
  });

  it('the keyboard queue moves on past the rows another moderator holds', async () => {
    const rows = db.videos
      .filter((video) => video.status === 'moderation')
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    const [first, held, third] = rows;
    heldByColleague(held!);
    loginAs(MODERATOR_ID);
    renderApp('/moderation/videos');
    const grid = await screen.findByRole('table', { name: 'Видео' });
    await within(grid).findByRole('link', { name: first!.title });
    fireEvent.keyDown(document.body, { code: 'KeyA', key: 'a' });
    expect(await screen.findByText(`Видео «${first!.title}» одобрено`)).toBeInTheDocument();
    await sendHeldDecisions();
    expect(first!.status).toBe('published');
    const active = () =>
      within(grid)
        .getAllByRole('row')
        .find((row) => row.getAttribute('aria-current') === 'true');
    await waitFor(() =>
      expect(within(active()!).getByRole('link', { name: third!.title })).toBeInTheDocument(),
    );
  });
});
