import { http } from 'msw';
import { API, fail } from '../http';
import { applicationHandlers } from './applications';
import { auditHandlers } from './audit';
import { authHandlers } from './auth';
import { categoryHandlers } from './categories';
import { claimHandlers } from './claims';
import { commentHandlers } from './comments';
import { complaintReasonHandlers } from './complaint-reasons';
import { complaintHandlers } from './complaints';
import { contestHandlers } from './contests';
import { contributionHandlers } from './contributions';
import { eventHandlers } from './events';
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
  ...claimHandlers,
  ...eventHandlers,
  ...auditHandlers,
  // Last: an API call the mock does not know answers like a server would, instead of falling
  // through to the dev server's HTML page (which the client would report as a malformed answer).
  http.all(`${API}/*`, ({ request }) =>
    fail(404, `Мок-сервер не знает метода ${request.method} ${new URL(request.url).pathname}`),
  ),
];
