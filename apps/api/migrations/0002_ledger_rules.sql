-- The ledger's rules, enforced by the database whatever the caller does: entries balance per currency,
-- history is append-only, holds leave `pending` exactly once, guarded balances never go below what
-- their holds reserve. The ledger_* functions make each operation a single call (see docs/ledger.md).
--
-- Errors raised here carry SQLSTATEs of class VL, read by src/ledger/errors.ts:
--   VL001 unbalanced entry    VL002 posting names no account, the wrong currency, or no entry
--   VL003 idempotency key reused for something else    VL004 no such hold    VL005 hold already resolved
--   VL006 no such entry    VL007 a reversal cannot be reversed    VL008 append-only row changed

-- Guarded accounts keep a maintained balance, locked by every posting to them and never below what
-- their pending holds reserve. The other accounts (the house's, agencies' earnings) only collect
-- postings and their balance is summed from them, so purchases never queue on the platform's rows.
CREATE FUNCTION ledger_kind_is_guarded(p_kind ledger_account_kind) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT p_kind IN ('fan_wallet', 'creator_pending', 'creator_available') $$;

-- Every posting rewrites its guarded balance rows: room on the page keeps those updates HOT.
ALTER TABLE ledger_balances SET (fillfactor = 50);

-- ---------------------------------------------------------------------------------------------------
-- Append-only history

CREATE FUNCTION ledger_refuse_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'VL008';
END $$;

CREATE TRIGGER ledger_accounts_append_only BEFORE UPDATE OR DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
-- Balances and holds change, but are never removed.
CREATE TRIGGER ledger_balances_kept BEFORE DELETE ON ledger_balances
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_balances_no_truncate BEFORE TRUNCATE ON ledger_balances
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_holds_kept BEFORE DELETE ON ledger_holds
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_holds_no_truncate BEFORE TRUNCATE ON ledger_holds
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- ---------------------------------------------------------------------------------------------------
-- Balanced entries

-- Runs once per INSERT statement (not once per posting, and earlier than a deferred check at commit):
-- every posting names an existing account in that account's currency and an existing entry (in place
-- of foreign keys), and every entry the statement touched sums to zero in each currency over all its
-- postings, which were all written together with the entry (same xmin), so a finished entry never
-- gains postings. An entry's postings are therefore written in one statement, in the same transaction
-- as the entry. The queries reach every row through a primary key, so their plans stay cheap without
-- statistics (a fresh database, or a server that never analyses).
CREATE FUNCTION ledger_check_inserted_postings() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_bad record;
BEGIN
  SELECT i.entry_id, i.account_id, i.currency INTO v_bad
  FROM inserted i
  WHERE NOT EXISTS (SELECT FROM ledger_accounts a WHERE a.id = i.account_id AND a.currency = i.currency)
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'posting of entry % to account % in % names no such account or not its currency',
      v_bad.entry_id, v_bad.account_id, v_bad.currency USING ERRCODE = 'VL002';
  END IF;

  SELECT t.entry_id, t.entry_xmin IS NULL AS no_entry, s.currency, s.off_by, s.added_later INTO v_bad
  FROM (
    SELECT d.entry_id, (SELECT e.xmin FROM ledger_entries e WHERE e.id = d.entry_id) AS entry_xmin
    FROM (SELECT DISTINCT i.entry_id FROM inserted i) AS d
  ) AS t
  LEFT JOIN LATERAL (
    SELECT p.currency, sum(p.amount) AS off_by, bool_or(p.xmin <> t.entry_xmin) AS added_later
    FROM ledger_postings p WHERE p.entry_id = t.entry_id
    GROUP BY p.currency
  ) AS s ON true
  WHERE t.entry_xmin IS NULL OR s.off_by <> 0 OR s.added_later
  LIMIT 1;
  IF NOT FOUND THEN
    RETURN NULL;
  ELSIF v_bad.no_entry THEN
    RAISE EXCEPTION 'posting to ledger entry %, which does not exist', v_bad.entry_id USING ERRCODE = 'VL002';
  ELSIF v_bad.added_later THEN
    RAISE EXCEPTION 'ledger entry % is already written: its postings are final', v_bad.entry_id USING ERRCODE = 'VL008';
  END IF;
  RAISE EXCEPTION 'ledger entry % does not balance in %: off by %', v_bad.entry_id, v_bad.currency, v_bad.off_by
    USING ERRCODE = 'VL001';
END $$;

CREATE TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_inserted_postings();

-- ---------------------------------------------------------------------------------------------------
-- Holds: created balanced and pending, then posted or voided once, and otherwise never changed

