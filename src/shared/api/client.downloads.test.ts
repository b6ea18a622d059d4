import { describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { fileNameOf } from './responses';
import { ApiError } from './errors';
import { AUTH, recordRequests, only, loginAsAdmin, rejectionOf } from './client.test-helpers';
import { tab } from '@/test/session';
import { downloadFile } from './export';

describe('file downloads (downloadFile)', () => {
  const csv = '\uFEFFid;Сумма\n1;1 500,50\n';
  const answerCsv = () =>
    mswHttp.get('*/api/admin/export-test', ({ request }) => {
      if (request.headers.get('Authorization') !== `Bearer ${Cookies.get('accessToken')}`) {
        return HttpResponse.json({ message: 'Expired JWT Token' }, { status: 401 });
      }
      return new HttpResponse(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition':
            'attachment; filename="export.csv"; filename*=UTF-8\'\'%D0%B2%D0%B7%D0%BD%D0%BE%D1%81%D1%8B.csv',
        },
      });
    });

  it('downloads through the same client: bearer token, file name from Content-Disposition', async () => {
    await loginAsAdmin();
    server.use(answerCsv());
    const file = await downloadFile(tab.http, 'export-test', {
      searchParams: { status: 'succeeded', empty: '' },
      fallbackName: 'file.csv',
    });
    expect(file.name).toBe('взносы.csv');
    expect(new Uint8Array(await file.blob.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
    expect(await file.blob.text()).toContain('1;1 500,50');
  });

  it('renews an expired access token and retries, as any call does', async () => {
    const old = await loginAsAdmin();
    const seen = recordRequests();
    server.use(
      mswHttp.get('*/api/admin/export-test', ({ request }) =>
        request.headers.get('Authorization') === `Bearer ${old.accessToken}`
          ? HttpResponse.json({ message: 'Expired JWT Token' }, { status: 401 })
          : new HttpResponse('a;b\n', { headers: { 'Content-Type': 'text/csv' } }),
      ),
    );
    const file = await downloadFile(tab.http, 'export-test', { fallbackName: 'взносы.csv' });
    expect(file.name).toBe('взносы.csv');
    expect(await file.blob.text()).toBe('a;b\n');
    expect(only(seen, 'POST', AUTH)).toHaveLength(1);
  });

  it('a refused export fails like any call, with the server message', async () => {
    await loginAsAdmin();
    server.use(
      mswHttp.get('*/api/admin/export-test', () =>
        HttpResponse.json({ message: 'Слишком много строк' }, { status: 422 }),
      ),
    );
    const error = await rejectionOf(
      downloadFile(tab.http, 'export-test', { fallbackName: 'x.csv' }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Слишком много строк');
  });

  it.each([
    ["attachment; filename*=UTF-8''%D1%84%D0%B0%D0%B9%D0%BB.csv", 'файл.csv'],
    ['attachment; filename="contributions-2026-11-23.csv"', 'contributions-2026-11-23.csv'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ['attachment', null],
    [null, null],
  ])('reads the file name of %j', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});
