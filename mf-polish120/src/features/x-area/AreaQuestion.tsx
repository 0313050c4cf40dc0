import { useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, Input } from 'antd-mobile';
import { useState } from 'react';
import { polish120Api, queryKeys } from '../../api/polish120-api';
import { TEXTS } from '../../texts';

/** Stage 1 → 2: which X area is it? Empty answers are ignored; the server judges, near misses included. */
export function AreaQuestion() {
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [nearMiss, setNearMiss] = useState<string | null>(null);

  async function submit() {
    const given = answer.trim();
    if (!given) return;
    setBusy(true);
    setMessage(null);
    try {
      const result = await polish120Api.setXStage(2, given);
      if (result.nearMiss) setNearMiss(result.message);
      else if (!result.isCorrect) setMessage(TEXTS.xArea.incorrect);
      else {
        setAnswer('');
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.xArea }),
          queryClient.invalidateQueries({ queryKey: queryKeys.teamStatus }),
        ]);
      }
    } catch {
      setMessage(TEXTS.xArea.incorrect);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="p120-x-question">
      <div className="p120-inline-form">
        <Input
          className="p120-input"
          value={answer}
          onChange={setAnswer}
          placeholder={TEXTS.xArea.areaPlaceholder}
          aria-label={TEXTS.xArea.areaPlaceholder}
          onEnterPress={() => void submit()}
          maxLength={50}
        />
        <Button color="primary" loading={busy} onClick={() => void submit()}>
          {TEXTS.xArea.areaSubmit}
        </Button>
      </div>
      {message && (
        <p className="p120-message p120-message--error" role="alert">
          {message}
        </p>
      )}
      <Dialog
        visible={nearMiss !== null}
        content={nearMiss}
        closeOnAction
        onClose={() => setNearMiss(null)}
        actions={[{ key: 'ok', text: TEXTS.common.ok }]}
      />
    </div>
  );
}
