import { z } from 'zod';
import { contributionsListContract } from '@/contract/contributions';
import { contributionSchema as contributionContract } from '@/contract/contributions';
import {
  component,
  endpoint,
  fromListContract,
  list,
  type Endpoint,
  contractBody,
} from '../define';

const contributionList = list({
  id: 'listContributions',
  path: '/finance/contributions',
  tag: 'Finance',
  summary: 'Contributions (administrators), with the sum of the filtered set',
  adminOnly: true,
  item: contributionContract,
  itemName: 'Contribution',
  search: "the user's nickname and the contest's title",
  ...fromListContract(contributionsListContract, {
    status: 'Payment status.',
    type: 'Kind of contribution.',
    contestId: 'Contest id.',
    userId: { description: 'Payer (user) id.', probe: '20' },
    dateFrom: { description: 'Created at or after.', probe: '2026-06-01' },
    dateTo: { description: 'Created at or before.', probe: '2026-06-30' },
  }),
  extra: { sum: z.int().describe('Kopecks: the amounts of the whole filtered set, every page.') },
  errors: { 422: 'A malformed parameter, or `dateTo` before `dateFrom`.' },
  failures: [{ status: 422, query: { dateFrom: '2026-11-20', dateTo: '2026-11-01' } }],
});
/** The list's filters, search and sort, without paging: what the chart and the export take. */
const { page: _page, limit: _limit, ...contributionFilters } = contributionList.query!;
const { sort: _sort, order: _order, ...contributionStatsFilters } = contributionFilters;

export const contributions: Endpoint[] = [
  contributionList,
  endpoint({
    id: 'getContributionStats',
    method: 'get',
    path: '/finance/contributions/stats',
    tag: 'Finance',
    summary: 'Contributions per day of a period, for the chart',
    description:
      "One row per 24 hours from `dateFrom` (send the local midnight: the days are then the browser's days) to `dateTo`, days without contributions as zeros; at most 367 days. The list's other filters apply.",
    adminOnly: true,
    query: {
      ...contributionStatsFilters,
      dateFrom: {
        ...contributionStatsFilters.dateFrom!,
        description: 'Required. The first day starts here. A day or an ISO 8601 date-time.',
      },
      dateTo: {
        ...contributionStatsFilters.dateTo!,
        description: 'Required. The last day ends here. A day or an ISO 8601 date-time.',
      },
    },
    result: component(
      'ContributionDays',
      z.array(
        z.object({
          date: z.iso.datetime().describe('The instant the day starts (UTC).'),
          amount: z.int().describe('Kopecks.'),
          count: z.int().nonnegative(),
          byType: z
            .object({ entry_fee: z.int(), donation: z.int() })
            .describe('Kopecks of each type.'),
        }),
      ),
    ),
    errors: {
      422: '`dateFrom` or `dateTo` missing or malformed, in the wrong order, or more than 367 days apart.',
    },
    probe: { query: { dateFrom: '2026-06-01', dateTo: '2026-06-30' } },
    failures: [{ status: 422, query: { dateTo: '2026-11-20' } }],
  }),
  endpoint({
    id: 'exportContributions',
    method: 'get',
    path: '/finance/contributions/export',
    tag: 'Finance',
    summary: 'The filtered contributions as a CSV file',
    description:
      'Every contribution of the filter (not one page), for Excel: UTF-8 with a BOM, `;`-separated, CRLF lines, a header row (`Номер;Дата (UTC);Пользователь;Конкурс;Тип;Способ оплаты;Статус;Сумма, ₽`), amounts in roubles with a decimal comma (`1500,50`), fields with `;` or quotes quoted. `Content-Disposition: attachment; filename="contributions-<YYYY-MM-DD>.csv"`.',
    adminOnly: true,
    query: contributionFilters,
    result: z.string(),
    produces: 'text/csv',
    errors: { 422: 'A malformed parameter, or `dateTo` before `dateFrom` (JSON).' },
    probe: { query: { status: 'refunded' } },
  }),
  endpoint({
    id: 'refundContribution',
    method: 'post',
    path: '/finance/contributions/{id}/refund',
    tag: 'Finance',
    summary: 'Refund a succeeded contribution',
    description:
      "The status becomes `refunded`, the amount goes back to the user's balance, and the contest's collected sum (its succeeded contributions) loses it.",
    adminOnly: true,
    body: contractBody('post', '/finance/contributions/{id}/refund', { reason: 'Trimmed.' }),
    result: contributionContract,
    errors: {
      404: '`Платёж не найден`.',
      409: '`Вернуть можно только успешный платёж`.',
      422: '`reason` empty or longer than 500 characters.',
    },
    probe: {
      params: { id: (db) => db.contributions.find((row) => row.status === 'succeeded')!.id },
      body: { reason: 'Двойное списание' },
    },
    failures: [
      { status: 422, params: { id: 1 }, body: { reason: ' ' } },
      {
        status: 409,
        params: { id: (db) => db.contributions.find((row) => row.status === 'failed')!.id },
        body: { reason: 'Двойное списание' },
      },
    ],
  }),
];
