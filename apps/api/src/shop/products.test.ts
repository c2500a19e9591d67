import type { Product, ProductsPage, ProductTags } from '@velvet/contracts';
import { shopMessages } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, buyer, buyPayload, creatorWithProduct, productPayload, signedIn, uploadedPicture, type Headers } from '../../test/support/shop.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { shopProducts } from './schema.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const create = (headers: Headers, payload: object) => testApp.app.inject({ method: 'POST', url: '/api/shops/create-product', headers, payload });
const update = (headers: Headers, id: string, payload: object) => testApp.app.inject({ method: 'PATCH', url: `/api/shops/update-product/${id}`, headers, payload });
const remove = (headers: Headers, id: string) => testApp.app.inject({ method: 'DELETE', url: `/api/shops/delete-products/${id}`, headers });
const fetchOne = (id: string, headers: Headers = {}) => testApp.app.inject({ method: 'GET', url: `/api/shops/fetch-products/${id}`, headers });
const productsOf = async (userId: string, headers: Headers = {}) =>
  (await testApp.app.inject({ method: 'GET', url: `/api/shops/fetch-products?user_id=${userId}&page=1&limit=20`, headers })).json<{ data: ProductsPage }>().data;

describe('POST /api/shops/create-product', () => {
  it('creates a product with the price in dollars, the stock and the variations', async () => {
    const { creator, media, product } = await creatorWithProduct(testApp);
    expect(product).toMatchObject({
      name: 'Signed poster',
      media,
      category: 'Saucy Pics',
      custom_category: null,
      variations: { colors: ['Red', 'Black'], sizes: ['A3'] },
      sell_type: 'Physical',
      is_public: true,
      price: 12.5,
      quantity: 5,
      sold: 0,
      author: { _id: creator.id, username: creator.username },
    });
  });

  it.each([
    [{ name: '' }, 'name', shopMessages.nameRequired],
    [{ media: [] }, 'media', shopMessages.mediaRequired],
    [{ category: 'Socks' }, 'category', shopMessages.categoryRequired],
    [{ category: 'All Items' }, 'category', shopMessages.categoryRequired],
    [{ category: 'Others' }, 'custom_category', shopMessages.customCategoryRequired],
    [{ price: 0.98 }, 'price', shopMessages.priceMinimum],
    [{ price: 10_000.01 }, 'price', shopMessages.priceMaximum],
    [{ price: 1.001 }, 'price', 'Amounts have at most two decimals'],
    [{ price: undefined }, 'price', shopMessages.priceRequired],
    [{ quantity: -1 }, 'quantity', shopMessages.quantityInvalid],
    [{ quantity: 1.5 }, 'quantity', shopMessages.quantityInvalid],
    [{ quantity: undefined }, 'quantity', shopMessages.quantityRequired],
  ])('refuses %o: %s', async (change, field, message) => {
    const creator = await signedIn(testApp, 'CREATOR');
    const media = [await uploadedPicture(testApp, creator.headers)];
    const response = await create(creator.headers, productPayload(media, change));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it('keeps a custom category only for Others', async () => {
    const creator = await signedIn(testApp, 'CREATOR');
    const media = [await uploadedPicture(testApp, creator.headers)];
    const others = await create(creator.headers, productPayload(media, { category: 'Others', custom_category: 'Polaroids' }));
    expect(others.json().data).toMatchObject({ category: 'Others', custom_category: 'Polaroids' });
    const filed = await create(creator.headers, productPayload(media, { category: 'Hair', custom_category: 'Ignored' }));
    expect(filed.json().data.custom_category).toBeNull();
  });

  it("takes pictures only from the creator's own uploads, and only creators sell", async () => {
    const creator = await signedIn(testApp, 'CREATOR');
    const other = await signedIn(testApp, 'CREATOR');
    const media = [await uploadedPicture(testApp, creator.headers)];
    const foreign = await create(other.headers, productPayload(media));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields.media).toBe(shopMessages.mediaNotUploaded);
    expect((await create(creator.headers, productPayload(['https://example.com/a.jpg']))).statusCode).toBe(400);
    const fan = await signedIn(testApp);
    expect((await create(fan.headers, productPayload([await uploadedPicture(testApp, fan.headers)]))).statusCode).toBe(403);
  });
});

describe('editing and deleting products', () => {
  it('lets the owner change what is given; the merged product is checked', async () => {
    const { creator, product } = await creatorWithProduct(testApp);
    const changed = await update(creator.headers, product._id, { price: 20, quantity: 9, variations: { sizes: ['A2'] } });
    expect(changed.json()).toMatchObject({ message: shopMessages.updated, data: { price: 20, quantity: 9, name: 'Signed poster', variations: { colors: ['Red', 'Black'], sizes: ['A2'] } } });
    const bad = await update(creator.headers, product._id, { category: 'Others' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.custom_category).toBe(shopMessages.customCategoryRequired);
  });

  it('leaves the stock alone when a patch does not set it, even after sales since the edit form was read', async () => {
    const { creator, product } = await creatorWithProduct(testApp);
    const fan = await buyer(testApp);
    expect((await buy(testApp, fan.headers, buyPayload(product._id, fan.address._id, { qty: 2 }))).statusCode).toBe(200);
    const edited = await update(creator.headers, product._id, { description: 'Now framed' });
    expect(edited.json().data).toMatchObject({ description: 'Now framed', quantity: 3, sold: 2 });
    expect((await update(creator.headers, product._id, { quantity: 10 })).json().data.quantity).toBe(10);
  });

  it('keeps a product whose card payment is still under way (stock held, no order yet)', async () => {
    const { creator, product } = await creatorWithProduct(testApp);
    await testApp.db.update(shopProducts).set({ quantity: 4, sold: 1 }).where(eq(shopProducts.id, product._id));
    expect((await remove(creator.headers, product._id)).statusCode).toBe(200);
    const [row] = await testApp.db.select().from(shopProducts).where(eq(shopProducts.id, product._id));
    expect(row?.deletedAt).not.toBeNull();
  });

  it('refuses everyone but the owner', async () => {
    const { creator, product } = await creatorWithProduct(testApp);
    const other = await signedIn(testApp, 'CREATOR');
    expect((await update(other.headers, product._id, { price: 1 })).json()).toMatchObject({ message: shopMessages.notOwner });
    expect((await remove(other.headers, product._id)).statusCode).toBe(403);
    const fan = await signedIn(testApp);
    expect((await remove(fan.headers, product._id)).statusCode).toBe(403);
    expect((await fetchOne(product._id, creator.headers)).json().data.price).toBe(12.5);
  });

  it('deletes an unsold product outright and a sold one softly (its orders still show it)', async () => {
    const { creator, product } = await creatorWithProduct(testApp);
    const unsold = (await create(creator.headers, productPayload(product.media, { name: 'Unsold' }))).json<{ data: Product }>().data;
    expect((await remove(creator.headers, unsold._id)).json()).toEqual({ message: shopMessages.deleted });
    expect((await fetchOne(unsold._id)).statusCode).toBe(404);

    const fan = await buyer(testApp);
    const bought = await buy(testApp, fan.headers, buyPayload(product._id, fan.address._id));
    expect(bought.statusCode).toBe(200);
    expect((await remove(creator.headers, product._id)).statusCode).toBe(200);
    expect((await fetchOne(product._id)).statusCode).toBe(404);
    const order = await testApp.app.inject({ method: 'GET', url: `/api/shops/product-orders/${bought.json().data._id}`, headers: fan.headers });
    expect(order.json().data.product).toMatchObject({ _id: product._id, name: 'Signed poster' });
  });
});

describe('reading products', () => {
  it('shows a private product to its owner only', async () => {
    const { creator, product } = await creatorWithProduct(testApp, { is_public: false });
    const fan = await signedIn(testApp);
    expect((await fetchOne(product._id, fan.headers)).json()).toMatchObject({ message: shopMessages.notFound });
    expect((await fetchOne(product._id)).statusCode).toBe(404);
    expect((await fetchOne(product._id, creator.headers)).statusCode).toBe(200);
    expect((await productsOf(creator.id, fan.headers)).items).toEqual([]);
    expect((await productsOf(creator.id, creator.headers)).items.map((item) => item._id)).toEqual([product._id]);
    const tags = await testApp.app.inject({ method: 'GET', url: `/api/shops/fetch-products-tags?user_id=${creator.id}` });
    expect(tags.json().data).toEqual([]);
  });

  it("lists a creator's products newest first with a total, and their categories", async () => {
    const { creator, media } = await creatorWithProduct(testApp);
    await create(creator.headers, productPayload(media, { name: 'Second', category: 'Hair' }));
    const page = await productsOf(creator.id);
    expect(page).toMatchObject({ total: 2, page: 1, limit: 20 });
    expect(page.items.map((item) => item.name)).toEqual(['Second', 'Signed poster']);
    const tags = await testApp.app.inject({ method: 'GET', url: `/api/shops/fetch-products-tags?user_id=${creator.id}` });
    expect(tags.json().data).toEqual([
      { category: 'Hair', count: 1, tags: [] },
      { category: 'Saucy Pics', count: 1, tags: [] },
    ]);
  });

  it("gives every creator's public categories with their tags (the sellers' own categories), and the shop page filters by a tag", async () => {
    const tag = `socks ${randomUUID().slice(0, 8)}`;
    const other = `gloves ${randomUUID().slice(0, 8)}`;
    const { product: first } = await creatorWithProduct(testApp, { category: 'Others', custom_category: tag });
    // Another seller's spelling of the same name is the same tag.
    const { product: second } = await creatorWithProduct(testApp, { category: 'Others', custom_category: tag.toUpperCase() });
    await creatorWithProduct(testApp, { category: 'Others', custom_category: other });
    const { creator: secretive } = await creatorWithProduct(testApp, { category: 'Others', custom_category: `hidden ${tag}`, is_public: false });

    const answer = await testApp.app.inject({ method: 'GET', url: '/api/shops/fetch-products-tags' });
    expect(answer.statusCode).toBe(200);
    const others = answer.json<{ data: ProductTags }>().data.find((entry) => entry.category === 'Others')!;
    expect(others.tags).toEqual(expect.arrayContaining([{ tag, count: 2 }, { tag: other, count: 1 }]));
    expect(others.tags.some((entry) => entry.tag === `hidden ${tag}`)).toBe(false);
    expect(others.count).toBe(others.tags.reduce((sum, entry) => sum + entry.count, 0));

    // The owner sees their private product's tag in their own shop's tags; nobody else does.
    const own = await testApp.app.inject({ method: 'GET', url: `/api/shops/fetch-products-tags?user_id=${secretive.id}`, headers: secretive.headers });
    expect(own.json().data).toEqual([{ category: 'Others', count: 1, tags: [{ tag: `hidden ${tag}`, count: 1 }] }]);

    const tagged = await testApp.app.inject({ method: 'GET', url: `/api/shops/trending-products?page=1&category=Others&tag=${encodeURIComponent(tag.toUpperCase())}` });
    expect(tagged.json<{ data: ProductsPage }>().data.items.map((item) => item._id).sort()).toEqual([first._id, second._id].sort());
    expect((await testApp.app.inject({ method: 'GET', url: `/api/shops/trending-products?page=1&tag=${'x'.repeat(41)}` })).statusCode).toBe(400);
  });

  it('lists trending public products of a category, best sellers first', async () => {
    const category = 'Used Magic Wand';
    const { product: quiet } = await creatorWithProduct(testApp, { category });
    const { product: popular } = await creatorWithProduct(testApp, { category });
    await creatorWithProduct(testApp, { category, is_public: false });
    const fan = await buyer(testApp);
    await buy(testApp, fan.headers, buyPayload(popular._id, fan.address._id, { qty: 2 }));
    const response = await testApp.app.inject({ method: 'GET', url: `/api/shops/trending-products?page=1&category=${encodeURIComponent(category)}` });
    const items = response.json<{ data: ProductsPage }>().data.items;
    expect(items.map((item) => item._id)).toEqual([popular._id, quiet._id]);
    expect(items[0]).toMatchObject({ sold: 2, quantity: 3 });
  });
});
