import type { AreaView } from '@citygames/contracts/pilotsh/area.schema';
import { TEXTS } from '../../../texts';

const T = TEXTS.submit;

interface CurrentAreaSectionProps {
  area: AreaView | undefined;
  isPending: boolean;
  /** False while the shown area is not the one the team stands in (the new one is being fetched). */
  areaIsCurrent: boolean;
}

/** The name and description of the area the team stands in. */
export function CurrentAreaSection({ area, isPending, areaIsCurrent }: CurrentAreaSectionProps) {
  return (
    <section className="ps-section" aria-label={T.currentArea}>
      <p className="ps-eyebrow">{T.currentArea}</p>
      {isPending || (area && !areaIsCurrent) ? (
        <p className="ps-muted">{TEXTS.common.loading}</p>
      ) : area ? (
        <>
          <h2 className="ps-area-name">{area.name}</h2>
          <p className="ps-section__text">{area.description}</p>
        </>
      ) : (
        <p className="ps-muted">{T.currentAreaMissing}</p>
      )}
    </section>
  );
}
