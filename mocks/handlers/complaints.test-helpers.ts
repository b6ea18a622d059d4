import type { z } from 'zod';
import type { complaintSchema as complaintContract } from '@/contract/complaints';
import { db } from '../db';
import type { ComplaintStatus, ComplaintTargetType } from '../types';

export type Complaint = z.infer<typeof complaintContract> & { alsoResolved?: number };

export const first = (status: ComplaintStatus, targetType?: ComplaintTargetType) =>
  db.complaints.find((c) => c.status === status && (!targetType || c.targetType === targetType))!;
export const complaint = (id: number) => db.complaints.find((row) => row.id === id)!;
