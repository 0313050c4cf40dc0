import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '../../../query-keys';
import { ADMINISTRATION_TEXTS } from '../administration-texts';
import { toastFailure, toastSuccess } from '../admin-feedback';
import { fetchAllRisk, fetchRiskJob, requestRiskCheck } from '../api/admin-api';

const T = ADMINISTRATION_TEXTS.risk;
/** How often a running check's progress is read. */
const RUNNING_POLL_MS = 1500;

/** The risk check: its job (followed while it runs), the players' results (re-read when it ends), and starting one. */
export function useRiskCheck() {
  const queryClient = useQueryClient();
  const job = useQuery({
    queryKey: queryKeys.admin.riskJob,
    queryFn: fetchRiskJob,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? RUNNING_POLL_MS : false),
  });
  const risks = useQuery({ queryKey: queryKeys.admin.risks, queryFn: fetchAllRisk });
  const running = job.data?.status === 'running';

  // When a job finishes, its results are in: read the list again.
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running) void risks.refetch();
    wasRunning.current = running;
  }, [running, risks]);

  const request = useMutation({
    mutationFn: requestRiskCheck,
    onSuccess: () => {
      toastSuccess(T.requested);
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.riskJob });
    },
    onError: (error) => toastFailure(error, T.requestFailed),
  });

  const refresh = () => {
    void job.refetch();
    void risks.refetch();
  };

  return { job, risks, running, request, refresh };
}
