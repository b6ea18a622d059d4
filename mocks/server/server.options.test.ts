import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { pageOf } from '@/contract/common';
import { videoSchema } from '@/contract/videos';
import { fetchServer } from './testing';
import { START, server, api, json, login, bearer, startServer } from './server.test-helpers';

describe('npm run mock:server -- --colleague', () => {
  beforeAll(async () => {
    await startServer(['--colleague', '--quiet']);
  }, START);
  afterAll(() => server.stop());

  it(
    'says so on start, and a seeded moderator soon claims queue items',
    async () => {
      await vi.waitFor(() => expect(server.lines).toContain('  simulated colleague: on'), {
        timeout: 30_000,
      });
      const claimSchema = z.object({
        result: z.object({
          items: z.array(
            z.object({ claim: z.nullable(z.object({ by: z.object({ nickname: z.string() }) })) }),
          ),
        }),
      });
      const holders = async () => {
        const { accessToken } = await login();
        const nicknames: string[] = [];
        for (const path of [
          '/videos?status=moderation',
          '/complaints?status=new',
          '/applications?status=pending',
        ]) {
          const response = await fetchServer(api(`${path}&sort=createdAt&order=desc&limit=10`), {
            headers: bearer(accessToken),
          });
          for (const item of claimSchema.parse(await json(response)).result.items)
            if (item.claim) nicknames.push(item.claim.by.nickname);
        }
        return nicknames;
      };
      // Its first step comes a few seconds after the start.
      await vi.waitFor(async () => expect(await holders()).toHaveLength(1), {
        timeout: 60_000,
        interval: 500,
      });
      const [nickname] = await holders();
      expect(nickname).not.toMatch(/^(admin|moderator)$/);
    },
    START,
  );
});

describe('npm run mock:server -- --data file.json', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'www-mock-server-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'keeps changes across restarts, and --reset starts from the seed',
    async () => {
      const file = join(dir, 'db.json');
      const approveFirstWaiting = async () => {
        const { accessToken } = await login();
        const page = z.object({ result: pageOf(videoSchema) }).parse(
          await json(
            await fetchServer(api('/videos?status=moderation&sort=createdAt&order=asc&limit=10'), {
              headers: bearer(accessToken),
            }),
          ),
        ).result;
        const id = page.items[0]!.id;
        const approved = await fetchServer(api(`/videos/${id}/approve`), {
          method: 'POST',
          headers: bearer(accessToken),
        });
        expect(approved.status).toBe(200);
        return { id, waiting: page.total };
      };
      const statusOf = async (id: number) => {
        const { accessToken } = await login();
        const response = await fetchServer(api(`/videos/${id}`), { headers: bearer(accessToken) });
        return z.object({ result: videoSchema }).parse(await json(response)).result.status;
      };

      await startServer(['--data', file, '--quiet']);
      const { id } = await approveFirstWaiting();
      await server.stop();
      expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('www-mock-db');

      await startServer(['--data', file, '--quiet']);
      expect(await statusOf(id)).toBe('published');
      await server.stop();

      await startServer(['--data', file, '--reset', '--quiet']);
      expect(await statusOf(id)).toBe('moderation');
      await server.stop();
    },
    START * 3,
  );
});
