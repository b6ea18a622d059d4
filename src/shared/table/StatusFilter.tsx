import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LazySelect } from '../ui/LazySelect';
import { SegmentedChoice } from '../ui/SegmentedChoice';

interface StatusFilterProps<S extends string> {
  options: ReadonlyArray<{ value: S; label: string }>;
  value: S;
  onChange: (value: S) => void;
}

/** Below this width the tabs of a queue switch no longer fit beside each other (390 px phones). */
const NARROW = `(max-width: ${em(575.98)})`;

/**
 * The queue switch on top of a list (waiting / handled / all), always labelled «Статус»: tabs on
 * wider screens, a select on phones, where four tabs are wider than the screen.
 */
export function StatusFilter<S extends string>({ options, value, onChange }: StatusFilterProps<S>) {
  // Read synchronously: the app renders only in the browser, and the control must not flip after paint.
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  const data = options as Array<{ value: S; label: string }>;
  if (narrow)
    return (
      <LazySelect
        aria-label="Статус"
        data={data}
        value={value}
        allowDeselect={false}
        onChange={(next) => next && onChange(next as S)}
      />
    );
  return <SegmentedChoice label="Статус" data={data} value={value} onChange={onChange} />;
}

/**
 * The queue switch's options from an area's status styles, in their order, then «Все» under
 * `allValue` (the list's `filter.choice` names it so). `tabs` names a queue where its tab says it
 * otherwise than a row's badge (the complaints' «Новые» for rows marked «Новая»).
 */
export function statusFilterOptions<S extends string, const All extends string = 'all'>(
  styles: Record<S, { label: string }>,
  {
    allValue = 'all' as All,
    tabs = {},
  }: { allValue?: All; tabs?: Partial<Record<S, string>> } = {},
): Array<{ value: S | All; label: string }> {
  const options: Array<{ value: S | All; label: string }> = (
    Object.entries(styles) as Array<[S, { label: string }]>
  ).map(([value, style]) => ({ value, label: tabs[value] ?? style.label }));
  return [...options, { value: allValue, label: 'Все' }];
}
