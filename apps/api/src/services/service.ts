import type { ChatFeeType, Service, ServicePatch, ServiceType, ServicesAnswer, ServiceValues } from '@velvet/contracts';
import { isOfferedToFans, serviceInputSchema, serviceMessages } from '@velvet/contracts';
import type { Logger } from 'pino';
import type { AccountsService } from '../accounts/service.ts';
import type { CheckoutService } from '../checkout/service.ts';
import type { NotificationsService } from '../notifications/service.ts';
import type { Database } from '../platform/db/client.ts';
import { inTransaction, type UnitOfWork } from '../platform/db/transaction.ts';
import { AppError, forbidden, notFound } from '../platform/errors.ts';
import type { PerksService } from '../perks/service.ts';
import { createChatFees } from './chat-fees.ts';
import { toColumns, toInput, toReadyService, toService } from './mappers.ts';
import * as repo from './repo.ts';

type ServicesServiceOptions = {
  db: Database;
  logger: Logger;
  accounts: Pick<AccountsService, 'publicUsers'>;
  /** The free services a fan holds through a channel subscription, with what is left this period. */
  perks: Pick<PerksService, 'freeServicesFor' | 'hasFreeChats'>;
  checkout: CheckoutService;
  notifications: NotificationsService;
  /** Whether an image URL is one the user uploaded (POST /api/uploads/images). */
  isOwnUpload: (url: string, userId: string) => boolean;
};

/** Every creator starts with these chat fees, unpriced (and so hidden from fans) until they set a price. */
const DEFAULT_CHAT_FEES: { chatFeeType: ChatFeeType; name: string; unit?: number; amountOfMessages?: number }[] = [
  { chatFeeType: 'OneOff', name: 'One-off chat fee' },
  { chatFeeType: 'Week', name: 'Weekly chat fee', unit: 1 },
  { chatFeeType: 'Month', name: 'Monthly chat fee', unit: 1 },
  { chatFeeType: 'PerMessage', name: 'Pay per message', amountOfMessages: 5 },
];

type ListFilter = { type?: ServiceType; filterOut?: ServiceType[] };

const matches = ({ type, filterOut = [] }: ListFilter) => (service: Service) => (!type || service.type === type) && !filterOut.includes(service.type);

function validationError(issues: { path: PropertyKey[]; message: string }[]): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.join('.')] ??= issue.message;
  return new AppError('VALIDATION_FAILED', Object.values(fields)[0] ?? 'Invalid service', { fields });
}

