import { sampleVideoUrl } from '../media/samples';
import { claimView, isWaiting } from '../claims';
import { itemEscalationView } from '../escalations';
import type { MockVideo } from '../types';
import { commentsCount, complaintsCount } from './counts';
import { mediaUrl, previewUrl } from './media';
import { categoryRef, contestRef } from './references';
import { userSummaryById } from './users';

/** A video as `videoSchema` (src/contract/videos.ts) reads it. */
export function videoView(video: MockVideo) {
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    status: video.status,
    rejectReason: video.rejectReason,
    previewUrl: previewUrl(video.id),
    videoUrl: mediaUrl(sampleVideoUrl(video.mediaFile)),
    durationSec: video.durationSec,
    category: categoryRef(video.categoryId),
    contest: contestRef(video.contestId),
    author: userSummaryById(video.authorId),
    views: video.views,
    likes: video.likes,
    commentsCount: commentsCount(video.id),
    complaintsCount: complaintsCount('video', video.id),
    createdAt: video.createdAt,
    moderatedAt: video.moderatedAt,
    moderatedBy: video.moderatedById === null ? null : userSummaryById(video.moderatedById),
    claim: claimView(video, isWaiting.videos(video)),
    riskMax: video.risk?.max ?? null,
    risk: video.risk ?? null,
    escalation: itemEscalationView('videos', video.id),
  };
}
export type VideoView = ReturnType<typeof videoView>;

/** A video as a list's row: its highest frame risk, without the frames' scores. */
export function videoRowView(video: MockVideo) {
  const { risk: _frames, ...row } = videoView(video);
  return row;
}
