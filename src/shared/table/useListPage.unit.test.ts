import { describe, expect, it, vi } from 'vitest';
import { fieldOf } from './useListPage';

describe('fieldOf', () => {
  it('binds a filter to one name of the URL state: its value, and a change of that name alone', () => {
    const change = vi.fn();
    const field = fieldOf({ search: '', type: 'entry' as string | undefined, userId: 7 }, change);

    const type = field('type');
    expect(type.value).toBe('entry');
    type.onChange(undefined);
    expect(change).toHaveBeenLastCalledWith({ type: undefined });

    const user = field('userId');
    expect(user.value).toBe(7);
    user.onChange(12);
    expect(change).toHaveBeenLastCalledWith({ userId: 12 });
    expect(change).toHaveBeenCalledTimes(2);
  });
});
