export { CreatorGrid } from './components/CreatorGrid';
export { CreatorProfileView } from './components/CreatorProfileView';
export { creatorKeys } from './api/creator-keys';
export { CreatorCard } from './components/CreatorCard';