CREATE FUNCTION ledger_check_hold() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.status <> 'pending' THEN
      RAISE EXCEPTION 'a ledger hold starts pending' USING ERRCODE = 'VL005';
    END IF;
    IF cardinality(NEW.account_ids) <> cardinality(NEW.amounts) OR cardinality(NEW.currencies) <> cardinality(NEW.amounts)
       OR EXISTS (SELECT FROM unnest(NEW.currencies, NEW.amounts) AS t(currency, amount)
                  GROUP BY t.currency HAVING sum(t.amount) <> 0) THEN
      RAISE EXCEPTION 'ledger hold % does not balance', NEW.idempotency_key USING ERRCODE = 'VL001';
    END IF;
    RETURN NEW;
  END IF;
  IF OLD.status <> 'pending' OR NEW.status = 'pending'
     OR (NEW.id, NEW.idempotency_key, NEW.kind, NEW.account_ids, NEW.currencies, NEW.amounts, NEW.created_at)
        IS DISTINCT FROM (OLD.id, OLD.idempotency_key, OLD.kind, OLD.account_ids, OLD.currencies, OLD.amounts, OLD.created_at) THEN
    RAISE EXCEPTION 'ledger hold % is % and cannot become %', OLD.id, OLD.status, NEW.status USING ERRCODE = 'VL005';
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER ledger_holds_transitions BEFORE INSERT OR UPDATE ON ledger_holds
  FOR EACH ROW EXECUTE FUNCTION ledger_check_hold();

-- ---------------------------------------------------------------------------------------------------
-- Building blocks of the operations

-- The account's id, creating it (and its balance row when guarded) on first use.
CREATE FUNCTION ledger_account_id(p_kind ledger_account_kind, p_owner_id uuid, p_currency text) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  SELECT a.id INTO v_id FROM ledger_accounts a WHERE a.kind = p_kind AND a.owner_id = p_owner_id AND a.currency = p_currency;
  IF v_id IS NOT NULL THEN
    RETURN v_id;
  END IF;

  INSERT INTO ledger_accounts (kind, owner_id, currency) VALUES (p_kind, p_owner_id, p_currency)
  ON CONFLICT DO NOTHING
  RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    -- A concurrent transaction created it and has committed since: look again.
    RETURN ledger_account_id(p_kind, p_owner_id, p_currency);
  END IF;
  IF ledger_kind_is_guarded(p_kind) THEN
    INSERT INTO ledger_balances (account_id) VALUES (v_id);
  END IF;
  RETURN v_id;
END $$;

-- The accounts' ids in argument order: one lookup for all of them, unless one is used for the first time.
CREATE FUNCTION ledger_resolve_accounts(p_kinds ledger_account_kind[], p_owner_ids uuid[], p_currencies text[]) RETURNS bigint[]
LANGUAGE plpgsql AS $$
DECLARE
  v_ids bigint[];
BEGIN
  SELECT array_agg(a.id ORDER BY t.n) INTO v_ids
  FROM unnest(p_kinds, p_owner_ids, p_currencies) WITH ORDINALITY AS t(kind, owner_id, currency, n)
  LEFT JOIN ledger_accounts a ON a.kind = t.kind AND a.owner_id = t.owner_id AND a.currency = t.currency;
  IF array_position(v_ids, NULL) IS NULL THEN
    RETURN v_ids;
  END IF;
  RETURN ARRAY(
    SELECT ledger_account_id(t.kind, t.owner_id, t.currency)
    FROM unnest(p_kinds, p_owner_ids, p_currencies) WITH ORDINALITY AS t(kind, owner_id, currency, n)
    ORDER BY t.n
  );
END $$;

