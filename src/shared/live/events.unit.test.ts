import { describe, expect, it } from 'vitest';
import { parseLiveEvent } from './events';

const by = { id: 7, nickname: 'olga', avatarUrl: null };

describe('parseLiveEvent', () => {
  it('reads the three events of the contract', () => {
    const claim = { queue: 'videos', id: 5, claim: { by, expiresAt: '2026-11-25T10:00:00.000Z' } };
    expect(parseLiveEvent('claim', JSON.stringify(claim))).toEqual({ type: 'claim', data: claim });
    const released = { queue: 'complaints', id: 9, claim: null };
    expect(parseLiveEvent('claim', JSON.stringify(released))).toEqual({
      type: 'claim',
      data: released,
    });
    const decision = {
      queue: 'applications',
      id: 3,
      status: 'approved',
      by,
      at: '2026-11-25T10:00:00.000Z',
    };
    expect(parseLiveEvent('decision', JSON.stringify(decision))).toEqual({
      type: 'decision',
      data: decision,
    });
    const counters = { videosModeration: 4, complaintsNew: 0, applicationsPending: 12 };
    expect(parseLiveEvent('counters', JSON.stringify(counters))).toEqual({
      type: 'counters',
      data: counters,
    });
  });

  it('drops an unknown event, data that is not JSON, and data of another shape', () => {
    expect(parseLiveEvent('message', '{}')).toBeNull();
    expect(parseLiveEvent('claim', 'not json')).toBeNull();
    expect(
      parseLiveEvent('claim', JSON.stringify({ queue: 'users', id: 1, claim: null })),
    ).toBeNull();
    expect(parseLiveEvent('decision', JSON.stringify({ queue: 'videos', id: '1' }))).toBeNull();
    expect(parseLiveEvent('counters', JSON.stringify({ videosModeration: 'many' }))).toBeNull();
    expect(parseLiveEvent('counters', 'null')).toBeNull();
  });
});
