import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StartAnswerFormat } from '@citygames/contracts/polish120/start.schema';
import { matchesStartFormat } from '@citygames/contracts/polish120/start.rules';
import { queryKeys } from '../../../query-keys';
import { apiErrorCode, apiErrorText } from '../../../shared/api-error-text';
import { TEXTS } from '../../../texts';
import { startApi } from '../api/start-api';

/** Answering the first question and starting the team; only a correct answer on the server lets the team start. */
export function useStartAnswer(format: StartAnswerFormat | null) {
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const [formatAlert, setFormatAlert] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  async function startTeam() {
    await startApi.confirmStart();
    await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.start }), queryClient.invalidateQueries({ queryKey: queryKeys.teamStatus })]);
  }

  async function confirmStart() {
    setBusy(true);
    setMessage(null);
    try {
      await startTeam();
    } catch {
      setMessage(TEXTS.start.failed);
    } finally {
      setBusy(false);
    }
  }

  // The pack's format rule (never its answers) comes with the question; the server checks it again.
  async function submit() {
    if (!answer.trim()) return;
    if (!matchesStartFormat(answer, format)) {
      setFormatAlert(format?.message ?? TEXTS.start.failed);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const result = await startApi.answerStart(answer.trim());
      if (!result.isCorrect) {
        setMessage(result.message);
        return;
      }
      await startTeam();
    } catch (error) {
      if (apiErrorCode(error) === 'START_FORMAT') setFormatAlert(apiErrorText(error));
      else setMessage(TEXTS.start.failed);
    } finally {
      setBusy(false);
    }
  }

  return { answer, setAnswer, busy, message, formatAlert, closeFormatAlert: () => setFormatAlert(null), submit, confirmStart };
}
