import type { Role } from '@velvet/contracts';
import { paths } from '@/shared/routing/paths';

/** `badge`: a count shown beside the link (the chat's unread messages). */
export type NavigationLink = { label: string; to: string; badge?: 'chat-unread' };

type Viewer = { role: Role; username: string };

/** The pages in the main navigation for a guest (null) or a signed-in user. */
export function navigationLinks(viewer: Viewer | null): NavigationLink[] {
  const links: NavigationLink[] = [{ label: 'Home', to: paths.home.to() }];
  if (viewer) links.push({ label: 'Chat', to: paths.chat.to(), badge: 'chat-unread' });
  if (viewer?.role === 'CREATOR') links.push({ label: 'My page', to: paths.creator.to(viewer.username) });
  if (viewer?.role === 'ADMIN') links.push({ label: 'Admin', to: paths.admin.to() });
  if (viewer?.role === 'AGENCY') links.push({ label: 'Agency', to: paths.agency.to() });
  return links;
}

/** Whether a link leads to the page being shown (Home only for the home page itself). */
export const isLinkActive = (pathname: string, to: string) =>
  to === paths.home.to() ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
