import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AREA_LIST } from '@/contract/areas';
import { catalogue } from '../openapi/catalogue';
import { itIsAListEndpoint } from '../list-testing';

/**
 * Every list endpoint keeps the list conventions (docs/product.md#api-conventions), with the sorts
 * its list contract names: each list of the document (mocks/openapi/catalogue.ts) with its contract
 * and item, so a list added to the document, or a sort added to a contract, is tested here without a
 * line more.
 */
const LISTS = catalogue.flatMap(({ path, list }) =>
  list
    ? [
        {
          path,
          contract: list.contract,
          item: { parse: (item: unknown) => z.parse(list.item, item) },
        },
      ]
    : [],
);

it('covers the list of every area (src/contract/areas.ts)', () => {
  expect(LISTS.map((list) => list.path)).toEqual(
    expect.arrayContaining(AREA_LIST.flatMap((area) => ('overview' in area ? [] : [area.api]))),
  );
});

for (const list of LISTS) {
  describe(`GET ${list.path}`, () => {
    itIsAListEndpoint(list);
  });
}
