import { describe, expect, it } from 'vitest';
import { call } from '../testing';

describe('an API call the mock does not know', () => {
  it('answers 404 with a message naming the method and path, like a server would', async () => {
    const answer = await call('/no-such-endpoint', { method: 'POST', body: {} });
    expect(answer.status).toBe(404);
    expect(answer.error.message).toBe(
      'Мок-сервер не знает метода POST /api/admin/no-such-endpoint',
    );
  });
});
