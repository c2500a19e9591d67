import { decode, encode } from 'notepack.io';
import { describe, expect, it } from 'vitest';
import { createAdapterParser } from './adapter-parser.ts';

const packet = { type: 2, data: ['chat:message', { message_text: 'hello', media: [] }], nsp: '/' };
const options = { rooms: ['user:a', 'user:b'], except: [], flags: {} };

describe('the Redis adapter parser', () => {
  it('encodes as the adapter always did', () => {
    expect(createAdapterParser().encode(['abcdef', packet, options])).toEqual(encode(['abcdef', packet, options]));
  });

  it("decodes only the publisher's id of a broadcast this process sent", () => {
    const parser = createAdapterParser();
    expect(parser.decode(parser.encode(['abcdef', packet, options]))).toEqual(['abcdef']);
  });

  it("decodes another process's broadcast and any request in full", () => {
    const parser = createAdapterParser();
    parser.encode(['abcdef', packet, options]);
    expect(parser.decode(encode(['ghijkl', packet, options]))).toEqual(['ghijkl', packet, options]);
    const request = { uid: 'abcdef', requestId: 'r1', type: 3, opts: options };
    expect(parser.decode(parser.encode(request))).toEqual(request);
    expect(decode(parser.encode(request))).toEqual(request);
  });
});
