import { expect, login, test, ROW } from '../fixtures';
import { recordLayoutShifts } from '../layout-shifts';

/**
 * A list's cold load on a phone: what its first paint draws (the heading, the filters, the table's
 * skeleton) stays where it is when the rows come. The lists' requests are held back here, which only
 * the real-API mode allows (the mock mode answers inside the page).
 */
test('on a phone nothing on a list moves when its rows come after the skeleton', async ({
  page,
}) => {
  await login(page, 'moderator');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route(/\/api\/admin\/(videos|users)\?/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const layoutShifts = await recordLayoutShifts(page);
  for (const [path, table] of [
    ['/moderation/videos', 'Видео'],
    ['/users', 'Пользователи'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId('skeleton-row').first()).toBeVisible();
    await expect(page.getByRole('table', { name: table }).locator(ROW)).toHaveCount(20);
    const shifted = await layoutShifts();
    // The pager under the skeleton was pushed off the screen by the rows: 0.1 on Lighthouse's phone.
    expect(shifted, `${path}: the layout shift from the first paint`).toBeLessThan(0.01);
  }
});
