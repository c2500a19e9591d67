import type { Product, ProductInput } from '@velvet/contracts';

/** The product form's values: the shared schema's input, with the variations typed as comma-separated text. */
export type ProductFormValues = Omit<ProductInput, 'variations'> & { colors: string; sizes: string };

export const newProductDefaults: ProductFormValues = {
  name: '',
  media: [],
  brand: '',
  category: '',
  custom_category: '',
  description: '',
  colors: '',
  sizes: '',
  sell_type: 'Physical',
  is_public: true,
  price: 0,
  quantity: 1,
};

/** 'Red, Black,, red ' → ['Red', 'Black', 'red']: trimmed, empty entries dropped, duplicates once. */
export const splitList = (text: string): string[] => [...new Set(text.split(',').map((entry) => entry.trim()).filter(Boolean))];

export function toFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    media: product.media,
    brand: product.brand,
    category: product.category,
    custom_category: product.custom_category ?? '',
    description: product.description,
    colors: product.variations.colors.join(', '),
    sizes: product.variations.sizes.join(', '),
    sell_type: product.sell_type,
    is_public: product.is_public,
    price: product.price,
    quantity: product.quantity,
  };
}

export function toProductPayload({ colors, sizes, ...values }: ProductFormValues): ProductInput {
  return { ...values, custom_category: values.custom_category || null, variations: { colors: splitList(colors), sizes: splitList(sizes) } };
}
