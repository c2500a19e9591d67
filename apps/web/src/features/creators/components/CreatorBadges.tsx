import { Group, ThemeIcon, Tooltip } from '@mantine/core';
import { IconBuildingStore, IconCircleCheckFilled, IconCrown, IconRosetteDiscountCheckFilled, IconStarFilled } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { badgeViews, type BadgeKind } from '../lib/badges';

const icons: Record<BadgeKind, { Icon: ComponentType<{ size?: number }>; color: string }> = {
  'verified-creator': { Icon: IconRosetteDiscountCheckFilled, color: 'blue' },
  'verified-user': { Icon: IconCircleCheckFilled, color: 'teal' },
  affiliated: { Icon: IconBuildingStore, color: 'teal' },
  prime: { Icon: IconCrown, color: 'yellow' },
  'creator-pro': { Icon: IconStarFilled, color: 'orange' },
};

/** A user's badges as icons; each says what it means in a tooltip (focusable) and to screen readers. */
export function CreatorBadges({ badges, verifiedUser }: { badges: string[]; verifiedUser?: boolean }) {
  const views = badgeViews(badges, { verifiedUser });
  if (views.length === 0) return null;
  return (
    <Group gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Badges">
      {views.map(({ kind, label }) => {
        const { Icon, color } = icons[kind];
        return (
          <li key={label}>
            <Tooltip label={label} withArrow>
              <ThemeIcon component="span" variant="transparent" color={color} size="md" aria-label={label} tabIndex={0} role="img">
                <Icon size={22} />
              </ThemeIcon>
            </Tooltip>
          </li>
        );
      })}
    </Group>
  );
}
