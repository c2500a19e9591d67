export { CollabGroupPage } from './components/CollabGroupPage';
export { MyCollabsPanel } from './components/MyCollabsPanel';
