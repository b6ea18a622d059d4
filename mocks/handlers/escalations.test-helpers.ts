import { db } from '../db';
import { call } from '../testing';

/** The oldest waiting item first: the one `…/next` hands out first. */
const oldest = <T extends { createdAt: string; id: number }>(rows: T[]) =>
  [...rows].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)[0]!;

/**
 * Per queue: its oldest waiting item, a decided one, the waiting view of its list, and a moderator's
 * plain decision of an item (one that needs no balance or target).
 */
export const ESCALATION_QUEUES = [
  {
    queue: 'videos',
    waiting: () => oldest(db.videos.filter((row) => row.status === 'moderation')).id,
    decided: () => db.videos.find((row) => row.status !== 'moderation')!.id,
    waitingView: 'status=moderation',
    counter: 'videosModeration',
    entityType: 'video',
    decide: (id: number, as: number) =>
      call(`/videos/${id}/approve`, { method: 'POST', body: {}, as }),
    decidedStatus: 'published',
  },
  {
    queue: 'complaints',
    waiting: () => oldest(db.complaints.filter((row) => row.status === 'new')).id,
    decided: () => db.complaints.find((row) => row.status !== 'new')!.id,
    waitingView: 'status=new',
    counter: 'complaintsNew',
    entityType: 'complaint',
    decide: (id: number, as: number) =>
      call(`/complaints/${id}/reject`, { method: 'POST', body: {}, as }),
    decidedStatus: 'rejected',
  },
  {
    queue: 'applications',
    waiting: () => oldest(db.applications.filter((row) => row.status === 'pending')).id,
    decided: () => db.applications.find((row) => row.status !== 'pending')!.id,
    waitingView: 'status=pending',
    counter: 'applicationsPending',
    entityType: 'application',
    decide: (id: number, as: number) =>
      call(`/applications/${id}/reject`, {
        method: 'POST',
        body: { reason: 'Не хватает данных' },
        as,
      }),
    decidedStatus: 'rejected',
  },
] as const;

export const escalate = (queue: string, id: number, note: string, as: number) =>
  call<{ id: number; escalation: unknown }>(`/${queue}/${id}/escalate`, {
    method: 'POST',
    body: { note },
    as,
  });

export const giveBack = (queue: string, id: number, note: string, as: number) =>
  call<{ id: number; escalation: unknown }>(`/${queue}/${id}/escalation/return`, {
    method: 'POST',
    body: { note },
    as,
  });

export const NOTE = 'Не уверен, реклама ли это';
