import { Text } from '@mantine/core';

/**
 * Props for a text field with a length limit: the input stops at the limit the server enforces, and
 * a counter under it says so («148 / 150»), turning orange at the limit.
 */
export function characterCount(value: string, max: number) {
  const full = value.length >= max;
  return {
    maxLength: max,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as Array<
      'label' | 'input' | 'description' | 'error'
    >,
    description: (
      <Text component="span" size="xs" c={full ? 'orange' : 'dimmed'} display="block" ta="right">
        {value.length} / {max}
      </Text>
    ),
  };
}
