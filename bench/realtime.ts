// Realtime on one compiled API process: 10,000 authenticated socket.io clients (spread over child
// processes, bench/realtime-clients.ts), the API's resident memory with all of them open, notification
// commit-to-client latency at a fixed rate, and chat acknowledgement latency at a fixed rate.
// `npm run bench:realtime` at the repository root; it ends with one `realtime: …` line.
import { Redis } from 'ioredis';
import { execSync, fork, spawn, type ChildProcess } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { pino } from 'pino';
import { hashPassword } from '../apps/api/src/accounts/passwords.ts';
import { users } from '../apps/api/src/accounts/schema.ts';
import { findOrCreateConversation } from '../apps/api/src/chat/repo.ts';
import { createNotificationsService } from '../apps/api/src/notifications/service.ts';
import { createAccessTokens } from '../apps/api/src/platform/auth/tokens.ts';
import { createDatabase, type Database } from '../apps/api/src/platform/db/client.ts';
import { inTransaction } from '../apps/api/src/platform/db/transaction.ts';
import { createRealtimeHub } from '../apps/api/src/platform/realtime/hub.ts';
import { benchPort, compiledApiCommand, prepareSite, startApi } from './api-under-test.ts';
import { watchApiStalls, type ApiStalls } from './api-stalls.ts';
import { cpuReader } from './cpu.ts';
import { longTasks, printShares, summariseProfile, type Window } from './cpu-profile.ts';
import { nowMs, type ClientCommand, type ClientReport } from './realtime-clients.ts';
import { replaceSection } from './results-section.ts';
import type { Stalls } from './stalls.ts';
import { numberFromEnv, repoRoot, settings } from './settings.ts';
import { busySince, cpuMsOf, machineFacts, sleep, statusKiB, toMiB, waitForQuiet } from './system.ts';

const SOCKETS = numberFromEnv('BENCH_REALTIME_SOCKETS', 10_000);
const CLIENT_PROCESSES = numberFromEnv('BENCH_REALTIME_CLIENTS', 2);
const CREATORS = Math.min(1_000, Math.floor(SOCKETS / 10));
const NOTIFICATIONS_PER_SECOND = numberFromEnv('BENCH_NOTIFICATIONS_PER_SECOND', 2_000);
const CHAT_PER_SECOND = numberFromEnv('BENCH_CHAT_PER_SECOND', 1_000);
const WARM_UP_SECONDS = 2;
const SETTLE_SECONDS = 5;
const TARGETS = { rssMiB: 1024, notificationP99Ms: 100, chatP99Ms: 50 };
const JWT_SECRET = 'bench-realtime-jwt-secret-0123456789abcdef';
/** BENCH_REALTIME_PROFILE=1 runs the API under `--cpu-prof` and prints where its CPU went while the chat load ran (figures are then not comparable). */
const PROFILE = process.env.BENCH_REALTIME_PROFILE === '1';
/** With the profiler on, stretches of the API's event loop at least this long are listed with what ran in them. */
const LONG_TASK_MS = 20;

const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());

