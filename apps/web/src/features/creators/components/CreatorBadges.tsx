import { Group, ThemeIcon, Tooltip } from '@mantine/core';
import { IconBuildingStore, IconCrown, IconDiscountCheckFilled, IconRosetteDiscountCheckFilled, IconStarFilled } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { badgeViews, type BadgeKind } from '../lib/badges';

const icons: Record<BadgeKind, { Icon: ComponentType<{ size?: number }>; color: string }> = {
  'verified-user': { Icon: IconDiscountCheckFilled, color: 'blue' },
  'verified-creator': { Icon: IconRosetteDiscountCheckFilled, color: 'velvet' },
  affiliated: { Icon: IconBuildingStore, color: 'teal' },
  prime: { Icon: IconCrown, color: 'yellow' },
  'creator-pro': { Icon: IconStarFilled, color: 'orange' },
};

/** The creator's badges as icons; each names itself in a tooltip and to screen readers. */
export function CreatorBadges({ badges }: { badges: string[] }) {
  const views = badgeViews(badges);
  if (views.length === 0) return null;
  return (
    <Group gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Badges">
      {views.map(({ kind, label }) => {
        const { Icon, color } = icons[kind];
        return (
          <Tooltip key={label} label={label} withArrow>
            <ThemeIcon component="li" variant="transparent" color={color} size="md" aria-label={label} tabIndex={0} role="img">
              <Icon size={22} />
            </ThemeIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}
