import * as z from 'zod/mini';
import { EMPTY_MESSAGE, trimmedText } from '@/shared/lib/validation';
import {
  REJECT_REASON_LONG_MESSAGE,
  REJECT_REASON_MAX,
  REJECT_REASON_MIN,
  REJECT_REASON_SHORT_MESSAGE,
  videoDescriptionField,
  videoTitleField,
} from '@/contract/videos';

/** The panel's side of the video contract (src/contract/videos.ts): the forms. */
export {
  REJECT_REASON_MAX,
  VIDEO_DESCRIPTION_MAX as DESCRIPTION_MAX,
  VIDEO_STATUSES,
  VIDEO_TITLE_MAX as TITLE_MAX,
  type VideoStatus,
} from '@/contract/videos';

/** Reject reason: required, 5–500 characters (the mock's 422 has the same bounds). */
export const rejectReasonSchema = trimmedText({
  min: REJECT_REASON_MIN,
  max: REJECT_REASON_MAX,
  messages: {
    empty: EMPTY_MESSAGE,
    short: REJECT_REASON_SHORT_MESSAGE,
    long: REJECT_REASON_LONG_MESSAGE,
  },
});

export const videoFormSchema = z.object({
  title: videoTitleField,
  description: videoDescriptionField,
  categoryId: z.string(EMPTY_MESSAGE).check(z.minLength(1, EMPTY_MESSAGE)),
  contestId: z.nullable(z.string()),
});
export type VideoFormValues = z.infer<typeof videoFormSchema>;
