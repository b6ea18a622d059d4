import type { QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { ListContract } from '@/contract/list';
import { NEXT_SKIP_MAX, nextItemSchema, type NextQueue } from '@/contract/queue-next';
import { notifyWarning } from '../ui/notify';
import { sessionOf } from '../api/session';

/*
 * The next item of a queue, handed out by the server (docs/product.md#queues-at-scale): «Начать»,
 * and «…и следующее» or the keys past the end of the list. Loaded when first needed, not with the
 * queues' first paint.
 */

/** What the next item is asked with, of a list's URL state: its filters and search, in the waiting status. */
export function nextParams(
  contract: ListContract,
  search: Record<string, unknown>,
): Record<string, unknown> {
  const params: Record<string, unknown> = { search: search.search };
  for (const [name, spec] of Object.entries(contract.filters)) {
    // The queue is what waits, whatever the list shows now.
    params[name] = spec.kind === 'status' ? spec.byDefault : search[name];
  }
  return params;
}

/**
 * Claims the next item of `queue` for this moderator: the oldest of the filter that nobody else holds,
 * passing over `also` and the items whose decision is still held back or on its way (they wait on the
 * server until it is settled). `body`: how to pick, where the queue takes it (the videos' riskiest
 * first, `{ order: 'risk' }`). Null when nothing is free.
 */
export async function takeNextItem<S extends z.core.$ZodType>(
  client: QueryClient,
  queue: NextQueue,
  item: S,
  params: Record<string, unknown>,
  also: number[] = [],
  body?: Record<string, unknown>,
) {
  const session = sessionOf(client);
  const prefix = `${queue}/`;
  const unsettled = session.decisions
    .unsettled()
    .filter((key) => key.startsWith(prefix))
    .map((key) => Number(key.slice(prefix.length)));
  const skip = [...new Set([...also, ...unsettled])].slice(-NEXT_SKIP_MAX);
  try {
    return await session.api.post(`${queue}/next`, z.nullable(nextItemSchema(item)), body, {
      searchParams: { ...params, skip: skip.join(',') },
    });
  } catch (error) {
    session.reportError(error);
    throw error;
  }
}

export const EMPTY_QUEUE = 'Очередь пуста';

/** «Очередь пуста: статус «На модерации», категория «Животные»»: the filters it was asked with. */
export function emptyQueueText(filters: readonly string[]): string {
  return filters.length > 0 ? `${EMPTY_QUEUE}: ${filters.join(', ')}` : EMPTY_QUEUE;
}

export function notifyEmptyQueue(filters: readonly string[]): void {
  notifyWarning(emptyQueueText(filters));
}