function percentile(values: number[], fraction: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** CPU time spent while a load ran: by the API, by its PostgreSQL, by the load's own processes (the client children and this one), and how busy the whole machine was. */
type LoadCpu = { apiMs: number; postgresMs: number; loadMs: number; busyPercent: number };

type Latencies = { count: number; perSecond: number; p50: number; p99: number; max: number; failed: number; apiCpuUs: number; postgresCpuUs: number; loadCpuUs: number; busyPercent: number };

function summarise(values: number[], seconds: number, failed: number, cpu: LoadCpu): Latencies {
  const each = (totalMs: number) => (1000 * totalMs) / Math.max(values.length, 1);
  return {
    count: values.length,
    perSecond: values.length / seconds,
    p50: percentile(values, 0.5),
    p99: percentile(values, 0.99),
    max: values.length ? Math.max(...values) : Number.NaN,
    failed,
    apiCpuUs: each(cpu.apiMs),
    postgresCpuUs: each(cpu.postgresMs),
    loadCpuUs: each(cpu.loadMs),
    busyPercent: cpu.busyPercent,
  };
}

type CpuWatch = <T>(work: () => Promise<T>) => Promise<{ result: T; cpu: LoadCpu }>;

/** Watches the API listening on `apiPort` (and the PostgreSQL below it), the client children and this process while a load runs. */
async function cpuWatch(apiPort: number, children: ChildProcess[]): Promise<CpuWatch> {
  const serverSpent = await cpuReader(apiPort);
  const ownMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const loadMs = async () => (await Promise.all(children.map((child) => cpuMsOf(child.pid!)))).reduce((sum, value) => sum + value, ownMs());
  return async (work) => {
    const loadBefore = await loadMs();
    const busy = await busySince();
    const { result, apiMs, postgresMs } = await serverSpent(work);
    const busyPercent = await busy();
    return { result, cpu: { apiMs, postgresMs, loadMs: (await loadMs()) - loadBefore, busyPercent } };
  };
}

/** The machine's Redis when REDIS_URL names one, else a throw-away redis-server on a free port. */
async function redisForBench(): Promise<{ url: string; stop: () => void }> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: () => undefined };
  const port = await benchPort(3);
  const server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await sleep(500);
  return { url: `redis://127.0.0.1:${port}`, stop: () => void server.kill() };
}

type BenchUser = { id: string; role: 'USER' | 'CREATOR'; token: string };

/** Verified users made in bulk (the first CREATORS are creators), each with an access token signed as the API signs them. */
async function createUsers(db: Database): Promise<BenchUser[]> {
  const passwordHash = await hashPassword('Bench#Password1');
  const run = Date.now().toString(36);
  const created: Array<{ id: string; role: 'USER' | 'CREATOR' }> = [];
  for (let start = 0; start < SOCKETS; start += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, SOCKETS - start) }, (_, offset) => {
      const index = start + offset;
      return {
        username: `rt_${run}_${index}`,
        email: `rt-${run}-${index}@bench.test`,
        emailVerified: true,
        kycStatus: 'verified' as const,
        passwordHash,
        role: index < CREATORS ? ('CREATOR' as const) : ('USER' as const),
      };
    });
    created.push(...(await db.insert(users).values(rows).returning({ id: users.id, role: users.role })).map((row) => ({ id: row.id, role: row.role as 'USER' | 'CREATOR' })));
  }
  const tokens = createAccessTokens({ secret: JWT_SECRET, ttlSeconds: 3 * 3600 });
  return Promise.all(created.map(async (user) => ({ ...user, token: await tokens.sign({ id: user.id, role: user.role, sessionVersion: 0 }) })));
}

/** Child `c` holds the users whose index is c modulo the number of children, at local index ⌊index / children⌋. */
const childOf = (index: number) => ({ child: index % CLIENT_PROCESSES, socket: Math.floor(index / CLIENT_PROCESSES) });

function startChildren(): ChildProcess[] {
  return Array.from({ length: CLIENT_PROCESSES }, () =>
    fork(path.join(repoRoot, 'bench/realtime-clients.ts'), [], { cwd: repoRoot, execArgv: ['--import', 'tsx', '--max-old-space-size=2048'], stdio: 'inherit' }),
  );
}

