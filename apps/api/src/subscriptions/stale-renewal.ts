import { AppError } from '../platform/errors.ts';

/** A renewal no longer due (cancelled, or paid by another worker): thrown inside a wallet settlement, it rolls the charge back. */
export class StaleRenewalError extends AppError {
  constructor() {
    super('CONFLICT', 'This renewal is no longer due');
  }
}
