import { useState } from 'react';
import { createActionKeys, type ActionKeys } from './idempotency';

/** Idempotency keys for one kind of user action of a mounted form or dialog. */
export function useActionKeys(): ActionKeys {
  const [keys] = useState(() => createActionKeys());
  return keys;
}
