import { DecisionButtons } from '@/shared/table/DecisionButtons';
import { useClaimGuard } from '@/shared/ui/claims';
import { useModerateVideo } from './api';
import { askRejectReason } from './ask-reject-reason';
import type { Video } from '@/contract/videos';

/**
 * A row's approve / reject: a status that is already the video's is not offered again. A second
 * opinion is asked by `E` on the row or on the video's page, after looking at it: the row keeps its
 * room for the title.
 */
export function VideoDecision({ row: video }: { row: Video }) {
  const moderate = useModerateVideo();
  const mayDecide = useClaimGuard();
  const expectedStatus = video.status;
  const pending = moderate.isPending(video.id);
  return (
    <DecisionButtons
      subject={video.title}
      approveDisabled={pending || video.status === 'published'}
      rejectDisabled={pending || video.status === 'rejected'}
      onApprove={async () => {
        if (await mayDecide(video))
          void moderate.run({ id: video.id, action: 'approve', expectedStatus });
      }}
      onReject={async () => {
        if (!(await mayDecide(video))) return;
        void askRejectReason((reason) =>
          moderate.run({ id: video.id, action: 'reject', reason, expectedStatus }),
        );
      }}
    />
  );
}
