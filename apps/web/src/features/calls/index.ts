export { CallPage } from './components/CallPage';
