import fc from 'fast-check';
import { channelFormFor } from '../../src/channels/test-support.ts';
import { pngOf } from '../support/posts.ts';

/** File contents an upload route must refuse or accept cleanly: real, empty, cut short, or lying about their type. */
export async function fileSamples(): Promise<Record<string, Buffer>> {
  const png = await pngOf(16, 12);
  return {
    png,
    empty: Buffer.alloc(0),
    truncatedPng: png.subarray(0, Math.floor(png.length / 2)),
    pngHeaderOnly: png.subarray(0, 33),
    text: Buffer.from('hello, this is not a picture'),
    webmHead: Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x00, 0x01]),
    oggHead: Buffer.from('OggS\u0000garbage'),
    svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  };
}

type Part = { name: string; value: string } | { name: string; filename: string; type: string; body: Buffer };

/** How the whole body is broken, beyond its parts' contents. */
type Defect = 'none' | 'wrong-boundary' | 'no-boundary' | 'empty-boundary' | 'long-boundary' | 'truncated' | 'garbage' | 'no-closing';

export type MultipartCase = { parts: Part[]; defect: Defect; cutAt: number };

// A valid channel form (the one multipart form with text fields), sent as a browser's FormData does.
const channelFields = Object.entries(channelFormFor('fuzz_channel')).map(([name, value]) => ({ name, value: typeof value === 'string' ? value : JSON.stringify(value) }));

export function multipartCase(samples: Record<string, Buffer>): fc.Arbitrary<MultipartCase> {
  const file = fc.record({
    name: fc.constantFrom('file', 'avatar', 'background', 'other'),
    filename: fc.constantFrom('photo.png', 'photo.jpg', 'clip.mp4', 'voice.webm', 'noextension', '../../escape.png', 'a\u0000.png', `${'x'.repeat(300)}.png`),
    type: fc.constantFrom('image/png', 'image/jpeg', 'video/mp4', 'audio/webm', 'application/octet-stream', ''),
    body: fc.constantFrom(...Object.values(samples)),
  });
  const field = fc.oneof(
    fc.constantFrom(...channelFields),
    fc.record({ name: fc.constantFrom(...channelFields.map((entry) => entry.name)), value: fc.constantFrom('\u0000', 'a\ud800b', '', '{', 'x'.repeat(5000)) }),
  );
  return fc.record({
    parts: fc.tuple(fc.array(field, { maxLength: 8 }), fc.array(file, { maxLength: 2 })).map(([fields, files]): Part[] => [...fields, ...files]),
    defect: fc.constantFrom<Defect>('none', 'none', 'none', 'none', 'wrong-boundary', 'no-boundary', 'empty-boundary', 'long-boundary', 'truncated', 'garbage', 'no-closing'),
    cutAt: fc.double({ min: 0, max: 1, noNaN: true }),
  });
}

/** The bytes and content type of a multipart case, defects included. */
export function multipartRequest({ parts, defect, cutAt }: MultipartCase): { payload: Buffer; contentType: string } {
  const boundary = '----velvetfuzz7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    else chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`), part.body, Buffer.from('\r\n'));
  }
  if (defect !== 'no-closing') chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(chunks);
  if (defect === 'truncated') payload = payload.subarray(0, Math.floor(payload.length * cutAt));
  if (defect === 'garbage') payload = Buffer.from(payload.toString('base64'));
  const declared = { 'wrong-boundary': 'something-else', 'empty-boundary': '', 'long-boundary': 'b'.repeat(300) }[defect as string] ?? boundary;
  const contentType = defect === 'no-boundary' ? 'multipart/form-data' : `multipart/form-data; boundary=${declared}`;
  return { payload, contentType };
}
