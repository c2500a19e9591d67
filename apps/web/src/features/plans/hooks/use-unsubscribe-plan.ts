import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlatformPlanId } from '@velvet/contracts';
import { platformPlansQueryOptions, unsubscribePlan } from '../api/plans-api';

/** Stops a platform plan from renewing; it stays until its period ends. */
export function useUnsubscribePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: PlatformPlanId) => unsubscribePlan(planId, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: platformPlansQueryOptions.queryKey }),
  });
}
