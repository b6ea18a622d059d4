import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * `npm run new-area`, run on a temporary project holding what it reads (the area registry and the
 * Prettier settings): the files of a working area, in the project's format, with the Russian words
 * of the name given. That the result typechecks and passes the list conventions is the trial of
 * src/shared/README.md («How to add a list area»), done on a scratch copy of the whole project.
 */
const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..');
const roots: string[] = [];

function scratchProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'new-area-'));
  roots.push(root);
  mkdirSync(join(root, 'src/contract'), { recursive: true });
  copyFileSync(join(ROOT, 'src/contract/areas.ts'), join(root, 'src/contract/areas.ts'));
  copyFileSync(join(ROOT, '.prettierrc.json'), join(root, '.prettierrc.json'));
  return root;
}

const newArea = (root: string, ...args: string[]) =>
  run(process.execPath, [join(ROOT, 'scripts/new-area.mjs'), ...args, '--root', root], {
    cwd: ROOT,
  });

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const GIFT_CARD_FILES = [
  'src/contract/areas.ts',
  'src/contract/gift-cards-list.ts',
  'src/contract/gift-cards-labels.ts',
  'src/contract/gift-cards.ts',
  'src/features/gift-cards/search.ts',
  'src/features/gift-cards/api.ts',
  'src/features/gift-cards/columns.tsx',
  'src/features/gift-cards/GiftCardsPage.tsx',
  'src/features/gift-cards/GiftCardFormModal.tsx',
  'src/features/gift-cards/GiftCardsPage.test.tsx',
  'src/routes/_authenticated/_admin/finance/gift-cards.tsx',
  'mocks/seed/gift-cards.ts',
  'mocks/handlers/gift-cards.ts',
  'mocks/openapi/endpoints/gift-cards.ts',
];

describe('npm run new-area', { timeout: 60_000 }, () => {
  it("writes an administrators' area: registry entry, contract, feature, route, mock, document", async () => {
    const root = scratchProject();
    const { stdout } = await newArea(
      root,
      'gift-cards',
      '--title',
      'Подарочные карты',
      '--item',
      'Подарочная карта',
      '--gender',
      'f',
      '--accusative',
      'подарочную карту',
      '--section',
      'finance',
    );
    expect(stdout.split('\n').filter((line) => line.startsWith('  '))).toEqual(
      GIFT_CARD_FILES.map((path) => `  ${path}`),
    );
    for (const path of GIFT_CARD_FILES) expect(existsSync(join(root, path)), path).toBe(true);
    const read = (path: string) => readFileSync(join(root, path), 'utf8');

    // Last in the registry, after the finance section's two areas.
    expect(read('src/contract/areas.ts')).toContain(`  giftCards: {
    paths: ['/finance/gift-cards'],
    title: 'Подарочные карты',
    nav: { section: 'finance', order: 3 },
    queryKey: 'gift-cards',
    dataNames: ['подарочные карты', 'подарочную карту'],
    audit: { kind: 'gift_card', label: 'Подарочная карта' },
    api: '/finance/gift-cards',
    table: 'giftCards',
  },
} as const satisfies Record<string, AreaDeclaration>;`);
    expect(read('src/routes/_authenticated/_admin/finance/gift-cards.tsx')).toContain(
      "createFileRoute('/_authenticated/_admin/finance/gift-cards')",
    );
    // The words agree with the item.
    const page = read('src/features/gift-cards/GiftCardsPage.tsx');
    expect(page).toContain('Новая подарочная карта');
    expect(page).toContain("crumbs={[{ label: 'Финансы' }, { label: 'Подарочные карты' }]}");
    expect(page).toContain('emptyTitle="Подарочные карты не найдены"');
    const api = read('src/features/gift-cards/api.ts');
    for (const said of ['создана', 'сохранена', 'удалена']) {
      expect(api).toContain(`\`Подарочная карта «\${row.title}» ${said}\``);
    }
    expect(read('src/features/gift-cards/columns.tsx')).toContain("'Удалить подарочную карту?'");
    expect(read('src/contract/gift-cards-labels.ts')).toContain("active: 'Активна'");
    expect(read('src/contract/gift-cards.ts')).toContain("notFound: 'Подарочная карта не найдена'");
    // Administrators only: the handler and the document say so.
    expect(read('mocks/handlers/gift-cards.ts')).toContain('adminOnly: true');
    expect(read('mocks/openapi/endpoints/gift-cards.ts')).toContain("const tag = 'Finance';");
  });

  it("writes a moderators' area outside _admin, open to them, its rows named by a field of its own", async () => {
    const root = scratchProject();
    await newArea(
      root,
      'badges',
      '--title',
      'Значки',
      '--item',
      'Значок',
      '--section',
      'moderation',
      '--name-field',
      'code',
      '--name-label',
      'Код',
      '--search',
      'Поиск по коду',
    );
    const read = (path: string) => readFileSync(join(root, path), 'utf8');
    expect(read('src/contract/areas.ts')).toContain(
      "paths: ['/moderation/badges'],\n    title: 'Значки',\n    nav: { section: 'moderation', order: 8 },",
    );
    expect(read('src/contract/areas.ts')).toContain(
      "audit: { kind: 'badge', label: 'Значок', titleField: 'code' },\n    api: '/badges',",
    );
    expect(read('src/routes/_authenticated/moderation/badges.tsx')).toContain(
      "createFileRoute('/_authenticated/moderation/badges')",
    );
    expect(read('mocks/handlers/badges.ts')).not.toContain('adminOnly');
    expect(read('mocks/openapi/endpoints/badges.ts')).toContain(
      "export const tags = { [tag]: 'Badges.' };",
    );
    expect(read('src/features/badges/BadgesPage.tsx')).toContain('Новый значок');
    expect(read('src/features/badges/api.ts')).toContain('`Значок «${row.code}» создан`');
    expect(read('src/features/badges/BadgesPage.tsx')).toContain(
      'searchPlaceholder="Поиск по коду"',
    );
    expect(read('src/features/badges/BadgeFormModal.tsx')).toContain('label="Код"');
    expect(read('src/contract/badges.ts')).toContain('export const BADGE_CODE_MAX = 120;');
    expect(read('src/contract/badges-labels.ts')).toContain("names: { code: 'Код' },");
    expect(read('src/contract/badges-list.ts')).toContain("sorts: ['createdAt', 'code'],");
  });

  it('refuses an area the registry has, and a name that is not kebab-case', async () => {
    const root = scratchProject();
    await expect(
      newArea(root, 'stocks', '--title', 'Акции', '--item', 'Акция', '--gender', 'f'),
    ).rejects.toMatchObject({ stderr: 'new-area: the registry has an area stocks already\n' });
    await expect(newArea(root, 'GiftCards', '--title', 'Карты', '--item', 'Карта')).rejects.toThrow(
      /is no kebab-case name/,
    );
    expect(readFileSync(join(root, 'src/contract/areas.ts'), 'utf8')).toBe(
      readFileSync(join(ROOT, 'src/contract/areas.ts'), 'utf8'),
    );
  });
});
