import '@mantine/charts/styles.layer.css';
import { AreaChart } from '@mantine/charts';
import { formatCount } from '@/shared/lib/format';

const hourLabel = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' });
const dayHourLabel = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** The per-hour lines (recharts), loaded after the page's first paint. */
export default function QueueChartLines({
  points,
  span,
  height,
}: {
  points: { at: string; received: number; decided: number }[];
  span: 'day' | 'week';
  height: number;
}) {
  const label = span === 'day' ? hourLabel : dayHourLabel;
  const data = points.map((point) => ({
    hour: label.format(new Date(point.at)),
    received: point.received,
    decided: point.decided,
  }));
  return (
    <AreaChart
      mt="sm"
      h={height}
      data={data}
      dataKey="hour"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      withDots={span === 'day'}
      fillOpacity={0.15}
      valueFormatter={formatCount}
      xAxisProps={{ minTickGap: 24 }}
      series={[
        { name: 'received', label: 'Поступило', color: 'indigo.6' },
        { name: 'decided', label: 'Решено', color: 'teal.6' },
      ]}
    />
  );
}
