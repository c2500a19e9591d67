import { ThemeIcon } from '@mantine/core';
import { IconCrown, IconDiamond } from '@tabler/icons-react';
import type { PlanBadge } from '@velvet/contracts';

const badges = {
  Prime: { Icon: IconCrown, color: 'yellow', label: 'Prime badge' },
  CreatorPro: { Icon: IconDiamond, color: 'violet', label: 'Creator Pro badge' },
} as const;

/** The badge a platform plan gives its holder. */
export function PlanBadgeIcon({ badge, size = 40 }: { badge: PlanBadge; size?: number }) {
  const { Icon, color, label } = badges[badge];
  return (
    <ThemeIcon color={color} variant="light" radius="xl" size={size} role="img" aria-label={label}>
      <Icon size={size * 0.6} aria-hidden />
    </ThemeIcon>
  );
}