-- What a pending hold reserves per posting: the debits only.
CREATE FUNCTION ledger_debits(p_amounts bigint[]) RETURNS bigint[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg(greatest(-t.amount, 0) ORDER BY t.n) FROM unnest(p_amounts) WITH ORDINALITY AS t(amount, n)
$$;

CREATE FUNCTION ledger_negated(p_amounts bigint[]) RETURNS bigint[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg(-t.amount ORDER BY t.n) FROM unnest(p_amounts) WITH ORDINALITY AS t(amount, n)
$$;

-- The same postings, whatever their order: what an idempotent replay must ask for.
CREATE FUNCTION ledger_same_postings(p_left_ids bigint[], p_left_amounts bigint[], p_right_ids bigint[], p_right_amounts bigint[]) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT NOT EXISTS (
    (SELECT * FROM unnest(p_left_ids, p_left_amounts) EXCEPT ALL SELECT * FROM unnest(p_right_ids, p_right_amounts))
    UNION ALL
    (SELECT * FROM unnest(p_right_ids, p_right_amounts) EXCEPT ALL SELECT * FROM unnest(p_left_ids, p_left_amounts))
  )
$$;

-- Moves the maintained balance and held amount of the guarded accounts among these (the others have
-- no balance row). Either change array may be NULL for none.
CREATE FUNCTION ledger_move_balances(p_account_ids bigint[], p_balance_changes bigint[], p_held_changes bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_change record;
BEGIN
  -- One row at a time in ascending id order, so two transfers over the same accounts never wait on
  -- each other in a cycle. ledger_balances_available_non_negative refuses a result below the held amount.
  FOR v_change IN
    SELECT b.account_id, coalesce(t.balance_change, 0) AS balance_change, coalesce(t.held_change, 0) AS held_change
    FROM unnest(p_account_ids, p_balance_changes, p_held_changes) AS t(account_id, balance_change, held_change)
    JOIN ledger_balances b ON b.account_id = t.account_id
    ORDER BY b.account_id
  LOOP
    UPDATE ledger_balances b
    SET balance = b.balance + v_change.balance_change, held = b.held + v_change.held_change
    WHERE b.account_id = v_change.account_id;
  END LOOP;
END $$;

CREATE FUNCTION ledger_write_postings(p_entry_id bigint, p_account_ids bigint[], p_currencies text[], p_amounts bigint[], p_held_changes bigint[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_postings (entry_id, account_id, currency, amount)
  SELECT p_entry_id, t.account_id, t.currency, t.amount
  FROM unnest(p_account_ids, p_currencies, p_amounts) AS t(account_id, currency, amount);
  PERFORM ledger_move_balances(p_account_ids, p_amounts, p_held_changes);
END $$;

CREATE FUNCTION ledger_expect_hold_status(p_hold_id bigint, p_expected ledger_hold_status) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_status ledger_hold_status;
BEGIN
  SELECT h.status INTO v_status FROM ledger_holds h WHERE h.id = p_hold_id;
  IF v_status IS NULL THEN
    RAISE EXCEPTION 'ledger hold % does not exist', p_hold_id USING ERRCODE = 'VL004';
  ELSIF v_status <> p_expected THEN
    RAISE EXCEPTION 'ledger hold % is already %', p_hold_id, v_status USING ERRCODE = 'VL005';
  END IF;
END $$;

-- ---------------------------------------------------------------------------------------------------
-- The operations: one call each

CREATE FUNCTION ledger_transfer(
  p_idempotency_key text, p_kind text,
  p_account_kinds ledger_account_kind[], p_owner_ids uuid[], p_currencies text[], p_amounts bigint[]
) RETURNS TABLE (entry_id bigint, replayed boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_account_ids bigint[] := ledger_resolve_accounts(p_account_kinds, p_owner_ids, p_currencies);
  v_entry ledger_entries%ROWTYPE;
  v_entry_id bigint;
BEGIN
  -- The key is claimed before any balance is locked: a concurrent retry waits here, then replays.
  INSERT INTO ledger_entries (idempotency_key, kind) VALUES (p_idempotency_key, p_kind)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO v_entry_id;

  IF v_entry_id IS NULL THEN
    SELECT * INTO v_entry FROM ledger_entries e WHERE e.idempotency_key = p_idempotency_key;
    IF v_entry.kind <> p_kind OR NOT ledger_same_postings(
      v_account_ids, p_amounts,
      ARRAY(SELECT p.account_id FROM ledger_postings p WHERE p.entry_id = v_entry.id ORDER BY p.account_id),
      ARRAY(SELECT p.amount FROM ledger_postings p WHERE p.entry_id = v_entry.id ORDER BY p.account_id)
    ) THEN
      RAISE EXCEPTION 'idempotency key % was used for a different ledger entry', p_idempotency_key USING ERRCODE = 'VL003';
    END IF;
    RETURN QUERY SELECT v_entry.id, true;
    RETURN;
  END IF;

  PERFORM ledger_write_postings(v_entry_id, v_account_ids, p_currencies, p_amounts, NULL);
  RETURN QUERY SELECT v_entry_id, false;
END $$;

CREATE FUNCTION ledger_reverse(p_entry_id bigint, p_idempotency_key text, p_kind text) RETURNS TABLE (entry_id bigint, replayed boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_original ledger_entries%ROWTYPE;
  v_existing ledger_entries%ROWTYPE;
  v_entry_id bigint;
  v_account_ids bigint[];
  v_currencies text[];
  v_amounts bigint[];
BEGIN
  SELECT * INTO v_original FROM ledger_entries e WHERE e.id = p_entry_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger entry % does not exist', p_entry_id USING ERRCODE = 'VL006';
  END IF;
  IF v_original.reverses_entry_id IS NOT NULL THEN
    RAISE EXCEPTION 'ledger entry % is a reversal and cannot be reversed', p_entry_id USING ERRCODE = 'VL007';
  END IF;

  -- A second reversal of the entry, under another key, breaks ledger_entries_reverses_key.
  INSERT INTO ledger_entries (idempotency_key, kind, reverses_entry_id) VALUES (p_idempotency_key, p_kind, p_entry_id)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO v_entry_id;

  IF v_entry_id IS NULL THEN
    SELECT * INTO v_existing FROM ledger_entries e WHERE e.idempotency_key = p_idempotency_key;
    IF v_existing.kind <> p_kind OR v_existing.reverses_entry_id IS DISTINCT FROM p_entry_id THEN
      RAISE EXCEPTION 'idempotency key % was used for a different ledger entry', p_idempotency_key USING ERRCODE = 'VL003';
    END IF;
    RETURN QUERY SELECT v_existing.id, true;
    RETURN;
  END IF;

  SELECT array_agg(p.account_id), array_agg(p.currency), array_agg(-p.amount)
  INTO v_account_ids, v_currencies, v_amounts
  FROM ledger_postings p WHERE p.entry_id = p_entry_id;
  PERFORM ledger_write_postings(v_entry_id, v_account_ids, v_currencies, v_amounts, NULL);
  RETURN QUERY SELECT v_entry_id, false;
END $$;

CREATE FUNCTION ledger_reserve(
  p_idempotency_key text, p_kind text,
  p_account_kinds ledger_account_kind[], p_owner_ids uuid[], p_currencies text[], p_amounts bigint[]
) RETURNS TABLE (hold_id bigint, replayed boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_account_ids bigint[] := ledger_resolve_accounts(p_account_kinds, p_owner_ids, p_currencies);
  v_existing ledger_holds%ROWTYPE;
  v_hold_id bigint;
BEGIN
  INSERT INTO ledger_holds (idempotency_key, kind, account_ids, currencies, amounts)
  VALUES (p_idempotency_key, p_kind, v_account_ids, p_currencies, p_amounts)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO v_hold_id;

  IF v_hold_id IS NULL THEN
    SELECT * INTO v_existing FROM ledger_holds h WHERE h.idempotency_key = p_idempotency_key;
    IF v_existing.kind <> p_kind OR NOT ledger_same_postings(v_account_ids, p_amounts, v_existing.account_ids, v_existing.amounts) THEN
      RAISE EXCEPTION 'idempotency key % was used for a different ledger hold', p_idempotency_key USING ERRCODE = 'VL003';
    END IF;
    RETURN QUERY SELECT v_existing.id, true;
    RETURN;
  END IF;

  PERFORM ledger_move_balances(v_account_ids, NULL, ledger_debits(p_amounts));
  RETURN QUERY SELECT v_hold_id, false;
END $$;

CREATE FUNCTION ledger_post_hold(p_hold_id bigint) RETURNS TABLE (entry_id bigint, replayed boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_hold ledger_holds%ROWTYPE;
  v_entry_id bigint;
BEGIN
  -- Leaves pending exactly once: a concurrent post or void waits on this row, then finds it resolved.
  UPDATE ledger_holds h SET status = 'posted', resolved_at = now()
  WHERE h.id = p_hold_id AND h.status = 'pending'
  RETURNING * INTO v_hold;

  IF NOT FOUND THEN
    PERFORM ledger_expect_hold_status(p_hold_id, 'posted');
    RETURN QUERY SELECT e.id, true FROM ledger_entries e WHERE e.hold_id = p_hold_id;
    RETURN;
  END IF;

  INSERT INTO ledger_entries (kind, hold_id) VALUES (v_hold.kind, p_hold_id) RETURNING id INTO v_entry_id;
  PERFORM ledger_write_postings(v_entry_id, v_hold.account_ids, v_hold.currencies, v_hold.amounts, ledger_negated(ledger_debits(v_hold.amounts)));
  RETURN QUERY SELECT v_entry_id, false;
END $$;

CREATE FUNCTION ledger_void_hold(p_hold_id bigint) RETURNS TABLE (replayed boolean)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_hold ledger_holds%ROWTYPE;
BEGIN
  UPDATE ledger_holds h SET status = 'voided', resolved_at = now()
  WHERE h.id = p_hold_id AND h.status = 'pending'
  RETURNING * INTO v_hold;

  IF NOT FOUND THEN
    PERFORM ledger_expect_hold_status(p_hold_id, 'voided');
    RETURN QUERY SELECT true;
    RETURN;
  END IF;

  PERFORM ledger_move_balances(v_hold.account_ids, NULL, ledger_negated(ledger_debits(v_hold.amounts)));
  RETURN QUERY SELECT false;
END $$;
