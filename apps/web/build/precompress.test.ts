import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'velvet-precompress-'));
  await mkdir(path.join(dir, 'assets'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `word ${index % 17}`))};`;

describe('precompressDir', () => {
  it('writes brotli and gzip copies that decompress to the file, in nested folders too', async () => {
    const file = path.join(dir, 'assets', 'index-a1b2.js');
    await writeFile(file, script);
    expect(await precompressDir(dir)).toEqual([file]);
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(script);
    expect((await readFile(`${file}.br`)).length).toBeLessThan(script.length / 4);
  });

  it('leaves small files, pictures and its own copies alone', async () => {
    await writeFile(path.join(dir, 'tiny.js'), 'export {};');
    await writeFile(path.join(dir, 'photo.png'), Buffer.alloc(4096, 7));
    await writeFile(path.join(dir, 'app.css'), `body { color: red; }\n`.repeat(100));
    await precompressDir(dir);
    await precompressDir(dir);
    expect(existsSync(path.join(dir, 'tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'photo.png.gz'))).toBe(false);
    expect(existsSync(path.join(dir, 'app.css.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'app.css.br.br'))).toBe(false);
  });
});
