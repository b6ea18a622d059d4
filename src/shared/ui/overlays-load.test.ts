import { describe, expect, it } from 'vitest';
import { loadedOverlays, loadOverlays } from './overlays-load';

describe('the overlays’ code loaded ahead of their first notice', () => {
  it('once run, the containers mount without waiting for their code', async () => {
    const component = await loadOverlays();
    expect(component).toBe((await import('./Overlays')).default);
    expect(loadedOverlays()).toBe(component);
  });

  it('is fetched once, however many queues ask for it', () => {
    expect(loadOverlays()).toBe(loadOverlays());
  });
});
