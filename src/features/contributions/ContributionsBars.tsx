import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { formatMoney } from '@/shared/lib/format';
import { formatMoneyShort } from '@/shared/lib/format';
import { CONTRIBUTION_TYPE_LABELS, type ContributionDay } from '@/contract/contributions';

const dayLabel = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'short' });

/** The bars of the contributions chart (recharts), loaded after the page's first paint. */
export default function ContributionsBars({ days }: { days: ContributionDay[] }) {
  const data = days.map((day) => ({
    day: dayLabel.format(new Date(day.date)),
    entry_fee: day.byType.entry_fee,
    donation: day.byType.donation,
  }));
  return (
    <BarChart
      mt="sm"
      h={220}
      data={data}
      dataKey="day"
      type="stacked"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={formatMoney}
      // The axis in whole roubles («100 000 ₽»); the tooltip keeps the kopecks.
      yAxisProps={{ width: 96, tickFormatter: formatMoneyShort }}
      series={[
        { name: 'entry_fee', label: CONTRIBUTION_TYPE_LABELS.entry_fee, color: 'indigo.6' },
        { name: 'donation', label: CONTRIBUTION_TYPE_LABELS.donation, color: 'teal.5' },
      ]}
    />
  );
}
