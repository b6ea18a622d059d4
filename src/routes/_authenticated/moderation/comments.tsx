import { createFileRoute } from '@tanstack/react-router';
import { CommentsPage } from '@/features/comments/CommentsPage';
import { titleHead } from '@/shared/lib/title';

export const Route = createFileRoute('/_authenticated/moderation/comments')({
  head: titleHead('Комментарии'),
  component: CommentsPage,
});
