import { dataEnvelope, depositResultSchema, depositSchema, idealConversionQuerySchema, idealConversionSchema, toCents, walletSchema } from '@velvet/contracts';
import type { AccountsService } from '../accounts/service.ts';
import { requireVerifiedEmail } from '../accounts/verification.ts';
import type { PaymentsService } from '../payments/service.ts';
import { currentUser, sessionReadValue } from '../platform/auth/guard.ts';
import { idempotencyKeyOf, idempotentHeaders } from '../platform/http/idempotency.ts';
import type { Api } from '../platform/http/types.ts';
import { presentWallet, walletBalanceRead, type WalletService } from './service.ts';

type WalletRoutesOptions = { wallet: WalletService; payments: PaymentsService; accounts: AccountsService };

export function walletRoutes(app: Api, { wallet, payments, accounts }: WalletRoutesOptions): void {
  app.get('/api/wallet', {
    config: { auth: 'signed-in', sessionRead: walletBalanceRead },
    schema: { tags: ['wallet'], response: { 200: dataEnvelope(walletSchema) } },
    // presentWallet builds the contract's two fields and nothing else: the zod parse of the answer was a
    // twentieth of this frequent read's CPU, and checked what the types already guarantee.
    serializerCompiler: () => JSON.stringify,
    handler: (request) => ({ data: presentWallet(sessionReadValue(request, walletBalanceRead)) }),
  });

  app.post('/api/wallet/deposit', {
    config: { auth: 'signed-in' },
    schema: { tags: ['wallet'], headers: idempotentHeaders, body: depositSchema, response: { 200: dataEnvelope(depositResultSchema) } },
    handler: async (request) => {
      const userId = currentUser(request).id;
      await requireVerifiedEmail(accounts, userId);
      return { data: await wallet.deposit(userId, idempotencyKeyOf(request.headers), request.body) };
    },
  });

  app.get('/api/wallet/ideal-conversion', {
    config: { auth: 'signed-in' },
    schema: { tags: ['wallet'], querystring: idealConversionQuerySchema, response: { 200: dataEnvelope(idealConversionSchema) } },
    handler: async (request) => ({ data: await payments.idealConversion(currentUser(request).id, toCents(request.query.amount), true) }),
  });
}
