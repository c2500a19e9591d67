import { channelFormSchema, channelJsonFields, IMAGE_MAX_BYTES, imageKinds, isSupportedImage, profileMessages, type ChannelForm, type ImageKind } from '@velvet/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../platform/errors.ts';
import { assertStorableText } from '../platform/http/text-guard.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { processImage } from '../uploads/images.ts';
import { uploadKey } from '../uploads/routes.ts';

export const CHANNEL_MULTIPART_LIMITS = { fileSize: IMAGE_MAX_BYTES, files: 2, fields: 20, parts: 22 };

type ImageFiles = Partial<Record<ImageKind, Buffer>>;
type RawForm = { fields: Record<string, unknown>; files: ImageFiles };

const isImageKind = (name: string): name is ImageKind => (imageKinds as readonly string[]).includes(name);

/** Reads a multipart body (fields and the avatar/background files) or a JSON body into one shape. */
export async function readRawForm(request: FastifyRequest): Promise<RawForm> {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Record<string, unknown>, files: {} };
  const fields: Record<string, unknown> = {};
  const files: ImageFiles = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
        continue;
      }
      if (!isImageKind(part.fieldname) || !isSupportedImage({ name: part.filename, type: part.mimetype })) {
        part.file.resume();
        throw new AppError('VALIDATION_FAILED', profileMessages.unsupportedFormat, { fields: { [part.fieldname]: profileMessages.unsupportedFormat } });
      }
      files[part.fieldname] = await part.toBuffer();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', profileMessages.imageTooLarge);
    throw error;
  }
  assertStorableText(fields, 'body');
  return { fields, files };
}

function decodeJsonField(name: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    // Hashtags may come as plain comma-separated text from a simple form.
    return name === 'hashtags' ? value.split(',') : value;
  }
}

/** The form checked by the shared schema; any rule broken answers 400 with its message per field. */
export function parseChannelForm(fields: Record<string, unknown>): ChannelForm {
  const decoded = Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, (channelJsonFields as readonly string[]).includes(name) ? decodeJsonField(name, value) : value]));
  const result = channelFormSchema.safeParse(decoded);
  if (result.success) return result.data;
  const issues: Record<string, string> = {};
  for (const issue of result.error.issues) issues[issue.path.join('.') || 'body'] ??= issue.message;
  throw new AppError('VALIDATION_FAILED', Object.values(issues)[0]!, { fields: issues });
}

/** Re-encodes and stores each image sent, answering their public URLs. */
export async function storeImages(storage: Storage, userId: string, files: ImageFiles): Promise<Partial<Record<ImageKind, string>>> {
  const urls: Partial<Record<ImageKind, string>> = {};
  for (const kind of imageKinds) {
    const file = files[kind];
    if (file) urls[kind] = await storage.put({ key: uploadKey(userId, kind), body: await processImage(file, kind), contentType: 'image/jpeg' });
  }
  return urls;
}
