import { AsyncLocalStorage } from 'node:async_hooks';

/** Fields every line logged within a unit of work carries: a request's `reqId`, a job's `job`. */
export type LogBindings = Readonly<Record<string, string>>;

const storage = new AsyncLocalStorage<LogBindings>();

/** Marks a logger that binds the request id itself (Fastify's request logger and its children). */
const bindsOwnRequestId = Symbol('binds its own reqId');

/** Runs `work` so that every line logged in it, by any logger made with createLogger, carries `bindings`. */
export const withLogBindings = <T>(bindings: LogBindings, work: () => T): T => storage.run(bindings, work);

/** pino's mixin: the current unit of work's bindings, on a fresh object (pino merges into it). */
export function logBindingsMixin(_mergeObject: object, _level: number, logger: object): object {
  const bindings = storage.getStore();
  if (!bindings || bindsOwnRequestId in logger) return {};
  return { ...bindings };
}

/** Marks a logger that binds the request id itself, so the mixin does not write it a second time; its children inherit the mark. */
export function markBindsOwnRequestId<L extends object>(logger: L): L {
  Object.defineProperty(logger, bindsOwnRequestId, { value: true });
  return logger;
}
