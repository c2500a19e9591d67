export { ChannelOfferPanel } from './components/ChannelOfferPanel';
export { ChannelPage } from './components/ChannelPage';
export { ChannelSettings } from './components/ChannelSettings';
export { ChannelOfferSection } from './components/ChannelOfferSection';
