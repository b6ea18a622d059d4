import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { ADMIN_ID, MODERATOR_ID } from '../testing';
import { escalate, giveBack, NOTE } from './escalations.test-helpers';
import { atNow, stats } from './queue-stats.test-helpers';

atNow();

const waitingVideos = () => db.videos.filter((row) => row.status === 'moderation');
const figures = async (as = ADMIN_ID) => (await stats(as)).result;

describe('GET /stats/queues: second opinions', () => {
  it('counts per queue what waits for one now (out of the moderators’ waiting) and what was asked', async () => {
    const before = (await figures()).queues.find((queue) => queue.queue === 'videos')!;
    const [first, second] = waitingVideos();
    await escalate('videos', first!.id, NOTE, MODERATOR_ID);
    await escalate('videos', second!.id, NOTE, MODERATOR_ID);
    await giveBack('videos', second!.id, 'Решайте сами, всё в порядке', ADMIN_ID);
    const { queues } = await figures();
    const videos = queues.find((queue) => queue.queue === 'videos')!;
    expect(videos).toMatchObject({
      waiting: before.waiting - 1,
      secondOpinionsWaiting: 1,
      escalated: 2,
    });
    expect(before).toMatchObject({ secondOpinionsWaiting: 0, escalated: 0 });
    for (const queue of queues.filter((row) => row.queue !== 'videos'))
      expect(queue).toMatchObject({ secondOpinionsWaiting: 0, escalated: 0 });
  });

  it('counts per moderator the second opinions they asked for, their own row for a moderator', async () => {
    const complaint = db.complaints.find((row) => row.status === 'new')!;
    await escalate('complaints', complaint.id, NOTE, MODERATOR_ID);
    await escalate('videos', waitingVideos()[0]!.id, NOTE, ADMIN_ID);
    const rows = (await figures()).moderators;
    const row = (id: number) => rows.find((each) => each.moderator.id === id);
    expect(row(MODERATOR_ID)!.escalations).toBe(1);
    // An administrator who only asked (no decisions this week) has a row for it.
    expect(row(ADMIN_ID)).toMatchObject({ escalations: 1 });
    const own = (await figures(MODERATOR_ID)).moderators;
    expect(own).toEqual([expect.objectContaining({ escalations: 1 })]);
  });
});
