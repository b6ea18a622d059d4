/**
 * The benchmark's filmstrip part: the video page opened afresh (a new browser context: no frames kept)
 * for a clip of about a minute and for the longest, at 1× and at 4× CPU, and the times the page marks
 * (`filmstrip:metadata`, `filmstrip:first-frame`, `filmstrip:last-frame`, src/shared/lib/frame-store.ts)
 * from the start of the page's navigation. A report, never a pass or fail.
 */
import { apiCall, logIn, login } from './mock-server.mjs';
import { line, median, ms } from './report.mjs';

const CPU = [1, 4];

/** Waits for the strip's last frame (or its failure) and reads the page's marks. */
async function stripTimes(tab) {
  await tab.waitForFunction(
    () =>
      performance.getEntriesByName('filmstrip:last-frame').length > 0 ||
      document.querySelector('[role="status"]')?.textContent?.startsWith('Кадры недоступны'),
    { timeout: 60_000 },
  );
  return tab.evaluate(() => {
    const at = (name) => performance.getEntriesByName(`filmstrip:${name}`)[0]?.startTime ?? null;
    return {
      metadata: at('metadata'),
      first: at('first-frame'),
      last: at('last-frame'),
      frames: document.querySelectorAll('[data-frame] canvas').length,
    };
  });
}

/** `setup` as perf.mjs gives it: `origin`, `api`, `apiOrigin`, `runs`, `load`. */
export async function runFilmstrip(browser, setup) {
  const { accessToken } = await login(setup.api);
  const queue = await apiCall(
    setup.api,
    '/videos?status=moderation&sort=createdAt&order=asc&limit=50',
    { headers: { Authorization: `Bearer ${accessToken}` } },
  );
  const shortest = Math.min(...queue.items.map((video) => video.durationSec));
  const longest = Math.max(...queue.items.map((video) => video.durationSec));
  const clips = [
    queue.items.find((video) => video.durationSec === shortest),
    queue.items.find((video) => video.durationSec === longest),
  ];
  const rows = [];
  for (const cpu of CPU) {
    for (const video of clips) {
      const figures = [];
      for (let run = 1; run <= setup.runs; run += 1) {
        const context = await browser.createBrowserContext();
        try {
          await logIn(context, setup.api);
          const tab = await context.newPage();
          const cdp = await tab.createCDPSession();
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
          await tab.goto(`${setup.origin}/moderation/videos/${video.id}`, { waitUntil: 'load' });
          figures.push(await stripTimes(tab));
        } catch (error) {
          console.log(`  filmstrip of №${video.id} at ${cpu}× CPU: not measured: ${error.message}`);
        } finally {
          await context.close();
        }
      }
      const since = (name) =>
        median(
          figures.map((f) =>
            f[name] === null || f.metadata === null ? null : f[name] - f.metadata,
          ),
        );
      rows.push({
        label: `${video.durationSec} s clip, ${cpu}× CPU`,
        frames: figures[0]?.frames ?? 0,
        metadata: median(figures.map((f) => f.metadata)),
        first: since('first'),
        last: since('last'),
      });
    }
  }
  console.log(
    `\n=== Filmstrip on the video page (new context each time: nothing kept; ${setup.runs === 1 ? '1 run' : `medians over ${setup.runs} runs`}${setup.load ? ', under --load' : ''}; the target: the first frame within 1 s of the metadata, all of a one-minute clip within 3 s at 1× CPU)`,
  );
  const print = line([26, 7, 16, 18, 18]);
  console.log(
    print(['video', 'frames', 'metadata (nav)', 'first frame (+md)', 'last frame (+md)']),
  );
  const show = (value) => (value === null ? '—' : ms(value));
  for (const row of rows) {
    console.log(
      print([row.label, String(row.frames), show(row.metadata), show(row.first), show(row.last)]),
    );
  }
}
