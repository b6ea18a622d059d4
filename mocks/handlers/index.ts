import { authHandlers } from './auth';
import { mediaHandlers } from './media';
import { statsHandlers } from './stats';
import { userHandlers } from './users';

/** One handler set for the browser worker and for msw/node in tests. */
export const handlers = [...authHandlers, ...userHandlers, ...statsHandlers, ...mediaHandlers];
