import { loadConfig } from '../platform/config.ts';
import { connectDatabase } from '../platform/db/connect.ts';
import { runMigrations } from '../platform/db/migrate.ts';
import { createLogger } from '../platform/logger.ts';

const config = loadConfig();
const logger = createLogger(config);
const database = await connectDatabase(config, logger);
try {
  await runMigrations(database.db);
  logger.info('migrations applied');
} finally {
  await database.close();
}
