import type { Address, Product } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { fundWallet } from './money.ts';
import { multipartFile, pngOf } from './posts.ts';
import { bearer, createUser, signIn, type TestApp } from './test-app.ts';

export type Headers = Record<string, string>;

export async function signedIn(testApp: TestApp, role: 'USER' | 'CREATOR' | 'ADMIN' = 'USER', walletCents = 0) {
  const user = await createUser(testApp, { role });
  if (walletCents) await fundWallet(testApp, user.id, walletCents);
  return { ...user, headers: bearer(await signIn(testApp, user.username)) };
}

/** An image the user uploaded through POST /api/uploads/images, as product pictures must be. */
export async function uploadedPicture(testApp: TestApp, headers: Headers): Promise<string> {
  const file = multipartFile({ filename: 'product.png', type: 'image/png', body: await pngOf(64, 32) });
  const upload = await testApp.app.inject({ method: 'POST', url: '/api/uploads/images?kind=background', headers: { ...headers, ...file.headers }, payload: file.payload });
  return upload.json<{ data: { url: string } }>().data.url;
}

export const productPayload = (media: string[], extra: object = {}) => ({
  name: 'Signed poster',
  media,
  brand: 'Velvet',
  category: 'Saucy Pics',
  description: 'A3, signed',
  variations: { colors: ['Red', 'Black'], sizes: ['A3'] },
  price: 12.5,
  quantity: 5,
  ...extra,
});

export async function creatorWithProduct(testApp: TestApp, extra: object = {}) {
  const creator = await signedIn(testApp, 'CREATOR');
  const media = [await uploadedPicture(testApp, creator.headers)];
  const response = await testApp.app.inject({ method: 'POST', url: '/api/shops/create-product', headers: creator.headers, payload: productPayload(media, extra) });
  if (response.statusCode !== 201) throw new Error(`product not created: ${response.body}`);
  return { creator, media, product: response.json<{ data: Product }>().data };
}

export const addressPayload = (extra: object = {}) => ({
  label: 'Home',
  flat: '2B',
  street: 'Keizersgracht 1',
  city: 'Amsterdam',
  state: 'Noord-Holland',
  zip_code: '1015 CJ',
  country: 'NL:Netherlands',
  phone_number: '+31 20 123 4567',
  ...extra,
});

export async function addressOf(testApp: TestApp, headers: Headers, extra: object = {}): Promise<Address> {
  const response = await testApp.app.inject({ method: 'POST', url: '/api/addresses', headers, payload: addressPayload(extra) });
  if (response.statusCode !== 201) throw new Error(`address not created: ${response.body}`);
  return response.json<{ data: Address }>().data;
}

/** A fan with money in the wallet and a delivery address. */
export async function buyer(testApp: TestApp, walletCents = 100_00) {
  const fan = await signedIn(testApp, 'USER', walletCents);
  return { ...fan, address: await addressOf(testApp, fan.headers) };
}

export const buyPayload = (productId: string, addressId: string, extra: object = {}) => ({
  product_id: productId,
  variant_data: { color: 'Red', size: 'A3' },
  qty: 1,
  delivery_address_id: addressId,
  payment_mode: 'wallet',
  ...extra,
});

export const buy = (testApp: TestApp, headers: Headers, payload: object, key = randomUUID()) =>
  testApp.app.inject({ method: 'POST', url: '/api/shops/buy-product', headers: { ...headers, 'idempotency-key': key }, payload });
