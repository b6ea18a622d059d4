import { Text } from '@mantine/core';
import type { VideosSearch } from './search';
import { useActiveVideoFilters } from './useActiveVideoFilters';

/**
 * What an empty list says of its filters, named by their values («категория «Танцы»»). Loaded when
 * the list comes back empty: the filters' names and their dictionaries are no part of the rows' paint.
 */
export default function VideosEmptyHint({ search }: { search: VideosSearch }) {
  const activeFilters = useActiveVideoFilters(search);
  if (activeFilters.length === 0) return null;
  return <Text size="sm">Показаны только видео, где {activeFilters.join(', ')}.</Text>;
}
