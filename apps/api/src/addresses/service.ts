import type { Address, AddressInput, AddressPatch, AddressType } from '@velvet/contracts';
import { addressInputSchema, addressMessages, MAX_ADDRESSES } from '@velvet/contracts';
import type { Database, Executor } from '../platform/db/client.ts';
import { AppError, notFound } from '../platform/errors.ts';
import { toAddress, toColumns } from './mappers.ts';
import * as repo from './repo.ts';

/** The address book: owner-only, exactly one default per user and type (the first address is it). */
export function createAddressesService({ db }: { db: Database }) {
  const list = async (userId: string, type: AddressType): Promise<Address[]> => (await repo.listOf(db, userId, type)).map(toAddress);

  async function create(userId: string, input: AddressInput): Promise<Address> {
    const values = addressInputSchema.parse(input);
    return db.transaction(async (tx) => {
      const total = await repo.lockBook(tx, userId);
      if (total >= MAX_ADDRESSES) throw new AppError('VALIDATION_FAILED', addressMessages.tooMany);
      const isDefault = values.is_default || (await repo.listOf(tx, userId, values.type)).length === 0;
      if (isDefault) await repo.clearDefault(tx, userId, values.type);
      return toAddress(await repo.insert(tx, { userId, type: values.type, isDefault, ...toColumns(values) }));
    });
  }

  async function owned(tx: Executor, userId: string, id: string) {
    const row = await repo.findOwned(tx, userId, id);
    if (!row) throw notFound(addressMessages.notFound);
    return row;
  }

  /** Changes what is given; `is_default: true` moves the default here (false is ignored: some address stays the default). */
  async function update(userId: string, id: string, patch: AddressPatch): Promise<Address> {
    return db.transaction(async (tx) => {
      await repo.lockBook(tx, userId);
      const row = await owned(tx, userId, id);
      const stored = { label: row.label, flat: row.flat, street: row.street, city: row.city, state: row.state, zip_code: row.zipCode, country: row.country, phone_number: row.phoneNumber };
      const merged = addressInputSchema.safeParse({ ...stored, ...patch, is_default: patch.is_default ?? row.isDefault, type: row.type });
      if (!merged.success) {
        const first = merged.error.issues[0]!;
        throw new AppError('VALIDATION_FAILED', first.message, { fields: { [first.path.join('.')]: first.message } });
      }
      const isDefault = row.isDefault || merged.data.is_default;
      if (isDefault && !row.isDefault) await repo.clearDefault(tx, userId, row.type, row.id);
      return toAddress(await repo.update(tx, row.id, { ...toColumns(merged.data), isDefault }));
    });
  }

  async function remove(userId: string, id: string): Promise<void> {
    await db.transaction(async (tx) => {
      await repo.lockBook(tx, userId);
      const row = await owned(tx, userId, id);
      await repo.remove(tx, row.id);
      if (row.isDefault) await repo.promoteOldest(tx, userId, row.type);
    });
  }

  /** The buyer's own address, read in the purchase's transaction; anyone else's answers 404. */
  async function ownedBy(userId: string, id: string, executor: Executor = db): Promise<Address> {
    return toAddress(await owned(executor, userId, id));
  }

  return { list, create, update, remove, ownedBy };
}
export type AddressesService = ReturnType<typeof createAddressesService>;
