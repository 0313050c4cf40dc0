import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskProgressResponse } from '@citygames/contracts/polish120/tasks.schema';
import { queryKeys } from '../../query-keys';
import { apiErrorCode } from '../api-error-text';
import { tasksApi } from './tasks-api';

/**
 * Answering a task: the server judges it. A correct answer comes back with its hint (from the refreshed progress,
 * which carries the hint as it is now) once every list the task appears in is refreshed; so does an answer to a
 * task a teammate completed meanwhile.
 */
export function useCompleteTask() {
  const queryClient = useQueryClient();
  const refreshLists = () =>
    Promise.all(
      [queryKeys.progress, queryKeys.teamStatus, queryKeys.puzzleCards, queryKeys.tasks, queryKeys.puzzlePages].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  return useMutation({
    mutationFn: async ({ taskId, answer }: { taskId: string; answer: string }) => {
      const result = await tasksApi.completeTask(taskId, answer);
      if (!result.isCorrect) return { result, hint: null };
      const progress = await queryClient
        .fetchQuery({ queryKey: queryKeys.progress, queryFn: tasksApi.taskProgress, staleTime: 0 })
        .catch((): TaskProgressResponse | null => null);
      return { result, hint: progress?.taskProgress.find((entry) => entry.taskId === taskId)?.hint ?? result.hint };
    },
    onSuccess: async ({ result }) => {
      if (result.isCorrect) await refreshLists();
    },
    onError: async (error) => {
      if (apiErrorCode(error) === 'TASK_ALREADY_COMPLETED') await refreshLists();
    },
  });
}
