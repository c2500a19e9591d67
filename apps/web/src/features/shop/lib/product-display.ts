import { formatUsd, type OrderStatus, type Product } from '@velvet/contracts';

/** The stock state a product card shows. */
export function stockLabel(quantity: number): { label: string; color: string } {
  if (quantity <= 0) return { label: 'Sold out', color: 'gray' };
  if (quantity <= 3) return { label: `Only ${quantity} left`, color: 'orange' };
  return { label: 'In stock', color: 'green' };
}

export const productPrice = (product: Pick<Product, 'price'>) => formatUsd(product.price);

/** The category a product is filed under as shown: its own words for Others. */
export const categoryLabel = (product: Pick<Product, 'category' | 'custom_category'>) => (product.category === 'Others' && product.custom_category ? product.custom_category : product.category);

/** The order's path so far, for the tracking timeline: how many of Placed → Shipped → Delivered are done. */
export const ORDER_STEPS = ['Placed', 'Shipped', 'Delivered'] as const;
export const stepsDone = (status: OrderStatus): number => (status === 'Cancelled' ? 0 : ORDER_STEPS.indexOf(status) + 1);

/** The next status a seller may set, if any. */
export function nextOrderStatus(status: OrderStatus): 'Shipped' | 'Delivered' | null {
  if (status === 'Placed') return 'Shipped';
  if (status === 'Shipped') return 'Delivered';
  return null;
}
