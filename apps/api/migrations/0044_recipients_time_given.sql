-- A wallet purchase writes its transaction and recipients in one statement, where this trigger cannot see
-- the transaction: such a recipient row comes with its transaction's created_at, which it keeps. A recipient
-- written after its transaction still copies the transaction's time (its foreign key checks that it exists).
CREATE OR REPLACE FUNCTION transaction_recipients_created_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.created_at := coalesce((SELECT t.created_at FROM transactions t WHERE t.id = NEW.transaction_id), NEW.created_at);
  RETURN NEW;
END;
$$;
