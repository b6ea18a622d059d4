import { Anchor, Box, Group, Text } from '@mantine/core';
import { memo } from 'react';
import { PAGE_SIZES } from '../api/schemas';
import { formatCount } from '../lib/format';
import { LazySelect } from '../ui/LazySelect';
import { SegmentedChoice } from '../ui/SegmentedChoice';
import { DENSITY_LABELS, type Density } from './density';
import type { PageSize } from './list-search';
import { PageButtons } from './PageButtons';

const DENSITY_OPTIONS = (['compact', 'comfortable'] as const).map((value) => ({
  value,
  label: DENSITY_LABELS[value],
}));

/**
 * Under a table: the total, a quiet note when the rows are stale, the page size and the pager.
 * Memoised, and the controls apart from the total: a decision that changes «Всего» draws the total
 * again, not the size, the density and the page buttons.
 */
export const TablePager = memo(function TablePager({
  total,
  pages,
  page,
  limit,
  stale,
  onRetry,
  onChange,
  density,
  onDensityChange,
}: {
  total: number | undefined;
  pages: number;
  page: number;
  limit: PageSize;
  /** The rows on screen are older than they should be: their last refetch failed. */
  stale: boolean;
  onRetry?: () => void;
  onChange: (patch: { page: number; limit?: PageSize }) => void;
  density: Density;
  onDensityChange: (density: Density) => void;
}) {
  return (
    <Group justify="space-between" p="sm" gap="sm" wrap="wrap">
      <Group gap="xs">
        <Text size="sm" c="dimmed" data-testid="table-total">
          {total === undefined ? '\u00a0' : `Всего: ${formatCount(total)}`}
        </Text>
        {stale && (
          <Text size="xs" c="orange">
            Не удалось обновить: показаны прежние данные.{' '}
            {onRetry && (
              <Anchor component="button" size="xs" onClick={onRetry}>
                Повторить
              </Anchor>
            )}
          </Text>
        )}
      </Group>
      <PagerControls
        pages={pages}
        page={page}
        limit={limit}
        onChange={onChange}
        density={density}
        onDensityChange={onDensityChange}
      />
    </Group>
  );
});

/** The density, the page size and the page buttons. */
const PagerControls = memo(function PagerControls({
  pages,
  page,
  limit,
  onChange,
  density,
  onDensityChange,
}: {
  pages: number;
  page: number;
  limit: PageSize;
  onChange: (patch: { page: number; limit?: PageSize }) => void;
  density: Density;
  onDensityChange: (density: Density) => void;
}) {
  return (
    <Group gap="sm" wrap="wrap">
      <SegmentedChoice
        label="Плотность строк"
        size="xs"
        data={DENSITY_OPTIONS}
        value={density}
        onChange={onDensityChange}
      />
      <Box>
        <LazySelect
          aria-label="Строк на странице"
          size="xs"
          w={90}
          data={PAGE_SIZES.map(String)}
          value={String(limit)}
          allowDeselect={false}
          onChange={(value) => value && onChange({ limit: Number(value) as PageSize, page: 1 })}
        />
      </Box>
      <PageButtons
        total={pages}
        value={Math.min(page, pages)}
        onChange={(next) => onChange({ page: next })}
      />
    </Group>
  );
});
