export { ListsSettings } from './components/ListsSettings';
