import type { z } from 'zod';
import { contestSchema as contestContract } from '@/contract/contests';
import { strictly } from '@/contract/strict';
import { db } from '../db';
import { ADMIN_ID, call, MODERATOR_ID } from '../testing';

export const contestSchema = strictly(contestContract);

export type Contest = z.infer<typeof contestSchema>;

export const DRAFT = 3;
export const ACTIVE = 2;
export const FINISHED = 1;
export const CANCELLED = 6;

export const get = (id: number) => call<Contest>(`/contests/${id}`, { as: MODERATOR_ID });
export const patch = (id: number, body: unknown, as = ADMIN_ID) =>
  call<Contest>(`/contests/${id}`, { method: 'PATCH', body, as });
export const post = (path: string, body?: unknown, as = ADMIN_ID) =>
  call<Contest>(path, { method: 'POST', body, as });
export const entriesOf = (id: number) => db.videos.filter((video) => video.contestId === id);
