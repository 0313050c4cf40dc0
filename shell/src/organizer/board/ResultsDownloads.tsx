import { ANSWER_LOG_GAMES, GAME_TITLES, ORGANIZER_GAMES } from '@citygames/contracts/organizer/games.rules';
import { downloadAnswers, downloadResults } from '../api/board-api';
import { CsvDownloads } from '../roster/CsvDownloads';

const FILES = [
  ...ORGANIZER_GAMES.map((entry) => ({ label: `${entry.title}成绩`, download: () => downloadResults(entry.id) })),
  ...ANSWER_LOG_GAMES.map((game) => ({ label: `${GAME_TITLES[game]}答题记录`, download: () => downloadAnswers(game) })),
];

/** Each game's ranked results, and every judged answer, as CSVs that Excel opens with Chinese intact (UTF-8 with BOM). */
export function ResultsDownloads() {
  return <CsvDownloads title="导出成绩与答题记录（CSV，可直接用 Excel 打开）" files={FILES} />;
}
