#!/usr/bin/env node
// Bytes a first visit to a page moves over the wire: the HTML shell, the scripts and styles it names,
// and the API calls the guest home page makes, sent uncompressed, gzip and brotli.
// Usage: node scripts/first-load-bytes.mjs [http://127.0.0.1:3000] [/]
import http from 'node:http';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const page = process.argv[3] ?? '/';
const guestHomeCalls = ['/api/creators', '/api/feed/stories', '/api/feed'];
const encodings = { uncompressed: 'identity', gzip: 'gzip', brotli: 'br' };

/** The body's bytes as sent, not decoded. */
const wireBytes = (path, acceptEncoding) =>
  new Promise((resolve, reject) => {
    http
      .get(new URL(path, base), { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        let bytes = 0;
        let body = '';
        response.on('data', (chunk) => {
          bytes += chunk.length;
          if (acceptEncoding === 'identity') body += chunk;
        });
        response.on('end', () => resolve({ bytes, body, status: response.statusCode }));
      })
      .on('error', reject);
  });

const shell = await wireBytes(page, 'identity');
const files = [...shell.body.matchAll(/<(?:script[^>]+src|link[^>]+href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(`${base}${page}: the shell and ${files.length} files it names (${files.filter((file) => file.endsWith('.js')).length} scripts), then ${guestHomeCalls.length} API calls`);
for (const [name, encoding] of Object.entries(encodings)) {
  const sizes = await Promise.all([page, ...files].map((path) => wireBytes(path, encoding)));
  const scripts = await Promise.all(files.filter((file) => file.endsWith('.js')).map((path) => wireBytes(path, encoding)));
  const api = await Promise.all(guestHomeCalls.map((path) => wireBytes(path, encoding)));
  const total = sizes.reduce((sum, size) => sum + size.bytes, 0);
  const apiTotal = api.reduce((sum, size) => sum + size.bytes, 0);
  console.log(`${name.padEnd(12)} shell+assets ${kb(total).padStart(10)}   scripts ${kb(scripts.reduce((sum, size) => sum + size.bytes, 0)).padStart(10)}   API calls ${kb(apiTotal).padStart(9)}`);
}
