import Button from 'antd-mobile/es/components/button';
import type { RevealedStartContent } from '@citygames/contracts/polish120/start.schema';
import { LoadingImage } from '../../../shared/components/LoadingImage';
import { RichText } from '../../../shared/components/RichText';
import { TEXTS } from '../../../texts';

/** What a correct first answer reveals: the answer text, the compass calibration and the second question. */
export function RevealedStart({ content, onGoSubmit }: { content: RevealedStartContent; onGoSubmit?: (() => void) | undefined }) {
  return (
    <div className="p120-start-revealed">
      {content.answerTextHtml && (
        <section className="p120-success-box">
          <h3 className="p120-section-title">{TEXTS.start.correctTitle}</h3>
          <RichText html={content.answerTextHtml} />
        </section>
      )}
      {content.calibrationHtml && (
        <section>
          <h3 className="p120-section-title">{TEXTS.start.calibrationTitle}</h3>
          <RichText html={content.calibrationHtml} />
          {content.referenceImage && (
            <LoadingImage src={content.referenceImage.src} alt={content.referenceImage.alt} caption={content.referenceImage.caption} />
          )}
        </section>
      )}
      {content.secondQuestionHtml && (
        <section>
          <h3 className="p120-section-title">{TEXTS.start.secondQuestionTitle}</h3>
          <RichText html={content.secondQuestionHtml} />
          {onGoSubmit && (
            <Button color="primary" fill="outline" block onClick={onGoSubmit}>
              {TEXTS.start.goSubmit}
            </Button>
          )}
        </section>
      )}
    </div>
  );
}
