import { useEffect, useRef, useState } from 'react';
import type { RadioMessage } from '@citygames/contracts/fanhua/radio.schema';
import { RADIO_STALL_AFTER_MS, RADIO_STREAM_PATH } from '@citygames/contracts/fanhua/radio.rules';
import { previewApiPath } from '@citygames/web-kit/preview/preview-mode';
import { fetchStreamTicket } from '../api/radio-api';

const MAX_RETRY_MS = 30_000;

/**
 * Listens to the radio's server-sent events: trades the token for a one-use ticket, opens an
 * EventSource, and on any failure closes it and tries again with a fresh ticket after a growing
 * pause. A stream that stops delivering without closing (a Wi-Fi→4G switch, a NAT dropping the flow)
 * counts as a failure too: the server sends a `heartbeat` event every 15 s, so no event at all for
 * `RADIO_STALL_AFTER_MS` means the stream is stalled. `onEvent(null)` fires on every (re)connection
 * and on a stall (time to catch up), `onEvent(message)` per new message. Returns whether the stream
 * is up; the page polls while it is not. A new stream resumes after the last message received, so a
 * message sent while the stream was down arrives once it is back.
 */
export function useRadioStream(onEvent: (message: RadioMessage | null) => void): boolean {
  const [live, setLive] = useState(false);
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;
    let liveNow = false;
    /** The position of the last message received: a new stream starts right after it (the server sends what was missed). */
    let lastSeq: number | null = null;

    const retry = () => {
      if (stopped) return;
      failures += 1;
      retryTimer = setTimeout(connect, Math.min(MAX_RETRY_MS, 1000 * 2 ** Math.min(failures, 5)));
    };

    const fail = (catchUp: boolean) => {
      clearTimeout(stallTimer);
      source?.close();
      source = null;
      liveNow = false;
      setLive(false);
      if (catchUp) handler.current(null);
      retry();
    };

    // Every event (ready, message, heartbeat) proves the stream alive; silence past the bound is a stall.
    const heardFromServer = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(() => fail(true), RADIO_STALL_AFTER_MS);
    };

    async function connect() {
      try {
        const { ticket } = await fetchStreamTicket();
        if (stopped) return;
        const resume = lastSeq === null ? '' : `&after=${lastSeq}`;
        source = new EventSource(`${previewApiPath(RADIO_STREAM_PATH)}?ticket=${encodeURIComponent(ticket)}${resume}`);
        heardFromServer();
        // A stream that delivers is live: `ready` opens it (time to catch up); a heartbeat after a `ready`
        // that never reached the page counts too.
        const delivering = (catchUp: boolean) => {
          heardFromServer();
          failures = 0;
          if (!catchUp && liveNow) return;
          liveNow = true;
          setLive(true);
          handler.current(null);
        };
        source.addEventListener('ready', () => delivering(true));
        source.addEventListener('heartbeat', () => delivering(false));
        source.addEventListener('message', (event) => {
          heardFromServer();
          try {
            const message = JSON.parse((event as MessageEvent<string>).data) as RadioMessage;
            lastSeq = Math.max(lastSeq ?? 0, message.seq);
            handler.current(message);
          } catch {
            handler.current(null);
          }
        });
        source.onerror = () => fail(false);
      } catch {
        liveNow = false;
        setLive(false);
        retry();
      }
    }

    void connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearTimeout(stallTimer);
      source?.close();
    };
  }, []);

  return live;
}
