import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PolicyReasonKind } from '@/contract/policy-reasons-list';
import { readyReasonsQueryOptions } from '../api/ready-reasons';

export interface ReadyReasonsState {
  /** The kind's active reasons in their key order; none while they load or when their call failed. */
  reasons: readonly string[];
  /** Their call failed: the dialog says so instead of looking as if there were none. */
  failed: boolean;
  /** The dialog offers them (the keys' hint says so), also while they load. */
  offered: boolean;
  /** Their call is under way and nothing is in yet. */
  loading: boolean;
}

const NONE: readonly string[] = [];

/** The ready reasons a decision's dialog offers (none for a dialog of no kind). */
export function useReadyReasons(kind: PolicyReasonKind | undefined): ReadyReasonsState {
  const query = useQuery({ ...readyReasonsQueryOptions(), enabled: kind !== undefined });
  const { data } = query;
  // The same array while the data is: the memoised reasons are not drawn again with the form.
  const reasons = useMemo(
    () => data?.items.filter((reason) => reason.kind === kind).map((reason) => reason.text) ?? NONE,
    [data, kind],
  );
  const failed = kind !== undefined && query.isError && !data;
  const offered = kind !== undefined && !failed && (!data || reasons.length > 0);
  return { reasons, failed, offered, loading: kind !== undefined && !data && !failed };
}
