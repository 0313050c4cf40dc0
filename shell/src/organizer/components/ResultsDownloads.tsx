import { ORGANIZER_GAMES } from '@citygames/contracts/organizer/games.rules';
import { downloadResults } from '../api/board-api';
import { CsvDownloads } from './CsvDownloads';

const FILES = ORGANIZER_GAMES.map((entry) => ({ label: `${entry.title}成绩`, download: () => downloadResults(entry.id) }));

/** Each game's ranked results as a CSV that Excel opens with Chinese intact (UTF-8 with BOM). */
export function ResultsDownloads() {
  return <CsvDownloads title="导出成绩（CSV，可直接用 Excel 打开）" files={FILES} />;
}
