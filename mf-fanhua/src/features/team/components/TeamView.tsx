import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import Radio from 'antd-mobile/es/components/radio';
import Space from 'antd-mobile/es/components/space';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { exitTeam } from '../api/team-api';
import type { TeamCurrentResponse } from '@citygames/contracts/fanhua/teams.schema';
import { getFanhuaUser } from '@citygames/web-kit/token-store';
import { TEXTS } from '../../../texts';
import { copyText } from '../copy-text';
import { teamErrorText } from '../team-errors';
import { ON_TOP } from '../../../shared/styles/popup-layers';
import { queryKeys } from '../../../query-keys';
import { confirmDialog, showToast } from '@citygames/web-kit/antd/feedback';

const T = TEXTS.team;
const TOAST_MS = 2000;
const COPIED_MS = 2000;

/** The team: name, invite code with copy, description, members with marks, exit (with leader handover). */
export function TeamView({ current }: { current: TeamCurrentResponse }) {
  const queryClient = useQueryClient();
  const [copied, setCopied] = useState(false);
  const [handoverOpen, setHandoverOpen] = useState(false);
  const [newLeader, setNewLeader] = useState<string | null>(null);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const selfId = getFanhuaUser()?.id;
  const members = current.members;
  const others = members.filter((member) => !(member.isSelf ?? member.id === selfId));

  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  const exit = useMutation({
    mutationFn: (leader: string | null | undefined) => exitTeam(leader),
    onSuccess: () => {
      showToast({ content: T.exited, duration: TOAST_MS });
      setHandoverOpen(false);
      // the team view resets: every cached answer about the old team is dropped and refetched
      void queryClient.resetQueries({ queryKey: queryKeys.all });
    },
    onError: (error) => showToast({ content: teamErrorText('exit', error), duration: TOAST_MS }),
  });

  async function copy() {
    if (await copyText(current.team.invite_code)) {
      setCopied(true);
      clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } else {
      showToast({ content: T.copyFailed, duration: TOAST_MS });
    }
  }

  async function onExit() {
    if (current.isLeader && others.length > 0) {
      setNewLeader(null);
      setHandoverOpen(true);
      return;
    }
    const confirmed = await confirmDialog({ content: T.exitConfirm, confirmText: T.confirm, cancelText: T.cancel });
    if (confirmed) exit.mutate(current.isLeader ? null : undefined);
  }

  function handOver() {
    if (!newLeader) {
      showToast({ content: `${T.leaderMustName106} (-106)`, duration: TOAST_MS });
      return;
    }
    exit.mutate(newLeader);
  }

  return (
    <section className="fh-panel fh-team" aria-labelledby="fh-team-name">
      <h2 id="fh-team-name" className="fh-team__name">
        {current.team.name}
      </h2>
      <div className="fh-team__invite">
        <span className="fh-team__label">{T.inviteCode}</span>
        <code className="fh-team__code" data-testid="invite-code">
          {current.team.invite_code}
        </code>
        <Button size="small" color={copied ? 'success' : 'primary'} fill="outline" onClick={copy} aria-live="polite">
          {copied ? T.copied : T.copy}
        </Button>
      </div>
      <div className="fh-team__description">
        <span className="fh-team__label">{T.description}</span>
        <p>{current.team.description || T.noDescription}</p>
      </div>
      <h3 className="fh-team__members-title">{T.members(members.length)}</h3>
      <ul className="fh-team__members">
        {members.map((member) => {
          const isSelf = member.isSelf ?? member.id === selfId;
          return (
            <li key={member.id} className="fh-team__member">
              <span className="fh-team__avatar" aria-hidden="true">
                {member.name.slice(0, 1)}
              </span>
              <span className="fh-team__member-name">{member.name}</span>
              {member.isLeader && <span className="fh-tag fh-tag--leader">{T.leaderMark}</span>}
              {isSelf && <span className="fh-tag fh-tag--self">{T.selfMark}</span>}
            </li>
          );
        })}
      </ul>
      <Button block color="danger" fill="outline" onClick={onExit} loading={exit.isPending && !handoverOpen}>
        {T.exitButton}
      </Button>

      <CenterPopup bodyClassName="fh-center-body" style={ON_TOP} visible={handoverOpen} onMaskClick={() => setHandoverOpen(false)} destroyOnClose>
        <div className="fh-dialog-form" role="dialog" aria-label={T.handoverTitle}>
          <h3>{T.handoverTitle}</h3>
          <p className="fh-muted">{T.handoverText}</p>
          <Radio.Group value={newLeader} onChange={(value) => setNewLeader(String(value))}>
            <Space direction="vertical" block>
              {others.map((member) => (
                <Radio key={member.id} value={member.id} block>
                  {member.name}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
          <div className="fh-dialog-form__actions">
            <Button onClick={() => setHandoverOpen(false)}>{T.cancel}</Button>
            <Button color="danger" onClick={handOver} loading={exit.isPending}>
              {T.handoverConfirm}
            </Button>
          </div>
        </div>
      </CenterPopup>
    </section>
  );
}
