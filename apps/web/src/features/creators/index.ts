export { CreatorGrid } from './components/CreatorGrid';
export { CreatorProfileView } from './components/CreatorProfileView';
export { creatorKeys } from './api/creator-keys';
