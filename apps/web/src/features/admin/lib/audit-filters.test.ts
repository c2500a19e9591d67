import { describe, expect, it } from 'vitest';
import { auditQueryOf } from './audit-filters';

const blank = { q: '', action: '', targetType: '', targetId: '', from: '', to: '' };

describe('auditQueryOf', () => {
  it('sends only what is filled in, trimmed', () => {
    expect(auditQueryOf({ ...blank, action: ' ban ', targetId: '6f1c' })).toEqual({
      q: undefined,
      action: 'ban',
      target_type: undefined,
      target_id: '6f1c',
      actor_id: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('sends whole days only, in order', () => {
    expect(auditQueryOf({ ...blank, from: '2026-03-09', to: '2026-03-01' })).toMatchObject({ from: '2026-03-01', to: '2026-03-09' });
    expect(auditQueryOf({ ...blank, from: '2026-03', to: '2026-03-01' })).toMatchObject({ from: undefined, to: '2026-03-01' });
  });

  it('filters by the actor picked', () => {
    const actorId = '6f1c2a3b-0000-4000-8000-000000000001';
    expect(auditQueryOf({ ...blank, actorId }).actor_id).toBe(actorId);
  });
});
