import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { VideosSearch } from './search';

/** «Начать» (and `J` past the last row) on the videos' queue: start-videos.ts, loaded on first use. */
export function useStartVideos(search: VideosSearch) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () =>
    import('./start-videos').then((start) => start.startVideos(queryClient, navigate, search));
}
