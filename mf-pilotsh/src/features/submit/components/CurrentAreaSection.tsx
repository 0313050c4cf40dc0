import type { AreaView } from '@citygames/contracts/pilotsh/area.schema';
import { TEXTS } from '../../../texts';

const T = TEXTS.submit;

interface CurrentAreaSectionProps {
  area: AreaView | undefined;
  isPending: boolean;
  /** False while the shown area is not the one the team stands in (the new one is being fetched). */
  areaIsCurrent: boolean;
  /** The player's team as the progress poll last read it, so a rename by the organiser shows within one poll. */
  teamName: string | undefined;
}

/** The player's team, and the name and description of the area it stands in. */
export function CurrentAreaSection({ area, isPending, areaIsCurrent, teamName }: CurrentAreaSectionProps) {
  return (
    <section className="ps-section" aria-label={T.currentArea}>
      {teamName && <p className="ps-team-name">{T.teamName(teamName)}</p>}
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
