import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.ts';
import { logBindingsMixin } from './logging/context.ts';

/** The process's logger; lines logged within a request or a job carry its id (logging/context.ts). */
export function createLogger(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>, destination?: DestinationStream): Logger {
  const pretty = !destination && config.NODE_ENV === 'development' && process.stdout.isTTY;
  const options = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'password', 'refresh_token', 'token'],
    mixin: logBindingsMixin,
    ...(pretty && { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }),
  };
  return destination ? pino(options, destination) : pino(options);
}
