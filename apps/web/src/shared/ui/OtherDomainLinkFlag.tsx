import { Badge, Tooltip } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { otherDomainLinks } from '@velvet/contracts';

/** The host the app is served from: links to it (and its subdomains) are the product's own. */
const ownHost = (): string => (typeof window === 'undefined' ? '' : window.location.hostname);

/**
 * The spec's link check: text (a post, comment, bio or chat message) linking to a domain other than the
 * product's own is flagged, naming the hosts so a reader knows where a link would take them.
 */
export function OtherDomainLinkFlag({ text }: { text: string | null | undefined }) {
  const hosts = text ? otherDomainLinks(text, ownHost()) : [];
  if (hosts.length === 0) return null;
  const label = `Links to another site: ${hosts.join(', ')}`;
  return (
    <Tooltip label={label} multiline maw={280}>
      <Badge
        variant="light"
        color="orange"
        size="sm"
        leftSection={<IconExternalLink size={12} aria-hidden />}
        style={{ textTransform: 'none', maxWidth: '100%' }}
        aria-label={label}
        tabIndex={0}
        data-testid="other-domain-link-flag"
      >
        External link
      </Badge>
    </Tooltip>
  );
}
