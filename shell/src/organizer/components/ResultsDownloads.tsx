import { useState } from 'react';
import { ORGANIZER_GAMES } from '@citygames/contracts/organizer/games.rules';
import { downloadResults } from '../api/board-api';

/** Each game's results as a CSV that Excel opens with Chinese intact (UTF-8 with BOM). */
export function ResultsDownloads() {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <section className="oc-card">
      <h2>导出成绩（CSV，可直接用 Excel 打开）</h2>
      <span className="oc-inline">
        {ORGANIZER_GAMES.map((entry) => (
          <button key={entry.id} type="button" onClick={() => void downloadResults(entry.id).catch((error: Error) => setFailure(error.message))}>
            {entry.title}成绩
          </button>
        ))}
      </span>
      {failure && (
        <p className="oc-error" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
