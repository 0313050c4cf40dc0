import { useEffect, useRef, useState } from 'react';
import type { TaskProgressEntry, TaskProgressResponse } from '@citygames/contracts/pilotsh/task.schema';
import { readSavedSelection, writeSavedSelection } from '../saved-selection';

/**
 * The selected task and the answer typed for it. The selection is saved when the player leaves the
 * tab and restored on return if that task is still open; a task no longer open here is dropped. A task
 * the page was linked to (`linkedTaskId`) is selected instead, when it is open here.
 */
export function useTaskSelection(progress: TaskProgressResponse | undefined, available: TaskProgressEntry[], linkedTaskId: string | null = null) {
  const [taskId, setTaskId] = useState('');
  const [answer, setAnswer] = useState('');
  const selectedTask = available.find((task) => task.taskId === taskId);

  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !progress) return;
    restored.current = true;
    const saved = readSavedSelection();
    if (linkedTaskId && linkedTaskId !== saved?.id && available.some((task) => task.taskId === linkedTaskId)) {
      setTaskId(linkedTaskId);
      setAnswer('');
    } else if (saved && available.some((task) => task.taskId === saved.id)) {
      setTaskId(saved.id);
      setAnswer(saved.answer);
    }
  }, [progress, available, linkedTaskId]);

  // The team moved or a teammate solved it.
  useEffect(() => {
    if (restored.current && taskId && progress && !available.some((task) => task.taskId === taskId)) {
      setTaskId('');
      setAnswer('');
    }
  }, [available, progress, taskId]);

  // Saved when the tab unmounts.
  const latest = useRef({ taskId, answer, name: selectedTask?.name ?? '' });
  latest.current = { taskId, answer, name: selectedTask?.name ?? '' };
  useEffect(
    () => () => {
      const { taskId: id, answer: text, name } = latest.current;
      if (restored.current) writeSavedSelection(id ? { task: name, id, answer: text } : null);
    },
    [],
  );

  /** Clears the selection and what is saved of it (the task is done). */
  function forget() {
    setAnswer('');
    setTaskId('');
    writeSavedSelection(null);
  }

  return { taskId, setTaskId, answer, setAnswer, selectedTask, forget };
}

export type TaskSelection = ReturnType<typeof useTaskSelection>;
