import { ANSWER_LOG_GAMES, GAME_TITLES, ORGANIZER_GAMES } from '@citygames/contracts/organizer/games.rules';
import { downloadAnswers, downloadFanhuaTeamActions, downloadResults } from '../api/board-api';
import { CsvDownloads } from '../roster/CsvDownloads';

const FILES = [
  ...ORGANIZER_GAMES.map((entry) => ({ label: `${entry.title}成绩`, download: () => downloadResults(entry.id) })),
  ...ANSWER_LOG_GAMES.map((game) => ({ label: `${GAME_TITLES[game]}答题记录`, download: () => downloadAnswers(game) })),
  { label: `${GAME_TITLES.fanhua}行动记录`, download: downloadFanhuaTeamActions },
];

/**
 * Each game's ranked results, every judged answer (pilotsh, polish120) and every judged team action (fanhua), as CSVs
 * that Excel opens with Chinese intact (UTF-8 with BOM).
 */
export function ResultsDownloads() {
  return <CsvDownloads title="导出成绩、答题与行动记录（CSV，可直接用 Excel 打开）" files={FILES} />;
}
