import { authHandlers } from './auth';
import { categoryHandlers } from './categories';
import { contestHandlers } from './contests';
import { mediaHandlers } from './media';
import { statsHandlers } from './stats';
import { userHandlers } from './users';
import { videoHandlers } from './videos';

/** One handler set for the browser worker and for msw/node in tests. */
export const handlers = [
  ...authHandlers,
  ...userHandlers,
  ...videoHandlers,
  ...categoryHandlers,
  ...contestHandlers,
  ...statsHandlers,
  ...mediaHandlers,
];
