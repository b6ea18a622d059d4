import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setDensity, useDensity } from './density';
import { setHiddenColumns, useHiddenColumns, useSavedViews, saveView } from './list-prefs';

/**
 * Density and a list's columns and views are the browser profile's (localStorage, with an in-memory
 * stand-in when storage refuses). Every test starts as a fresh profile: the tests below run in order,
 * the second reading what the first left.
 */
function renderPrefs() {
  return renderHook(() => ({
    density: useDensity('comfortable'),
    hidden: useHiddenColumns('2', 'videos'),
    views: useSavedViews('2', 'videos'),
  }));
}

const VIEW = { name: 'Мои', search: { status: 'moderation' }, hidden: ['author'] };

describe('the list preferences are the browser profile’s', () => {
  it('a test chooses a density, hides a column and saves a view', () => {
    const prefs = renderPrefs();
    act(() => {
      setDensity('compact');
      setHiddenColumns('2', 'videos', ['author']);
      saveView('2', 'videos', VIEW);
    });
    expect(prefs.result.current).toEqual({ density: 'compact', hidden: ['author'], views: [VIEW] });
  });

  it('the next test starts with a fresh profile: the list’s default density, every column, no view', () => {
    expect(renderPrefs().result.current).toEqual({ density: 'comfortable', hidden: [], views: [] });
  });

  it('a test whose storage refuses to keep them: they hold in memory while the page lasts', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const prefs = renderPrefs();
    act(() => {
      setDensity('compact');
      setHiddenColumns('2', 'videos', ['author']);
      saveView('2', 'videos', VIEW);
    });
    expect(prefs.result.current).toEqual({ density: 'compact', hidden: ['author'], views: [VIEW] });
  });

  it('the next test starts with a fresh profile, memory included', () => {
    expect(renderPrefs().result.current).toEqual({ density: 'comfortable', hidden: [], views: [] });
  });
});
