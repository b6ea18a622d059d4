import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { leftStatus, useKeyboardQueue } from './useKeyboardQueue';

interface Row {
  id: number;
  status: string;
}

const waiting = (id: number): Row => ({ id, status: 'moderation' });
const published = (id: number): Row => ({ id, status: 'published' });

describe('the keyboard’s first row', () => {
  it('is the first row when nothing says which rows are decided', () => {
    const { result } = renderHook(() =>
      useKeyboardQueue<Row>({ rows: [published(1), waiting(2)], actions: [] }),
    );
    expect(result.current.activeId).toBe(1);
  });

  it('passes over rows the list still shows but that no longer wait (a list kept from before)', () => {
    const rows = [published(1), published(2), waiting(3), waiting(4)];
    const { result } = renderHook(() =>
      useKeyboardQueue<Row>({ rows, actions: [], decided: leftStatus('moderation') }),
    );
    expect(result.current.activeId).toBe(3);
  });

  it('is the last waiting row when every row after it is decided', () => {
    const rows = [waiting(1), published(2), published(3)];
    const { result, rerender } = renderHook(
      ({ rows }) => useKeyboardQueue<Row>({ rows, actions: [], decided: leftStatus('moderation') }),
      { initialProps: { rows } },
    );
    expect(result.current.activeId).toBe(1);
    // Nothing waits: the first row, as without the rule.
    rerender({ rows: [published(2), published(3)] });
    expect(result.current.activeId).toBe(2);
  });

  it('under «all» no row is decided', () => {
    expect(leftStatus('all')(published(1))).toBe(false);
    expect(leftStatus(undefined)(published(1))).toBe(false);
    expect(leftStatus('moderation')(published(1))).toBe(true);
    expect(leftStatus('moderation')(waiting(1))).toBe(false);
  });
});
