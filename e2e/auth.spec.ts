import { AREAS } from './areas';
import {
  ACCOUNTS,
  cookieValue,
  expect,
  HOME,
  isLoginCall,
  login,
  loginForm,
  loginThroughForm,
  mainNav,
  navLink,
  recordRequests,
  SCREENSHOTS,
  submitLogin,
  test,
} from './fixtures';

test.describe('login page', () => {
  test('has the documented title, heading, labels and placeholders', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Who Will Win - Авторизация');
    await expect(
      page.getByRole('heading', { name: 'Административная панель Who Will Win' }),
    ).toBeVisible();
    await expect(page.getByLabel('Логин')).toHaveAttribute('placeholder', 'Введите логин');
    await expect(page.getByPlaceholder('Введите пароль')).toBeVisible();
    await expect(page.getByText('Пароль', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Войти' })).toBeEnabled();
    await page.screenshot({ path: `${SCREENSHOTS}/login.png`, fullPage: true });
  });

  test('validates on submit only, and sends nothing while invalid', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/login');
    const form = loginForm(page);

    // Typing before the first submit shows no error.
    await form.email.fill('not-an-email');
    await form.email.fill('');
    await expect(page.getByText('Поле не должно быть пустым')).toHaveCount(0);
    await expect(page.getByText('Некорректный email адрес')).toHaveCount(0);

    await form.submit.click();
    await expect(page.getByText('Поле не должно быть пустым')).toHaveCount(2);

    // After the first submit the errors follow the input.
    await form.email.fill('admin@whowillwin');
    await expect(page.getByText('Некорректный email адрес')).toBeVisible();
    await expect(page.getByText('Поле не должно быть пустым')).toHaveCount(1);
    await form.password.fill('admin123');
    await expect(page.getByText('Поле не должно быть пустым')).toHaveCount(0);
    await form.submit.click();
    await expect(page.getByText('Некорректный email адрес')).toBeVisible();

    await form.email.fill('   ');
    await form.submit.click();
    await expect(page.getByText('Поле не должно быть пустым')).toHaveCount(1);
    await expect(page).toHaveURL('/login');

    expect(requests.filter(isLoginCall)).toHaveLength(0);

    // Once valid, exactly one login call goes out.
    await form.email.fill(ACCOUNTS.admin.email);
    await expect(page.getByText('Некорректный email адрес')).toHaveCount(0);
    await form.submit.click();
    await expect(page).toHaveURL(HOME);
    expect(requests.filter(isLoginCall)).toHaveLength(1);
  });

  test('wrong password shows the server message under the fields', async ({ page, context }) => {
    await page.goto('/login');
    const form = loginForm(page);
    await form.email.fill(ACCOUNTS.admin.email);
    await form.password.fill('wrong-password');
    await form.submit.click();
    await expect(form.error).toHaveText('Неверный логин или пароль');
    await expect(page).toHaveURL('/login');
    expect(await cookieValue(context, 'accessToken')).toBeUndefined();
    expect(await cookieValue(context, 'refreshToken')).toBeUndefined();
  });
});

test.describe('login as each role', () => {
  test('administrator lands on video moderation and sees finance', async ({ page, context }) => {
    await loginThroughForm(page, 'admin');
    await expect(page).toHaveTitle('Who Will Win - Видео');
    await expect(page.getByTestId('self-nickname')).toHaveText('admin');
    await expect(page.getByTestId('self-roles')).toHaveText('Администратор');
    await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
    for (const item of [
      'Видео',
      'Категории',
      'Причины жалоб',
      'Конкурсы',
      'Жалобы',
      'Комментарии',
      'Все пользователи',
      'Заявки',
      'Взносы',
      'Акции',
    ]) {
      await expect(navLink(page, item)).toBeVisible();
    }
    expect(await cookieValue(context, 'accessToken')).toBeTruthy();
    expect(await cookieValue(context, 'refreshToken')).toBeTruthy();
  });

  test('moderator lands on video moderation and sees no finance', async ({ page }) => {
    await loginThroughForm(page, 'moderator');
    await expect(page.getByTestId('self-nickname')).toHaveText('moderator');
    await expect(page.getByTestId('self-roles')).toHaveText('Модератор');
    const nav = mainNav(page);
    await expect(navLink(page, 'Все пользователи')).toBeVisible();
    await expect(navLink(page, 'Заявки')).toBeVisible();
    await expect(navLink(page, 'Взносы')).toHaveCount(0);
    await expect(navLink(page, 'Акции')).toHaveCount(0);
    await expect(nav.getByText('Финансы')).toHaveCount(0);
  });
});

test.describe('redirect after login', () => {
  test('the redirect param brings the user back to the page they opened', async ({ page }) => {
    await page.goto('/users/applications');
    await expect(page).toHaveURL('/login?redirect=%2Fusers%2Fapplications');
    await submitLogin(page, 'moderator');
    await expect(page).toHaveURL('/users/applications');
    await expect(page.getByRole('heading', { name: 'Заявки', level: 1 })).toBeVisible();
  });

  for (const evil of [
    '//evil.com',
    'https://evil.com/users',
    '/\\evil.com',
    'javascript:alert(1)',
  ]) {
    test(`an external redirect ${evil} is ignored`, async ({ page }) => {
      await page.goto(`/login?redirect=${encodeURIComponent(evil)}`);
      await submitLogin(page, 'admin');
      await expect(page).toHaveURL(HOME);
    });
  }

  test('a redirect the role may not open goes home', async ({ page }) => {
    const adminsOnly = AREAS.find((area) => !area.moderators)!.list;
    await page.goto(`/login?redirect=${encodeURIComponent(adminsOnly)}`);
    await submitLogin(page, 'moderator');
    await expect(page).toHaveURL(HOME);
  });
});

test.describe('logout', () => {
  test('clears both cookies and returns every tab to /login', async ({ page, context }) => {
    await login(page, 'admin');
    const second = await context.newPage();
    await second.goto('/users');
    await expect(second.getByTestId('self-nickname')).toHaveText('admin');

    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page).toHaveURL(/^[^?]*\/login(\?|$)/);
    await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
    expect(await cookieValue(context, 'accessToken')).toBeUndefined();
    expect(await cookieValue(context, 'refreshToken')).toBeUndefined();

    await expect(second).toHaveURL(/^[^?]*\/login(\?|$)/);
    await expect(second.getByRole('button', { name: 'Войти' })).toBeVisible();
  });
});
