// @ts-check
// A fanhua phone's radio as the page keeps it: a one-use ticket, the stream through the gateway, and on every end of
// the stream a new ticket and a reconnection from the last position it received (`after`), every 2 s until it is
// back. It records each connection's span (from `ready` to its end) and when each message arrived on which connection,
// so the run can tell whether a message reached every stream that was connected while it was sent.
import http from 'node:http';

/**
 * @typedef {{ id: number, readyAt: number, endedAt: number | null }} StreamConnection
 * @typedef {{ seq: number, at: number, connection: number }} RadioArrival
 */

/**
 * @param {{ port: number, issueTicket: () => Promise<string | null> }} options
 */
export function createRadioListener({ port, issueTicket }) {
  /** @type {StreamConnection[]} */
  const connections = [];
  /** @type {RadioArrival[]} */
  const arrivals = [];
  let lastSeq = /** @type {number | null} */ (null);
  let wanted = false;
  /** @type {http.ClientRequest | null} */
  let current = null;

  const connectOnce = async () => {
    const ticket = await issueTicket().catch(() => null);
    if (!ticket || !wanted) return;
    const after = lastSeq === null ? '' : `&after=${lastSeq}`;
    await new Promise((resolve) => {
      /** @type {StreamConnection | null} */
      let connection = null;
      const request = http.get(
        {
          host: '127.0.0.1',
          port,
          path: `/api/fanhua/msg/stream?ticket=${encodeURIComponent(ticket)}${after}`,
          agent: false,
          headers: { accept: 'text/event-stream' },
        },
        (response) => {
          if (response.statusCode !== 200) {
            response.resume();
            response.on('end', resolve);
            return;
          }
          let buffered = '';
          response.setEncoding('utf8');
          response.on('data', (/** @type {string} */ chunk) => {
            buffered += chunk;
            for (let end = buffered.indexOf('\n\n'); end >= 0; end = buffered.indexOf('\n\n')) {
              const event = buffered.slice(0, end);
              buffered = buffered.slice(end + 2);
              const kind = /^event: (.+)$/m.exec(event)?.[1];
              if (kind === 'ready') {
                connection = { id: connections.length, readyAt: Date.now(), endedAt: null };
                connections.push(connection);
              } else if (kind === 'message' && connection) {
                const data = /^data: (.+)$/m.exec(event)?.[1];
                const seq = data ? Number(JSON.parse(data).seq) : NaN;
                if (Number.isSafeInteger(seq)) {
                  arrivals.push({ seq, at: Date.now(), connection: connection.id });
                  lastSeq = Math.max(lastSeq ?? 0, seq);
                }
              }
            }
          });
          response.on('close', resolve);
        },
      );
      request.on('error', resolve);
      request.on('close', () => {
        if (connection) connection.endedAt = Date.now();
        resolve(undefined);
      });
      current = request;
    });
    current = null;
  };

  const keepConnected = async () => {
    while (wanted) {
      await connectOnce();
      if (wanted) await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  };

  return {
    connections,
    arrivals,
    /** Opens the radio (the phone is on the fanhua screens, online). */
    open() {
      if (wanted) return;
      wanted = true;
      void keepConnected();
    },
    /** Closes it (the phone went offline or the run ended). */
    close() {
      wanted = false;
      current?.destroy();
    },
  };
}
