import { useCallback, useEffect, useRef, useState } from 'react';
import { ScratchCard } from './ScratchCard';
import './scratch-card.css';

export interface ScratchCardGameTexts {
  reset: string;
  loading: string;
  drawFailed: string;
  retry: string;
  hint: string;
  revealedHint: string;
}

const DEFAULT_TEXTS: ScratchCardGameTexts = {
  reset: '再来一次',
  loading: '正在准备刮刮卡…',
  drawFailed: '抽取失败，请稍后重试',
  retry: '重试',
  hint: '用手指刮开灰色涂层，看看你的运气',
  revealedHint: '已刮开！',
};

interface ScratchCardGameProps {
  /** Draws the hidden value on the server (the client never decides it). */
  drawValue: () => Promise<string>;
  texts?: Partial<ScratchCardGameTexts>;
  width?: number;
  height?: number;
}

type Draw = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; value: string };

/**
 * The scratch-card toy: a value drawn by the server under a grey cover; the reset button is
 * enabled only after the reveal and draws a new value.
 */
export function ScratchCardGame({ drawValue, texts, width, height }: ScratchCardGameProps) {
  const text = { ...DEFAULT_TEXTS, ...texts };
  const [draw, setDraw] = useState<Draw>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const drawRef = useRef(drawValue);
  drawRef.current = drawValue;

  const newRound = useCallback(async () => {
    setDraw({ status: 'loading' });
    setRevealed(false);
    try {
      const value = await drawRef.current();
      setDraw({ status: 'ready', value });
      setRound((n) => n + 1);
    } catch (error) {
      setDraw({ status: 'failed', message: error instanceof Error && error.message ? error.message : text.drawFailed });
    }
  }, [text.drawFailed]);

  useEffect(() => {
    void newRound();
  }, [newRound]);

  return (
    <div className="cg-scratch-game">
      <p className="cg-scratch-game__hint" role="status">
        {revealed ? text.revealedHint : text.hint}
      </p>
      {draw.status === 'failed' ? (
        <div className="cg-scratch-game__failed" role="alert">
          <p>{draw.message}</p>
          <button type="button" className="cg-scratch-game__button" onClick={() => void newRound()}>
            {text.retry}
          </button>
        </div>
      ) : (
        <ScratchCard round={round} revealed={revealed} onReveal={() => setRevealed(true)} {...(width ? { width } : {})} {...(height ? { height } : {})}>
          <span className="cg-scratch-game__value" data-testid="scratch-value">
            {draw.status === 'ready' ? draw.value : text.loading}
          </span>
        </ScratchCard>
      )}
      <button type="button" className="cg-scratch-game__button" disabled={!revealed || draw.status === 'loading'} onClick={() => void newRound()}>
        {text.reset}
      </button>
    </div>
  );
}
