export { CreatorGrid } from './components/CreatorGrid';
export { CreatorProfileView } from './components/CreatorProfileView';
export { CreatorCover } from './components/CreatorCover';
export { creatorKeys } from './api/creator-keys';
export { CreatorCard } from './components/CreatorCard';
