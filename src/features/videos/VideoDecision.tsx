import { DecisionButtons } from '@/shared/table/DecisionButtons';
import { useModerateVideo } from './api';
import { askRejectReason } from './ask-reject-reason';
import type { Video } from './schemas';

/** A row's approve / reject: a status that is already the video's is not offered again. */
export function VideoDecision({ row: video }: { row: Video }) {
  const moderate = useModerateVideo();
  const pending = moderate.isPending(video.id);
  return (
    <DecisionButtons
      subject={video.title}
      approveDisabled={pending || video.status === 'published'}
      rejectDisabled={pending || video.status === 'rejected'}
      onApprove={() => void moderate.run({ id: video.id, action: 'approve' })}
      onReject={() =>
        void askRejectReason((reason) => moderate.run({ id: video.id, action: 'reject', reason }))
      }
    />
  );
}
