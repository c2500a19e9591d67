// The settings pages, one chunk loaded on the first visit to /settings.
export { AccountSettingsPage as AccountRoute } from '@/features/account-settings';
export { AddCardReturnRoute } from './AddCardReturnRoute';
export { AgencySettingsRoute } from './AgencySettingsRoute';
export { CardsRoute } from './CardsRoute';
export { ChannelSettingsRoute } from './ChannelSettingsRoute';
export { EarningsRoute } from './EarningsRoute';
export { KycRoute } from './KycRoute';
export { SettingsLayout } from './SettingsLayout';
export { TransactionsRoute } from './TransactionsRoute';
export { WalletRoute } from './WalletRoute';
export { SubscriptionsRoute } from './SubscriptionsRoute';
export { CollabsRoute } from './CollabsRoute';
export { ServicesSettingsRoute } from './ServicesSettingsRoute';
export { ShopSettingsRoute } from './ShopSettingsRoute';
export { AddressSettingsRoute } from './AddressSettingsRoute';
export { ReleaseFormsRoute } from './ReleaseFormsRoute';
export { ListsRoute } from './ListsRoute';
