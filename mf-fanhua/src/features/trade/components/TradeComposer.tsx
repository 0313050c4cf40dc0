import { TRADE_MESSAGE_MAX } from '@citygames/contracts/fanhua/trades.rules';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import TextArea from 'antd-mobile/es/components/text-area';
import { useState } from 'react';
import type { TeamOption } from '../../../shared/teams/teams-api';
import { ItemRows } from './ItemRows';
import { draftToItems, validateDraft, type TradeDraft } from '../trade-draft';
import { TRADE_TEXTS } from '../trade-texts';
import { showToast } from '@citygames/web-kit/antd/feedback';

const T = TRADE_TEXTS.create;

interface TradeComposerProps {
  visible: boolean;
  draft: TradeDraft;
  onDraftChange: (draft: TradeDraft) => void;
  /** Every team but mine. */
  teams: TeamOption[];
  busy: boolean;
  onClose: () => void;
  onSubmit: (body: { to_team_id: string; items: ReturnType<typeof draftToItems>; msg: string }) => void;
}

/** The create dialog: target team, what my team gains, what it pays, a message. */
export function TradeComposer({ visible, draft, onDraftChange, teams, busy, onClose, onSubmit }: TradeComposerProps) {
  const [touched, setTouched] = useState(false);
  const problem = validateDraft(draft);

  function submit() {
    setTouched(true);
    if (problem) {
      showToast({ content: problem });
      return;
    }
    onSubmit({ to_team_id: draft.toTeamId, items: draftToItems(draft), msg: draft.msg.trim() });
  }

  return (
    <Popup visible={visible} onMaskClick={onClose} position="bottom" bodyClassName="fh-tx-sheet" destroyOnClose>
      <div className="fh-tx-sheet__header">
        <h2 className="fh-tx-sheet__title">{T.title}</h2>
        <button type="button" className="fh-tx-icon-button" aria-label={T.cancel} onClick={onClose}>
          ×
        </button>
      </div>
      <div className="fh-tx-sheet__body">
        <label className="fh-tx-field">
          <span className="fh-tx-field__label">{T.target}</span>
          <select
            aria-label={T.target}
            className="fh-tx-select fh-tx-select--wide"
            value={draft.toTeamId}
            onChange={(event) => onDraftChange({ ...draft, toTeamId: event.target.value })}
          >
            <option value="">{teams.length === 0 ? T.noOtherTeams : T.targetPlaceholder}</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </select>
        </label>
        <ItemRows label={T.gains} tone="gain" items={draft.gains} onChange={(gains) => onDraftChange({ ...draft, gains })} />
        <ItemRows label={T.pays} tone="pay" items={draft.pays} onChange={(pays) => onDraftChange({ ...draft, pays })} />
        <label className="fh-tx-field">
          <span className="fh-tx-field__label">{T.message}</span>
          <TextArea
            className="fh-tx-textarea"
            placeholder={T.messagePlaceholder}
            maxLength={TRADE_MESSAGE_MAX}
            rows={2}
            value={draft.msg}
            onChange={(msg) => onDraftChange({ ...draft, msg })}
          />
        </label>
        {touched && problem && (
          <p className="fh-tx-form-error" role="alert">
            {problem}
          </p>
        )}
      </div>
      <div className="fh-tx-sheet__footer">
        <Button block onClick={onClose}>
          {T.cancel}
        </Button>
        <Button block color="primary" loading={busy} loadingText={T.submitting} onClick={submit}>
          {T.submit}
        </Button>
      </div>
    </Popup>
  );
}
