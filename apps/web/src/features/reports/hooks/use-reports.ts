import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportStatus } from '@velvet/contracts';
import { sessionQueryScope } from '@/shared/api';
import { reportQueue, resolveReport, submitReport } from '../api/reports';

const reportKeys = {
  all: [sessionQueryScope, 'admin', 'reports'] as const,
  queue: (status: ReportStatus) => [sessionQueryScope, 'admin', 'reports', status] as const,
};

export const useSubmitReport = () => useMutation({ mutationFn: submitReport });

export const useReportQueue = (status: ReportStatus) => useQuery({ queryKey: reportKeys.queue(status), queryFn: ({ signal }) => reportQueue(status, signal) });

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resolveReport, onSettled: () => void queryClient.invalidateQueries({ queryKey: reportKeys.all }) });
}