function ask<T extends ClientReport['type']>(child: ChildProcess, command: ClientCommand, answer: T): Promise<Extract<ClientReport, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ClientReport) => {
      if (message.type !== answer) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<ClientReport, { type: T }>);
    };
    const onExit = (code: number | null) => reject(new Error(`a client process exited (${code}) before answering ${command.type}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send(command);
  });
}

/**
 * Notifications committed one per transaction, as a job or another API process commits them, by this
 * process's notifications service: after commit it pushes through the Redis adapter to the API process,
 * which holds the sockets. Latency runs from the commit's return to the client's receipt.
 */
async function measureNotifications(db: Database, redisUrl: string, redisKeyPrefix: string, people: BenchUser[], children: ChildProcess[], watch: CpuWatch) {
  const logger = pino({ level: 'warn' });
  const redis = new Redis(redisUrl);
  const hub = createRealtimeHub({ httpServer: createServer(), authenticate: () => Promise.reject(new Error('no sockets here')), logger, corsOrigin: '*', redis, redisKeyPrefix });
  const notifications = createNotificationsService({ db, hub, logger, push: { deliver: () => undefined } as never });
  const committedAt = new Map<string, number>();

  async function drive(seconds: number, record: boolean): Promise<{ failed: number }> {
    const total = Math.round(NOTIFICATIONS_PER_SECOND * seconds);
    const started = nowMs();
    const pending: Promise<unknown>[] = [];
    let failed = 0;
    for (let index = 0; index < total; index += 1) {
      const wait = started + (index * 1000) / NOTIFICATIONS_PER_SECOND - nowMs();
      if (wait > 1) await sleep(wait);
      const user = people[Math.floor(Math.random() * people.length)]!;
      let commit = 0;
      pending.push(
        inTransaction(
          db,
          async (unit) => {
            unit.afterCommit(() => void (commit = nowMs()));
            return notifications.notify(unit, { userId: user.id, type: 'Announcement', message: `bench notification ${index}` });
          },
          (error) => logger.error({ err: error }, 'bench push failed'),
        ).then(
          (notification) => record && committedAt.set(notification._id, commit),
          () => (failed += 1),
        ),
      );
    }
    await Promise.all(pending);
    return { failed };
  }

  try {
    await drive(WARM_UP_SECONDS, false);
    await sleep(1000);
    for (const child of children) await ask(child, { type: 'notifications' }, 'notifications');
    const {
      result: { failed },
      cpu,
    } = await watch(async () => {
      const driven = await drive(settings.durationSeconds, true);
      await sleep(2000);
      return driven;
    });
    const latencies: number[] = [];
    for (const child of children) {
      for (const [id, at] of (await ask(child, { type: 'notifications' }, 'notifications')).arrivals) {
        const commit = committedAt.get(id);
        if (commit !== undefined) latencies.push(at - commit);
      }
    }
    return { ...summarise(latencies, settings.durationSeconds, failed + committedAt.size - latencies.length, cpu), committed: committedAt.size };
  } finally {
    await hub.close();
    redis.disconnect();
  }
}

/** Where the slow acknowledgements fall: per second of sending, the p99; a stall shows as one bad second, a backlog as a run of them. */
function secondsOfSending(latencies: number[], sentAt: number[], first: number): Array<{ second: number; count: number; p99: number; max: number }> {
  const bySecond = new Map<number, number[]>();
  latencies.forEach((latency, index) => {
    const second = Math.floor((sentAt[index]! - first) / 1000);
    bySecond.set(second, [...(bySecond.get(second) ?? []), latency]);
  });
  return [...bySecond.entries()].sort(([a], [b]) => a - b).map(([second, values]) => ({ second, count: values.length, p99: percentile(values, 0.99), max: Math.max(...values) }));
}

type ChatTail = { first: number; seconds: ReturnType<typeof secondsOfSending>; api: ApiStalls; clients: Stalls[] };

async function measureChat(conversations: Array<{ fanIndex: number; channelId: string }>, children: ChildProcess[], watch: CpuWatch, metricsUrl: string) {
  const sendersOf = (child: number) => conversations.filter(({ fanIndex }) => childOf(fanIndex).child === child).map(({ fanIndex, channelId }) => ({ socket: childOf(fanIndex).socket, channelId }));
  const perChild = CHAT_PER_SECOND / children.length;
  const round = (seconds: number) => Promise.all(children.map((child, index) => ask(child, { type: 'chat', senders: sendersOf(index), perSecond: perChild, seconds }, 'chat')));
  await round(WARM_UP_SECONDS);
  const fromUs = monotonicUs();
  const apiStalls = await watchApiStalls(metricsUrl);
  const { result: answers, cpu } = await watch(() => round(settings.durationSeconds));
  const window: Window = { fromUs, toUs: monotonicUs() };
  const failed = answers.reduce((sum, answer) => sum + answer.failed, 0);
  const firstError = answers.find((answer) => answer.firstError)?.firstError;
  const latencies = answers.flatMap((answer) => answer.latenciesMs);
  const sentAt = answers.flatMap((answer) => answer.sentAtMs);
  const first = Math.min(...sentAt);
  const tail: ChatTail = { first, seconds: secondsOfSending(latencies, sentAt, first), api: await apiStalls(), clients: answers.map((answer) => answer.stalls) };
  return { ...summarise(latencies, settings.durationSeconds, failed, cpu), firstError, window, tail };
}

/** The chat tail's causes that do not depend on the machine's load: stalls of each process's loop and where in the run the slow answers fell. */
function printChatTail({ first, seconds, api, clients }: ChatTail): void {
  const loop = (stalls: Pick<Stalls, 'loopP99Ms' | 'loopMaxMs' | 'gcCount' | 'gcTotalMs'>) =>
    `loop delay p99 ${ms(stalls.loopP99Ms)} ms, max ${ms(stalls.loopMaxMs)} ms; GC ${stalls.gcCount} pauses, ${ms(stalls.gcTotalMs)} ms in all`;
  console.log(`  chat tail: API ${loop(api)}, ${api.gcOver10Ms} of them over 10 ms`);
  clients.forEach((stalls, index) => console.log(`  chat tail: client process ${index + 1} ${loop(stalls)}, longest ${ms(stalls.gcMaxMs)} ms`));
  console.log(`  chat tail: p99 (max) per second of sending from ${new Date(first).toISOString()}: ${seconds.map(({ p99, max }) => `${ms(p99)} (${ms(max)})`).join(', ')} ms`);
}

type Findings = {
  connected: number;
  connectSeconds: number;
  rssMiB: number;
  idleRssMiB: number;
  notifications: Latencies & { committed: number };
  chat: Latencies;
  busyPercent: number;
  conversations: number;
};

function summaryLine({ connected, rssMiB, notifications, chat }: Findings): string {
  return (
    `realtime: ${whole(connected)} sockets on one API process, RSS ${whole(rssMiB)} MiB (${(rssMiB / TARGETS.rssMiB).toFixed(2)}× the 1 GiB ceiling); ` +
    `notification commit-to-client p99 ${ms(notifications.p99)} ms at ${whole(notifications.perSecond)}/s (${(notifications.p99 / TARGETS.notificationP99Ms).toFixed(2)}× the 100 ms ceiling, ${notifications.failed} lost, ${whole(notifications.apiCpuUs)} µs API CPU each); ` +
    `chat ack p99 ${ms(chat.p99)} ms at ${whole(chat.perSecond)}/s (${(chat.p99 / TARGETS.chatP99Ms).toFixed(2)}× the 50 ms ceiling, ${chat.failed} failed, ${whole(chat.apiCpuUs)} µs API CPU, ${whole(chat.postgresCpuUs)} µs PostgreSQL, ${whole(chat.loadCpuUs)} µs clients each; machine ${Math.round(chat.busyPercent)}% busy)`
  );
}

async function writeSection(findings: Findings, line: string): Promise<void> {
  const machine = machineFacts();
  const row = (label: string, value: Latencies, target: string) =>
    `| ${label} | ${whole(value.perSecond)} | ${ms(value.p50)} ms | ${ms(value.p99)} ms | ${ms(value.max)} ms | ${value.count} | ${value.failed} | ${whole(value.apiCpuUs)} | ${whole(value.postgresCpuUs)} | ${whole(value.loadCpuUs)} | ${Math.round(value.busyPercent)}% | ${target} |`;
  await replaceSection(
    path.join(repoRoot, 'bench/RESULTS.md'),
    '## Realtime',
    [
      '<!-- Rewritten by `npm run bench:realtime` (bench/realtime.ts): edit bench/realtime.ts, not this section. -->',
      '',
      `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench:realtime\`: ${machine.cpus}, ${machine.memory} memory, Node ${machine.node}, the machine ${Math.round(findings.busyPercent)}% busy before (shared with other sessions). The API is the compiled server (\`npm run build:server\`, \`node apps/api/dist/main.js\`) with Redis, on its own embedded PostgreSQL.`,
      `${whole(findings.connected)} users (${whole(CREATORS)} creators) made in bulk, each with an access token signed with the API's secret, connect one socket.io client each (websocket) from ${CLIENT_PROCESSES} client processes, ${whole(findings.connected / findings.connectSeconds)} handshakes/s; RSS is the API node process's \`VmRSS\` ${SETTLE_SECONDS} s after the last one connected (${whole(findings.idleRssMiB)} MiB before any). Notifications: this bench process commits them one per transaction through the notifications service, as a job or another API process does, which pushes after commit through the Redis adapter to the API process holding the sockets; latency is from the commit's return to the client's receipt (same machine clock), open loop at ${whole(NOTIFICATIONS_PER_SECOND)}/s to random users. Chat: ${whole(findings.conversations)} fans send \`chat:send\` to their conversation with a creator (no chat fee), open loop at ${whole(CHAT_PER_SECOND)} messages/s in all; latency is from the emit to its acknowledgement. ${settings.durationSeconds} s each after ${WARM_UP_SECONDS} s of warm-up. CPU per message is the processes' user and system time over the load divided by the messages answered: the API, its PostgreSQL, and the load generators (the client processes and this one, which commits the notifications); machine busy is all CPUs over the load, so what the three leave of it is other work.`,
      '',
      '| Measure | Per second | p50 | p99 | max | Count | Lost / failed | API CPU µs each | PostgreSQL CPU µs each | Load generators CPU µs each | Machine busy | Ceiling |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
      row('notification, commit to client', findings.notifications, 'p99 ≤ 100 ms at 2,000/s'),
      row('chat message, emit to ack', findings.chat, 'p99 ≤ 50 ms at 1,000/s'),
      `| API RSS at ${whole(findings.connected)} sockets | | | | | | | | | | | ${whole(findings.rssMiB)} MiB of ≤ 1,024 MiB |`,
      '',
      `\`${line}\``,
    ].join('\n'),
  );
}

