import { expect } from 'vitest';
import * as z from 'zod/mini';
import { tokenPairSchema } from '@/contract/common';
import { ADMIN_LOGIN } from '../testing';
import { fetchServer, startMockServer, type RunningMockServer } from './testing';

// Starting a Node process takes a few seconds on a busy machine: the hooks wait as long as it takes.
export const START = 120_000;
/** The mock server a test file talks to: each file starts its own (startServer) and stops it. */
export let server: RunningMockServer;

export async function startServer(args?: string[]): Promise<void> {
  server = await startMockServer(args);
}

export const api = (path: string) => `${server.origin}/api/admin${path}`;

export async function json(response: Response): Promise<unknown> {
  return (await response.json()) as unknown;
}

export async function login(credentials = ADMIN_LOGIN) {
  const response = await fetchServer(api('/auth'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  expect(response.status).toBe(200);
  return z.object({ result: tokenPairSchema }).parse(await json(response)).result;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
