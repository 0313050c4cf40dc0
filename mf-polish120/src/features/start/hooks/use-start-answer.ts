import { useState } from 'react';
import type { StartAnswerFormat } from '@citygames/contracts/polish120/start.schema';
import { matchesStartFormat } from '@citygames/contracts/polish120/start.rules';
import { apiErrorCode, apiErrorText } from '../../../shared/api-error-text';
import { TEXTS } from '../../../texts';
import { useStartWrites } from '../api/use-start-writes';

/** Answering the first question and starting the team; only a correct answer on the server lets the team start. */
export function useStartAnswer(format: StartAnswerFormat | null) {
  const writes = useStartWrites();
  const [answer, setAnswer] = useState('');
  const [formatAlert, setFormatAlert] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  async function confirmStart() {
    setMessage(null);
    try {
      await writes.start.mutateAsync();
    } catch {
      setMessage(TEXTS.start.failed);
    }
  }

  // The pack's format rule (never its answers) comes with the question; the server checks it again.
  async function submit() {
    if (!answer.trim()) return;
    if (!matchesStartFormat(answer, format)) {
      setFormatAlert(format?.message ?? TEXTS.start.failed);
      return;
    }
    setMessage(null);
    try {
      const result = await writes.answer.mutateAsync(answer.trim());
      if (!result.isCorrect) {
        setMessage(result.message);
        return;
      }
      await writes.start.mutateAsync();
    } catch (error) {
      if (apiErrorCode(error) === 'START_FORMAT') setFormatAlert(apiErrorText(error));
      else setMessage(TEXTS.start.failed);
    }
  }

  return {
    answer,
    setAnswer,
    busy: writes.answer.isPending || writes.start.isPending,
    message,
    formatAlert,
    closeFormatAlert: () => setFormatAlert(null),
    submit,
    confirmStart,
  };
}
