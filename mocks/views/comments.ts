import type { MockComment } from '../types';
import { complaintsCount } from './counts';
import { videoRef } from './references';
import { userSummaryById } from './users';

export function commentView(comment: MockComment) {
  return {
    id: comment.id,
    text: comment.text,
    status: comment.status,
    author: userSummaryById(comment.authorId),
    video: videoRef(comment.videoId),
    complaintsCount: complaintsCount('comment', comment.id),
    createdAt: comment.createdAt,
  };
}
export type CommentView = ReturnType<typeof commentView>;
