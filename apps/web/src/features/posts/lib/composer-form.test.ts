import { postMessages } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { composerDefaults, composerFormSchema, composerMessages, type ComposerValues } from './composer-form';

const mediaId = '3f2b9a4e-5d6c-4b7a-8e9f-0a1b2c3d4e5f';
const channelId = '9c8b7a6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const creatorId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const parse = (values: Partial<ComposerValues>) => composerFormSchema.safeParse({ ...composerDefaults, ...values });
const messagesAt = (values: Partial<ComposerValues>) => {
  const result = parse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('composerFormSchema: posts', () => {
  it('refuses an empty post with the shared message', () => {
    expect(messagesAt({})).toEqual({ text: postMessages.empty });
  });

  it('takes vault media alone as a post, after the uploads, and counts both against the limit', () => {
    const result = parse({ vault_media_ids: [mediaId] });
    expect(result.success && result.data).toEqual({ kind: 'post', input: { text: '', media_ids: [], vault_media_ids: [mediaId], visibility: 'free', collaborators: [] } });
    const uploads = Array.from({ length: 10 }, () => channelId);
    expect(messagesAt({ media_ids: uploads, vault_media_ids: [mediaId] })).toEqual({ vault_media_ids: postMessages.tooManyMedia });
  });

  it('sends a free post without a channel or price, whatever the hidden fields hold', () => {
    const result = parse({ text: 'Hello #world', channel_id: channelId, price: 5 });
    expect(result.success && result.data).toEqual({
      kind: 'post',
      input: { text: 'Hello #world', media_ids: [], vault_media_ids: [], visibility: 'free', collaborators: [] },
    });
  });

  it('asks subscriber posts for a channel and paid posts for a valid price', () => {
    expect(messagesAt({ text: 'x', visibility: 'subscribers' })).toEqual({ channel_id: postMessages.channelRequired });
    expect(messagesAt({ text: 'x', visibility: 'paid' })).toEqual({ price: postMessages.priceRequired });
    expect(messagesAt({ text: 'x', visibility: 'paid', price: 0.5 })).toEqual({ price: postMessages.priceMinimum });
    expect(messagesAt({ text: 'x', visibility: 'paid', price: 501 })).toEqual({ price: postMessages.priceMaximum });
  });

  it('asks a list post for one of the lists and sends it without channel or price', () => {
    const listId = '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a';
    expect(messagesAt({ text: 'x', visibility: 'list' })).toEqual({ list_id: postMessages.listRequired });
    const result = parse({ text: 'For my regulars', visibility: 'list', list_id: listId, channel_id: channelId, price: 5 });
    expect(result.success && result.data).toEqual({
      kind: 'post',
      input: { text: 'For my regulars', media_ids: [], vault_media_ids: [], visibility: 'list', list_id: listId, collaborators: [] },
    });
  });

  it('checks collaborators row by row and in total', () => {
    expect(messagesAt({ text: 'x', collaborators: [{ user_id: '', percent: 10 }] })).toMatchObject({
      'collaborators.0.user_id': composerMessages.collaboratorRequired,
    });
    expect(messagesAt({ text: 'x', collaborators: [{ user_id: creatorId, percent: '' }] })).toEqual({
      'collaborators.0.percent': postMessages.collaboratorPercent,
    });
    const other = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
    expect(messagesAt({ text: 'x', collaborators: [{ user_id: creatorId, percent: 50 }, { user_id: other, percent: 41 }] })).toEqual({
      collaborators: postMessages.collaboratorsTotal,
    });
  });

  it('sends a paid post with media and collaborators', () => {
    const result = parse({ visibility: 'paid', price: 4.99, media_ids: [mediaId], collaborators: [{ user_id: creatorId, percent: 20 }] });
    expect(result.success && result.data).toEqual({
      kind: 'post',
      input: { text: '', media_ids: [mediaId], vault_media_ids: [], visibility: 'paid', price: 4.99, collaborators: [{ user_id: creatorId, percent: 20 }] },
    });
  });
});

describe('composerFormSchema: stories', () => {
  it('needs one photo or video, reported on the media field', () => {
    expect(messagesAt({ kind: 'story' })).toEqual({ media_ids: postMessages.mediaRequired });
    expect(messagesAt({ kind: 'story', media_ids: [mediaId, mediaId] })).toEqual({ media_ids: composerMessages.storyOneMedia });
  });

  it('is free or pay-to-view, never for a list', () => {
    expect(messagesAt({ kind: 'story', media_ids: [mediaId], visibility: 'list' })).toEqual({ visibility: composerMessages.storyNotForSubscribers });
  });

  it('is free or pay-to-view, never for subscribers', () => {
    expect(messagesAt({ kind: 'story', media_ids: [mediaId], visibility: 'subscribers' })).toEqual({
      visibility: composerMessages.storyNotForSubscribers,
    });
    const result = parse({ kind: 'story', media_ids: [mediaId], text: 'Now', visibility: 'paid', price: 2 });
    expect(result.success && result.data).toEqual({ kind: 'story', input: { media_id: mediaId, text: 'Now', price: 2 } });
  });
});
