import { countersSchema } from '@/contract/common';
import { formatDecidedAt } from '../claims';
import { db } from '../db';
import { call } from '../testing';
import type { ApplicationStatus, ApplicationType } from '../types';

export const pendingCount = async () =>
  countersSchema.parse((await call('/stats/counters')).result).applicationsPending;
export const rows = (status: ApplicationStatus, type?: ApplicationType) =>
  db.applications.filter((row) => row.status === status && (!type || row.type === type));
export const row = (id: number) => db.applications.find((application) => application.id === id)!;
export const user = (id: number) => db.users.find((candidate) => candidate.id === id)!;
/**
 * docs/product.md#several-moderators-at-once: the 409 of an application decided already names who
 * decided it and when.
 */
export const decidedMessage = (id: number) =>
  `Уже решено: ${user(row(id).reviewedById!).nickname}, ${formatDecidedAt(row(id).reviewedAt!)}`;
