import { Skeleton, Stack } from '@mantine/core';

/** Shown while a route's loader is slow (after the router's pending delay). */
export function PagePending() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Загрузка">
      <Skeleton height={14} width={180} />
      <Skeleton height={32} width={320} />
      <Skeleton height={240} />
    </Stack>
  );
}
