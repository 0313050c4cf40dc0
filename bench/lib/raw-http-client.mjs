// @ts-check
// Keep-alive HTTP/1.1 connections on loopback for the load generator: a request goes out as one
// write, and the answer is parsed only as far as its status, a few headers and where its body ends
// (Content-Length, chunked, or the connection closing). node:http's client cost the generator about a
// third of a core at 1,500 requests a second on this two-core machine: CPU taken from the platform it
// measures, and event-loop delay counted as the platform's latency.
import net from 'node:net';

/** @typedef {{ status: number, body: Buffer }} RawAnswer */

const HEADER_END = Buffer.from('\r\n\r\n');
const LINE_END = Buffer.from('\r\n');
/** Answers that never carry a body, whatever their headers say. */
const BODYLESS = new Set([204, 304]);

export class RawHttpConnection {
  /** @param {number} port */
  constructor(port) {
    this.port = port;
    this.socket = net.connect({ host: '127.0.0.1', port });
    this.socket.setNoDelay(true);
    /** @type {Buffer} */
    this.buffer = Buffer.alloc(0);
    /** @type {{ resolve: (answer: RawAnswer) => void, reject: (error: Error) => void, timer: NodeJS.Timeout } | null} */
    this.pending = null;
    /** False once the socket failed, closed or was asked to close: the pool opens a new one. */
    this.usable = true;
    this.socket.on('data', (chunk) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
      try {
        this.parse(false);
      } catch (error) {
        this.fail(/** @type {Error} */ (error));
        this.socket.destroy();
      }
    });
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => {
      // An answer without Content-Length or chunking ends with the connection.
      try {
        if (this.pending) this.parse(true);
      } catch {
        // fails below
      }
      this.fail(new Error('连接已关闭'));
    });
  }

  /**
   * Sends one request and resolves with its answer. One request at a time per connection.
   * @param {Buffer} request the whole request, head and body @param {number} timeoutMs @returns {Promise<RawAnswer>}
   */
  send(request, timeoutMs) {
    if (this.pending) return Promise.reject(new Error('这个连接上还有请求没有回答'));
    if (!this.usable) return Promise.reject(new Error('连接已不可用'));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.fail(new Error(`超时（${timeoutMs} ms）`));
        this.socket.destroy();
      }, timeoutMs);
      this.pending = { resolve, reject, timer };
      this.socket.write(request);
    });
  }

  close() {
    this.usable = false;
    this.socket.destroy();
  }

  /** @param {Error} error */
  fail(error) {
    this.usable = false;
    const pending = this.pending;
    this.pending = null;
    if (pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
    }
  }

  /** Completes the pending request once its whole answer is in the buffer. @param {boolean} closed */
  parse(closed) {
    const pending = this.pending;
    if (!pending) return;
    const headEnd = this.buffer.indexOf(HEADER_END);
    if (headEnd < 0) return;
    const head = this.buffer.toString('latin1', 0, headEnd);
    const status = Number(head.slice(9, 12));
    const lowerHead = head.toLowerCase();
    const bodyStart = headEnd + HEADER_END.length;
    /** @type {{ body: Buffer, end: number } | null} */
    let complete;
    if (BODYLESS.has(status) || (status >= 100 && status < 200)) {
      complete = { body: Buffer.alloc(0), end: bodyStart };
    } else if (/\r\ntransfer-encoding:[^\r]*chunked/.test(lowerHead)) {
      complete = chunkedBody(this.buffer, bodyStart);
    } else {
      const length = /\r\ncontent-length:\s*(\d+)/.exec(lowerHead);
      if (length) {
        const end = bodyStart + Number(length[1]);
        complete = this.buffer.length >= end ? { body: this.buffer.subarray(bodyStart, end), end } : null;
      } else {
        complete = closed ? { body: this.buffer.subarray(bodyStart), end: this.buffer.length } : null;
      }
    }
    if (!complete) return;
    this.buffer = this.buffer.subarray(complete.end);
    this.pending = null;
    clearTimeout(pending.timer);
    if (/\r\nconnection:\s*close/.test(lowerHead)) this.close();
    pending.resolve({ status, body: complete.body });
  }
}

/**
 * The body of a chunked answer starting at `start`, or null while it is incomplete.
 * @param {Buffer} buffer @param {number} start @returns {{ body: Buffer, end: number } | null}
 */
