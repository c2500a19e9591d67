import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconHandFinger, IconStarFilled } from '@tabler/icons-react';
import { consumableMessages } from '@velvet/contracts';
import { lazy, Suspense, useState } from 'react';
import { toUserMessage } from '@/shared/errors';
import { showToast } from '@/shared/ui/toast';
import { useConsumablePurchaseUpdates, useConsumables, useSpendOnCreator } from '../hooks/use-consumables';

const PurchasePlansModal = lazy(() => import('./PurchasePlansModal').then((module) => ({ default: module.PurchasePlansModal })));

type Kind = 'super_likes' | 'pokes';
const labels: Record<Kind, { action: string; sent: string; none: string }> = {
  super_likes: { action: 'Super like', sent: consumableMessages.superLiked, none: consumableMessages.noSuperLikes },
  pokes: { action: 'Poke', sent: consumableMessages.poked, none: consumableMessages.noPokes },
};

/** A fan's super like and poke for a creator, with the counts left; with none left, 'Purchase plans' opens for that kind. */
export function FanButtons({ creatorId }: { creatorId: string }) {
  const consumables = useConsumables();
  useConsumablePurchaseUpdates();
  const spend = useSpendOnCreator(creatorId);
  const [buying, setBuying] = useState<Kind | null>(null);

  const use = (kind: Kind) => {
    if (consumables.data && consumables.data[kind] === 0) {
      setBuying(kind);
      return;
    }
    spend.mutate(kind, {
      onSuccess: () => showToast({ color: 'green', message: labels[kind].sent }),
      onError: (error) => {
        const message = toUserMessage(error);
        if (message === labels[kind].none) setBuying(kind);
        else showToast({ color: 'red', message });
      },
    });
  };

  return (
    <Group gap={4}>
      {(['super_likes', 'pokes'] as const).map((kind) => {
        const count = consumables.data?.[kind];
        const label = `${labels[kind].action}${count === undefined ? '' : ` (${count} left)`}`;
        return (
          <Tooltip key={kind} label={label}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={label}
              onClick={() => use(kind)}
              loading={consumables.isPending || (spend.isPending && spend.variables === kind)}
            >
              {kind === 'super_likes' ? <IconStarFilled size={18} /> : <IconHandFinger size={18} />}
            </ActionIcon>
          </Tooltip>
        );
      })}
      {buying && (
        <Suspense fallback={null}>
          <PurchasePlansModal
            kind={buying}
            opened
            onClose={() => {
              setBuying(null);
              void consumables.refetch();
            }}
          />
        </Suspense>
      )}
    </Group>
  );
}