async function main(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('› npm run build:server');
    execSync('npm run build:server', { cwd: repoRoot, stdio: 'inherit' });
  }
  const redis = await redisForBench();
  const redisKeyPrefix = `${process.env.REDIS_KEY_PREFIX ?? ''}bench-realtime-${process.pid}:`;
  const site = await prepareSite();
  const profileDir = path.join(path.dirname(site.dataDir), 'profile');
  console.log('› starting the compiled API');
  const command = PROFILE ? compiledApiCommand.replace('exec node ', `exec node --cpu-prof --cpu-prof-dir=${profileDir} `) : compiledApiCommand;
  const api = await startApi(site, command, settings, { REDIS_URL: redis.url, REDIS_KEY_PREFIX: redisKeyPrefix, JWT_SECRET, SIGN_IN_ATTEMPTS_PER_MINUTE: '100000000' });
  const apiUrl = `http://127.0.0.1:${site.port}`;
  const db = createDatabase(`postgres://velvet:velvet@127.0.0.1:${site.pgPort}/velvet`, { maxConnections: 16 });
  const children = startChildren();
  try {
    console.log(`› ${whole(SOCKETS)} users and ${whole(CREATORS)} conversations`);
    const people = await createUsers(db);
    const conversations: Array<{ fanIndex: number; channelId: string }> = [];
    for (let creator = 0; creator < CREATORS; creator += 1) {
      const fanIndex = CREATORS + creator;
      const { conversation } = await findOrCreateConversation(db, { initiatorId: people[fanIndex]!.id, targetId: people[creator]!.id });
      conversations.push({ fanIndex, channelId: conversation.id });
    }
    await sleep(SETTLE_SECONDS * 1000);
    const idleRssMiB = toMiB((await statusKiB(api.serverPid, 'VmRSS')) ?? 0);

    console.log(`› connecting ${whole(SOCKETS)} sockets from ${CLIENT_PROCESSES} processes`);
    const connectStart = nowMs();
    const connectedReports = await Promise.all(
      children.map((child, index) => ask(child, { type: 'connect', url: apiUrl, tokens: people.filter((_, userIndex) => childOf(userIndex).child === index).map((person) => person.token), concurrency: 32 }, 'connected')),
    );
    const connectSeconds = (nowMs() - connectStart) / 1000;
    const connected = connectedReports.reduce((sum, answer) => sum + answer.connected, 0);
    const refused = connectedReports.reduce((sum, answer) => sum + answer.failed, 0);
    if (refused) throw new Error(`${refused} sockets were refused: ${connectedReports.find((answer) => answer.firstError)?.firstError}`);
    await sleep(SETTLE_SECONDS * 1000);
    const rssMiB = toMiB((await statusKiB(api.serverPid, 'VmRSS')) ?? 0);
    console.log(`  ${whole(connected)} connected in ${connectSeconds.toFixed(1)} s; API RSS ${whole(rssMiB)} MiB`);

    const busyPercent = await waitForQuiet();
    console.log(`› notifications at ${whole(NOTIFICATIONS_PER_SECOND)}/s`);
    const watch = await cpuWatch(site.port, children);
    const notifications = await measureNotifications(db, redis.url, redisKeyPrefix, people, children, watch);
    console.log(`› chat messages at ${whole(CHAT_PER_SECOND)}/s`);
    const chat = await measureChat(conversations, children, watch, `${apiUrl}/metrics`);
    if (chat.firstError) console.log(`  first chat failure: ${chat.firstError}`);
    printChatTail(chat.tail);

    const findings: Findings = { connected, connectSeconds, rssMiB, idleRssMiB, notifications, chat, busyPercent, conversations: conversations.length };
    const line = summaryLine(findings);
    if (PROFILE) {
      await api.stop();
      const [file] = (await readdir(profileDir)).filter((name) => name.endsWith('.cpuprofile'));
      if (!file) throw new Error(`the API wrote no profile in ${profileDir}`);
      const summary = await summariseProfile(path.join(profileDir, file), { window: chat.window });
      console.log(`chat load, profiler on: API CPU ${whole(chat.apiCpuUs)} µs/message; profiled ${whole((1000 * summary.totalMs) / Math.max(chat.count, 1))} µs/message of JavaScript and native work`);
      printShares(summary);
      const tasks = await longTasks(path.join(profileDir, file), { window: chat.window, minMs: LONG_TASK_MS });
      console.log(`\nsynchronous stretches of ${LONG_TASK_MS} ms or more while the chat load ran: ${tasks.length}`);
      for (const task of tasks.slice(0, 8)) console.log(`  at ${(task.atMs / 1000).toFixed(1)} s, ${ms(task.ms)} ms: ${task.frames.map(({ name, percent }) => `${name} ${Math.round(percent)}%`).join('; ')}`);
    } else if (process.env.BENCH_NO_WRITE !== '1') await writeSection(findings, line);
    console.log(line);
  } finally {
    await Promise.all(children.map((child) => ask(child, { type: 'close' }, 'connected').catch(() => undefined)));
    for (const child of children) child.kill();
    await db.$client.end();
    await api.stop();
    await site.remove();
    redis.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
