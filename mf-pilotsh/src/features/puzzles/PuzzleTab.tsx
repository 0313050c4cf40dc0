import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { BASE_PATH } from '../../paths';
import { queryKeys } from '../../query-keys';
import { QueryState } from '../../shared/QueryState';
import { TEXTS } from '../../texts';
import { fetchPuzzleCards } from './api/puzzle-api';

const T = TEXTS.puzzle;

/** The puzzle tab: a card 'PZ' + area seq per puzzle of a visited area. */
export function PuzzleTab() {
  const navigate = useNavigate();
  const puzzles = useQuery({ queryKey: queryKeys.puzzles, queryFn: fetchPuzzleCards, retry: false, refetchOnMount: 'always' });
  return (
    <div className="ps-tab ps-puzzles">
      <QueryState isPending={puzzles.isPending} error={puzzles.error} onRetry={() => void puzzles.refetch()}>
        {puzzles.data?.puzzles.length === 0 ? (
          <p className="ps-muted ps-center">{T.empty}</p>
        ) : (
          <div className="ps-card-grid">
            {puzzles.data?.puzzles.map((puzzle) => (
              <button key={puzzle.puzzleUrl} type="button" className="ps-pz-card" onClick={() => navigate(`${BASE_PATH}/pz/${puzzle.puzzleUrl}`)}>
                <span className="ps-pz-card__code">{T.cardTitle(puzzle.areaSeq)}</span>
                <span className="ps-pz-card__title">{puzzle.title}</span>
                <span className="ps-pz-card__enter">{T.enter} ›</span>
              </button>
            ))}
          </div>
        )}
      </QueryState>
    </div>
  );
}
