import type { RosterImportPreview } from '@citygames/contracts/organizer/roster.schema';
import { ROSTER_FILE_ENCODINGS } from '@citygames/contracts/organizer/roster.rules';
import { CsvProblems } from './CsvProblems';

/** What a chosen roster file holds, checked by the server; nothing is written until the organiser confirms. */
export function RosterFilePreview({
  fileName,
  preview,
  busy,
  onConfirm,
  onCancel,
}: {
  fileName: string;
  preview: RosterImportPreview;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const blocked = preview.problems.length > 0;
  return (
    <div className="oc-stack" data-testid="roster-preview">
      <dl className="oc-stats">
        <div>
          <dt>队伍</dt>
          <dd>{preview.teams.length}</dd>
        </div>
        <div>
          <dt>玩家</dt>
          <dd>{preview.players}</dd>
        </div>
        <div>
          <dt>有问题的行</dt>
          <dd>{preview.problems.length}</dd>
        </div>
      </dl>
      <p className="oc-muted" data-testid="roster-preview-file">
        {fileName} · {preview.encoding === 'xlsx' ? '格式' : '编码'}：{ROSTER_FILE_ENCODINGS[preview.encoding]} ·{' '}
        {preview.headerLine ? `第 ${preview.headerLine} 行是表头` : '没有表头，第 1 行就是队伍'}
      </p>
      {blocked && (
        <div className="oc-error" role="alert">
          有 {preview.problems.length} 行有问题，整份名单都不会导入。请改好文件后重新选择。
          <CsvProblems problems={preview.problems} />
        </div>
      )}
      {preview.teams.length > 0 && (
        <div className="oc-table-wrap oc-preview-table">
          <table className="oc-table">
            <thead>
              <tr>
                <th>行</th>
                <th>队名</th>
                <th>队长</th>
                <th>队员</th>
              </tr>
            </thead>
            <tbody>
              {preview.teams.map((team) => (
                <tr key={team.line}>
                  <td>{team.line}</td>
                  <td>{team.name}</td>
                  <td>{team.leader.name}</td>
                  <td>{team.members.map((member) => member.name).join('、') || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <span className="oc-inline">
        <button type="button" onClick={onCancel} disabled={busy}>
          取消
        </button>
        <button type="button" className="oc-primary" onClick={onConfirm} disabled={busy || blocked}>
          导入这 {preview.teams.length} 支队伍
        </button>
      </span>
    </div>
  );
}
