import { videosListContract, videoSchema } from '@/contract/videos';
import { contractBody, deleted, endpoint, fromListContract, list, type Endpoint } from '../define';
import { ALREADY_DECIDED, decisionsResult, video, waiting } from './common';

export const videos: Endpoint[] = [
  list({
    id: 'listVideos',
    path: '/videos',
    tag: 'Videos',
    summary: 'Videos; the moderation queue is `status=moderation`',
    item: videoSchema,
    itemName: 'Video',
    search: "title, description and the author's nickname",
    ...fromListContract(videosListContract, {
      status: 'Moderation status.',
      categoryId: 'Category id.',
      contestId: 'Contest id.',
      authorId: { description: 'Author (user) id.', probe: '20' },
      riskMin: {
        description:
          'Only the scored videos whose highest frame risk (`riskMax`) is at least this; `sort=risk` orders by it, videos not scored last either way.',
        probe: '0.5',
      },
    }),
  }),
  endpoint({
    id: 'getVideo',
    method: 'get',
    path: '/videos/{id}',
    tag: 'Videos',
    summary: 'A video',
    result: video,
    errors: { 404: '`Видео не найдено`.' },
    probe: { params: { id: 1 } },
  }),
  endpoint({
    id: 'updateVideo',
    method: 'patch',
    path: '/videos/{id}',
    tag: 'Videos',
    summary: 'Edit a video; only the fields sent change',
    body: contractBody('patch', '/videos/{id}', { title: 'Trimmed.' }),
    result: video,
    errors: {
      404: '`Видео не найдено`.',
      422: 'Empty or long title, long description, unknown category or contest, a finished or cancelled contest the video was not in (`Конкурс завершён или отменён: видео в него не добавить`).',
    },
    probe: {
      params: { id: 1 },
      body: { title: 'Новое название', description: 'Описание', categoryId: 2, contestId: null },
    },
    failures: [{ status: 422, params: { id: 1 }, body: { title: ' ', categoryId: 999 } }],
  }),
  endpoint({
    id: 'approveVideo',
    method: 'post',
    path: '/videos/{id}/approve',
    tag: 'Videos',
    summary: 'Publish a video',
    body: contractBody('post', '/videos/{id}/approve'),
    result: video,
    errors: {
      404: '`Видео не найдено`.',
      409: `${ALREADY_DECIDED}: not in \`expectedStatus\` (\`moderation\` when absent), or published already.`,
    },
    probe: { params: { id: waiting.video }, body: { expectedStatus: 'moderation' } },
    failures: [
      { status: 409, params: { id: waiting.video }, body: { expectedStatus: 'published' } },
    ],
  }),
  endpoint({
    id: 'rejectVideo',
    method: 'post',
    path: '/videos/{id}/reject',
    tag: 'Videos',
    summary: 'Reject a video with a reason',
    body: contractBody('post', '/videos/{id}/reject'),
    result: video,
    errors: {
      404: '`Видео не найдено`.',
      409: `${ALREADY_DECIDED}: not in \`expectedStatus\` (\`moderation\` when absent), or rejected already.`,
      422: '`reason` shorter than 5 or longer than 500.',
    },
    probe: { params: { id: waiting.video }, body: { reason: 'Низкое качество видео' } },
    failures: [{ status: 422, params: { id: waiting.video }, body: { reason: 'нет' } }],
  }),
  endpoint({
    id: 'moderateVideos',
    method: 'post',
    path: '/videos/bulk',
    tag: 'Videos',
    summary: 'Approve or reject several videos at once',
    description:
      'Videos no longer in `expectedStatus` (when sent), or already in the status asked for, are skipped: `skipped` lists each with `Уже решено: <nickname>, <date>`.',
    body: contractBody('post', '/videos/bulk'),
    result: decisionsResult,
    errors: { 404: 'Unknown ids, listed in the message.', 422: '`ids`, `action` or `reason`.' },
    probe: { body: { ids: [290, 291], action: 'reject', reason: 'Нарушение правил' } },
    failures: [
      { status: 404, body: { ids: [999999], action: 'approve' } },
      { status: 422, body: { ids: [], action: 'publish' } },
    ],
  }),
  endpoint({
    id: 'deleteVideo',
    method: 'delete',
    path: '/videos/{id}',
    tag: 'Videos',
    summary: 'Delete a video with its comments and the complaints about them (administrators)',
    result: deleted,
    errors: {
      404: '`Видео не найдено`.',
      409: '`Удалять видео может только администратор`.',
    },
    probe: { params: { id: 3 } },
    failures: [{ status: 409, as: 'moderator', params: { id: 3 } }],
  }),
];
