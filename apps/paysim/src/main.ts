import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function main() {
  const config = loadConfigOrExit();
  const app = await buildApp({ config });
  await app.listen({ host: config.HOST, port: config.PAYSIM_PORT });
  app.log.info(
    { publicUrl: config.PAYSIM_PUBLIC_URL, webhookUrl: config.PAYSIM_WEBHOOK_URL, chaos: config.PAYSIM_WEBHOOK_CHAOS },
    'paysim sandbox ready; state is kept in memory only',
  );

  // Stops accepting, answers the requests in flight, then stops the timers (webhook retries, expiries):
  // the sandbox keeps its state in memory, so nothing else is left to save.
  const shutdown = async (signal: string) => {
    app.log.info({ signal, timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'shutdown deadline passed');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    await app.close();
    clearTimeout(deadline);
    app.log.info({ signal }, 'shut down');
    process.exit(0);
  };
  // One shutdown, whatever comes after the first signal: Ctrl-C signals the whole process group and the
  // supervisor forwards a SIGTERM on top; the deadline, not a second signal, ends a stuck one.
  let stopping: Promise<void> | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    stopping ??= shutdown(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
