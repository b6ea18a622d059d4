import { keys } from '@/shared/api/keys';
import { dictionaryApi } from '@/shared/dictionary/api';
import {
  complaintReasonSchema,
  type ComplaintReason,
  type ComplaintReasonFormValues,
} from '@/contract/complaint-reasons';

export const complaintReasonsApi = dictionaryApi<ComplaintReason, ComplaintReasonFormValues>({
  path: 'complaint-reasons',
  keys: keys.complaintReasons,
  schema: complaintReasonSchema,
  messages: {
    created: (reason) => `Причина «${reason.title}» создана`,
    saved: (reason) => `Причина «${reason.title}» сохранена`,
    deleted: (reason) => `Причина «${reason.title}» удалена`,
    switchedOn: (reason) => `Причина «${reason.title}» включена`,
    switchedOff: (reason) => `Причина «${reason.title}» выключена`,
    moved: () => 'Порядок причин сохранён',
  },
  // Complaints show their reason's title.
  alsoInvalidate: [keys.complaints.all],
});
