export { CreatorGrid } from './components/CreatorGrid';
export { CreatorProfileView } from './components/CreatorProfileView';
export { CreatorCover } from './components/CreatorCover';
