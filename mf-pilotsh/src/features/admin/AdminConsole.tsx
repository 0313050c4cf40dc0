import Button from 'antd-mobile/es/components/button';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@citygames/web-kit/api-client';
import type { GodGiveType } from '@citygames/contracts/pilotsh/admin.schema';
import { PROP_CARD_NAMES, STEP_CARD_NAME } from '@citygames/contracts/pilotsh/prop.rules';
import { BASE_PATH } from '../../paths';
import { TEXTS } from '../../texts';
import { DEFAULT_PROP_ARGS, parseAdminArgs } from './admin-args-rules';
import { useGodGive } from './api/use-god-give';
import { DrawToy } from './components/DrawToy';
import { confirmDialog } from '@citygames/web-kit/antd/feedback';

const T = TEXTS.admin;

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** The admin console: god_give (grant a prop or a step card, reset a team), the draw toy, the scratch card. */
export function AdminConsole() {
  const navigate = useNavigate();
  const [leaderName, setLeaderName] = useState('');
  const [type, setType] = useState<GodGiveType>('add_prop');
  const [argsText, setArgsText] = useState(DEFAULT_PROP_ARGS);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const give = useGodGive();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!leaderName.trim()) return setOutcome({ kind: 'error', text: T.leaderRequired });
    const args = parseAdminArgs(argsText);
    if (!args) return setOutcome({ kind: 'error', text: T.invalidJson });
    if (type === 'init') {
      const sure = await confirmDialog({
        title: T.initConfirmTitle,
        content: T.initConfirm(leaderName.trim()),
        confirmText: TEXTS.common.confirm,
        cancelText: TEXTS.common.cancel,
      });
      if (!sure) return;
    }
    setOutcome(null);
    try {
      const result = await give.mutateAsync({ leaderName: leaderName.trim(), type, args });
      setOutcome({ kind: 'success', text: `${T.succeeded}：${result.message}` });
    } catch (error) {
      if (isApiError(error) && error.kind === 'http') {
        setOutcome({ kind: 'error', text: `${T.failed}：${error.message}` });
      } else {
        setOutcome({ kind: 'error', text: T.requestFailed(error instanceof Error ? error.message : String(error)) });
      }
    }
  }

  function pickProp(name: string, steps?: number) {
    setType('add_prop');
    setArgsText(JSON.stringify(steps === undefined ? { type: name } : { type: name, steps }));
  }

  return (
    <div className="ps-admin">
      <section className="ps-section">
        <h2 className="ps-section__title">{T.title}</h2>
        <form onSubmit={onSubmit} noValidate>
          <label className="ps-field">
            <span className="ps-field__label">{T.leaderName}</span>
            <input
              className="ps-input"
              value={leaderName}
              onChange={(event) => setLeaderName(event.target.value)}
              placeholder={T.leaderPlaceholder}
              aria-label={T.leaderName}
            />
          </label>
          <label className="ps-field">
            <span className="ps-field__label">{T.type}</span>
            <select
              className="ps-select"
              value={type}
              aria-label={T.type}
              onChange={(event) => {
                const next = event.target.value as GodGiveType;
                setType(next);
                setArgsText(next === 'init' ? '{}' : DEFAULT_PROP_ARGS);
              }}
            >
              <option value="add_prop">{T.typeOptions.add_prop}</option>
              <option value="init">{T.typeOptions.init}</option>
            </select>
          </label>
          <label className="ps-field">
            <span className="ps-field__label">{T.args}</span>
            <textarea
              className="ps-textarea"
              value={argsText}
              onChange={(event) => setArgsText(event.target.value)}
              placeholder={T.argsPlaceholder}
              aria-label={T.args}
              spellCheck={false}
            />
          </label>
          {outcome && (
            <div className={`ps-notice ps-notice--${outcome.kind}`} role={outcome.kind === 'error' ? 'alert' : 'status'}>
              <p className="ps-notice__text">{outcome.text}</p>
            </div>
          )}
          <Button type="submit" color={type === 'init' ? 'danger' : 'primary'} block loading={give.isPending}>
            {T.submit}
          </Button>
        </form>
      </section>

      <section className="ps-section">
        <h3 className="ps-section__title">{T.catalogue}</h3>
        <div className="ps-chip-list">
          {PROP_CARD_NAMES.map((name) => (
            <button key={name} type="button" className="ps-chip" onClick={() => pickProp(name)}>
              {name}
            </button>
          ))}
        </div>
        <p className="ps-muted">{T.stepCard}</p>
        <div className="ps-chip-list">
          <button type="button" className="ps-chip" onClick={() => pickProp(STEP_CARD_NAME)}>
            {T.stepCardDrawn}
          </button>
          {[0, 1, 2].map((steps) => (
            <button key={steps} type="button" className="ps-chip" onClick={() => pickProp(STEP_CARD_NAME, steps)}>
              {T.stepCardOf(steps)}
            </button>
          ))}
        </div>
      </section>

      <section className="ps-section">
        <h3 className="ps-section__title">{T.drawTitle}</h3>
        <DrawToy />
      </section>

      <section className="ps-section">
        <h3 className="ps-section__title">{T.scratch}</h3>
        <Button block onClick={() => navigate(`${BASE_PATH}/admin/scratch`)}>
          {T.openScratch}
        </Button>
      </section>
    </div>
  );
}
