import type { XAreaResponse as XAreaView } from '@citygames/contracts/polish120/x-area.schema';
import { RichText } from '../../../shared/components/RichText';
import { TEXTS } from '../../../texts';
import type { GuessLimitView } from '../hooks/use-guess-limit';
import { AreaQuestion } from './AreaQuestion';
import { GbkConverter } from './GbkConverter';
import { StationsForm } from './StationsForm';

/** What each stage shows: what the team found there and the way to the next stage. */
export function StageView({ stage, view, guess, onConverted }: { stage: number; view: XAreaView; guess: GuessLimitView; onConverted: (hex: string) => void }) {
  const prefill = view.maxStage > 0 ? view.stage1?.converterPrefill : undefined;
  switch (stage) {
    case 0:
      return (
        <>
          <RichText html={view.stage0.introHtml} />
          <GbkConverter key={prefill ?? 'empty'} initialText={prefill} onConverted={onConverted} />
        </>
      );
    case 1:
      return view.stage1 ? (
        <>
          <GbkConverter key={prefill ?? 'empty'} initialText={prefill} />
          <RichText html={view.stage1.revealHtml} />
          <RichText html={view.stage1.questionHtml} className="p120-question" />
          {view.maxStage === 1 && <AreaQuestion guess={guess} />}
        </>
      ) : null;
    case 2:
      return view.stage2 ? (
        <>
          <RichText html={view.stage2.revealHtml} />
          <StationsForm stations={view.stage2} guess={guess} />
        </>
      ) : null;
    case 3:
      return view.stage3 && view.stage2 ? (
        <>
          <RichText html={view.stage3.revealHtml} />
          <StationsForm stations={view.stage2} guess={guess} />
        </>
      ) : null;
    default:
      return view.stage4 ? (
        <>
          <h3 className="p120-section-title">{TEXTS.xArea.stage4Title}</h3>
          <RichText html={view.stage4.reasoningHtml} />
          <p className="p120-placeholder">{view.stage4.placeholder}</p>
        </>
      ) : null;
  }
}
