import type { AuditAction, AuditEntityType } from '@/contract/audit';
import type { ContestStatus } from '@/contract/contests';
import type { VideoStatus } from '@/contract/videos';
import type { VideoRisk } from '@/contract/video-risk';
import type { CommentStatus } from '@/contract/comments';
import type { ComplaintAction, ComplaintStatus, ComplaintTargetType } from '@/contract/complaints';
import type { ApplicationStatus, ApplicationType } from '@/contract/applications';
import type { ContributionStatus, ContributionType } from '@/contract/contributions';

/** Rows of the mock database: the contract's entities before references are expanded. */
export interface MockUser {
  id: number;
  email: string;
  password: string;
  nickname: string;
  name: string;
  roleIds: number[];
  status: 'active' | 'blocked';
  blockReason: string | null;
  blockedUntil: string | null;
  balance: number;
  createdAt: string;
  lastSeenAt: string | null;
}

export interface MockRole {
  id: number;
  name: string;
}

export interface RefreshSession {
  userId: number;
  expiresAt: number;
  /** When it was issued (ms): a developer's "expire both tokens" ends those issued before. */
  issuedAt?: number;
  /**
   * The login it was rotated from (also written in the token itself, so a spent token still names
   * it): a logout, or a spent token presented again, revokes every token of the family.
   */
  family?: string;
}

export interface MockCategory {
  id: number;
  name: string;
  slug: string;
  description: string;
  sortOrder: number;
  isActive: boolean;
  createdAt: string;
}

export type { ContestStatus };

export interface MockContest {
  id: number;
  title: string;
  description: string;
  rules: string;
  status: ContestStatus;
  categoryId: number;
  startsAt: string;
  endsAt: string;
  votingEndsAt: string;
  /** Kopecks. */
  prizeFund: number;
  /** Kopecks. */
  entryFee: number;
  maxParticipants: number | null;
  /** Set when the contest is finished; the view shows the video and its author. */
  winnerVideoId: number | null;
  /** A cover set by an administrator; absent or '' means the generated one (views/media.ts). */
  coverUrl?: string;
  /** Why it was cancelled (`POST /contests/{id}/cancel`). */
  cancelReason?: string | null;
  /** When it was finished or cancelled; absent or null while it is a draft or active. */
  closedAt?: string | null;
  createdAt: string;
}

export type { VideoStatus };

/** previewUrl and videoUrl are derived from the id (views/media.ts); counts come from the other tables. */
/**
 * A moderator's hold on a queue item (docs/product.md#several-moderators-at-once); `expiresAt` in
 * ms since the epoch. Stored on the item itself, optional so that data persisted before claims
 * existed reads as "nobody".
 */
export interface MockClaim {
  byId: number;
  expiresAt: number;
  /** When its holder opened the item (ms): kept while they renew it, for the time to a decision. */
  openedAt?: number;
}

/** A request for a second opinion on a queue item (src/contract/escalations.ts). */
export interface MockEscalation {
  id: number;
  queue: 'videos' | 'complaints' | 'applications';
  itemId: number;
  note: string;
  askedById: number;
  askedAt: string;
  /** `waiting` until an administrator decides the item or hands it back. */
  state: 'waiting' | 'decided' | 'returned';
  answeredById: number | null;
  answeredAt: string | null;
  /** The administrator's word when handing it back. */
  answer: string | null;
}

export interface MockVideo {
  id: number;
  title: string;
  description: string;
  status: VideoStatus;
  rejectReason: string | null;
  /** The sample clip it plays (mocks/media): its duration is `durationSec`. */
  mediaFile: string;
  durationSec: number;
  categoryId: number;
  contestId: number | null;
  authorId: number;
  views: number;
  likes: number;
  createdAt: string;
  moderatedAt: string | null;
  moderatedById: number | null;
  claim?: MockClaim | null;
  /** Its frames' scores as the panel sent them (`PUT /videos/{id}/risk`); absent or null: none yet. */
  risk?: VideoRisk | null;
}

export interface MockComplaintReason {
  id: number;
  title: string;
  description: string;
  sortOrder: number;
  isActive: boolean;
  createdAt: string;
}

export type { CommentStatus };

/** A comment under a video; `complaintsCount` is derived (views/comments.ts). */
export interface MockComment {
  id: number;
  text: string;
  status: CommentStatus;
  authorId: number;
  videoId: number;
  createdAt: string;
}

export type { ComplaintAction, ComplaintStatus, ComplaintTargetType };

export interface MockComplaintResolution {
  action: ComplaintAction;
  note: string;
  resolvedById: number;
  resolvedAt: string;
}

/**
 * A complaint about a video, a comment or a user. `targetUserId` is the user it is about: the video's
 * author, the comment's author or the user. Targets never change owner, so it is stored at creation.
 */
export interface MockComplaint {
  id: number;
  targetType: ComplaintTargetType;
  targetId: number;
  targetUserId: number;
  reasonId: number;
  text: string;
  reporterId: number;
  status: ComplaintStatus;
  /** Null while the complaint is new; a rejected one has action `none`. */
  resolution: MockComplaintResolution | null;
  createdAt: string;
  claim?: MockClaim | null;
}

export type { ApplicationStatus, ApplicationType };

export interface MockApplication {
  id: number;
  userId: number;
  type: ApplicationType;
  status: ApplicationStatus;
  message: string;
  /** Set for type `contest` only. */
  contestId: number | null;
  /** Kopecks; set for type `payout` only. */
  amount: number | null;
  reviewedById: number | null;
  reviewedAt: string | null;
  rejectReason: string | null;
  createdAt: string;
  claim?: MockClaim | null;
}

export type { ContributionStatus, ContributionType };
export type PaymentMethod = 'card' | 'sbp' | 'wallet';

export interface MockContribution {
  id: number;
  userId: number;
  /** Always set for an entry fee; a donation may go to the platform (null). */
  contestId: number | null;
  /** Kopecks; an entry fee is the contest's `entryFee`. */
  amount: number;
  type: ContributionType;
  status: ContributionStatus;
  paymentMethod: PaymentMethod;
  createdAt: string;
  /** Why an administrator refunded it (set by the refund). */
  refundReason?: string;
}

/** One entry of the audit trail (mocks/audit.ts): who changed what, when, and the changed fields. */
export interface MockAuditEntry {
  id: number;
  createdAt: string;
  actorId: number;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: number;
  entityTitle: string;
  /** The changed fields as they were; null for a creation. */
  before: Record<string, unknown> | null;
  /** The changed fields as they are now; null for a deletion. */
  after: Record<string, unknown> | null;
  reason: string | null;
  /**
   * A decision on a queue item its author had opened (claimed) first: when they opened it. The mock's
   * own bookkeeping for the queues' figures (GET /stats/queues), not part of the trail's answers.
   */
  openedAt?: string;
}
