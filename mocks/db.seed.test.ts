import { describe, expect, it } from 'vitest';
import { AREA_LIST } from '@/contract/areas';
import { createSeededDatabase, db } from './db';
import { seeded } from './db.test-helpers';
import { TABLES } from './tables';

describe('seed', () => {
  it('is deterministic', () => {
    expect(createSeededDatabase()).toEqual(createSeededDatabase());
    expect(db).toEqual(seeded);
  });

  it('spells the seeded e-mails and nicknames in the transliteration of the panel’s slugs (х → kh)', () => {
    const mikhail = seeded.users.find((user) => user.name.startsWith('Михаил '))!;
    expect(mikhail.email).toMatch(/^mikhail\./);
    expect(mikhail.nickname).toMatch(/_mikha\d*$/);
  });

  it('has the documented seed sizes', () => {
    expect(seeded.users).toHaveLength(300);
    expect(seeded.categories).toHaveLength(12);
    expect(seeded.contests).toHaveLength(30);
    expect(seeded.videos).toHaveLength(500);
    expect(seeded.complaintReasons).toHaveLength(8);
    expect(seeded.comments).toHaveLength(2000);
    expect(seeded.complaints).toHaveLength(300);
    expect(seeded.applications).toHaveLength(120);
    expect(seeded.contributions).toHaveLength(3000);
    expect(seeded.stocks).toHaveLength(10);
    // Each table's next id follows its rows; the trail holds the seeded decisions (seed/audit.ts).
    expect(seeded.nextId).toEqual(
      Object.fromEntries(TABLES.map((name) => [name, seeded[name].length + 1])),
    );
    expect(seeded.audit.length).toBeGreaterThan(300);
    // Ids follow time in every seeded table that grows.
    for (const rows of [
      seeded.comments,
      seeded.complaints,
      seeded.applications,
      seeded.contributions,
    ]) {
      expect(rows.map((row) => row.id)).toEqual(rows.map((_, i) => i + 1));
      expect(rows.every((row, i) => i === 0 || row.createdAt >= rows[i - 1]!.createdAt)).toBe(true);
    }
  });

  it('has a table for every area that names one (src/contract/areas.ts), and no other', () => {
    const named = AREA_LIST.flatMap((area) => (area.table ? [area.table] : []));
    expect([...TABLES].sort()).toEqual([...named].sort());
    for (const name of TABLES) expect(Array.isArray(seeded[name])).toBe(true);
  });

  // How fast it seeds is the mock's benchmark's business (a timing here fails on a busy machine).
  it('persists small', () => {
    expect(JSON.stringify(seeded).length).toBeLessThan(3_000_000);
  });

  it('mixes video statuses about 30 / 55 / 15 %, with ~40% contest entries', () => {
    const count = (status: string) =>
      seeded.videos.filter((video) => video.status === status).length;
    expect(count('moderation')).toBe(155);
    expect(count('published')).toBe(261);
    expect(count('rejected')).toBe(84);
    expect(seeded.videos.filter((video) => video.contestId !== null)).toHaveLength(193);
    const contestStatuses = seeded.contests.reduce<Record<string, number>>((acc, contest) => {
      acc[contest.status] = (acc[contest.status] ?? 0) + 1;
      return acc;
    }, {});
    expect(contestStatuses).toEqual({ finished: 12, active: 11, draft: 5, cancelled: 2 });
  });

  it('names twelve categories in Russian, in display order, two of them switched off', () => {
    expect(seeded.categories.map((category) => category.name)).toEqual([
      'Танцы',
      'Музыка',
      'Юмор',
      'Спорт',
      'Кулинария',
      'Животные',
      'Путешествия',
      'Игры',
      'Рукоделие',
      'Наука',
      'Красота',
      'Дети',
    ]);
    expect(new Set(seeded.categories.map((category) => category.slug)).size).toBe(12);
    expect(
      seeded.categories.filter((category) => !category.isActive).map((category) => category.name),
    ).toEqual(['Рукоделие', 'Наука']);
  });
});
