import { describe, expect, it } from 'vitest';
import { AREA_LIST, pathWith } from '@/contract/areas';
import {
  decideNavigation,
  deniedByRole,
  HOME_PATH,
  LOGIN_PATH,
  mayOpen,
  safeRedirectTarget,
} from './guard';

const ADMIN = ['Администратор'];
const MODERATOR = ['Модератор'];

const allow = { type: 'allow' } as const;
const toLogin = { type: 'redirect', to: '/login' } as const;
const toHome = { type: 'redirect', to: '/moderation/videos' } as const;

type Expected = typeof allow | typeof toLogin | typeof toHome;

/** A moderator's rule (docs/product.md#roles), as the guard must keep it. */
const forModerators = (path: string) => (/^\/(moderation|user)/.test(path) ? allow : toHome);

/**
 * Every page of every area (src/contract/areas.ts, with concrete ids), the paths the guard treats on
 * their own, and an unknown path. Columns: not logged in / administrator / moderator
 * (docs/product.md#navigation-guard).
 */
const TABLE: Array<[path: string, anonymous: Expected, admin: Expected, moderator: Expected]> = [
  ['/', toLogin, allow, toHome],
  ['/moderation', toLogin, allow, allow],
  ...AREA_LIST.flatMap((area) =>
    area.paths.map((page): [string, Expected, Expected, Expected] => {
      const path = pathWith(page, 7);
      return [path, toLogin, allow, forModerators(path)];
    }),
  ),
  ['/login', allow, toHome, toHome],
  ['/nope', toLogin, allow, toHome],
];

it('goes through the pages of the menu, those of administrators among them', () => {
  const paths = TABLE.map(([path]) => path);
  expect(paths).toEqual(expect.arrayContaining(['/moderation/videos/7', '/users/7', '/audit']));
  expect(paths).toEqual(expect.arrayContaining(['/finance/contribution', '/finance/stocks']));
});

describe("the guard's constants", () => {
  it('home is /moderation/videos and login is /login', () => {
    expect(HOME_PATH).toBe('/moderation/videos');
    expect(LOGIN_PATH).toBe('/login');
  });
});

describe('decideNavigation', () => {
  describe('not logged in', () => {
    it.each(TABLE.map(([path, anonymous]) => [path, anonymous] as const))(
      '%s → %o',
      (path, expected) => {
        expect(decideNavigation({ path, loggedIn: false, roles: null })).toEqual(expected);
      },
    );
  });

  describe("administrator ('Администратор')", () => {
    it.each(TABLE.map(([path, , admin]) => [path, admin] as const))('%s → %o', (path, expected) => {
      expect(decideNavigation({ path, loggedIn: true, roles: ADMIN })).toEqual(expected);
    });
  });

  describe("moderator ('Модератор')", () => {
    it.each(TABLE.map(([path, , , moderator]) => [path, moderator] as const))(
      '%s → %o',
      (path, expected) => {
        expect(decideNavigation({ path, loggedIn: true, roles: MODERATOR })).toEqual(expected);
      },
    );
  });

  it('a user holding both roles is an administrator', () => {
    const roles = ['Модератор', 'Администратор'];
    expect(decideNavigation({ path: '/finance/stocks', loggedIn: true, roles })).toEqual(allow);
    expect(decideNavigation({ path: '/', loggedIn: true, roles })).toEqual(allow);
  });

  it('a user with no roles at all is limited like a moderator', () => {
    expect(decideNavigation({ path: '/finance/contribution', loggedIn: true, roles: [] })).toEqual(
      toHome,
    );
    expect(decideNavigation({ path: '/users/3', loggedIn: true, roles: [] })).toEqual(allow);
    expect(decideNavigation({ path: '/moderation/videos', loggedIn: true, roles: [] })).toEqual(
      allow,
    );
  });

  it('logged in but roles not known (null) never opens an administrator-only page', () => {
    expect(decideNavigation({ path: '/finance/stocks', loggedIn: true, roles: null })).toEqual(
      toHome,
    );
  });

  it('role names match exactly (no case-insensitive or partial match)', () => {
    expect(
      decideNavigation({ path: '/finance/stocks', loggedIn: true, roles: ['администратор'] }),
    ).toEqual(toHome);
    expect(
      decideNavigation({
        path: '/finance/stocks',
        loggedIn: true,
        roles: ['Администратор системы'],
      }),
    ).toEqual(toHome);
  });

  it('roles alone do not make a user logged in', () => {
    expect(decideNavigation({ path: '/moderation/videos', loggedIn: false, roles: ADMIN })).toEqual(
      toLogin,
    );
  });
});

