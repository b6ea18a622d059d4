import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, passthrough } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { API } from '@mocks/http';
import { server } from '@mocks/node';
import { recordCalls } from '@/test/requests';
import { loginAs, renderApp } from '@/test/render';
import { shownNotifications } from '@/test/notifications';
import { bodyRows, loadedTable, rowWithText } from '@/test/table';

const texts = (grid: HTMLElement) =>
  bodyRows(grid).map((row) => row.querySelector('td p')!.textContent);
const targetsSection = () =>
  screen.getByRole('heading', { name: 'Сроки очередей' }).closest<HTMLElement>('section')!;
const targetsSectionShown = async () =>
  (await screen.findByRole('heading', { name: 'Сроки очередей' })).closest<HTMLElement>('section')!;

// Whole pages render slowly on a busy 2-core machine: generous per-test limits.
describe('«Политика модерации»', { timeout: 90_000 }, () => {
  it('lists the ready reasons by decision in their key order, filtered by decision', async () => {
    const user = userEvent.setup();
    loginAs(1);
    renderApp('/policy?kind=block_user');
    expect(await screen.findByRole('heading', { name: 'Политика модерации' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Политика модерации' })).toHaveAttribute(
      'href',
      '/policy',
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Навигационная цепочка' })).getByText(
        'Администрирование',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'О странице' }));
    expect(
      screen.getByText(
        'Готовые причины решений: диалоги отклонения и блокировки предлагают активные под клавишами 1–9 в этом порядке. Ниже — сроки очередей.',
      ),
    ).toBeInTheDocument();
    const grid = await loadedTable('Политика модерации');
    expect(texts(grid)).toEqual([
      'Систематические оскорбления других пользователей',
      'Спам и реклама в комментариях',
      'Публикация запрещённого контента',
      'Накрутка голосов и просмотров',
      'Мошенничество с платежами',
    ]);
    expect(within(grid).getAllByText('Блокировка пользователя')).toHaveLength(5);
    expect(within(grid).getByRole('columnheader', { name: 'Решения' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Поиск по тексту' })).toBeVisible();
    const filter = screen.getByRole('combobox', { name: 'Решение' });
    await user.click(filter);
    expect(
      await screen.findByRole('option', { name: 'Отклонение видео', hidden: true }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Отклонение заявки', hidden: true }));
    await waitFor(() => expect(texts(grid)[0]).toBe('Не хватает данных для подтверждения профиля'));
    await user.type(screen.getByRole('textbox', { name: 'Поиск по тексту' }), 'нет такой');
    expect(await screen.findByText('Причины не найдены')).toBeInTheDocument();
  });

  it('adds a reason under its decision: errors after the first submit, then saved', async () => {
    const user = userEvent.setup();
    loginAs(1);
    renderApp('/policy');
    await loadedTable('Политика модерации');
    expect(document.title).toBe('Who Will Win - Политика модерации');
    expect(screen.getByRole('combobox', { name: 'Решение' })).toHaveAttribute(
      'placeholder',
      'Все решения',
    );
    await user.click(screen.getByRole('button', { name: 'Добавить причину' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая готовая причина' });
    expect(
      within(dialog).getByText('Выключенную причину диалоги не предлагают; решения с ней остаются'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: /^Активна/ })).toBeChecked();
    const text = within(dialog).getByRole('textbox', { name: 'Текст причины' });
    await user.type(text, 'Угро');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Текст: от 5 до 200 символов')).toBeInTheDocument();
    await user.type(text, 'зы другим участникам');
    await user.click(within(dialog).getByLabelText(/^Решение/));
    await user.click(
      await screen.findByRole('option', { name: 'Блокировка пользователя', hidden: true }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(shownNotifications()).toContain('Причина добавлена'));
    expect(db.policyReasons.at(-1)).toMatchObject({
      kind: 'block_user',
      text: 'Угрозы другим участникам',
      isActive: true,
    });
  });

  it('edits, switches, moves and deletes reasons; one in use is switched off instead', async () => {
    const user = userEvent.setup();
    loginAs(1);
    renderApp('/policy?kind=reject_video');
    const grid = await loadedTable('Политика модерации');

    const repeated = 'Повтор уже опубликованного видео';
    await user.click(rowWithText(grid, repeated));
    const dialog = await screen.findByRole('dialog', { name: 'Готовая причина' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Текст причины' }), ' автором');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(shownNotifications()).toContain('Причина сохранена'));

    await waitFor(() => expect(texts(grid)).toContain(`${repeated} автором`));
    const used = 'Нарушение авторских прав';
    const usedDecisions = db.videos.filter((video) => video.rejectReason?.startsWith(used)).length;
    expect(usedDecisions).toBeGreaterThan(0);
    await user.click(
      within(rowWithText(grid, used)).getByRole('button', { name: `Выше: ${used}` }),
    );
    await waitFor(() => expect(texts(grid)[2]).toBe(used));
    expect(shownNotifications()).toContain('Порядок причин сохранён');

    await user.click(
      within(rowWithText(grid, used)).getByRole('button', { name: `Удалить: ${used}` }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Удалить причину?' });
    expect(confirm).toHaveTextContent(
      `С причиной «${used}» приняты решения (${usedDecisions}): удалить её нельзя. Её можно выключить: диалоги перестанут её предлагать.`,
    );
    await user.click(within(confirm).getByRole('button', { name: 'Выключить' }));
    await waitFor(() => expect(shownNotifications()).toContain('Причина выключена'));
    await user.click(
      within(rowWithText(grid, used)).getByRole('button', { name: `Удалить: ${used}` }),
    );
    expect(await screen.findByRole('dialog', { name: 'Удалить причину?' })).toHaveTextContent(
      'Она уже выключена.',
    );
    await user.keyboard('{Escape}');
    await user.click(
      within(rowWithText(grid, used)).getByRole('switch', { name: `Активна: ${used}` }),
    );
    await waitFor(() => expect(shownNotifications()).toContain('Причина включена'));

    const copyright = `${repeated} автором`;
    await user.click(
      within(rowWithText(grid, copyright)).getByRole('button', { name: `Удалить: ${copyright}` }),
    );
    const ask = await screen.findByRole('dialog', { name: 'Удалить причину?' });
    expect(ask).toHaveTextContent(`Причина «${copyright}» будет удалена.`);
    await user.click(within(ask).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(shownNotifications()).toContain('Причина удалена'));
    expect(db.policyReasons.some((reason) => reason.text === copyright)).toBe(false);
  });

  it('shows the queues’ targets and sets them', async () => {
    const user = userEvent.setup();
    loginAs(1);
    renderApp('/policy');
    await loadedTable('Политика модерации');
    const section = targetsSection();
    expect(
      within(section).getByText(
        'Сколько элемент очереди может ждать решения; «Обзор очередей» считает тех, кто ждёт дольше.',
      ),
    ).toBeInTheDocument();
    expect(await within(section).findByText('Видео: 24 ч')).toBeInTheDocument();
    expect(within(section).getByText('Жалобы: 4 ч')).toBeInTheDocument();
    expect(within(section).getByText('Заявки: 48 ч')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Изменить сроки' }));
    const dialog = await screen.findByRole('dialog', { name: 'Сроки очередей' });
    const videos = within(dialog).getByLabelText('Видео: ждут не дольше, часов');
    expect(videos).toHaveValue('24');
    expect(within(dialog).getByLabelText('Жалобы: ждут не дольше, часов')).toHaveValue('4');
    expect(within(dialog).getByLabelText('Заявки: ждут не дольше, часов')).toHaveValue('48');
    // Left empty: the rule says what it takes (beyond the limits the field keeps to them itself).
    await user.clear(videos);
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(dialog).findByText('Срок — целое число часов от 1 до 720'),
    ).toBeInTheDocument();
    await user.type(videos, '600');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(shownNotifications()).toContain('Сроки очередей сохранены'));
    expect(await within(section).findByText('Видео: 600 ч')).toBeInTheDocument();
    expect(db.queueTargets.find((target) => target.queue === 'videos')!.targetHours).toBe(600);
    expect(db.audit.at(-1)).toMatchObject({
      entityType: 'queue_target',
      after: { targetHours: 600 },
    });
  });

  it('draws the risk threshold only once the reasons have come: never before the first rows', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`${API}/policy/reasons`, async () => {
        await held;
        return passthrough();
      }),
    );
    const thresholdCalls = recordCalls(/\/policy\/risk-threshold$/);
    // Its code at hand: what keeps the section away is the page, not the time its code takes.
    await import('./RiskThresholdSection');
    loginAs(1);
    renderApp('/policy');
    // The rest of the page is in, its code loaded: the reasons alone are still on their way.
    expect(await within(await targetsSectionShown()).findByText('Видео: 24 ч')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Порог риска' })).toBeNull();
    expect(thresholdCalls).toEqual([]);
    answer();
    await loadedTable('Политика модерации');
    expect(await screen.findByRole('heading', { name: 'Порог риска' })).toBeVisible();
    await waitFor(() => expect(thresholdCalls).toEqual(['GET /api/admin/policy/risk-threshold']));
  });
});
