export { LockPanel } from './components/LockPanel';
export { MediaView } from './components/MediaView';
export { PostCard } from './components/PostCard';
export { PostPage } from './components/PostPage';
export { PostList, type PostListQuery } from './components/PostList';
export { TipButton } from './components/TipButton';
/** UNLOCK_CONTENT, loaded on first use: it brings the payment selector. */
export const loadUnlockContentDialog = () => import('./components/UnlockContentDialog').then((module) => module.UnlockContentDialog);
export { usePostPages } from './hooks/use-post-pages';
export { postKeys } from './api/post-keys';
export { storyKeys } from './api/story-keys';
export { Composer } from './components/Composer';
