import { useState } from 'react';
import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import type { PackInfoResponse, PackIssue, PackRefusal } from '@citygames/contracts/organizer/pack.schema';
import { fetchPackInfo, uploadPack } from '../api/pack-api';
import { OrganizerApiError } from '../api/organizer-client';
import { usePolling } from './use-polling';

export type PackOutcome = { kind: 'ok'; text: string } | { kind: 'error'; text: string; issues: PackIssue[] };

function issuesOf(failure: unknown): PackIssue[] {
  return failure instanceof OrganizerApiError ? ((failure.body as Partial<PackRefusal> | null)?.issues ?? []) : [];
}

/** What the confirmation says: what the import does, and what each chosen option changes of that (the roster included). */
export function importConfirmation(info: PackInfoResponse | null, chosen: readonly string[]): string {
  const meanings = (info?.options ?? []).filter((option) => chosen.includes(option.flag)).map((option) => `已选择：${option.meaning}。`);
  return [`导入到正在进行的活动？${info?.effect ?? ''}`, ...meanings].join('\n');
}

/** A game's live pack (read every 30 s), the chosen file and options, and checking or importing it. */
export function usePackUpload(game: OrganizerGameId) {
  const { data, error, reload } = usePolling(() => fetchPackInfo(game), 30_000, game);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<PackOutcome | null>(null);
  const [busy, setBusy] = useState(false);

  /**
   * Checks first (a broken pack lists its problems and asks nothing); an import then asks, showing
   * what the check says it would do (polish120: the roster replaced, or kept and how the file differs).
   */
  async function run(checkOnly: boolean) {
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    try {
      const checked = await uploadPack(game, file.text, chosen, true);
      if (checkOnly || !window.confirm(`${importConfirmation(data, chosen)}\n\n${checked.message}`)) {
        setOutcome({ kind: 'ok', text: checked.message });
        return;
      }
      const answer = await uploadPack(game, file.text, chosen, false);
      setOutcome({ kind: 'ok', text: answer.message });
      await reload();
    } catch (failure) {
      setOutcome({ kind: 'error', text: failure instanceof Error ? failure.message : '上传失败', issues: issuesOf(failure) });
    } finally {
      setBusy(false);
    }
  }

  const toggleOption = (flag: string, on: boolean) => setChosen(on ? [...chosen, flag] : chosen.filter((entry) => entry !== flag));

  return { data, error, file, setFile, chosen, toggleOption, outcome, busy, run };
}
