import { db } from '../db';
import { claimView, isWaiting } from '../claims';
import { itemEscalationView } from '../escalations';
import type { ComplaintTargetType, MockComplaint } from '../types';
import { complaintsCount } from './counts';
import { previewUrl } from './media';
import { reasonRef, videoRef } from './references';
import { rolesOf, userSummaryById } from './users';

/**
 * What a complaint is about, with enough context to decide from the queue: the video's
 * preview and status, the comment's whole text, status and video, the user's avatar and status.
 */
function complaintTarget(complaint: MockComplaint) {
  if (complaint.targetType === 'video') {
    const video = db.videos.find((candidate) => candidate.id === complaint.targetId);
    return {
      ...videoRef(complaint.targetId),
      previewUrl: previewUrl(complaint.targetId),
      status: video?.status ?? 'rejected',
    };
  }
  if (complaint.targetType === 'user') {
    const user = db.users.find((candidate) => candidate.id === complaint.targetId);
    return { ...userSummaryById(complaint.targetId), status: user?.status ?? 'blocked' };
  }
  const comment = db.comments.find((candidate) => candidate.id === complaint.targetId);
  return {
    id: complaint.targetId,
    text: comment?.text ?? 'Комментарий удалён',
    status: comment?.status ?? 'hidden',
    video: comment ? videoRef(comment.videoId) : null,
  };
}

/** Complaints about one target still waiting for a decision. */
export function newComplaintsCount(targetType: ComplaintTargetType, targetId: number): number {
  return db.complaints.filter(
    (row) => row.status === 'new' && row.targetType === targetType && row.targetId === targetId,
  ).length;
}

/** The user a complaint is about (the author of its video or comment), with their status and roles. */
function targetUserView(userId: number) {
  const user = db.users.find((candidate) => candidate.id === userId);
  return {
    ...userSummaryById(userId),
    status: user?.status ?? 'blocked',
    roles: user ? rolesOf(user) : [],
  };
}

export function complaintView(complaint: MockComplaint) {
  const { resolution } = complaint;
  return {
    id: complaint.id,
    targetType: complaint.targetType,
    target: complaintTarget(complaint),
    targetUserId: complaint.targetUserId,
    targetUser: targetUserView(complaint.targetUserId),
    targetComplaints: {
      total: complaintsCount(complaint.targetType, complaint.targetId),
      new: newComplaintsCount(complaint.targetType, complaint.targetId),
    },
    reason: reasonRef(complaint.reasonId),
    text: complaint.text,
    reporter: userSummaryById(complaint.reporterId),
    status: complaint.status,
    resolution: resolution && {
      action: resolution.action,
      note: resolution.note,
      resolvedBy: userSummaryById(resolution.resolvedById),
      resolvedAt: resolution.resolvedAt,
    },
    createdAt: complaint.createdAt,
    claim: claimView(complaint, isWaiting.complaints(complaint)),
    escalation: itemEscalationView('complaints', complaint.id),
  };
}
export type ComplaintView = ReturnType<typeof complaintView>;
