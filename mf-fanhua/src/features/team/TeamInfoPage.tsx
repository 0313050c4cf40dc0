import { DotLoading, ErrorBlock } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { fetchCurrentTeam } from '../../api/fanhua-api';
import { TEXTS } from '../../texts';
import { NoTeamView } from './NoTeamView';
import { isNoTeam } from '../../api/no-team';
import { TeamView } from './TeamView';
import '../../styles/fanhua-screens.css';
import './team.css';

/** /fanhua/teaminfo and /fanhua/login: the team screen. */
export default function TeamInfoPage() {
  const current = useQuery({
    queryKey: ['fanhua', 'my-team'],
    queryFn: fetchCurrentTeam,
    retry: (count, error) => !isNoTeam(error) && count < 1,
  });

  return (
    <div className="fh-page fh-team-page">
      {current.isPending ? (
        <p className="fh-muted fh-center">
          <DotLoading /> {TEXTS.team.loading}
        </p>
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
