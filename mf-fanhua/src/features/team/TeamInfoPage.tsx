import DotLoading from 'antd-mobile/es/components/dot-loading';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { TEXTS } from '../../texts';
import { NoTeamView } from './components/NoTeamView';
import { isNoTeam } from '../../shared/teams/no-team';
import { useCurrentTeam } from '../../shared/teams/use-current-team';
import { TeamView } from './components/TeamView';
import '../../shared/styles/fanhua-screens.css';
import './team.css';

/** /fanhua/teaminfo and /fanhua/login: the team screen. */
export default function TeamInfoPage() {
  const current = useCurrentTeam();

  return (
    <div className="fh-page fh-team-page">
      {current.isPending ? (
        <div className="fh-muted fh-center">
          <DotLoading /> {TEXTS.team.loading}
        </div>
      ) : current.isError ? (
        isNoTeam(current.error) ? (
          <NoTeamView />
        ) : (
          <ErrorBlock status="default" title={TEXTS.team.statusFailed} description={current.error.message} />
        )
      ) : (
        <TeamView current={current.data} />
      )}
    </div>
  );
}
