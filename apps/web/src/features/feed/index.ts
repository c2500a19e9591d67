export { HashtagPosts } from './components/HashtagPosts';
export { HomeFeed, PublicDiscovery } from './components/HomeFeed';
export { SearchBox } from './components/SearchBox';
export { SearchPage } from './components/SearchPage';
export { SuggestedCreators } from './components/SuggestedCreators';
