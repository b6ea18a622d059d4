import type { z } from 'zod';
import type { contributionSchema as contributionContract } from '@/contract/contributions';
import { call } from '../testing';
import type { MockContribution } from '../types';

export type Contribution = z.infer<typeof contributionContract>;
export type Page = { items: Contribution[]; total: number; sum: number };

export const list = (query = '') => call<Page>(`/finance/contributions${query}`);
/** The total amount of the rows, as the list's `sum` and the page's «Итого по фильтру» give it. */
export const sumOf = (rows: ReadonlyArray<Pick<MockContribution, 'amount'>>) =>
  rows.reduce((acc, row) => acc + row.amount, 0);
