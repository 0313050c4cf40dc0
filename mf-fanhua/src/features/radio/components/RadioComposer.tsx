import {
  RADIO_BODY_MAX,
  RADIO_MESSAGE_TYPES,
  RADIO_SENDERS,
  RADIO_TITLE_MAX,
  type RadioMessageType,
  type RadioSender,
} from '@citygames/contracts/fanhua/radio.rules';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Popup from 'antd-mobile/es/components/popup';
import TextArea from 'antd-mobile/es/components/text-area';
import { useState } from 'react';
import { isApiError } from '@citygames/web-kit/api-client';
import { useSendRadioMessage } from '../api/use-send-radio-message';
import { useTeamList } from '../../../shared/teams/use-team-list';
import { RADIO_TEXTS } from '../radio-texts';
import { showToast } from '@citygames/web-kit/antd/feedback';

const T = RADIO_TEXTS.composer;

/** The administrators' sending desk: a broadcast to every team or a message to one. */
export function RadioComposer({ visible, onClose, onSent }: { visible: boolean; onClose: () => void; onSent: () => void }) {
  const teams = useTeamList(visible);
  const [scope, setScope] = useState<'all' | 'team'>('all');
  const [teamId, setTeamId] = useState('');
  const [sender, setSender] = useState<RadioSender>('commander');
  const [type, setType] = useState<RadioMessageType>('system_broadcast');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const sendMessage = useSendRadioMessage();

  async function send() {
    const problem = scope === 'team' && !teamId ? T.selectTeam : !title.trim() ? T.titleRequired : !body.trim() ? T.bodyRequired : null;
    if (problem) {
      showToast({ content: problem });
      return;
    }
    try {
      await sendMessage.mutateAsync({
        scope,
        ...(scope === 'team' ? { team_id: teamId } : {}),
        sender,
        message_type: type,
        title: title.trim(),
        msg: body.trim(),
      });
      showToast({ icon: 'success', content: T.sent });
      setTitle('');
      setBody('');
      onSent();
    } catch (error) {
      showToast({ content: isApiError(error) && error.hasServerMessage ? error.message : T.failed });
    }
  }

  return (
    <Popup visible={visible} onMaskClick={onClose} position="bottom" bodyClassName="fh-rsheet">
      <div className="fh-rsheet__header">
        <h2 className="fh-rsheet__title">{T.title}</h2>
        <button type="button" className="fh-rsheet__close" aria-label={T.cancel} onClick={onClose}>
          ×
        </button>
      </div>
      <div className="fh-rsheet__body">
        <div className="fh-rfield">
          <span className="fh-rfield__label">{T.scope}</span>
          <div className="fh-rsegmented" role="radiogroup" aria-label={T.scope}>
            {(['all', 'team'] as const).map((value) => (
              <button key={value} type="button" role="radio" aria-checked={scope === value} className="fh-rsegmented__option" onClick={() => setScope(value)}>
                {value === 'all' ? T.scopeAll : T.scopeTeam}
              </button>
            ))}
          </div>
        </div>
        {scope === 'team' && (
          <label className="fh-rfield">
            <span className="fh-rfield__label">{T.team}</span>
            <select aria-label={T.team} className="fh-rselect fh-rselect--wide" value={teamId} onChange={(event) => setTeamId(event.target.value)}>
              <option value="">{T.teamPlaceholder}</option>
              {(teams.data ?? []).map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <div className="fh-rfield-pair">
          <label className="fh-rfield">
            <span className="fh-rfield__label">{T.sender}</span>
            <select aria-label={T.sender} className="fh-rselect" value={sender} onChange={(event) => setSender(event.target.value as RadioSender)}>
              {RADIO_SENDERS.map((value) => (
                <option key={value} value={value}>
                  {RADIO_TEXTS.senders[value]}
                </option>
              ))}
            </select>
          </label>
          <label className="fh-rfield">
            <span className="fh-rfield__label">{T.type}</span>
            <select aria-label={T.type} className="fh-rselect" value={type} onChange={(event) => setType(event.target.value as RadioMessageType)}>
              {RADIO_MESSAGE_TYPES.map((value) => (
                <option key={value} value={value}>
                  {RADIO_TEXTS.types[value]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <label className="fh-rfield">
          <span className="fh-rfield__label">{T.messageTitle}</span>
          <Input
            className="fh-rinput"
            aria-label={T.messageTitle}
            placeholder={T.titlePlaceholder}
            maxLength={RADIO_TITLE_MAX}
            value={title}
            onChange={setTitle}
          />
        </label>
        <label className="fh-rfield">
          <span className="fh-rfield__label">{T.body}</span>
          <TextArea
            className="fh-rtextarea"
            aria-label={T.body}
            placeholder={T.bodyPlaceholder}
            rows={4}
            maxLength={RADIO_BODY_MAX}
            value={body}
            onChange={setBody}
          />
        </label>
      </div>
      <div className="fh-rsheet__footer">
        <Button block onClick={onClose}>
          {T.cancel}
        </Button>
        <Button block color="primary" loading={sendMessage.isPending} loadingText={T.sending} onClick={() => void send()}>
          {T.send}
        </Button>
      </div>
    </Popup>
  );
}
