import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import type { AreaStates, MapArea, RewardGroupView } from '@citygames/contracts/fanhua/areas.schema';
import { TEXTS } from '../../../texts';
import { describeEntries, describeSpecial, type OpeningState } from '../area-rules';

const A = TEXTS.area;

function EntryList({ label, entries, none, kind }: { label: string; entries: RewardGroupView['requires']; none: string; kind: string }) {
  return (
    <div className={`fh-reward__line fh-reward__line--${kind}`}>
      <span className="fh-reward__label">{label}</span>
      <span className="fh-reward__entries">{entries.length === 0 ? <em>{none}</em> : describeEntries(entries).join('、')}</span>
    </div>
  );
}

/** The bottom sheet of one area: 'No.{id} {name}', coordinates, radius, location lines, then its rewards or its special action. */
export function AreaSheet({
  area,
  states,
  opening,
  busy,
  onTrade,
  onExecute,
  onClose,
}: {
  area: MapArea | null;
  states: AreaStates | undefined;
  opening: OpeningState;
  busy: boolean;
  onTrade: (area: MapArea, group: RewardGroupView) => void;
  onExecute: (area: MapArea) => void;
  onClose: () => void;
}) {
  const rewards = states?.rewards ?? [];
  const buttonText = (label: string) => (opening.isOpen ? label : A.opensAfter(opening.time));
  return (
    <Popup visible={area !== null} onMaskClick={onClose} onClose={onClose} bodyClassName="fh-sheet fh-area-sheet" destroyOnClose>
      {area && (
        <div role="dialog" aria-label={A.sheetTitle(area.area_id, area.name)}>
          <div className="fh-area-sheet__handle" aria-hidden="true" />
          <h3 className="fh-sheet__title">{A.sheetTitle(area.area_id, area.name)}</h3>
          <p className="fh-area-sheet__meta">
            {A.coordinates}：{area.cy.toFixed(6)}, {area.cx.toFixed(6)}
          </p>
          <p className="fh-area-sheet__meta">{A.radius(area.radius)}</p>
          <div className="fh-area-sheet__location">
            <span className="fh-reward__label">{A.locationLines}</span>
            {area.location.length === 0 ? (
              <p className="fh-muted">{A.noLocation}</p>
            ) : (
              area.location.map((line) => (
                <p key={line} className="fh-area-sheet__line">
                  {line}
                </p>
              ))
            )}
          </div>

          {states?.special ? (
            <div className="fh-special">
              <span className="fh-special__badge">{A.specialTitle}</span>
              <p className="fh-special__action" data-testid="special-action">
                {describeSpecial(states.special)}
              </p>
              <Button color="primary" block disabled={!opening.isOpen} loading={busy} onClick={() => onExecute(area)}>
                {buttonText(A.execute)}
              </Button>
            </div>
          ) : (
            <div className="fh-rewards">
              <h4 className="fh-rewards__title">{A.rewardsTitle}</h4>
              {rewards.length === 0 ? (
                <p className="fh-muted">{A.noReward}</p>
              ) : (
                rewards.map((group) => (
                  <div key={group.id} className="fh-reward" data-testid={`reward-${group.id}`}>
                    {group.text && <p className="fh-reward__text">“{group.text}”</p>}
                    <EntryList label={A.requires} entries={group.requires} none={A.requiresNone} kind="requires" />
                    <EntryList label={A.gives} entries={group.gives} none={A.givesNone} kind="gives" />
                    <EntryList label={A.conds} entries={group.conds} none={A.condsNone} kind="conds" />
                    <Button color="primary" size="small" disabled={!opening.isOpen} loading={busy} onClick={() => onTrade(area, group)}>
                      {buttonText(A.trade)}
                    </Button>
                  </div>
                ))
              )}
            </div>
          )}
        </div>
      )}
    </Popup>
  );
}
