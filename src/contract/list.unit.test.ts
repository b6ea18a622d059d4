import { describe, expect, it } from 'vitest';
import { contestsListContract } from './contests';
import { listApiParams } from './list';
import { videosListContract } from './videos';

describe('listApiParams', () => {
  it('sends no status for a status switch at «all», and every other value as it is', () => {
    const search = { page: 2, status: 'all', categoryId: 3, search: 'кот' };
    expect(listApiParams(videosListContract, search)).toEqual({
      page: 2,
      status: undefined,
      categoryId: 3,
      search: 'кот',
    });
    expect(listApiParams(contestsListContract, { status: 'draft' })).toEqual({ status: 'draft' });
    expect(listApiParams(videosListContract, { status: 'moderation' })).toEqual({
      status: 'moderation',
    });
  });
});
