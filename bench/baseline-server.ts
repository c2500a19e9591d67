// The same-run yardstick for the API's wallet read and wallet tip: the least a Fastify + pg server
// must do for each, on the API's own database, as its own process. The caller is named by a header
// (no token, no session read); each query is a named statement, as the API prepares its own.
import Fastify from 'fastify';
import pg from 'pg';

const port = Number(process.env.BASELINE_PORT);
const pool = new pg.Pool({ connectionString: process.env.BASELINE_DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

const PLATFORM_OWNER_ID = '00000000-0000-0000-0000-000000000000';
const TIP_HOLD_DAYS = 14;

/** The wallet read's one SELECT: the maintained balance less what holds reserve. */
const walletRead = {
  name: 'baseline_wallet',
  text: `SELECT CASE WHEN b.account_id IS NULL
      THEN (SELECT coalesce(sum(p.amount), 0) FROM ledger_postings p WHERE p.account_id = a.id)
      ELSE b.balance END - coalesce(b.held, 0) AS available
    FROM ledger_accounts a LEFT JOIN ledger_balances b ON b.account_id = a.id
    WHERE a.kind = 'fan_wallet' AND a.owner_id = $1 AND a.currency = 'USD'`,
};

app.get('/wallet', async (request) => {
  const { rows } = await pool.query<{ available: string }>({ ...walletRead, values: [request.headers['x-user-id']] });
  return { data: { balance: Number(rows[0]?.available ?? 0) / 100, currency: 'USD' } };
});

const insertTransaction = `INSERT INTO transactions (type, status, method, payer_id, idempotency_key, amount_cents, tax_cents,
    processing_fee_cents, platform_fee_cents, agency_fee_cents, total_cents, tax_basis_points, tax_name, traceable, settled_at)
  VALUES ('Tip', 'Completed', 'wallet', $1, $2, $3, 0, 0, $4, 0, $3, 0, '', '{"entity":"profile"}', now()) RETURNING id`;
const insertRecipient = `INSERT INTO transaction_recipients (transaction_id, recipient_id, share, amount_cents) VALUES ($1, $2, 'creator', $3)`;
const ledgerTransfer = `SELECT entry_id FROM ledger_transfer($1, 'Tip', ARRAY['fan_wallet', 'platform_fees', 'creator_pending']::ledger_account_kind[],
  ARRAY[$2, '${PLATFORM_OWNER_ID}', $3]::uuid[], ARRAY['USD', 'USD', 'USD'], ARRAY[-$4::bigint, $5::bigint, $6::bigint])`;
const insertEarning = `INSERT INTO earnings (transaction_id, creator_id, amount_cents, share, releasable_at)
  VALUES ($1, $2, $3, 'creator', now() + interval '${TIP_HOLD_DAYS} days')`;
const insertNotifications = `INSERT INTO notifications (user_id, type, message, data) VALUES
  ($1, 'Profile-Tip', 'Tip sent!', $3), ($2, 'Profile-Tip', 'A fan sent you a tip', $3)`;

type TipBody = { payer_id: string; recipient_id: string; amount: number };

/** The wallet tip's writes, one transaction: the transaction and its split, the ledger entry, the earning, two notifications. */
app.post<{ Body: TipBody; Headers: { 'idempotency-key': string } }>('/tip', async (request) => {
  const { payer_id: payerId, recipient_id: recipientId, amount } = request.body;
  const cents = Math.round(amount * 100);
  const platformFee = Math.round(cents / 5);
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ id: string }>({ name: 'baseline_tip_1', text: insertTransaction, values: [payerId, request.headers['idempotency-key'], cents, platformFee] });
    const transactionId = rows[0]!.id;
    await client.query({ name: 'baseline_tip_2', text: insertRecipient, values: [transactionId, recipientId, cents - platformFee] });
    await client.query({ name: 'baseline_tip_3', text: ledgerTransfer, values: [`settle:${transactionId}`, payerId, recipientId, cents, platformFee, cents - platformFee] });
    await client.query({ name: 'baseline_tip_4', text: insertEarning, values: [transactionId, recipientId, cents - platformFee] });
    const data = JSON.stringify({ status: 'success', success: true, transaction_id: transactionId });
    await client.query({ name: 'baseline_tip_5', text: insertNotifications, values: [payerId, recipientId, data] });
    await client.query('COMMIT');
    return { data: { _id: transactionId, status: 'Completed' } };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
});

app.get('/health', async () => ({ status: 'ok' }));

await app.listen({ host: '127.0.0.1', port });

const shutdown = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
