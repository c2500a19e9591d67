-- The 1 USD card check was recorded twice (Authorised, then a Refunded copy): keep one entry per check,
-- ending Refunded at the time the copy was written.
UPDATE transactions t
SET type = 'PaymentCardSavedSuccessfullyAndRefunded',
    status = 'Refunded',
    refunded_at = v.created_at
FROM transactions v
WHERE t.type = 'SavePaymentCard'
  AND t.idempotency_key LIKE 'card-authorisation:%'
  AND v.payer_id = t.payer_id
  AND v.idempotency_key = 'card-authorisation-void:' || substr(t.idempotency_key, length('card-authorisation:') + 1);
--> statement-breakpoint
DELETE FROM transactions v
WHERE v.type = 'PaymentCardSavedSuccessfullyAndRefunded'
  AND v.idempotency_key LIKE 'card-authorisation-void:%'
  AND EXISTS (
    SELECT 1 FROM transactions t
    WHERE t.payer_id = v.payer_id
      AND t.idempotency_key = 'card-authorisation:' || substr(v.idempotency_key, length('card-authorisation-void:') + 1)
  );
