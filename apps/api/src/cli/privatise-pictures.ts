import { privatiseLegacyPictures } from '../media/legacy-pictures.ts';
import { createDecoder } from '../media/decoder.ts';
import { createMediaService } from '../media/service.ts';
import { createMediaSigner } from '../media/signing.ts';
import { loadConfig } from '../platform/config.ts';
import { connectDatabase } from '../platform/db/connect.ts';
import { runMigrations } from '../platform/db/migrate.ts';
import { createLogger } from '../platform/logger.ts';
import { createPrivateStorage } from '../platform/storage/private.ts';
import { createStorage } from '../platform/storage/storage.ts';

const config = loadConfig();
const logger = createLogger(config);
const database = await connectDatabase(config, logger);
try {
  await runMigrations(database.db);
  const storage = await createStorage(config);
  const decoder = createDecoder({ ffmpegPath: config.FFMPEG_PATH, timeoutSeconds: config.MEDIA_DECODE_TIMEOUT_SECONDS, memoryMb: config.MEDIA_DECODE_MEMORY_MB, logger });
  const media = createMediaService({ db: database.db, storage, privateStorage: await createPrivateStorage(config), signer: createMediaSigner(config.JWT_SECRET), decoder });
  logger.info(await privatiseLegacyPictures({ db: database.db, storage, media, logger }), 'chat photos and request files moved to private storage');
} finally {
  await database.close();
}
