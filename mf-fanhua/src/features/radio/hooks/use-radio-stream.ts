import { useEffect, useRef, useState } from 'react';
import type { RadioMessage } from '@citygames/contracts/fanhua/radio.schema';
import { RADIO_STREAM_PATH } from '@citygames/contracts/fanhua/radio.rules';
import { fetchStreamTicket } from '../api/radio-api';

const MAX_RETRY_MS = 30_000;

/**
 * Listens to the radio's server-sent events: trades the token for a one-use ticket, opens an
 * EventSource, and on any failure closes it and tries again with a fresh ticket after a growing
 * pause. `onEvent(null)` fires on every (re)connection (time to catch up), `onEvent(message)` per
 * new message. Returns whether the stream is up; the page polls while it is not.
 */
export function useRadioStream(onEvent: (message: RadioMessage | null) => void): boolean {
  const [live, setLive] = useState(false);
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const retry = () => {
      if (stopped) return;
      failures += 1;
      retryTimer = setTimeout(connect, Math.min(MAX_RETRY_MS, 1000 * 2 ** Math.min(failures, 5)));
    };

    async function connect() {
      try {
        const { ticket } = await fetchStreamTicket();
        if (stopped) return;
        source = new EventSource(`${RADIO_STREAM_PATH}?ticket=${encodeURIComponent(ticket)}`);
        source.addEventListener('ready', () => {
          failures = 0;
          setLive(true);
          handler.current(null);
        });
        source.addEventListener('message', (event) => {
          try {
            handler.current(JSON.parse((event as MessageEvent<string>).data) as RadioMessage);
          } catch {
            handler.current(null);
          }
        });
        source.onerror = () => {
          source?.close();
          source = null;
          setLive(false);
          retry();
        };
      } catch {
        setLive(false);
        retry();
      }
    }

    void connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, []);

  return live;
}
