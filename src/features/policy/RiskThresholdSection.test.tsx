import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { loginAs, renderApp } from '@/test/render';
import { shownNotifications } from '@/test/notifications';
import { recordRequests } from '@/test/requests';
import { loadedTable } from '@/test/table';
import { RISK_PERCENT_MESSAGE } from './RiskThresholdDialog';

/** The section, drawn once the reasons are in and the browser is idle. */
const thresholdSection = async () =>
  (await screen.findByRole('heading', { name: 'Порог риска' })).closest<HTMLElement>('section')!;

describe('«Политика модерации»: the risk threshold', { timeout: 90_000 }, () => {
  it('shows the threshold, says the model only hints, and sets it in percent', async () => {
    const user = userEvent.setup();
    const sent = recordRequests(
      { path: /\/policy\/risk-threshold$/, method: 'PUT' },
      ({ body }) => body,
    );
    loginAs(1);
    renderApp('/policy');
    await loadedTable('Политика модерации');
    const section = await thresholdSection();
    expect(await within(section).findByText('Помечать от: 50 %')).toBeInTheDocument();
    expect(within(section).getByText(/решение всегда за модератором/)).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Изменить порог' }));
    const dialog = await screen.findByRole('dialog', { name: 'Порог риска' });
    const field = within(dialog).getByLabelText('Помечать кадры и видео с риском от, %');
    expect(field).toHaveValue('50 %');
    // Left empty: the rule says what it takes (beyond the limits the field keeps to them itself).
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(RISK_PERCENT_MESSAGE)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.type(field, '70');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toEqual([{ threshold: 0.7 }]));
    await waitFor(() => expect(shownNotifications()).toContain('Порог риска: 70\u00a0%'));
    expect(await within(section).findByText('Помечать от: 70 %')).toBeInTheDocument();
    expect(db.queueTargets.find((row) => row.queue === 'videos')!.riskThreshold).toBe(0.7);
    expect(db.audit.at(-1)).toMatchObject({
      entityType: 'queue_target',
      after: { riskThreshold: 0.7 },
    });
  });
});
