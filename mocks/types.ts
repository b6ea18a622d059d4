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

export type ContestStatus = 'draft' | 'active' | 'finished' | 'cancelled';

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
  createdAt: string;
}

export type VideoStatus = 'moderation' | 'published' | 'rejected';

/** previewUrl and videoUrl are derived from the id (views.ts); counts come from the other tables. */
export interface MockVideo {
  id: number;
  title: string;
  description: string;
  status: VideoStatus;
  rejectReason: string | null;
  durationSec: number;
  categoryId: number;
  contestId: number | null;
  authorId: number;
  views: number;
  likes: number;
  createdAt: string;
  moderatedAt: string | null;
  moderatedById: number | null;
}
