import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import type { PropView } from '@citygames/contracts/pilotsh/team.schema';
import { formatLocalTime } from '@citygames/web-kit/format-time';
import { messageOf } from '../../shared/api-errors';
import { useTeamStatus } from '../../shared/hooks/use-team-queries';
import { QueryState } from '../../shared/QueryState';
import { TEXTS } from '../../texts';
import { useConsumeProp } from './api/use-consume-prop';
import { confirmDialog, showToast } from '@citygames/web-kit/antd/feedback';

const T = TEXTS.props;

/** The props tab: the team's prop cards; the leader uses one after a warning to show the screen to staff. */
export function PropsTab() {
  const status = useTeamStatus();
  const consume = useConsumeProp();
  const using = consume.isPending ? consume.variables : null;
  const [lastUse, setLastUse] = useState<string | null>(null);

  async function use(prop: PropView) {
    const confirmed = await confirmDialog({
      title: T.confirmTitle,
      content: T.confirmUse(prop.type),
      confirmText: T.use,
      cancelText: TEXTS.common.cancel,
    });
    if (!confirmed) return;
    try {
      const result = await consume.mutateAsync(prop.id);
      setLastUse(result.message);
      showToast({ icon: 'success', content: result.message });
    } catch (error) {
      showToast({ icon: 'fail', content: messageOf(error, T.useFailed) });
    }
  }

  const isLeader = status.data?.status.isLeader ?? false;
  const props = status.data?.status.props ?? [];

  return (
    <div className="ps-tab ps-props">
      <QueryState isPending={status.isPending} error={status.error} onRetry={() => void status.refetch()}>
        {!isLeader && props.length > 0 && <p className="ps-muted">{T.leaderOnly}</p>}
        {lastUse && (
          <div className="ps-notice ps-notice--warning" role="status">
            <p className="ps-notice__text">{lastUse}</p>
          </div>
        )}
        {props.length === 0 ? (
          <p className="ps-muted ps-center">{T.empty}</p>
        ) : (
          props.map((prop) => (
            <section key={prop.id} className={`ps-section ps-prop${prop.used ? ' ps-prop--used' : ''}`} data-testid="prop-card">
              <div className="ps-prop__body">
                <h3 className="ps-prop__type">{prop.type}</h3>
                <p className="ps-prop__desc">{prop.desc}</p>
                {prop.used && prop.usedBy && prop.usedAt && <p className="ps-prop__used">{T.usedBy(prop.usedBy, formatLocalTime(prop.usedAt))}</p>}
              </div>
              <Button
                size="small"
                color={prop.used ? 'default' : 'primary'}
                disabled={prop.used || !isLeader}
                loading={using === prop.id}
                onClick={() => void use(prop)}
              >
                {prop.used ? T.used : T.use}
              </Button>
            </section>
          ))
        )}
      </QueryState>
    </div>
  );
}
