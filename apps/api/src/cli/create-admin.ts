// `npm run admin:create -- --username <name> --email <address>`: the password is read from standard
// input (typed at a hidden prompt, or piped), never from the command line, and never printed.
import { parseArgs } from 'node:util';
import { createAdmin, CreateAdminError } from '../accounts/create-admin.ts';
import { loadConfig } from '../platform/config.ts';
import { connectDatabase } from '../platform/db/connect.ts';
import { runMigrations } from '../platform/db/migrate.ts';
import { createLogger } from '../platform/logger.ts';

/** Typed at a prompt that shows nothing, or the first line of piped input. */
function readPassword(): Promise<string> {
  return process.stdin.isTTY ? readHidden() : readFirstLine();
}

async function readFirstLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

function readHidden(): Promise<string> {
  process.stderr.write('Password for the new admin: ');
  process.stdin.setRawMode(true);
  process.stdin.resume();
  let password = '';
  return new Promise((resolve, reject) => {
    const finish = () => {
      process.stdin.off('data', onData);
      process.stdin.setRawMode(false);
      process.stdin.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n' || char === '\u0003') {
          finish();
          if (char === '\u0003') reject(new CreateAdminError('Cancelled.'));
          else resolve(password);
          return;
        }
        password = char === '\u007f' ? password.slice(0, -1) : password + char;
      }
    };
    process.stdin.on('data', onData);
  });
}

const { values } = parseArgs({ options: { username: { type: 'string' }, email: { type: 'string' } } });
if (!values.username || !values.email) {
  console.error('Usage: npm run admin:create -- --username <name> --email <address>   (the password is read from standard input)');
  process.exit(2);
}

const config = loadConfig();
const logger = createLogger({ ...config, LOG_LEVEL: 'warn' });
const password = await readPassword();
const database = await connectDatabase(config, logger);
try {
  await runMigrations(database.db);
  const admin = await createAdmin(database.db, { username: values.username, email: values.email, password });
  console.log(`Admin ${admin.username} <${admin.email}> created.`);
} catch (error) {
  if (!(error instanceof CreateAdminError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
