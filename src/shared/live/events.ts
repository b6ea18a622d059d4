import { LIVE_EVENT_TYPES, liveEventSchemas, type LiveEvent } from '@/contract/live-events';

export {
  LIVE_EVENT_TYPES,
  LIVE_QUEUES,
  type LiveEvent,
  type LiveQueue,
} from '@/contract/live-events';

/**
 * One server-sent event as the panel uses it; null for anything else (an unknown name, data that is
 * not JSON or not of the contract's shape): a bad event is dropped, never applied.
 */
export function parseLiveEvent(type: string, data: string): LiveEvent | null {
  if (!(LIVE_EVENT_TYPES as readonly string[]).includes(type)) return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = liveEventSchemas[type as LiveEvent['type']].safeParse(json);
  return parsed.success ? ({ type, data: parsed.data } as LiveEvent) : null;
}
