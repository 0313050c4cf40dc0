import { useState } from 'react';
import type { AdminTeam } from '@citygames/contracts/fanhua/admin.schema';
import {
  RADIO_MESSAGE_TYPE_NAMES,
  RADIO_MESSAGE_TYPES,
  RADIO_SENDER_NAMES,
  RADIO_SENDERS,
  RADIO_TITLE_MAX,
  type RadioMessageType,
  type RadioSender,
} from '@citygames/contracts/fanhua/radio.rules';
import { fanhuaAdminApi } from '../api/fanhua-admin-api';
import { useAction } from '../hooks/use-fanhua-admin';
import { ActionResult } from '../components/ActionResult';
import { TeamPicker } from '../components/TeamPicker';

/** The radio's sending desk as the game admin has it: a message in one of the radio's voices, to everyone or one team. */
export function FanhuaRadioDesk({ teams }: { teams: AdminTeam[] }) {
  const [teamId, setTeamId] = useState('');
  const [sender, setSender] = useState<RadioSender>('commander');
  const [type, setType] = useState<RadioMessageType>('system_broadcast');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const action = useAction();
  return (
    <form
      className="oc-card oc-form"
      onSubmit={(event) => {
        event.preventDefault();
        void action
          .run(
            async () =>
              (
                await fanhuaAdminApi.sendRadio({
                  scope: teamId ? 'team' : 'all',
                  team_id: teamId || null,
                  sender,
                  message_type: type,
                  title,
                  msg: body,
                })
              ).message,
          )
          .then((sent) => {
            if (!sent) return;
            setTitle('');
            setBody('');
          });
      }}
    >
      <h2>电台广播</h2>
      <p className="oc-muted">以电台角色的身份发出（与游戏管理员的发布台相同）；要以“组织者”的名义说话，用「消息」页。</p>
      <TeamPicker label="发送范围" noneLabel="全体队伍" teams={teams} value={teamId} onChange={setTeamId} />
      <label>
        发送者
        <select value={sender} onChange={(event) => setSender(event.target.value as RadioSender)}>
          {RADIO_SENDERS.map((value) => (
            <option key={value} value={value}>
              {RADIO_SENDER_NAMES[value]}
            </option>
          ))}
        </select>
      </label>
      <label>
        消息类型
        <select value={type} onChange={(event) => setType(event.target.value as RadioMessageType)}>
          {RADIO_MESSAGE_TYPES.map((value) => (
            <option key={value} value={value}>
              {RADIO_MESSAGE_TYPE_NAMES[value]}
            </option>
          ))}
        </select>
      </label>
      <label>
        标题
        <input value={title} onChange={(event) => setTitle(event.target.value)} maxLength={RADIO_TITLE_MAX} required />
      </label>
      <label>
        内容
        <textarea className="oc-textarea" value={body} onChange={(event) => setBody(event.target.value)} rows={4} required />
      </label>
      <button type="submit" className="oc-primary" disabled={action.busy}>
        发送广播
      </button>
      <ActionResult action={action} />
    </form>
  );
}
