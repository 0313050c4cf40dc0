import { useState } from 'react';
import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import { sheetProblemText, STUDIO_SHEET_LISTS, STUDIO_SHEET_MAX_BYTES } from '@citygames/contracts/organizer/studio-sheet.rules';
import type { StudioSheetPreview } from '@citygames/contracts/organizer/studio-sheet.schema';
import { FilePicker } from '../../components/FilePicker';
import { downloadSheetTemplate, mergeSheet, previewSheet } from './studio-kit-api';
import { mergeInputOf, previewSummary, SHEET_ACTION_TEXTS } from './sheet-import-rules';

type Notice = { kind: 'ok' | 'error'; text: string };
const problemText = (error: unknown) => (error instanceof Error ? error.message : '操作失败');

/**
 * 「从表格导入」: download the template, upload a filled sheet, see every row as it would enter the
 * draft with each problem named by row and column, then merge (new ids added, existing ones updated).
 */
export function SheetImport({ game, onMerged }: { game: OrganizerGameId; onMerged: () => void }) {
  const { item, title } = STUDIO_SHEET_LISTS[game];
  const [fileName, setFileName] = useState<string | null>(null);
  const [preview, setPreview] = useState<StudioSheetPreview | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      setNotice({ kind: 'error', text: problemText(error) });
    } finally {
      setBusy(false);
    }
  };
  const mergeInput = preview ? mergeInputOf(preview) : null;
  const problems = preview?.rows.flatMap((row) => row.problems) ?? [];
  const template = (format: 'xlsx' | 'csv') => void run(() => downloadSheetTemplate(game, item, `${title}导入模板`, format));

  return (
    <details className="oc-card sk-import" data-testid="sheet-import">
      <summary>从表格导入{title}</summary>
      <div className="oc-form">
        <p className="oc-muted">
          一行一个{title}，第 1 行是列名。按编号合并：草稿里没有的加进去，已有的用表格里的列更新，表格里没有的列保持不变。可以上传 Excel（.xlsx）或 CSV（UTF-8
          或 GBK），最大 {STUDIO_SHEET_MAX_BYTES / 1024 / 1024} MB。
        </p>
        <span className="oc-inline">
          <button type="button" disabled={busy} onClick={() => template('xlsx')}>
            下载 Excel 模板
          </button>
          <button type="button" disabled={busy} onClick={() => template('csv')}>
            下载 CSV 模板
          </button>
        </span>
        <FilePicker
          label="选择表格文件"
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          fileName={fileName}
          onFile={(file) => {
            setFileName(file.name);
            setPreview(null);
            if (file.size > STUDIO_SHEET_MAX_BYTES) {
              setNotice({ kind: 'error', text: `表格文件不能超过 ${STUDIO_SHEET_MAX_BYTES / 1024} KB，请分成几个文件导入` });
              return;
            }
            void run(async () => setPreview(await previewSheet(game, item, file)));
          }}
        />
        {preview && (
          <>
            <p data-testid="sheet-summary">{previewSummary(preview)}</p>
            {preview.notes.map((note) => (
              <p key={note} className="oc-muted">
                {note}
              </p>
            ))}
            {problems.length > 0 && (
              <ul className="oc-issues" role="alert" data-testid="sheet-problems">
                {problems.map((problem) => (
                  <li key={`${problem.row}-${problem.column}-${problem.message}`}>{sheetProblemText(problem)}</li>
                ))}
              </ul>
            )}
            <div className="oc-table-wrap oc-preview-table">
              <table className="oc-table">
                <thead>
                  <tr>
                    <th>行</th>
                    <th>编号</th>
                    <th>名称</th>
                    <th>结果</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.map((row) => (
                    <tr key={row.row} className={row.problems.length > 0 ? 'sk-row-bad' : undefined}>
                      <td>第 {row.row} 行</td>
                      <td>{row.id ?? '—'}</td>
                      <td>{row.name}</td>
                      <td>{row.problems.length > 0 ? `${row.problems.length} 处问题` : SHEET_ACTION_TEXTS[row.action]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {problems.length > 0 && <p className="oc-muted">改好表格后重新选择文件；有问题的表格不会合并任何一行。</p>}
            <span className="oc-inline">
              <button
                type="button"
                className="oc-primary"
                disabled={busy || !mergeInput}
                onClick={() =>
                  void run(async () => {
                    if (!mergeInput) return;
                    const merged = await mergeSheet(game, item, mergeInput);
                    setPreview(null);
                    setFileName(null);
                    setNotice({
                      kind: 'ok',
                      text: `已合并到草稿：新增 ${merged.added} 个${title}，更新 ${merged.updated} 个（草稿第 ${merged.draftVersion} 版）`,
                    });
                    onMerged();
                  })
                }
              >
                合并到草稿
              </button>
            </span>
          </>
        )}
        {notice && (
          <p className={notice.kind === 'ok' ? 'oc-ok' : 'oc-error'} role={notice.kind === 'ok' ? 'status' : 'alert'}>
            {notice.text}
          </p>
        )}
      </div>
    </details>
  );
}
