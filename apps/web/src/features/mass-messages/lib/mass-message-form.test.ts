import { describe, expect, it } from 'vitest';
import { toPayload, type MassMessageFormValues } from './mass-message-form';

const base: MassMessageFormValues = { audienceType: 'all', audienceId: null, message_text: 'Hello', vault_media_ids: [], media_fee: '' };
const photo = '0b9c0a5e-6a4e-4b8e-9d1f-1d7f7c1b2a3c';

describe('the mass message form', () => {
  it('makes a free text to all fans', () => {
    expect(toPayload(base)).toEqual({ payload: { audience: { type: 'all' }, message_text: 'Hello', vault_media_ids: [] }, errors: {} });
  });

  it('makes a paid photo to a list', () => {
    const values = { ...base, audienceType: 'list' as const, audienceId: photo, vault_media_ids: [photo], media_fee: 12.5 };
    expect(toPayload(values).payload).toEqual({ audience: { type: 'list', id: photo }, message_text: 'Hello', vault_media_ids: [photo], media_fee: 12.5 });
  });

  it('asks for the list, a fee for photos, and some content', () => {
    expect(toPayload({ ...base, audienceType: 'list' }).errors).toEqual({ audienceId: 'Choose the channel, collab or list' });
    expect(toPayload({ ...base, vault_media_ids: [photo] }).errors).toEqual({ media_fee: 'Unlock fee is required' });
    expect(toPayload({ ...base, message_text: ' ' }).errors).toEqual({ message_text: 'Write a message or add a photo' });
    expect(toPayload({ ...base, vault_media_ids: [photo], media_fee: 4 }).errors).toEqual({ media_fee: 'Price must be at least $5' });
  });
});
