import { describe, expect, it } from 'vitest';
import { iceServers } from './ice-servers';

describe('ICE servers', () => {
  it('reads a JSON list and falls back to none', () => {
    expect(iceServers('[{"urls":"stun:stun.example.org:3478"}]')).toEqual([{ urls: 'stun:stun.example.org:3478' }]);
    expect(iceServers('')).toEqual([]);
    expect(iceServers('not json')).toEqual([]);
    expect(iceServers('{"urls":"stun:x"}')).toEqual([]);
  });
});
