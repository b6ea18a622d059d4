import { TextInput, type TextInputProps } from '@mantine/core';
import type { ChangeEvent, FocusEvent } from 'react';
import { parseRoubles, roublesText } from '../lib/money';

export interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** Roubles as typed (`1500,5`, `1 500.50`); a form turns them into kopecks with `parseRoubles`. */
  value?: string;
  onChange: (value: string) => void;
}

/**
 * A sum of money in roubles: typed with a comma or a dot, kept as the text typed (never a float, so
 * `0,29` stays 29 kopecks), written out as `1 500,50` once the field is left if it reads as a sum.
 * What does not read stays as typed for the form's own message.
 */
export function MoneyInput({ value = '', onChange, onBlur, ...props }: MoneyInputProps) {
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    const kopecks = parseRoubles(value);
    if (kopecks !== null && roublesText(kopecks) !== value) onChange(roublesText(kopecks));
    onBlur?.(event);
  };
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...props}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
      onBlur={leave}
    />
  );
}
