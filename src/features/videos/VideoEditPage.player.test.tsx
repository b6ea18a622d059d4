import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openVideo, waitingVideos } from './VideoEditPage.test-helpers';
import { press } from '@/test/keys';
import { recordCalls } from '@/test/requests';
import { fireEvent } from '@testing-library/react';
import { formatDuration } from '@/shared/lib/format';

/** The page's player as the browser would have it once the clip's metadata is in. */
async function loadedPlayer(duration: number) {
  const video = (await screen.findByLabelText(/^Видео «/)) as HTMLVideoElement;
  Object.defineProperty(video, 'duration', { value: duration, configurable: true });
  video.dispatchEvent(new Event('loadedmetadata'));
  await screen.findByRole('heading', { name: 'Раскадровка' });
  return video;
}

describe('video page: the player', () => {
  it('asks for the clip and reads its strip only once the poster is shown', async () => {
    let shown!: () => void;
    const decoded = new Promise<void>((resolve) => (shown = resolve));
    const decode = vi.fn(() => decoded);
    vi.stubGlobal(
      'Image',
      class extends Image {
        decode = decode;
      },
    );
    try {
      const waiting = waitingVideos()[0]!;
      await openVideo(waiting.id);
      const video = (await screen.findByLabelText(/^Видео «/)) as HTMLVideoElement;
      await waitFor(() => expect(decode).toHaveBeenCalled());
      expect(video.getAttribute('poster')).toMatch(new RegExp(`/previews/${waiting.id}\\.png$`));
      expect(video).not.toHaveAttribute('src');
      shown();
      await waitFor(() => expect(video.getAttribute('src')).toMatch(/\/videos\/sample-\d+\.webm$/));
      Object.defineProperty(video, 'duration', { value: 60, configurable: true });
      video.dispatchEvent(new Event('loadedmetadata'));
      await screen.findByRole('heading', { name: 'Раскадровка' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('prepares the next video of the queue only once the moderator is at the page', async () => {
    const [current, next] = waitingVideos();
    const calls = recordCalls(/^\/api\/admin\/videos(\/\d+)?$/, 'GET');
    await openVideo(current!.id);
    await loadedPlayer(60);
    // Whatever idle time passes, nobody touched the page: nothing is fetched for the next video.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls.filter((call) => call !== `GET /api/admin/videos/${current!.id}`)).toEqual([]);
    fireEvent.pointerMove(window);
    await waitFor(() => expect(calls).toContain(`GET /api/admin/videos/${next!.id}`));
  });

  it('the reject dialog puts the player’s time into the reason, at the cursor', async () => {
    const user = userEvent.setup();
    await openVideo(waitingVideos()[0]!.id);
    const video = await loadedPlayer(150);
    video.currentTime = 83.4;
    press('KeyR', 'к');
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить видео' });
    const reason = within(dialog).getByLabelText(/Причина отклонения/);
    await user.type(reason, 'Реклама на');
    await user.click(within(dialog).getByRole('button', { name: 'Вставить время: 01:23' }));
    expect(reason).toHaveValue('Реклама на 01:23');
  });

  it('player keys act by physical key and are listed with the decisions under ?', async () => {
    await openVideo(waitingVideos()[0]!.id);
    const video = await loadedPlayer(100);
    // «ю» is the key of «.»: the next frame of the strip (one per 5 s of a 100 s clip). Pressed until
    // the keys are live (the tools' effects run after their heading is on screen); the first press
    // they take moves the player, and nothing presses again after it.
    await waitFor(() => {
      press('Period', 'ю');
      expect(video.currentTime).toBe(5);
    });
    press('ArrowRight', 'ArrowRight');
    expect(video.currentTime).toBe(10);
    press('ArrowLeft', 'ArrowLeft', { shiftKey: true });
    expect(video.currentTime).toBe(9);
    // «х» (the key of «[»): slower, and the next videos too.
    press('BracketLeft', 'х');
    expect(video.playbackRate).toBe(0.75);
    expect(localStorage.getItem('www-video-speed')).toBe('0.75');
    press('KeyM', 'ь');
    expect(video.muted).toBe(true);

    // «?» is Shift with the key that types «,» on a Russian layout.
    press('Slash', ',', { shiftKey: true });
    const help = await screen.findByRole('dialog', { name: 'Клавиши' });
    for (const label of [
      'одобрить',
      'отклонить и открыть следующее',
      'пуск / пауза',
      'назад на 5 с',
      'вперёд на 1 с',
      'следующий кадр раскадровки',
      'медленнее (до 0,5×)',
      'следующий кадр с отметкой риска',
      'предыдущий кадр с отметкой риска',
      'звук выкл. / вкл.',
      'во весь экран',
    ]) {
      expect(within(help).getByText(label)).toBeInTheDocument();
    }
    // The Russian letters of the keys are named too.
    expect(within(help).getByText(', / Б')).toBeInTheDocument();
  });

  it('the control bar is off until the poster is shown', async () => {
    let shown!: () => void;
    const decoded = new Promise<void>((resolve) => (shown = resolve));
    vi.stubGlobal(
      'Image',
      class extends Image {
        decode = () => decoded;
      },
    );
    try {
      const waiting = waitingVideos()[0]!;
      await openVideo(waiting.id);
      const play = await screen.findByRole('button', { name: 'Воспроизвести' });
      expect(play).toBeDisabled();
      expect(screen.getByRole('slider', { name: 'Позиция в видео' })).toBeDisabled();
      // The length the API gave stands until the player knows it.
      expect(screen.getByText(`0:00 / ${formatDuration(waiting.durationSec)}`)).toBeInTheDocument();
      shown();
      await waitFor(() => expect(play).toBeEnabled());
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('the control bar plays, shows the time, seeks and mutes', async () => {
    const user = userEvent.setup();
    await openVideo(waitingVideos()[0]!.id);
    const video = await loadedPlayer(90);
    const play = vi.spyOn(video, 'play').mockImplementation(() => {
      Object.defineProperty(video, 'paused', { value: false, configurable: true });
      video.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    await user.click(screen.getByRole('button', { name: 'Воспроизвести' }));
    expect(play).toHaveBeenCalledOnce();
    const pause = screen.getByRole('button', { name: 'Пауза' });
    expect(pause).toHaveAttribute('title', 'Пауза — Пробел');

    video.currentTime = 83.4;
    video.dispatchEvent(new Event('timeupdate'));
    expect(await screen.findByText('1:23 / 1:30')).toBeInTheDocument();
    const position = screen.getByRole('slider', { name: 'Позиция в видео' });
    expect(position).toHaveAttribute('aria-valuetext', '1:23 из 1:30');
    fireEvent.change(position, { target: { value: '12' } });
    expect(video.currentTime).toBe(12);

    const sound = screen.getByRole('button', { name: 'Выключить звук' });
    expect(sound).toHaveAttribute('title', 'Выключить звук — M');
    await user.click(sound);
    expect(video.muted).toBe(true);
    expect(await screen.findByRole('button', { name: 'Включить звук' })).toBeInTheDocument();
    // Sound turned down to nothing comes back at full volume.
    video.muted = false;
    video.volume = 0;
    video.dispatchEvent(new Event('volumechange'));
    await user.click(await screen.findByRole('button', { name: 'Включить звук' }));
    expect(video.muted).toBe(false);
    expect(video.volume).toBe(1);
    expect(await screen.findByRole('button', { name: 'Выключить звук' })).toBeInTheDocument();
  });

  it('the whole screen takes the player with its control bar', async () => {
    const user = userEvent.setup();
    await openVideo(waitingVideos()[0]!.id);
    const video = await loadedPlayer(60);
    const requested: Element[] = [];
    // jsdom has no whole screen: the request is recorded.
    Object.defineProperty(Element.prototype, 'requestFullscreen', {
      configurable: true,
      value(this: Element) {
        requested.push(this);
        return Promise.resolve();
      },
    });
    try {
      const button = screen.getByRole('button', { name: 'Во весь экран' });
      expect(button).toHaveAttribute('title', 'Во весь экран — F');
      await user.click(button);
      expect(requested).toHaveLength(1);
      expect(requested[0]).toContainElement(video);
      expect(requested[0]).toContainElement(button);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'requestFullscreen');
    }
  });
});
