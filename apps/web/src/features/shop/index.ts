export { CreatorShop } from './components/CreatorShop';
export { OrderTracking } from './components/OrderTracking';
export { ShopSettings } from './components/ShopSettings';
