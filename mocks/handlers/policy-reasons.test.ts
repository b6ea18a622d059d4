import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from '@/contract/common';
import {
  POLICY_REASON_ERRORS,
  policyReasonSchema,
  type PolicyReason,
} from '@/contract/policy-reasons';
import { strictly } from '@/contract/strict';
import { db } from '../db';
import { subscribeLive, type LiveEvent } from '../live';
import { READY_REASONS } from '../seed/policy-reasons';
import { ADMIN_ID, call, MODERATOR_ID } from '../testing';

const send = <T = PolicyReason>(method: string, path: string, body?: unknown, as = ADMIN_ID) =>
  call<T>(path, { method, body, as });
const list = (query: string, as = MODERATOR_ID) =>
  call<Page<PolicyReason>>(`/policy/reasons${query}`, { as });
const entriesAbout = (entityType: string) =>
  db.audit.filter((entry) => entry.entityType === entityType);

const stops: Array<() => void> = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe('GET /policy/reasons', () => {
  it('answers every moderator the seeded texts of each kind in their key order', async () => {
    for (const [kind, texts] of Object.entries(READY_REASONS)) {
      const { status, result } = await list(`?kind=${kind}&isActive=true&limit=100`);
      expect(status).toBe(200);
      expect(result.items.map((item) => item.text)).toEqual(texts);
      for (const item of result.items)
        expect(strictly(policyReasonSchema).parse(item)).toEqual(item);
    }
  });

  it('refuses an unknown kind with 422', async () => {
    const { status, error } = await list('?kind=ban');
    expect(status).toBe(422);
    expect(Object.keys(error.errors ?? {})).toEqual(['kind']);
  });
});

describe('changing the reasons', () => {
  it('lets an administrator add one, last of its kind, recorded in the trail', async () => {
    const { status, result } = await send('POST', '/policy/reasons', {
      kind: 'reject_video',
      text: '  Видео обрезано на середине ',
    });
    expect(status).toBe(200);
    expect(result).toMatchObject({ text: 'Видео обрезано на середине', isActive: true });
    const offered = (await list('?kind=reject_video&isActive=true')).result.items;
    expect(offered.at(-1)!.id).toBe(result.id);
    expect(entriesAbout('policy_reason').at(-1)).toMatchObject({
      action: 'create',
      actorId: ADMIN_ID,
      entityId: result.id,
      entityTitle: 'Видео обрезано на середине',
      before: null,
      after: { kind: 'reject_video', text: 'Видео обрезано на середине', isActive: true },
    });
  });

  it('refuses a moderator with 409 and changes nothing', async () => {
    const before = JSON.stringify(db.policyReasons);
    const trail = db.audit.length;
    for (const [method, path, body] of [
      ['POST', '/policy/reasons', { kind: 'block_user', text: 'Угрозы другим' }],
      ['PATCH', '/policy/reasons/1', { isActive: false }],
      ['DELETE', '/policy/reasons/1', undefined],
    ] as const) {
      const { status, error } = await send(method, path, body, MODERATOR_ID);
      expect(status).toBe(409);
      expect(error.message).toBe('Раздел доступен только администраторам');
    }
    expect(JSON.stringify(db.policyReasons)).toBe(before);
    expect(db.audit.length).toBe(trail);
  });

  it('says what is wrong with a body, field by field', async () => {
    const short = await send('POST', '/policy/reasons', { kind: 'reject_video', text: 'Плох' });
    expect(short.status).toBe(422);
    expect(short.error.errors).toEqual({ text: POLICY_REASON_ERRORS.text });
    const taken = await send('POST', '/policy/reasons', {
      kind: 'reject_video',
      text: 'реклама или спам ',
    });
    expect(taken.error.errors).toEqual({ text: POLICY_REASON_ERRORS.taken });
    // The same text under another decision is another reason.
    const other = await send('POST', '/policy/reasons', {
      kind: 'block_user',
      text: 'Реклама или спам',
    });
    expect(other.status).toBe(200);
    const wrong = await send('POST', '/policy/reasons', {
      kind: 'ban',
      text: 'Видео обрезано',
      extra: 1,
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.error.errors ?? {}).sort()).toEqual(['extra', 'kind']);
    const missing = await send('PATCH', '/policy/reasons/999', { isActive: false });
    expect(missing.status).toBe(404);
    expect(missing.error.message).toBe(POLICY_REASON_ERRORS.notFound);
  });

  it('records an edit with what it was and what it became', async () => {
    const { status } = await send('PATCH', '/policy/reasons/2', { isActive: false, sortOrder: 5 });
    expect(status).toBe(200);
    expect(entriesAbout('policy_reason').at(-1)).toMatchObject({
      action: 'update',
      entityId: 2,
      entityTitle: 'Видео не соответствует категории',
      before: { isActive: true, sortOrder: 20 },
      after: { isActive: false, sortOrder: 5 },
    });
    expect((await list('?kind=reject_video&isActive=true')).result.items[0]!.id).toBe(1);
  });

  it('deletes a reason no decision started with, and only switches off one in use', async () => {
    const video = db.videos.find((row) => row.status === 'rejected')!;
    video.rejectReason = 'Реклама или спам: ссылка в описании';
    const used = db.policyReasons.find((row) => row.text === 'Реклама или спам')!;
    const refused = await send('DELETE', `/policy/reasons/${used.id}`);
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe(
      'Причина используется в решениях (1): удалить её нельзя, её можно выключить',
    );
    expect(db.policyReasons).toContain(used);
    const { result } = await send('GET', `/policy/reasons/${used.id}`);
    expect(result.usageCount).toBe(1);

    const free = db.policyReasons.find((row) => row.text === 'Мошенничество с платежами')!;
    expect((await send('DELETE', `/policy/reasons/${free.id}`)).status).toBe(200);
    expect(db.policyReasons).not.toContain(free);
    expect(entriesAbout('policy_reason').at(-1)).toMatchObject({
      action: 'delete',
      entityTitle: 'Мошенничество с платежами',
      after: null,
    });
  });

  it('tells every live stream that the policy changed', async () => {
    const events: LiveEvent[] = [];
    stops.push(subscribeLive((event) => events.push(event)));
    await send('PATCH', '/policy/reasons/3', { text: 'Видео не по правилам конкурса' });
    expect(events).toContainEqual({ type: 'policy', data: {} });
  });
});

describe('PATCH /stats/queues/targets', () => {
  it('records each target changed, by its queue, and nothing for one sent unchanged', async () => {
    const trail = db.audit.length;
    const { status } = await send('PATCH', '/stats/queues/targets', { videos: 12, complaints: 4 });
    expect(status).toBe(200);
    expect(db.audit.slice(trail)).toEqual([
      expect.objectContaining({
        action: 'update',
        actorId: ADMIN_ID,
        entityType: 'queue_target',
        entityTitle: 'Видео',
        before: { targetHours: 24 },
        after: { targetHours: 12 },
      }),
    ]);
    expect(entriesAbout('queue_target')).toHaveLength(1);
  });
});
