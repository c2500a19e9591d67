import { decode, encode } from 'notepack.io';

/** The Redis adapter's encoding (its default, notepack), with one shortcut when decoding. */
export type AdapterParser = { encode: (value: unknown) => Buffer; decode: (message: Buffer) => unknown };

const FIXARRAY_OF_3 = 0x93;
const FIXSTR = 0xa0;

/**
 * Redis hands every broadcast back to the process that published it, and the adapter decoded the whole
 * packet only to read its first field, the publisher's id, and drop it. A broadcast is
 * `[publisherId, packet, options]`: when the id at its head is one this parser encoded, only the id is
 * decoded, which the adapter then ignores as its own. Anything else is decoded in full.
 */
export function createAdapterParser(): AdapterParser {
  const ownIds = new Set<string>();
  return {
    encode: (value) => {
      if (Array.isArray(value) && typeof value[0] === 'string') ownIds.add(value[0]);
      return encode(value);
    },
    decode: (message) => {
      if (message[0] === FIXARRAY_OF_3 && message.length > 1 && (message[1]! & 0xe0) === FIXSTR) {
        const end = 2 + (message[1]! & 0x1f);
        const publisherId = message.toString('utf8', 2, end);
        if (ownIds.has(publisherId)) return [publisherId];
      }
      return decode(message);
    },
  };
}
