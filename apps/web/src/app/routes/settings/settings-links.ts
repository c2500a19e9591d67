import type { Role } from '@velvet/contracts';
import { paths } from '@/shared/routing/paths';

export type SettingsLink = { label: string; to: string };

/** The settings side navigation: Wallet, Cards, Transactions, Subscriptions, and Earnings, Channel, Collabs and Services for creators. */
export function settingsLinks(role: Role): SettingsLink[] {
  const links = [
    { label: 'Wallet', to: paths.wallet.to() },
    { label: 'Cards', to: paths.cards.to() },
    { label: 'Transactions', to: paths.transactions.to() },
    { label: 'Subscriptions', to: paths.mySubscriptions.to() },
  ];
  if (role !== 'ADMIN' && role !== 'AGENCY') links.push({ label: 'Tickets', to: paths.tickets.to() });
  if (role === 'CREATOR') links.push({ label: 'Earnings', to: paths.earnings.to() });
  if (role === 'CREATOR') links.push({ label: 'Channel', to: paths.channelSettings.to() });
  if (role === 'CREATOR') links.push({ label: 'Collabs', to: paths.myCollabs.to() });
  if (role === 'CREATOR') links.push({ label: 'Services', to: paths.servicesSettings.to() });
  if (role === 'CREATOR') links.push({ label: 'Lists', to: paths.lists.to() });
  if (role === 'CREATOR') links.push({ label: 'Vault', to: paths.vault.to() });
  if (role === 'CREATOR') links.push({ label: 'Mass message', to: paths.massMessages.to() });
  if (role === 'CREATOR') links.push({ label: 'Release forms', to: paths.releaseForms.to() });
  if (role === 'CREATOR') links.push({ label: 'Agency', to: paths.agencySettings.to() });
  if (role === 'CREATOR') links.push({ label: 'Shop', to: paths.shopSettings.to() });
  if (role === 'CREATOR') links.push({ label: 'Events', to: paths.eventsSettings.to() });
  if (role !== 'ADMIN' && role !== 'AGENCY') links.push({ label: 'Addresses', to: paths.addressSettings.to() });
  if (role !== 'ADMIN') links.push({ label: 'Verification', to: paths.kyc.to() });
  links.push({ label: 'Account', to: paths.account.to() });
  links.push({ label: 'Security', to: paths.security.to() });
  return links;
}
