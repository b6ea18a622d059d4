import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginAs, renderApp } from '@/test/render';

/** Each page's main title is its one h1 (axe page-has-heading-one), drawn by the kit's PageHeader. */
describe('page titles', () => {
  it.each([
    ['/users', 'Пользователи'],
    ['/moderation/videos', 'Видео'],
    ['/users/5', 'tiger_valer'],
    ['/no-such-page', 'Страница не найдена'],
  ])('%s: «%s» is the one h1 of the page', async (path, title) => {
    loginAs(1);
    renderApp(path);
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('the breadcrumbs are a navigation landmark named «Навигационная цепочка»', async () => {
    loginAs(1);
    renderApp('/users');
    const crumbs = await screen.findByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(crumbs).getByText('Пользователи')).toHaveAttribute('aria-current', 'page');
  });
});
