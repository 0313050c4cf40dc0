import { ROSTER_FILE_MAX_BYTES } from '@citygames/contracts/organizer/roster.rules';
import type { RosterApi } from '../api/roster-api';
import { useRosterImport } from '../hooks/use-roster-import';
import { CsvProblems } from './CsvProblems';
import { FilePicker } from '../components/FilePicker';
import { RosterFilePreview } from './RosterFilePreview';

/** What the file picker offers: Excel workbooks and CSV (the server tells them apart by their bytes, not their names). */
const ROSTER_FILE_ACCEPT = '.xlsx,.csv,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const ROSTER_FILE_HELP =
  '每行：队名,队长手机号,队员手机号…（队员可分列，也可在一格里用分号或顿号分隔）。第一行可以是表头（第一格写“队名”）。' +
  'Excel 文件（.xlsx）可以直接选择，读第一个工作表；其他软件导出的 CSV 也可以，UTF-8 与 GBK 编码都能识别；' +
  `文件最大 ${ROSTER_FILE_MAX_BYTES / 1024 / 1024} MB。选择文件后先预览，确认后才导入；有任何一行出错时整份名单都不导入。`;

/** Choosing a roster file shows what it holds; only confirming that preview imports it. */
export function CsvImport({
  api,
  version,
  onImported,
  reload,
  note,
}: {
  api: RosterApi;
  version: number;
  onImported: (teamNames: string[]) => Promise<void>;
  reload: () => Promise<void>;
  /** The game's own limits, when it has stricter ones than every roster. */
  note?: string | undefined;
}) {
  const { file, preview, outcome, busy, choose, confirm, cancel } = useRosterImport(api, version, onImported, reload);
  return (
    <section className="oc-card oc-form" data-testid="roster-import">
      <h2>导入名单（Excel 或 CSV）</h2>
      <p className="oc-muted">{ROSTER_FILE_HELP}</p>
      {note && <p className="oc-muted">{note}</p>}
      <FilePicker label="选择名单文件" accept={ROSTER_FILE_ACCEPT} fileName={file?.name ?? null} onFile={(picked) => void choose(picked)} />
      {busy && !preview && <p className="oc-muted">正在检查文件…</p>}
      {file && preview && <RosterFilePreview fileName={file.name} preview={preview} busy={busy} onConfirm={() => void confirm()} onCancel={cancel} />}
      {outcome && (
        <div className={outcome.kind === 'ok' ? 'oc-ok' : 'oc-error'} role={outcome.kind === 'ok' ? 'status' : 'alert'}>
          {outcome.text}
          {outcome.problems && <CsvProblems problems={outcome.problems} />}
        </div>
      )}
    </section>
  );
}
