import { describe, expect, it } from 'vitest';
import { chartPeriod, chartTitle, dayEnd, dayStart, periodPresets } from './period';

describe('contribution periods', () => {
  it('sends the browser day boundaries as instants', () => {
    expect(dayStart('2026-11-20')).toBe(new Date(2026, 10, 20).toISOString());
    expect(dayEnd('2026-11-20')).toBe(new Date(2026, 10, 21, 0, 0, 0, -1).toISOString());
    expect(Date.parse(dayEnd('2026-12-31')) + 1).toBe(new Date(2027, 0, 1).getTime());
  });

  it('offers today, 7 days, 30 days and this month, ending today', () => {
    expect(periodPresets('2026-11-23')).toEqual([
      { label: 'Сегодня', period: { from: '2026-11-23', to: '2026-11-23' } },
      { label: '7 дней', period: { from: '2026-11-17', to: '2026-11-23' } },
      { label: '30 дней', period: { from: '2026-10-25', to: '2026-11-23' } },
      { label: 'Этот месяц', period: { from: '2026-11-01', to: '2026-11-23' } },
    ]);
    expect(periodPresets('2026-03-01')[1]!.period.from).toBe('2026-02-23');
  });

  it('titles the chart with its 30 days when the filter has no start', () => {
    expect(chartTitle({})).toBe('Взносы по дням: последние 30 дней');
    expect(chartTitle({ dateTo: '2026-11-20' })).toBe(
      'Взносы по дням: последние 30 дней по 20.11.2026',
    );
    expect(chartTitle({ dateFrom: '2026-11-01' })).toBe('Взносы по дням');
    expect(chartTitle({ dateFrom: '2026-11-01', dateTo: '2026-11-05' })).toBe('Взносы по дням');
  });

  it('charts the chosen range, else the last 30 days', () => {
    const today = '2026-11-23';
    expect(chartPeriod({ dateFrom: '2026-11-01', dateTo: '2026-11-05' }, today)).toEqual({
      from: '2026-11-01',
      to: '2026-11-05',
    });
    expect(chartPeriod({}, today)).toEqual({ from: '2026-10-25', to: today });
    expect(chartPeriod({ dateFrom: '2026-11-10' }, today)).toEqual({
      from: '2026-11-10',
      to: today,
    });
    expect(chartPeriod({ dateTo: '2026-11-10' }, today)).toEqual({
      from: '2026-10-12',
      to: '2026-11-10',
    });
  });
});
