import { TEAM_DESCRIPTION_MAX } from '@citygames/contracts/fanhua/teams.rules';
import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import Input from 'antd-mobile/es/components/input';
import TextArea from 'antd-mobile/es/components/text-area';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { createTeam, joinTeam } from '../api/team-api';
import { TEXTS } from '../../../texts';
import { TentEmblem } from './TentEmblem';
import { DialogFormFooter } from './DialogFormFooter';
import { teamErrorText, validateNewTeam } from '../team-errors';
import { ON_TOP } from '../../../shared/styles/popup-layers';
import { queryKeys } from '../../../query-keys';
import { showToast } from '@citygames/web-kit/antd/feedback';

const T = TEXTS.team;
const TOAST_MS = 2000;

/** No team yet: create one (name, description) or join one by invite code. */
export function NoTeamView() {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'create' | 'join' | null>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [inviteCode, setInviteCode] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  const done = (message: string) => {
    showToast({ content: message, duration: TOAST_MS });
    setDialog(null);
    void queryClient.invalidateQueries({ queryKey: queryKeys.all });
  };

  const create = useMutation({
    mutationFn: () => createTeam({ name: name.trim(), description: description.trim() }),
    onSuccess: () => done(T.created),
    onError: (error) => setFormError(teamErrorText('create', error)),
  });
  const join = useMutation({
    mutationFn: () => joinTeam(inviteCode.trim()),
    onSuccess: (answer) => done(answer.message || T.joined),
    onError: (error) => setFormError(teamErrorText('join', error)),
  });

  function open(which: 'create' | 'join') {
    setFormError(null);
    setDialog(which);
  }

  function submitCreate(event: FormEvent) {
    event.preventDefault();
    const problem = validateNewTeam(name, description);
    if (problem) return setFormError(problem);
    setFormError(null);
    create.mutate();
  }

  function submitJoin(event: FormEvent) {
    event.preventDefault();
    if (!inviteCode.trim()) return setFormError(T.enterInviteCode);
    setFormError(null);
    join.mutate();
  }

  return (
    <section className="fh-panel fh-team-empty" aria-labelledby="fh-no-team">
      <div className="fh-team-empty__emblem">
        <TentEmblem />
      </div>
      <h2 id="fh-no-team" className="fh-panel__title">
        {T.noTeamTitle}
      </h2>
      <p className="fh-muted">{T.noTeamText}</p>
      <div className="fh-team-empty__actions">
        <Button color="primary" block size="large" onClick={() => open('create')}>
          {T.createButton}
        </Button>
        <Button block size="large" onClick={() => open('join')}>
          {T.joinButton}
        </Button>
      </div>

      <CenterPopup bodyClassName="fh-center-body" style={ON_TOP} visible={dialog === 'create'} onMaskClick={() => setDialog(null)} destroyOnClose>
        <form className="fh-dialog-form" onSubmit={submitCreate} aria-label={T.createTitle}>
          <h3>{T.createTitle}</h3>
          <label className="fh-field">
            <span>{T.nameLabel}</span>
            <Input value={name} onChange={setName} placeholder={T.namePlaceholder} clearable />
          </label>
          <label className="fh-field">
            <span>{T.descriptionLabel}</span>
            <TextArea
              value={description}
              onChange={setDescription}
              placeholder={T.descriptionPlaceholder}
              rows={3}
              showCount
              maxLength={TEAM_DESCRIPTION_MAX}
            />
          </label>
          <DialogFormFooter error={formError} submitText={T.submitCreate} busy={create.isPending} onCancel={() => setDialog(null)} />
        </form>
      </CenterPopup>

      <CenterPopup bodyClassName="fh-center-body" style={ON_TOP} visible={dialog === 'join'} onMaskClick={() => setDialog(null)} destroyOnClose>
        <form className="fh-dialog-form" onSubmit={submitJoin} aria-label={T.joinTitle}>
          <h3>{T.joinTitle}</h3>
          <label className="fh-field">
            <span>{T.inviteLabel}</span>
            <Input value={inviteCode} onChange={setInviteCode} placeholder={T.invitePlaceholder} clearable autoComplete="off" />
          </label>
          <DialogFormFooter error={formError} submitText={T.submitJoin} busy={join.isPending} onCancel={() => setDialog(null)} />
        </form>
      </CenterPopup>
    </section>
  );
}
