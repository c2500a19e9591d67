export { CreatorGrid } from './components/CreatorGrid';
export { CreatorProfileView } from './components/CreatorProfileView';
