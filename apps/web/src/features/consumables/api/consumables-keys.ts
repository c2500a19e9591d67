import { sessionQueryScope } from '@/shared/api';

export const consumablesKeys = {
  all: [sessionQueryScope, 'consumables'] as const,
  mine: () => [...consumablesKeys.all, 'mine'] as const,
  plans: () => [...consumablesKeys.all, 'plans'] as const,
};
