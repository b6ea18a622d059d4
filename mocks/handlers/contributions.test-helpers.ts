import type { z } from 'zod';
import type { contributionSchema as contributionContract } from '@/contract/contributions';
import { call } from '../testing';
import type { MockContribution } from '../types';

export type Contribution = z.infer<typeof contributionContract>;
export type Page = { items: Contribution[]; total: number; sum: number };

export const list = (query = '') => call<Page>(`/finance/contributions${query}`);
export const sumOf = (rows: readonly MockContribution[]) =>
  rows.reduce((acc, row) => acc + row.amount, 0);
