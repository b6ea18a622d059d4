import { SegmentedControl } from '@mantine/core';

interface StatusFilterProps<S extends string> {
  options: ReadonlyArray<{ value: S; label: string }>;
  value: S;
  onChange: (value: S) => void;
}

/** The queue switch on top of a list (waiting / handled / all), always labelled «Статус». */
export function StatusFilter<S extends string>({ options, value, onChange }: StatusFilterProps<S>) {
  return (
    <SegmentedControl
      aria-label="Статус"
      data={options as Array<{ value: S; label: string }>}
      value={value}
      onChange={(next) => onChange(next as S)}
      w="fit-content"
    />
  );
}
