import type { Video } from '@/contract/videos';
import { db } from '../db';
import { call } from '../testing';
import type { VideoStatus } from '../types';

type Page = { items: Video[]; total: number };

export const list = (query = '') => call<Page>(`/videos${query}`);
export const counters = async () =>
  (await call<{ videosModeration: number }>('/stats/counters')).result.videosModeration;
export const countStatus = (status: VideoStatus) =>
  db.videos.filter((video) => video.status === status).length;
