import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@citygames/web-kit/api-client';
import { ADMINISTRATION_TEXTS } from '../administration-texts';
import { ADMIN_TOAST_MS, toastFailure, toastProblem, toastSuccess } from '../admin-feedback';
import { TEAM_DESCRIPTION_MAX, TEAM_NAME_MAX } from '@citygames/contracts/fanhua/teams.rules';
import { validateNewTeam } from '../admin-forms';
import { createTeamAsAdmin } from '../api/admin-api';
import { useRefreshAdminLists } from '../hooks/use-admin-lists';

const T = ADMINISTRATION_TEXTS.team;

/** Add a team by name and description; the toast shows its invite code. */
export function AddTeamCard() {
  const refresh = useRefreshAdminLists();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');

  const create = useMutation({
    mutationFn: createTeamAsAdmin,
    onSuccess: (answer) => {
      // The invite code must be read out: this toast stays longer than the usual 1.8 s.
      toastSuccess(
        <span>
          {T.createdTitle}
          <span className="fh-admin-nowrap">{T.createdCode(answer.inviteCode)}</span>
        </span>,
        ADMIN_TOAST_MS * 3,
      );
      setName('');
      setDescription('');
      void refresh();
    },
    onError: (error) => toastFailure(error, isApiError(error) && error.kind === 'http' ? T.createFailed : T.createFailedRetry),
  });

  return (
    <section className="fh-admin-card" aria-labelledby="fh-admin-add-team">
      <h2 className="fh-admin-card__title" id="fh-admin-add-team">
        {T.addTitle}
      </h2>
      <div className="fh-admin-field">
        <label className="fh-admin-field__label" htmlFor="fh-admin-team-name">
          {T.name}
          <span className="fh-admin-counter">
            {name.trim().length}/{TEAM_NAME_MAX}
          </span>
        </label>
        <input
          id="fh-admin-team-name"
          className="fh-admin-input"
          placeholder={T.namePlaceholder}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="fh-admin-field">
        <label className="fh-admin-field__label" htmlFor="fh-admin-team-description">
          {T.description}
          <span className="fh-admin-counter">
            {description.trim().length}/{TEAM_DESCRIPTION_MAX}
          </span>
        </label>
        <TextArea
          id="fh-admin-team-description"
          className="fh-admin-textarea"
          placeholder={T.descriptionPlaceholder}
          rows={2}
          value={description}
          onChange={setDescription}
        />
      </div>
      <Button
        block
        color="primary"
        loading={create.isPending}
        onClick={() => {
          const problem = validateNewTeam(name, description);
          if (problem) toastProblem(problem);
          else create.mutate({ name: name.trim(), description: description.trim() });
        }}
      >
        {T.add}
      </Button>
    </section>
  );
}
