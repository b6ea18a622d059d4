import type { Random } from '../random';
import type { MockUser } from '../types';
import { BLOCK_REASONS, FEMALE_FIRST, LAST_NAMES, MALE_FIRST, NICK_WORDS } from './names';
import { transliterate } from '@/contract/translit';

export const ROLES = [
  { id: 1, name: 'Администратор' },
  { id: 2, name: 'Модератор' },
  { id: 3, name: 'Пользователь' },
];

/** The accounts of docs/product.md#mock-backend. */
export const ACCOUNTS = [
  { email: 'admin@whowillwin.ru', password: 'admin123' },
  { email: 'moderator@whowillwin.ru', password: 'moder123' },
];

export function seedUsers(random: Random, now: number, count = 300): MockUser[] {
  const users: MockUser[] = [
    {
      id: 1,
      email: 'admin@whowillwin.ru',
      password: 'admin123',
      nickname: 'admin',
      name: 'Ирина Соколова',
      roleIds: [1],
      status: 'active',
      blockReason: null,
      blockedUntil: null,
      balance: 0,
      createdAt: new Date(now - 700 * 86_400_000).toISOString(),
      lastSeenAt: new Date(now).toISOString(),
    },
    {
      id: 2,
      email: 'moderator@whowillwin.ru',
      password: 'moder123',
      nickname: 'moderator',
      name: 'Павел Орлов',
      roleIds: [2],
      status: 'active',
      blockReason: null,
      blockedUntil: null,
      balance: 0,
      createdAt: new Date(now - 500 * 86_400_000).toISOString(),
      lastSeenAt: new Date(now).toISOString(),
    },
  ];
  const taken = new Set(users.map((u) => u.nickname));
  for (let id = 3; id <= count; id += 1) {
    const female = random.chance(0.5);
    const first = random.pick(female ? FEMALE_FIRST : MALE_FIRST);
    const lastBase = random.pick(LAST_NAMES);
    const last = female ? `${lastBase}а` : lastBase;
    let nickname = `${random.pick(NICK_WORDS)}_${transliterate(first).slice(0, 5)}`;
    while (taken.has(nickname)) nickname = `${nickname}${random.int(1, 99)}`;
    taken.add(nickname);
    const blocked = random.chance(0.08);
    const roleIds = id <= 4 ? [1] : id <= 12 ? [2] : [3];
    const createdAt = random.pastDate(now, 1, 720);
    users.push({
      id,
      email: `${transliterate(first)}.${transliterate(last)}${id}@mail.ru`.replace(
        /[^a-z0-9.@]/g,
        '',
      ),
      password: 'password',
      nickname,
      name: `${first} ${last}`,
      roleIds,
      status: blocked ? 'blocked' : 'active',
      blockReason: blocked ? random.pick(BLOCK_REASONS) : null,
      // A block with an end lifts at that instant (mocks/sessions.ts), by the real clock: the seed's
      // ends lie over a year past the seed's moment, so its blocks hold for as long as it is used.
      blockedUntil:
        blocked && random.chance(0.5)
          ? new Date(now + (365 + random.int(1, 60) * 14) * 86_400_000).toISOString()
          : null,
      balance: random.chance(0.6) ? random.int(0, 5_000_000) : 0,
      createdAt,
      lastSeenAt: random.chance(0.9)
        ? random.pastDate(now, 0, Math.max(0, (now - Date.parse(createdAt)) / 86_400_000))
        : null,
    });
  }
  return users;
}
