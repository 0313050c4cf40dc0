import Button from 'antd-mobile/es/components/button';
import { TEXTS } from '../texts';

/** A registered player whose phone is in no team yet: they wait for the organiser (the page asks again by itself). */
export function WaitingForTeam({ onRefresh }: { onRefresh: () => void }) {
  return (
    <div className="p120-waiting" role="status" data-testid="waiting-for-team">
      <strong>{TEXTS.common.waitingForTeam}</strong>
      <p>{TEXTS.common.waitingForTeamHint}</p>
      <Button color="primary" onClick={onRefresh}>
        {TEXTS.common.refresh}
      </Button>
    </div>
  );
}
