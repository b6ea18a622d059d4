import { applicationHandlers } from './applications';
import { authHandlers } from './auth';
import { categoryHandlers } from './categories';
import { commentHandlers } from './comments';
import { complaintReasonHandlers } from './complaint-reasons';
import { complaintHandlers } from './complaints';
import { contestHandlers } from './contests';
import { contributionHandlers } from './contributions';
import { mediaHandlers } from './media';
import { statsHandlers } from './stats';
import { stockHandlers } from './stocks';
import { userHandlers } from './users';
import { videoHandlers } from './videos';

/** One handler set for the browser worker and for msw/node in tests. */
export const handlers = [
  ...authHandlers,
  ...userHandlers,
  ...videoHandlers,
  ...categoryHandlers,
  ...contestHandlers,
  ...complaintReasonHandlers,
  ...complaintHandlers,
  ...commentHandlers,
  ...applicationHandlers,
  ...contributionHandlers,
  ...stockHandlers,
  ...statsHandlers,
  ...mediaHandlers,
];
