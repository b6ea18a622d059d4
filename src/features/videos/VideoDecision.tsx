import { DecisionButtons } from '@/shared/table/DecisionButtons';
import { useClaimGuard } from '@/shared/ui/claims';
import { useModerateVideo } from './api';
import { askRejectReason } from './ask-reject-reason';
import type { Video } from '@/contract/videos';
import { escalationUnavailable } from '@/contract/escalations-item';
import { useSecondOpinion } from '@/shared/form/useSecondOpinion';

/** A row's approve / reject: a status that is already the video's is not offered again. */
export function VideoDecision({ row: video }: { row: Video }) {
  const moderate = useModerateVideo();
  const mayDecide = useClaimGuard();
  const secondOpinion = useSecondOpinion('videos');
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
      onEscalate={() => void secondOpinion.ask(video.id)}
      escalateDisabled={
        pending || video.status !== 'moderation' || escalationUnavailable(video) !== null
      }
    />
  );
}
