import type { AppConfig } from '@citygames/web-kit/app-config';
import { CitySkyline } from './components/CitySkyline';
import { GameCard } from './components/GameCard';
import { useGameHealth } from './hooks/use-game-health';
import { useOrganizerGameStates } from './hooks/use-organizer-game-states';
import './landing.css';

export const LANDING_TEXTS = {
  kicker: 'CITY TEAM GAMES',
  welcome: '欢迎来到城市实景团队游戏',
  intro: '约上队友走上街头：解谜、寻宝、探索，在真实的城市里完成一场冒险。',
  steps: ['组队报名', '到达现场', '手机闯关'],
  gamesHeading: '选择你的游戏',
} as const;

/** `/`: the welcome banner and one section per configured game. */
export function LandingPage({ config }: { config: AppConfig }) {
  // a game the configuration marks closed is not asked; the others are asked for their health
  const organizerStates = useOrganizerGameStates();
  const availability = useGameHealth(config.games.filter((game) => game.open !== false).map((game) => game.id));
  return (
    <div className="landing">
      <header className="landing-hero">
        <div className="landing-hero__glow" aria-hidden="true" />
        <p className="landing-hero__kicker">{LANDING_TEXTS.kicker}</p>
        <h1 className="landing-hero__title">{LANDING_TEXTS.welcome}</h1>
        <p className="landing-hero__intro">{LANDING_TEXTS.intro}</p>
        <ol className="landing-hero__steps">
          {LANDING_TEXTS.steps.map((step, index) => (
            <li key={step}>
              <span className="landing-hero__step-no">{index + 1}</span>
              {step}
            </li>
          ))}
        </ol>
        <CitySkyline />
      </header>
      <main className="landing-games">
        <h2 className="landing-games__heading">{LANDING_TEXTS.gamesHeading}</h2>
        {config.games.map((game) => (
          <GameCard
            key={game.id}
            game={game}
            availability={game.open === false || organizerStates?.open[game.id] === false ? 'closed' : (availability[game.id] ?? 'checking')}
            opensAt={organizerStates?.opensAt[game.id] ?? null}
          />
        ))}
      </main>
      <footer className="landing-footer">
        {config.filing &&
          (config.filing.url ? (
            <a href={config.filing.url} target="_blank" rel="noopener noreferrer">
              {config.filing.text}
            </a>
          ) : (
            <span>{config.filing.text}</span>
          ))}
      </footer>
    </div>
  );
}
