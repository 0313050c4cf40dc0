import { Link } from 'react-router-dom';
import { FanhuaEmblem } from '@citygames/web-kit/emblems/FanhuaEmblem';
import { HOME_PATH } from '../paths';
import { TEXTS } from '../texts';
import './FanhuaNotFound.css';

const T = TEXTS.notFound;

/** fanhua's own not-found screen (any unknown /fanhua/... path): a lost radio signal. */
export function FanhuaNotFound() {
  return (
    <main className="fh-not-found cg-game-fanhua">
      <div className="fh-not-found__art">
        <FanhuaEmblem size={132} />
      </div>
      <p className="fh-not-found__code">{T.code}</p>
      <h1 className="fh-not-found__title">{T.title}</h1>
      <p className="fh-not-found__text">{T.text}</p>
      <div className="fh-not-found__actions">
        <Link className="cg-button cg-button--block" to={HOME_PATH}>
          {T.back}
        </Link>
        <Link className="fh-not-found__home" to="/">
          {T.home}
        </Link>
      </div>
    </main>
  );
}
