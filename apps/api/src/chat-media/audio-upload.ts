import multipart from '@fastify/multipart';
import { CHAT_AUDIO_MAX_BYTES, chatAudioSendSchema, chatMediaMessages, chatMessageSchema, dataEnvelope } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { currentUser } from '../platform/auth/guard.ts';
import { AppError } from '../platform/errors.ts';
import type { Api } from '../platform/http/types.ts';
import type { ChatMediaService } from './service.ts';

const unsupported = () => new AppError('VALIDATION_FAILED', chatMediaMessages.audioUnsupported, { fields: { file: chatMediaMessages.audioUnsupported } });
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', chatMediaMessages.audioTooLarge);

/** The audio container a file's first bytes name: WebM (EBML header) or Ogg; anything else is refused. */
export function audioTypeOf(head: Buffer): 'audio/webm' | 'audio/ogg' | undefined {
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return 'audio/webm';
  if (head.subarray(0, 4).toString('latin1') === 'OggS') return 'audio/ogg';
  return undefined;
}

async function headOf(file: string): Promise<Buffer> {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** `POST /api/chat-media/audio?channel_id&media_fee`: one recorded voice message (multipart, 10 MB at most), checked by its bytes; a fan's is free. */
export async function chatAudioRoutes(app: Api, chatMedia: ChatMediaService): Promise<void> {
  await app.register(async (scope: Api) => {
    await scope.register(multipart, { limits: { fileSize: CHAT_AUDIO_MAX_BYTES, files: 1, fields: 0, parts: 1 }, throwFileSizeLimit: true });
    scope.post('/api/chat-media/audio', {
      config: { auth: 'signed-in', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['chat'], summary: 'Send a voice message: free, or (creators) behind an unlock fee', querystring: chatAudioSendSchema, response: { 200: dataEnvelope(chatMessageSchema) } },
      handler: async (request) => {
        const file = request.isMultipart() ? await request.file() : undefined;
        if (!file) throw new AppError('VALIDATION_FAILED', chatMediaMessages.audioMissing);
        const temporary = path.join(tmpdir(), `velvet-audio-${randomUUID()}`);
        try {
          await pipeline(file.file, createWriteStream(temporary)).catch((error: { code?: string }) => {
            throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error;
          });
          if (file.file.truncated) throw tooLarge();
          const contentType = audioTypeOf(await headOf(temporary));
          if (!contentType) throw unsupported();
          const sender = currentUser(request);
          return { data: await chatMedia.sendAudio(sender.id, request.query, { path: temporary, contentType }, { maySell: sender.role === 'CREATOR' }), message: chatMediaMessages.audioSent };
        } finally {
          await rm(temporary, { force: true });
        }
      },
    });
  });
}
