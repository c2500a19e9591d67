import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../test/support/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function createCreatorWithPosts(postCount: number) {
  const creator = await createUser(testApp, { role: 'CREATOR' });
  await testApp.services.creators.createProfile({ userId: creator.id, displayName: 'Test Creator', bio: 'Bio' });
  await testApp.services.channels.create({ creatorId: creator.id, name: 'Test Channel', username: `ch${creator.username}` });
  await testApp.services.posts.create(
    Array.from({ length: postCount }, (_, index) => ({ creatorId: creator.id, text: `post ${index}`, createdAt: new Date(Date.now() - index * 1000) })),
  );
  return creator;
}

describe('GET /api/creators', () => {
  it('lists creators with their channel and post count, to guests too', async () => {
    const creator = await createCreatorWithPosts(2);
    const response = await testApp.app.inject({ method: 'GET', url: '/api/creators' });
    const card = response.json().data.find((item: { _id: string }) => item._id === creator.id);
    expect(card).toMatchObject({ username: creator.username, display_name: 'Test Creator', post_count: 2, channel: { name: 'Test Channel' } });
  });
});

describe('GET /api/creators/:username', () => {
  it('answers the profile with its newest posts first', async () => {
    const creator = await createCreatorWithPosts(3);
    const response = await testApp.app.inject({ method: 'GET', url: `/api/creators/${creator.username.toUpperCase()}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.posts.map((post: { text: string }) => post.text)).toEqual(['post 0', 'post 1', 'post 2']);
  });

  it('answers 404 for a fan or an unknown name', async () => {
    const fan = await createUser(testApp);
    for (const username of [fan.username, 'no_such_creator']) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/creators/${username}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Creator not found', code: 'NOT_FOUND' });
    }
  });
});
