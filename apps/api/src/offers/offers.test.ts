import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { insertOffers } from './repo.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await insertOffers(testApp.db, [
    { id: 'spring-fans', title: 'Spring for fans', description: 'A free month of Prime', availableTo: 'USER', expiresAt: new Date('2999-01-01T00:00:00Z') },
    { id: 'past', title: 'Past', description: 'Gone', availableTo: 'All', expiresAt: new Date(Date.now() - 60_000) },
  ]);
});
afterAll(() => testApp.close());

const getOffer = (id: string) => testApp.app.inject({ method: 'GET', url: `/api/offers/sign-up/${id}` });

describe('GET /api/offers/sign-up/:id', () => {
  it('answers a live offer to guests, with who it is for', async () => {
    const response = await getOffer('spring-fans');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      _id: 'spring-fans',
      title: 'Spring for fans',
      description: 'A free month of Prime',
      available_to: 'USER',
      expires_at: '2999-01-01T00:00:00.000Z',
    });
  });

  it('answers 404 for an ended or unknown offer', async () => {
    for (const id of ['past', 'nothing-here']) {
      const response = await getOffer(id);
      expect([response.statusCode, response.json().message]).toEqual([404, 'This offer has ended or does not exist.']);
    }
  });
});
