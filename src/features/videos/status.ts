import type { StatusStyle } from '@/shared/ui/StatusBadge';
import { VIDEO_STATUS_LABEL, type VideoStatus } from './schemas';

export const VIDEO_STATUS_STYLES: Record<VideoStatus, StatusStyle> = {
  moderation: { label: VIDEO_STATUS_LABEL.moderation, color: 'yellow' },
  published: { label: VIDEO_STATUS_LABEL.published, color: 'green' },
  rejected: { label: VIDEO_STATUS_LABEL.rejected, color: 'red' },
};

export function formatDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
