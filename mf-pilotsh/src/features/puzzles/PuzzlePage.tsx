import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { queryKeys } from '../../query-keys';
import { errorCode } from '../../shared/api-errors';
import { QueryState } from '../../shared/QueryState';
import { SubPageLayout } from '../../shared/SubPageLayout';
import { TEXTS } from '../../texts';
import { fetchPuzzle } from './api/puzzle-api';
import { CityPuzzle } from './components/CityPuzzle';
import { DicePuzzle } from './components/DicePuzzle';
import { SudokuPuzzle } from './components/SudokuPuzzle';

const T = TEXTS.puzzle;

/** The page title: the puzzle once loaded; "locked" only when the server says so, never while loading. */
function pageTitle(query: { isPending: boolean; error: unknown; data?: { puzzle: { areaSeq: number; title: string } } }): string {
  const puzzle = query.data?.puzzle;
  if (puzzle) return `PZ${puzzle.areaSeq} · ${puzzle.title}`;
  if (query.isPending) return T.loadingTitle;
  return errorCode(query.error) === 'PUZZLE_LOCKED' ? T.locked : T.title;
}

/** /pilotsh/pz/{puzzleUrl}: one puzzle of an area the team has visited, from the event pack. */
export default function PuzzlePage() {
  const { '*': rest = '' } = useParams();
  const puzzleUrl = rest.split('/')[0] ?? '';
  const query = useQuery({ queryKey: queryKeys.puzzle(puzzleUrl), queryFn: () => fetchPuzzle(puzzleUrl), retry: false, enabled: puzzleUrl !== '' });
  const puzzle = query.data?.puzzle;
  return (
    <SubPageLayout title={puzzleUrl === '' ? T.title : pageTitle(query)}>
      {puzzleUrl === '' ? (
        <p className="ps-muted ps-center">{T.notFound}</p>
      ) : (
        <QueryState isPending={query.isPending} error={query.error}>
          {puzzle?.kind === 'city' && <CityPuzzle puzzle={puzzle} />}
          {puzzle?.kind === 'dice' && <DicePuzzle puzzle={puzzle} />}
          {puzzle?.kind === 'sudoku' && <SudokuPuzzle puzzle={puzzle} />}
          {puzzle && <p className="ps-muted ps-center">{T.submitHint}</p>}
        </QueryState>
      )}
    </SubPageLayout>
  );
}
