import type { Role } from '@velvet/contracts';
import { paths } from '@/shared/routing/paths';

/** `badge`: a count shown beside the link (the chat's unread messages). */
export type NavigationLink = { label: string; to: string; badge?: 'chat-unread' };

/** The phone's bottom tabs; `icon` names the picture the tab bar draws. */
export type TabLink = NavigationLink & { icon: 'home' | 'search' | 'create' | 'messages' | 'profile' };

type Viewer = { role: Role; username: string };

/** The pages in the header's navigation (wide screens) for a guest (null) or a signed-in user. */
export function navigationLinks(viewer: Viewer | null): NavigationLink[] {
  const links: NavigationLink[] = [{ label: 'Home', to: paths.home.to() }];
  if (viewer) links.push({ label: 'Messages', to: paths.chat.to(), badge: 'chat-unread' });
  if (viewer?.role === 'CREATOR') links.push({ label: 'My page', to: paths.creator.to(viewer.username) });
  if (viewer?.role === 'ADMIN') links.push({ label: 'Admin', to: paths.admin.to() });
  if (viewer?.role === 'AGENCY') links.push({ label: 'Agency', to: paths.agency.to() });
  return links;
}

/**
 * The bottom tab bar of a signed-in user on a phone: Home, Search, Create (creators), Messages, Profile.
 * Creators write on their own page (the composer knows their channels), so Create and Profile both lead
 * there; Create opens the composer. Others have no public page: Profile is their account.
 */
export function tabLinks(viewer: Viewer): TabLink[] {
  const ownPage = viewer.role === 'CREATOR' ? paths.creator.to(viewer.username) : paths.account.to();
  const links: TabLink[] = [
    { label: 'Home', to: paths.home.to(), icon: 'home' },
    { label: 'Search', to: paths.search.pattern, icon: 'search' },
  ];
  if (viewer.role === 'CREATOR') links.push({ label: 'Create', to: `${ownPage}#compose`, icon: 'create' });
  links.push({ label: 'Messages', to: paths.chat.to(), icon: 'messages', badge: 'chat-unread' });
  links.push({ label: 'Profile', to: ownPage, icon: 'profile' });
  return links;
}

/** Whether a link leads to the page being shown (Home only for the home page itself). */
export const isLinkActive = (pathname: string, to: string) =>
  to === paths.home.to() ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
