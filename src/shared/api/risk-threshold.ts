import { queryOptions, useQuery } from '@tanstack/react-query';
import { riskThresholdReadSchema } from '@/contract/video-risk-schemas';
import { keys } from './keys';
import { apiOf } from './session';

/**
 * The administrators' threshold of a risk mark (`GET /policy/risk-threshold`, src/contract/video-risk.ts):
 * the video queue and the filmstrip mark what reaches it, «Политика модерации» sets it. Under the
 * policy's keys: the live stream's `policy` event reads it again.
 */
export const riskThresholdQueryOptions = () =>
  queryOptions({
    queryKey: [...keys.policy.all, 'risk-threshold'],
    queryFn: ({ client, signal }) =>
      apiOf(client).get('policy/risk-threshold', riskThresholdReadSchema, { signal }),
    staleTime: Infinity,
    meta: { failure: 'Не удалось загрузить порог риска' },
  });

/** The threshold in force; undefined until it is read (nothing is marked meanwhile). */
export function useRiskThreshold(): number | undefined {
  return useQuery({ ...riskThresholdQueryOptions(), select: (data) => data.threshold }).data;
}
