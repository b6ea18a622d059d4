import { queryOptions } from '@tanstack/react-query';
import { policyReasonSchema } from '@/contract/policy-reasons';
import { keys } from './keys';
import { pageOf } from './schemas';
import { apiOf } from './session';

/**
 * The moderation policy's active ready-made reasons, every kind in their key order
 * (docs/product.md#moderation-policy): one call for every decision's dialog. Kept until the live
 * stream's `policy` event, or the page's own change, invalidates `keys.policy`.
 */
export const readyReasonsQueryOptions = () =>
  queryOptions({
    queryKey: [...keys.policy.all, 'ready'],
    queryFn: ({ client, signal }) =>
      apiOf(client).get('policy/reasons', pageOf(policyReasonSchema), {
        searchParams: { isActive: true, limit: 100 },
        signal,
      }),
    staleTime: Infinity,
  });
