/** The steps of the interaction scenario: one measured input, waits for what the user would see. */

/** Resolves after two animation frames and `quietMs` more: the paint is done and its entry delivered. */
export async function settle(tab, quietMs = 250) {
  await tab.evaluate(
    (ms) =>
      new Promise((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, ms))),
      ),
    quietMs,
  );
}

/**
 * One step of kind `kind`: `act` does the input, `seen` waits for its visible effect. The step's time
 * window (page clock) is kept; the interactions that started in it are assigned to it at the end of
 * the tab's run (`collect`), because the browser reports an interaction only once its next paint has
 * been presented, which may be after the step has ended.
 */
export async function interact(tab, results, kind, act, seen) {
  const start = await tab.evaluate(() => performance.now());
  const rendersBefore = await tab.evaluate(
    () => window.__renders && { ...window.__renders, byName: [...window.__renders.byName] },
  );
  try {
    await act();
    if (seen) await seen();
  } catch (error) {
    throw new Error(`${kind}: ${error.message}`, { cause: error });
  }
  await settle(tab);
  const end = await tab.evaluate(() => performance.now());
  results.windows.push({ kind, start, end });
  if (rendersBefore) {
    const { total, top } = await tab.evaluate((earlier) => {
      const known = new Map(earlier.byName);
      const top = [...window.__renders.byName]
        .map(([name, count]) => [name, count - (known.get(name) ?? 0)])
        .filter(([, count]) => count > 0)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12);
      return { total: window.__renders.total - earlier.total, top };
    }, rendersBefore);
    if (!results.renders.has(kind)) results.renders.set(kind, []);
    results.renders.get(kind).push({ total, top });
  }
}

/**
 * Assigns the tab's interactions to the steps they started in: per step the longest one (16 ms when
 * none was reported: the browser leaves out those under 16 ms).
 */
export async function collect(tab, results) {
  await settle(tab, 2000);
  const interactions = await tab.evaluate(() => [...window.__interactions.values()]);
  for (const { kind, start, end } of results.windows.splice(0)) {
    const durations = interactions
      .filter((interaction) => interaction.start >= start && interaction.start < end)
      .map((interaction) => interaction.duration);
    if (!results.has(kind)) results.set(kind, []);
    results.get(kind).push(Math.max(16, ...durations));
  }
}

const ACTIVE_ROW = 'main tbody tr[aria-current="true"]';
export const activeRowText = (tab) =>
  tab.$eval(ACTIVE_ROW, (row) => row.textContent ?? '').catch(() => '');

export async function waitForActiveRowChange(tab, before) {
  await tab.waitForFunction(
    (selector, text) => (document.querySelector(selector)?.textContent ?? '') !== text,
    { timeout: 30_000 },
    ACTIVE_ROW,
    before,
  );
}

export async function waitForRows(tab) {
  await tab.waitForSelector(ACTIVE_ROW, { timeout: 60_000 });
  await settle(tab, 1000);
}

/** The text of the first data row: changes when another page of the list is shown. */
export const firstRowText = (tab) =>
  tab.$eval('main tbody tr', (row) => row.textContent ?? '').catch(() => '');

/**
 * Brings a row's button (the first matching `selector`) to the middle of the window and the pointer
 * onto it, as a hand does before pressing it; resolves to its label, which names it from then on.
 */
export async function pointAtRowButton(tab, selector) {
  const button = await tab.waitForSelector(selector, { timeout: 30_000 });
  // Into the middle of the window first: scrolled only "into view", a row near the top sits under
  // the sticky header, and the click would land on the header's «Выйти».
  const label = await button.evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
    return element.getAttribute('aria-label');
  });
  // The pointer comes to the button before it is pressed, as a hand's does: its hint is drawn on
  // the way, and the click measures the click.
  await tab.hover(`button[aria-label=${JSON.stringify(label)}]`);
  await settle(tab);
  return label;
}
