import { stocksListContract } from '@/contract/stocks';
import { stockSchema as stockContract } from '@/contract/stocks';
import type { MockDatabase } from '../../db';
import { deleted, endpoint, fromListContract, list, type Endpoint, contractBody } from '../define';

/** The contract's body (src/contract/stocks.ts): a creation names every field. */
const stockDocs = {
  title: 'Trimmed.',
  description: 'Trimmed.',
  value: 'Percent (1–100) for `bonus_percent`, kopecks for `bonus_fixed`.',
  minContribution: 'Kopecks; null: any amount.',
  contestId: 'Only contributions to this contest; null: all.',
  endsAt: 'After `startsAt`.',
};
const unusedStock = (db: MockDatabase) => db.stocks.find((row) => row.usageCount === 0)!.id;
const usedStock = (db: MockDatabase) => db.stocks.find((row) => row.usageCount > 0)!.id;
const stockExample = {
  title: 'Зимний бонус',
  description: '10% к взносам от 500 ₽.',
  kind: 'bonus_percent',
  value: 10,
  minContribution: 50_000,
  contestId: null,
  startsAt: '2027-01-01T00:00:00+03:00',
  endsAt: '2027-01-31T00:00:00+03:00',
  isEnabled: true,
};

export const endpoints: Endpoint[] = [
  list({
    id: 'listStocks',
    path: '/finance/stocks',
    tag: 'Finance',
    summary: 'Promotions (administrators); the status is derived from the dates',
    adminOnly: true,
    item: stockContract,
    itemName: 'Stock',
    search: 'title and description',
    ...fromListContract(stocksListContract, { status: 'Derived status.' }),
  }),
  endpoint({
    id: 'createStock',
    method: 'post',
    path: '/finance/stocks',
    tag: 'Finance',
    summary: 'Create a promotion',
    adminOnly: true,
    body: contractBody('post', '/finance/stocks', stockDocs),
    result: stockContract,
    status: 201,
    errors: {
      422: 'Title empty; value not above 0, or above 100 for a percent; `minContribution` below 0; `endsAt` not after `startsAt`; an unknown contest.',
    },
    probe: { body: stockExample },
    failures: [{ status: 422, body: { ...stockExample, value: 150 } }],
  }),
  endpoint({
    id: 'updateStock',
    method: 'patch',
    path: '/finance/stocks/{id}',
    tag: 'Finance',
    summary:
      'Change a promotion (only the fields sent), e.g. switch it off with `{ isEnabled: false }`',
    description:
      'The stock with the changes must keep the rules of `POST /finance/stocks` (422 otherwise).',
    adminOnly: true,
    body: contractBody('patch', '/finance/stocks/{id}', stockDocs),
    result: stockContract,
    errors: { 404: '`Акция не найдена`.', 422: 'As for `POST /finance/stocks`.' },
    probe: { params: { id: usedStock }, body: { isEnabled: false } },
    failures: [{ status: 422, params: { id: usedStock }, body: { title: '' } }],
  }),
  endpoint({
    id: 'deleteStock',
    method: 'delete',
    path: '/finance/stocks/{id}',
    tag: 'Finance',
    summary: 'Delete a promotion that was never used',
    adminOnly: true,
    result: deleted,
    errors: {
      404: '`Акция не найдена`.',
      409: '`Акция уже применялась к взносам: удалить её нельзя, выключите её` (`usageCount` > 0).',
    },
    probe: { params: { id: unusedStock } },
    failures: [{ status: 409, params: { id: usedStock } }],
  }),
];
