export { DevMailbox } from './components/DevMailbox';
