export { LiveStories } from './components/LiveStories';
export { StoriesRow } from './components/StoriesRow';
