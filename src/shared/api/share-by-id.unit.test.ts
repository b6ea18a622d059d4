import { describe, expect, it } from 'vitest';
import { shareById } from './share-by-id';

const video = (id: number, status = 'moderation') => ({ id, title: `Видео ${id}`, status });

describe('structural sharing of list items by id', () => {
  it('a row that left the page: every other item keeps its object, though all moved up', () => {
    const before = { items: [video(1), video(2), video(3)], total: 3 };
    const after = { items: [video(2), video(3), video(4)], total: 3 };
    const shared = shareById(before, after) as typeof before;
    expect(shared).toEqual(after);
    expect(shared.items[0]).toBe(before.items[1]);
    expect(shared.items[1]).toBe(before.items[2]);
    expect(shared.items[2]).toBe(after.items[2]);
  });

  it('a changed item is new, its unchanged parts are kept; nothing changed is the old value', () => {
    const before = { items: [{ ...video(1), author: { id: 7, nickname: 'a' } }], total: 1 };
    const after = {
      items: [{ ...video(1, 'published'), author: { id: 7, nickname: 'a' } }],
      total: 1,
    };
    const shared = shareById(before, after) as typeof before;
    expect(shared.items[0]).not.toBe(before.items[0]);
    expect(shared.items[0]!.status).toBe('published');
    expect(shared.items[0]!.author).toBe(before.items[0]!.author);
    expect(shareById(before, structuredClone(before))).toBe(before);
  });

  it('arrays without ids are matched by position; fields added or removed make a new object', () => {
    const before = { tags: ['a', 'b'], extra: 1 };
    expect(shareById(before, { tags: ['a', 'b'], extra: 1 })).toBe(before);
    const fewer = shareById(before, { tags: ['a', 'b'] }) as Record<string, unknown>;
    expect(fewer).toEqual({ tags: ['a', 'b'] });
    expect(fewer.tags).toBe(before.tags);
    expect(shareById({ a: undefined }, { b: undefined })).toEqual({ b: undefined });
    expect(shareById([1, 2], [1, 2, 3])).toEqual([1, 2, 3]);
    expect(shareById(undefined, before)).toBe(before);
  });
});
