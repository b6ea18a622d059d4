import { describe, expect, it } from 'vitest';
import { ADMIN_ID, call, MODERATOR_ID } from '../testing';
import { testTokens } from '../token-testing';
import { AUDIT_CSV_HEADER } from './audit';
import { auditPageSchema } from '@/contract/audit-schema';
import { post, waitingVideo } from './audit.test-helpers';
import { FORMULA_START, parseCsv } from '../csv.test-helpers';
import { db } from '../db';

describe('GET /audit', () => {
  it('filters by entity, actor, action and period; newest first', async () => {
    const video = waitingVideo();
    await post(`/videos/${video.id}/approve`, undefined, MODERATOR_ID);
    const mine = await call(`/audit?actorId=${MODERATOR_ID}&action=approve&limit=10`);
    const { items } = auditPageSchema.parse(mine.result);
    expect(items[0]).toMatchObject({ entityId: video.id, actor: { id: MODERATOR_ID } });
    expect(
      items.every((entry) => entry.action === 'approve' && entry.actor.id === MODERATOR_ID),
    ).toBe(true);
    const history = auditPageSchema.parse(
      (await call(`/audit?entityType=video&entityId=${video.id}`)).result,
    );
    expect(history.items.map((entry) => entry.action)).toEqual(['approve']);
    const today = new Date().toISOString().slice(0, 10);
    const dated = auditPageSchema.parse(
      (await call(`/audit?dateFrom=${today}&dateTo=${today}&limit=100`)).result,
    );
    expect(dated.items.map((entry) => entry.entityId)).toContain(video.id);
    const seeded = auditPageSchema.parse((await call('/audit?limit=100&order=asc')).result);
    const times = seeded.items.map((entry) => entry.createdAt);
    expect(times).toEqual([...times].sort());
  });

  it('answers 422 for a malformed filter', async () => {
    const answer = await call('/audit?entityType=planet&action=dance');
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.error.errors ?? {})).toEqual(
      expect.arrayContaining(['entityType', 'action']),
    );
  });

  it('exports the filtered set as CSV, for administrators only', async () => {
    const video = waitingVideo();
    await post(`/videos/${video.id}/reject`, { reason: 'Низкое качество видео' }, MODERATOR_ID);
    const response = await fetch(
      `http://localhost:3000/api/admin/audit/export?entityType=video&entityId=${video.id}`,
      { headers: { Authorization: `Bearer ${testTokens(ADMIN_ID).accessToken}` } },
    );
    expect(response.headers.get('Content-Type')).toContain('text/csv');
    const text = await response.text();
    const [header, line] = text.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe(AUDIT_CSV_HEADER.join(';'));
    expect(line).toContain(
      `moderator;Отклонение;Видео;${video.id};${video.title};"Статус: На модерации → Отклонено; Причина отклонения: — → Низкое качество видео";Низкое качество видео`,
    );
    const moderator = await call('/audit/export', { as: MODERATOR_ID });
    expect(moderator.status).toBe(409);
  });

  it('writes a title, a change or a reason that starts a formula as text, in every cell', async () => {
    const video = waitingVideo();
    video.title = '=HYPERLINK("http://evil.example","Смотреть")';
    db.users.find((user) => user.id === MODERATOR_ID)!.nickname = '@moderator';
    await post(`/videos/${video.id}/reject`, { reason: '-Низкое качество видео' }, MODERATOR_ID);
    const response = await fetch(`http://localhost:3000/api/admin/audit/export`, {
      headers: { Authorization: `Bearer ${testTokens(ADMIN_ID).accessToken}` },
    });
    const cells = parseCsv(await response.text());
    const entry = cells.find((row) => row[5] === String(video.id) && row[3] === 'Отклонение')!;
    expect(entry[2]).toBe("'@moderator");
    expect(entry[6]).toBe(`'${video.title}`);
    expect(entry[8]).toBe("'-Низкое качество видео");
    expect(cells.length).toBe(db.audit.length + 1);
    expect(cells.flat().filter((cell) => FORMULA_START.test(cell))).toEqual([]);
  });
});
