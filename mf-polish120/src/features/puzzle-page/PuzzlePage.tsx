import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { isApiError } from '@citygames/web-kit/api-client';
import type { PuzzleContent } from '@citygames/contracts/polish120/puzzles.schema';
import { queryKeys } from '../../query-keys';
import { puzzlePageApi } from './api/puzzle-page-api';
import { TaskAnswerBox } from '../../shared/components/TaskAnswerBox';
import { HOME_PATH } from '../../paths';
import { apiErrorCode, apiErrorText } from '../../shared/api-error-text';
import { RichText } from '../../shared/components/RichText';
import { ErrorPanel, LoadingLine } from '../../shared/components/StatusPanel';
import { TEXTS } from '../../texts';
import { CycleGridPuzzle } from './components/CycleGridPuzzle';
import { ImagePuzzle } from './components/ImagePuzzle';
import { SudokuPuzzle } from './components/SudokuPuzzle';
import '../../shared/polish120.css';

function PuzzleBody({ content }: { content: PuzzleContent }) {
  switch (content.kind) {
    case 'sudoku':
      return <SudokuPuzzle givens={content.givens} colours={content.colours} palette={content.palette} />;
    case 'cycle-grid':
      return <CycleGridPuzzle rows={content.rows} columns={content.columns} cells={content.cells} />;
    case 'image':
      return <ImagePuzzle images={content.images} canvas={content.canvas} />;
    default:
      return null;
  }
}

/**
 * A standalone puzzle page at an obscure path from the event pack. An unknown path goes to the
 * task centre. The answer goes to the puzzle's task; the solution shows once solved or after the event.
 */
export default function PuzzlePage() {
  const { puzzlePath = '' } = useParams();
  const validPath = /^[a-z0-9]{1,40}$/.test(puzzlePath);
  const page = useQuery({ queryKey: queryKeys.puzzlePage(puzzlePath), queryFn: () => puzzlePageApi.puzzlePage(puzzlePath), enabled: validPath, retry: false });
  const [answer, setAnswer] = useState('');

  if (!validPath || (page.isError && isApiError(page.error) && page.error.status === 404)) return <Navigate to={HOME_PATH} replace />;
  if (page.isPending) return <LoadingLine />;
  if (page.isError) {
    return (
      // A locked page opens with its puzzle card, not by trying again.
      <ErrorPanel message={apiErrorText(page.error)} onRetry={apiErrorCode(page.error) === 'PUZZLE_PAGE_LOCKED' ? undefined : () => void page.refetch()}>
        <Link to={HOME_PATH}>{TEXTS.common.back}</Link>
      </ErrorPanel>
    );
  }
  const puzzle = page.data;

  return (
    <article className="p120-card p120-puzzle" aria-label={puzzle.title}>
      <header className="p120-puzzle__header">
        <span className="p120-pz__code">#{puzzle.number}</span>
        <h2 className="p120-card__title">{puzzle.title}</h2>
      </header>
      <RichText html={puzzle.introHtml} />
      <PuzzleBody content={puzzle.content} />
      <p className="p120-answer-format">{TEXTS.puzzlePage.answerFormat(puzzle.answerFormat)}</p>

      {puzzle.solved ? (
        <p className="p120-message p120-message--success">{TEXTS.puzzlePage.solved}</p>
      ) : (
        <section className="p120-puzzle__submit">
          <h3 className="p120-section-title">{TEXTS.puzzlePage.submitTitle}</h3>
          <TaskAnswerBox taskId={puzzle.taskId} answer={answer} onAnswerChange={setAnswer} showBanQuery={false} />
        </section>
      )}

      <section className="p120-solution" aria-label={TEXTS.puzzlePage.solutionTitle}>
        <h3 className="p120-section-title">{TEXTS.puzzlePage.solutionTitle}</h3>
        {puzzle.solutionHtml ? <RichText html={puzzle.solutionHtml} /> : <p className="p120-note">{TEXTS.puzzlePage.solutionLocked}</p>}
      </section>
      <nav className="p120-links">
        <Link to={HOME_PATH}>{TEXTS.common.back}</Link>
      </nav>
    </article>
  );
}