function chunkedBody(buffer, start) {
  /** @type {Buffer[]} */
  const chunks = [];
  let position = start;
  for (;;) {
    const lineEnd = buffer.indexOf(LINE_END, position);
    if (lineEnd < 0) return null;
    const size = parseInt(buffer.toString('latin1', position, lineEnd).split(';')[0] ?? '', 16);
    if (Number.isNaN(size)) throw new Error('分块编码的长度无法解析');
    position = lineEnd + LINE_END.length;
    if (size === 0) {
      // Trailer lines, if any, then the empty line that ends the answer.
      for (;;) {
        const trailerEnd = buffer.indexOf(LINE_END, position);
        if (trailerEnd < 0) return null;
        const empty = trailerEnd === position;
        position = trailerEnd + LINE_END.length;
        if (empty) return { body: Buffer.concat(chunks), end: position };
      }
    }
    if (buffer.length < position + size + LINE_END.length) return null;
    chunks.push(buffer.subarray(position, position + size));
    position += size + LINE_END.length;
  }
}

/**
 * At most `max` connections to one port: a request takes an idle connection, opens a new one while
 * fewer than `max` are open, or waits for one to come free (as node:http's Agent with maxSockets).
 */
export class RawHttpPool {
  /** @param {number} port @param {number} max */
  constructor(port, max) {
    this.port = port;
    this.max = max;
    /** @type {RawHttpConnection[]} */
    this.idle = [];
    this.open = 0;
    /** Every connection opened and not yet closed, idle or busy: destroy() closes them all. @type {Set<RawHttpConnection>} */
    this.connections = new Set();
    /** @type {{ resolve: (connection: RawHttpConnection) => void, reject: (error: Error) => void }[]} */
    this.waiting = [];
    this.destroyed = false;
  }

  connect() {
    const connection = new RawHttpConnection(this.port);
    this.connections.add(connection);
    connection.socket.once('close', () => this.connections.delete(connection));
    return connection;
  }

  /** @param {Buffer} request @param {number} timeoutMs @returns {Promise<RawAnswer>} */
  async send(request, timeoutMs) {
    if (this.destroyed) throw new Error('连接池已关闭');
    const connection = await this.acquire();
    try {
      return await connection.send(request, timeoutMs);
    } finally {
      this.release(connection);
    }
  }

  /** @returns {RawHttpConnection | Promise<RawHttpConnection>} */
  acquire() {
    for (let connection = this.idle.pop(); connection; connection = this.idle.pop()) {
      if (connection.usable) return connection;
      this.open -= 1;
    }
    if (this.open < this.max) {
      this.open += 1;
      return this.connect();
    }
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  /** @param {RawHttpConnection} connection */
  release(connection) {
    if (this.destroyed) {
      connection.close();
      return;
    }
    let next = connection;
    if (!connection.usable) {
      connection.close();
      this.open -= 1;
      if (this.waiting.length === 0) return;
      this.open += 1;
      next = this.connect();
    }
    const waiter = this.waiting.shift();
    if (waiter) waiter.resolve(next);
    else this.idle.push(next);
  }

  /** Closes every connection, busy ones too (their requests fail), and fails the requests waiting for one. */
  destroy() {
    this.destroyed = true;
    for (const connection of this.connections) connection.close();
    this.idle = [];
    for (const waiter of this.waiting.splice(0)) waiter.reject(new Error('连接池已关闭'));
  }
}

/**
 * The headers every bench request carries (Accept, and for a JSON body its type and length), then the spec's own.
 * @param {import('./load-generator.mjs').RequestSpec} spec @param {Buffer | null} payload @returns {Record<string, string>}
 */
export function requestHeaders(spec, payload) {
  return {
    accept: 'application/json',
    ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
    ...spec.headers,
  };
}

/**
 * One request as bytes: the request line, Host (node:http adds it itself) and requestHeaders, then the JSON body.
 * @param {number} port @param {import('./load-generator.mjs').RequestSpec} spec @returns {Buffer}
 */
export function encodeRequest(port, spec) {
  const payload = spec.body === undefined ? null : Buffer.from(JSON.stringify(spec.body));
  const headers = { host: `127.0.0.1:${port}`, ...requestHeaders(spec, payload) };
  let head = `${spec.method} ${spec.path} HTTP/1.1\r\n`;
  for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
  head += '\r\n';
  return payload ? Buffer.concat([Buffer.from(head, 'latin1'), payload]) : Buffer.from(head, 'latin1');
}
