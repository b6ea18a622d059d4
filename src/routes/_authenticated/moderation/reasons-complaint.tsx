import { createFileRoute } from '@tanstack/react-router';
import { ComplaintReasonsPage } from '@/features/complaint-reasons/ComplaintReasonsPage';
import { titleHead } from '@/shared/lib/title';

export const Route = createFileRoute('/_authenticated/moderation/reasons-complaint')({
  head: titleHead('Причины жалоб'),
  component: ComplaintReasonsPage,
});
