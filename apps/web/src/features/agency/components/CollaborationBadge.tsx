import { Badge } from '@mantine/core';
import type { AgencyCollaboration } from '@velvet/contracts';
import { statusBadge } from '../lib/agency-terms';

export function CollaborationBadge({ collaboration }: { collaboration: Pick<AgencyCollaboration, 'status' | 'creatorAction'> }) {
  const badge = statusBadge(collaboration);
  return (
    <Badge color={badge.color} variant="light">
      {badge.label}
    </Badge>
  );
}
