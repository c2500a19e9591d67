-- A creator's pending earnings join the collected accounts (summed from postings, never locked).
--
-- Every purchase credits the creator's pending account, so a popular creator's balance row was one
-- lock that all purchases from all fans queued on, held until each purchase committed. Nothing but
-- recorded earnings ever leaves a pending account (their release after the hold, or a refund before
-- it), each exactly once by the earnings domain, so the floor that the lock enforced cannot be reached
-- anyway; verifyLedger() still counts any collected owner account below zero as drift.
CREATE OR REPLACE FUNCTION ledger_kind_is_guarded(p_kind ledger_account_kind) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT p_kind IN ('fan_wallet', 'creator_available') $$;--> statement-breakpoint

-- Their maintained rows go: an account with a balance row is locked and updated by every posting.
ALTER TABLE ledger_balances DISABLE TRIGGER ledger_balances_kept;--> statement-breakpoint
DELETE FROM ledger_balances b USING ledger_accounts a WHERE a.id = b.account_id AND a.kind = 'creator_pending';--> statement-breakpoint
ALTER TABLE ledger_balances ENABLE TRIGGER ledger_balances_kept;
