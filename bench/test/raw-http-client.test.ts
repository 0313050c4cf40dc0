import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoad } from '../lib/load-generator.mjs';
import { encodeRequest, RawHttpConnection, RawHttpPool } from '../lib/raw-http-client.mjs';

/** Answers in every shape the platform sends: by length, chunked in separate packets, 304, closing, slow. */
const server = http.createServer((request, response) => {
  if (request.url === '/chunked') {
    response.write('{"parts":');
    setTimeout(() => {
      response.write('[1,2,');
      setTimeout(() => response.end('3]}'), 5);
    }, 5);
    return;
  }
  if (request.url === '/not-modified') {
    response.writeHead(304, { etag: '"v1"', 'content-length': '99' });
    response.end();
    return;
  }
  if (request.url === '/closing') {
    response.writeHead(200, { connection: 'close', 'content-type': 'application/json' });
    response.end('{"closing":true}');
    return;
  }
  if (request.url === '/slow') {
    setTimeout(() => response.end('{"slow":true}'), 500);
    return;
  }
  if (request.url === '/echo') {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.writeHead(201, { 'content-type': 'application/json', 'x-auth': String(request.headers.authorization) });
      response.end(Buffer.concat(chunks));
    });
    return;
  }
  response.writeHead(request.url === '/refused' ? 429 : 200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ path: request.url }));
});

let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const get = (path: string) => encodeRequest(port, { method: 'GET', path });

describe('raw keep-alive connection', () => {
  it('reads answers by length, chunked across packets and without a body, one after another on one connection', async () => {
    const connection = new RawHttpConnection(port);
    const first = await connection.send(get('/plain'), 2000);
    const chunked = await connection.send(get('/chunked'), 2000);
    const notModified = await connection.send(get('/not-modified'), 2000);
    const last = await connection.send(get('/again'), 2000);
    connection.close();
    expect([first.status, chunked.status, notModified.status, last.status]).toEqual([200, 200, 304, 200]);
    expect(JSON.parse(first.body.toString())).toEqual({ path: '/plain' });
    expect(JSON.parse(chunked.body.toString())).toEqual({ parts: [1, 2, 3] });
    expect(notModified.body.length).toBe(0);
    expect(JSON.parse(last.body.toString())).toEqual({ path: '/again' });
  });

  it('sends a JSON body with its UTF-8 length and the given headers', async () => {
    const connection = new RawHttpConnection(port);
    const answer = await connection.send(
      encodeRequest(port, { method: 'POST', path: '/echo', body: { answer: '错误答案' }, headers: { authorization: 'Bearer t' } }),
      2000,
    );
    connection.close();
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body.toString())).toEqual({ answer: '错误答案' });
  });

  it('is no longer usable after an answer that closes the connection, or a time-out', async () => {
    const closing = new RawHttpConnection(port);
    expect((await closing.send(get('/closing'), 2000)).status).toBe(200);
    expect(closing.usable).toBe(false);

    const slow = new RawHttpConnection(port);
    await expect(slow.send(get('/slow'), 50)).rejects.toThrow('超时');
    expect(slow.usable).toBe(false);
  });
});

describe('connection pool', () => {
  it('never opens more than its limit and replaces a closed connection for whoever waits', async () => {
    const pool = new RawHttpPool(port, 2);
    const paths = ['/a', '/closing', '/b', '/closing', '/c', '/d'];
    const answers = await Promise.all(paths.map((path) => pool.send(get(path), 2000)));
    pool.destroy();
    expect(answers.map((answer) => answer.status)).toEqual(paths.map(() => 200));
    expect(pool.open).toBeLessThanOrEqual(2);
    expect(JSON.parse(answers[5]?.body.toString() ?? '')).toEqual({ path: '/d' });
  });

  it('fails the busy request and the one waiting for a connection when destroyed, so an aborted load ends', async () => {
    const pool = new RawHttpPool(port, 1);
    const busy = pool.send(get('/slow'), 2000);
    const waiting = pool.send(get('/ok'), 2000);
    const opened = [...pool.connections];
    pool.destroy();
    await expect(busy).rejects.toThrow();
    await expect(waiting).rejects.toThrow('连接池已关闭');
    expect(opened).toHaveLength(1);
    expect(opened.every((connection) => connection.socket.destroyed)).toBe(true);
  });
});

describe('load run', () => {
  it('counts each answer class, labels and transport errors over a closed loop', async () => {
    const paths = ['/ok', '/refused', '/chunked', '/not-modified'];
    const result = await runLoad({
      port,
      clients: 4,
      requests: 40,
      seconds: 30,
      next: (index) => ({ method: 'GET', path: paths[index % paths.length] ?? '/ok', label: paths[index % paths.length] }),
    });
    expect(result.requests).toBe(40);
    expect(result.transportErrors).toBe(0);
    expect(result.ok.count).toBe(20);
    expect(result.otherStatuses['429']?.count).toBe(10);
    expect(result.otherStatuses['304']?.count).toBe(10);
    expect(result.byLabel['/chunked']?.count).toBe(10);
    expect(result.generatorCores).toBeGreaterThanOrEqual(0);
  });

  it('counts a request that timed out as a transport error, at a fixed arrival rate', async () => {
    const result = await runLoad({
      port,
      clients: 8,
      requests: 6,
      seconds: 30,
      rate: 200,
      timeoutMs: 100,
      next: (index) => ({ method: 'GET', path: index === 2 ? '/slow' : '/ok' }),
    });
    expect(result.requests).toBe(6);
    expect(result.transportErrors).toBe(1);
    expect(result.ok.count).toBe(5);
  });
});