describe('mayOpen', () => {
  it('the administrator may open every path', () => {
    for (const [path] of TABLE) expect(mayOpen(path, ADMIN)).toBe(true);
  });

  it('others may open only paths starting with /moderation or /user', () => {
    expect(mayOpen('/moderation/videos/7', MODERATOR)).toBe(true);
    expect(mayOpen('/users/applications', MODERATOR)).toBe(true);
    expect(mayOpen('/finance/stocks', MODERATOR)).toBe(false);
    expect(mayOpen('/', MODERATOR)).toBe(false);
    expect(mayOpen('/x/moderation', MODERATOR)).toBe(false);
  });
});

describe('safeRedirectTarget', () => {
  describe('honours internal paths the role may open, with search and hash', () => {
    it.each([
      ['/users/3', ADMIN, '/users/3'],
      ['/users/3?tab=videos#comments', MODERATOR, '/users/3?tab=videos#comments'],
      [
        '/moderation/videos?status=moderation&page=2',
        MODERATOR,
        '/moderation/videos?status=moderation&page=2',
      ],
      ['/moderation/contests/5/edit', MODERATOR, '/moderation/contests/5/edit'],
      ['/finance/stocks?page=2&limit=50', ADMIN, '/finance/stocks?page=2&limit=50'],
      ['/finance/contribution#chart', ADMIN, '/finance/contribution#chart'],
    ])('%s (%o) → %s', (raw, roles, expected) => {
      expect(safeRedirectTarget(raw, roles)).toBe(expected);
    });
  });

  it('sends a moderator home from a path their role may not open', () => {
    expect(safeRedirectTarget('/finance/stocks', MODERATOR)).toBe('/moderation/videos');
    expect(safeRedirectTarget('/finance/contribution?page=3', MODERATOR)).toBe(
      '/moderation/videos',
    );
    expect(safeRedirectTarget('/', MODERATOR)).toBe('/moderation/videos');
  });

  describe('rejects anything that is not a safe internal path', () => {
    it.each([
      ['protocol-relative', '//evil.com'],
      ['protocol-relative with path', '//evil.com/moderation/videos'],
      ['absolute URL', 'https://evil.com'],
      ['absolute URL to an internal-looking path', 'https://evil.com/users'],
      ['javascript: URL', 'javascript:alert(1)'],
      ['slash-backslash', '/\\evil.com'],
      ['backslash-slash', '\\/evil'],
      ['dot segments normalising to //host', '/..//evil.com'],
      ['single dot segment normalising to //host', '/.//evil.com'],
      ['encoded dot segments normalising to //host', '/%2e%2e//evil.com'],
      ['the login page', '/login'],
      ['the login page with a query', '/login?redirect=%2Fusers'],
      ['empty string', ''],
      ['relative path', 'users/3'],
      ['newline inside', '/users\n/3'],
      ['tab in front of a protocol-relative host', '/\t/evil.com'],
      ['NUL', '/users\u0000'],
      ['carriage return', '/users/3\r'],
    ])('%s: %j → home', (_label, raw) => {
      expect(safeRedirectTarget(raw, ADMIN)).toBe('/moderation/videos');
      expect(safeRedirectTarget(raw, MODERATOR)).toBe('/moderation/videos');
    });

    it.each([undefined, null, 42, {}, ['/users'], true])('non-string %o → home', (raw) => {
      expect(safeRedirectTarget(raw, ADMIN)).toBe('/moderation/videos');
    });
  });

  it('whatever it returns is a same-origin path (never //host, never a scheme)', () => {
    const hostile = [
      '//evil.com',
      '/..//evil.com',
      '/./..//evil.com/x',
      '/%2e//evil.com',
      '/users/..//evil.com',
      '/\\evil.com',
      'https:evil.com',
      '/\t/evil.com',
      'http://internal.invalid/users',
    ];
    for (const raw of hostile) {
      const target = safeRedirectTarget(raw, ADMIN);
      expect(target.startsWith('/'), raw).toBe(true);
      expect(target.startsWith('//'), raw).toBe(false);
      const resolved = new URL(target, 'https://admin.whowillwin.ru');
      expect(resolved.origin, raw).toBe('https://admin.whowillwin.ru');
    }
  });
});

describe('deniedByRole — when the guard has a word for the user it sends home', () => {
  it.each(['/finance/contribution', '/finance/stocks', '/no-such-page'])(
    'a moderator on %s is denied; an administrator is not',
    (path) => {
      expect(deniedByRole(path, MODERATOR)).toBe(true);
      expect(deniedByRole(path, ADMIN)).toBe(false);
    },
  );

  it.each(['/', '/login', '/users', '/users/5', '/moderation/videos'])(
    '%s is no denial for a moderator',
    (path) => {
      expect(deniedByRole(path, MODERATOR)).toBe(false);
    },
  );
});
