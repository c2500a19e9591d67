import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import { spawn } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Logger } from 'pino';
import { ConfigError } from '../platform/config.ts';

/** The containers ffmpeg may open, named by the demuxer forced on it: MP4/QuickTime and Matroska/WebM. */
export type Container = 'mov' | 'matroska';

// The first atom of a QuickTime/MP4 file, as ffmpeg's own mov probe looks for it.
const QUICKTIME_ATOMS = new Set(['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip']);

/** The container a file's first bytes name, when it is one we decode; the file's name and type are not trusted. */
export function containerOf(head: Buffer): Container | undefined {
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'matroska';
  if (head.length >= 8 && QUICKTIME_ATOMS.has(head.subarray(4, 8).toString('latin1'))) return 'mov';
  return undefined;
}

export type DecodeFailure = 'container' | 'timeout' | 'failed';

/** A decode refused (`container`: before ffmpeg ran), killed at its deadline, or failed by ffmpeg. */
export class DecodeError extends Error {
  constructor(
    readonly reason: DecodeFailure,
    detail: string = reason,
  ) {
    super(`decode ${reason}: ${detail}`);
  }
}

export type DecoderSettings = {
  /** FFMPEG_PATH: this binary instead of the system's or the shipped one. */
  ffmpegPath?: string;
  timeoutSeconds: number;
  memoryMb: number;
  logger?: Logger;
};

export type DecodeOptions = {
  /** A local file, opened by ffmpeg through the `file` protocol only. */
  input: string;
  /** A local file ffmpeg writes (at most OUTPUT_LIMIT_BYTES). */
  output: string;
  /** ffmpeg's options between the input and the output (codec, filters, frames). */
  outputArgs: string[];
};

export type Decoder = ReturnType<typeof createDecoder>;

const SYSTEM_FFMPEG = '/usr/bin/ffmpeg';
const PRLIMIT = ['/usr/bin/prlimit', '/bin/prlimit'];
const OUTPUT_LIMIT_BYTES = 32 * 2 ** 20;
const LOG_LIMIT_CHARS = 64 * 1024;

const isExecutableFile = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

function locateFfmpeg(configured: string | undefined) {
  if (configured) {
    if (!isExecutableFile(configured)) throw new ConfigError(`Invalid configuration:\n  FFMPEG_PATH: ${configured} is not an executable file`);
    return { ffmpeg: configured, source: 'FFMPEG_PATH' as const };
  }
  // Debian's ffmpeg gets security updates; the shipped static build dates from 2018.
  if (isExecutableFile(SYSTEM_FFMPEG)) return { ffmpeg: SYSTEM_FFMPEG, source: 'system' as const };
  return { ffmpeg: ffmpegInstaller.path, source: 'bundled' as const };
}

async function headOf(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(16);
    // Position null: read from the start without seeking, as a FIFO allows.
    const { bytesRead } = await file.read(head, 0, head.length, null);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * The one way the API runs ffmpeg on an upload: a local file in a container allowed by its first bytes,
 * with that demuxer forced, the `file` protocol only, no stdin, no environment, one thread, a bounded
 * output and log, and (under prlimit when the machine has it) bounded memory and CPU time; the process
 * group is killed at the wall-clock deadline.
 */
export function createDecoder({ ffmpegPath, timeoutSeconds, memoryMb, logger }: DecoderSettings) {
  const { ffmpeg, source } = locateFfmpeg(ffmpegPath);
  const prlimit = PRLIMIT.find(isExecutableFile);
  const [command, ...prefix] = prlimit ? [prlimit, `--as=${memoryMb * 2 ** 20}`, `--cpu=${Math.ceil(timeoutSeconds)}`, '--', ffmpeg] : [ffmpeg];
  const timeoutMs = Math.max(1, Math.round(timeoutSeconds * 1000));
  const facts = { ffmpeg, source, timeoutSeconds, memoryMb: prlimit ? memoryMb : null };
  if (prlimit) logger?.info(facts, 'media decoder');
  else logger?.warn(facts, 'media decoder without prlimit: only the wall-clock timeout bounds a decode');

  function run(args: string[]): Promise<string> {
    return new Promise((resolve, reject) => {
      // Its own process group, so the deadline kills whatever it started too.
      const child = spawn(command!, [...prefix, ...args], { detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: {} });
      let log = '';
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, timeoutMs);
      child.stderr.setEncoding('utf8');
      child.stderr.on('data', (chunk: string) => {
        if (log.length < LOG_LIMIT_CHARS) log += chunk.slice(0, LOG_LIMIT_CHARS - log.length);
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(new DecodeError('failed', error.message));
      });
      child.once('close', (code) => {
        clearTimeout(timer);
        if (timedOut) reject(new DecodeError('timeout'));
        else if (code === 0) resolve(log);
        else reject(new DecodeError('failed', log.trim().split('\n').pop()));
      });
    });
  }

  /** Decodes `input` into `output`; answers ffmpeg's log (its first 64 KiB), where facts like the duration are. */
  async function decode({ input, output, outputArgs }: DecodeOptions): Promise<string> {
    const container = containerOf(await headOf(input));
    if (!container) throw new DecodeError('container');
    return run([
      ...['-hide_banner', '-nostdin', '-threads', '1', '-protocol_whitelist', 'file', '-f', container, '-i', `file:${input}`],
      ...outputArgs,
      ...['-threads', '1', '-fs', String(OUTPUT_LIMIT_BYTES), '-y', `file:${output}`],
    ]);
  }

  return { ...facts, decode };
}