/** Creators' services: the catalogue, the spec's edit rules, fans' interest, and chat fees (see chat-fees.ts). */
export function createServicesService({ db, logger, accounts, perks, checkout, notifications, isOwnUpload }: ServicesServiceOptions) {
  const run = <T>(work: (unit: UnitOfWork) => Promise<T>) => inTransaction(db, work, (error) => logger.error({ err: error }, 'after-commit task failed'));
  const chatFees = createChatFees({ db, checkout, freeChats: perks.hasFreeChats });

  /** Makes a creator's default chat fees on the first read of their services. */
  async function ensureDefaults(creatorId: string): Promise<void> {
    if (await repo.hasDefaults(db, creatorId)) return;
    const user = (await accounts.publicUsers([creatorId])).get(creatorId);
    if (user?.role !== 'CREATOR') return;
    await repo.insertDefaults(
      db,
      DEFAULT_CHAT_FEES.map((fee) => ({ creatorId, type: 'CHAT-FEE' as const, name: fee.name, chatFeeType: fee.chatFeeType, isDefault: true, unit: fee.unit, amountOfMessages: fee.amountOfMessages })),
    );
  }

  async function catalogue(creatorId: string, viewerId: string | null, filter: ListFilter): Promise<Service[]> {
    await ensureDefaults(creatorId);
    const all = (await repo.servicesOfCreator(db, creatorId)).map(toService);
    return all.filter((service) => (viewerId === creatorId || isOfferedToFans(service)) && matches(filter)(service));
  }

  /** `GET users/services`: the creator sees all of theirs; anyone else the ones offered, plus what they can use now. */
  async function list(viewerId: string, query: { user_id?: string } & ListFilter): Promise<ServicesAnswer> {
    const creatorId = query.user_id ?? viewerId;
    const data = await catalogue(creatorId, viewerId, query);
    if (creatorId === viewerId) return { data, subscribed_services: [], free_services: [] };
    const [ready, free] = await Promise.all([repo.livePurchasesWithServices(db, viewerId, creatorId, new Date()), perks.freeServicesFor(viewerId, creatorId)]);
    return { data, subscribed_services: ready.map(toReadyService), free_services: free };
  }

  /** `GET users/public-services`: what a guest sees. */
  const listPublic = (creatorId: string) => catalogue(creatorId, null, {});

  /** The creator's first service of a type offered to fans (what a free service of that kind is used as). */
  const offeredOfType = async (creatorId: string, type: ServiceType) => (await catalogue(creatorId, null, { type }))[0];

  function check(input: unknown): ServiceValues {
    const parsed = serviceInputSchema.safeParse(input);
    if (!parsed.success) throw validationError(parsed.error.issues);
    return parsed.data;
  }

  /** A service's image must be one of its creator's own uploads. */
  function checkAvatar(creatorId: string, values: ServiceValues): void {
    if (values.avatar && !isOwnUpload(values.avatar, creatorId)) {
      throw new AppError('VALIDATION_FAILED', serviceMessages.imageNotUploaded, { fields: { avatar: serviceMessages.imageNotUploaded } });
    }
  }

  async function create(creatorId: string, values: ServiceValues): Promise<Service> {
    checkAvatar(creatorId, values);
    return toService(await repo.insertService(db, { creatorId, ...toColumns(values) }));
  }

  async function ownService(creatorId: string, id: string): Promise<repo.ServiceRow> {
    const row = await repo.findService(db, id);
    if (!row) throw notFound(serviceMessages.notFound);
    if (row.creatorId !== creatorId) throw forbidden(serviceMessages.notOwner);
    return row;
  }

  /** The default chat fees keep their type, name and kind (checked before the rest, as no edit can make them valid). */
  function refuseLockedChange(row: repo.ServiceRow, patch: ServicePatch): void {
    if (!row.isDefault) return;
    const changes = (value: unknown, stored: unknown) => value !== undefined && value !== stored;
    if (changes(patch.type, row.type) || changes(patch.name?.trim(), row.name) || changes(patch.chat_fee_type, row.chatFeeType)) {
      throw new AppError('VALIDATION_FAILED', serviceMessages.defaultLocked);
    }
  }

  /** A default chat fee's validity may change once: the change marks it modified. */
  function modifiedAfter(row: repo.ServiceRow, values: ServiceValues): boolean {
    if (!row.isDefault || values.unit === row.unit) return row.modified;
    if (row.modified) throw new AppError('VALIDATION_FAILED', serviceMessages.unitLocked, { fields: { unit: serviceMessages.unitLocked } });
    return true;
  }

  /** `PATCH users/services/:id`: the edit is merged into the stored service and the whole is checked. */
  async function update(creatorId: string, id: string, patch: ServicePatch): Promise<Service> {
    const row = await ownService(creatorId, id);
    refuseLockedChange(row, patch);
    const values = check({ ...toInput(row), ...patch });
    if (patch.avatar !== undefined) checkAvatar(creatorId, values);
    return toService(await repo.updateService(db, id, { ...toColumns(values), modified: modifiedAfter(row, values) }));
  }

  async function remove(creatorId: string, id: string): Promise<void> {
    const row = await ownService(creatorId, id);
    if (row.isDefault) throw new AppError('VALIDATION_FAILED', serviceMessages.defaultNotDeletable);
    await repo.markDeleted(db, id);
  }

  /** `POST users/service-interest`: recorded once per fan and service; the creator hears of it the first time. */
  async function registerInterest(fanId: string, serviceId: string): Promise<{ service_id: string; registered: true }> {
    const row = await repo.findService(db, serviceId);
    if (!row || !row.isActive) throw notFound(serviceMessages.notFound);
    if (row.creatorId === fanId) throw new AppError('VALIDATION_FAILED', serviceMessages.ownService);
    if (row.type === 'CHAT-FEE') throw new AppError('VALIDATION_FAILED', serviceMessages.chatFeeNotRequested);
    await run(async (unit) => {
      if (!(await repo.insertInterest(unit.tx, row.id, fanId))) return;
      const fan = (await accounts.publicUsers([fanId], unit.tx)).get(fanId);
      await notifications.notifyAll(unit, [
        { userId: row.creatorId, type: 'Service-Interest', message: `${fan?.username ?? 'A fan'} is interested in ${row.name}`, data: { service_id: row.id } },
      ]);
    });
    return { service_id: row.id, registered: true };
  }

  /** A live (not deleted) service by id, in the contract's shape, for the domains that sell through it. */
  async function byId(id: string): Promise<Service | undefined> {
    const row = await repo.findService(db, id);
    return row && toService(row);
  }

  return { list, listPublic, offeredOfType, byId, create, update, remove, registerInterest, ...chatFees };
}
export type ServicesService = ReturnType<typeof createServicesService>;
