import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoad } from '../lib/load-generator.mjs';

/** Answers in every shape the platform sends: by length, chunked in separate packets, 304 (no Content-Length, as Express and nginx send it), slow. */
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
    response.writeHead(304, { etag: '"v1"' });
    response.end();
    return;
  }
  if (request.url === '/slow') {
    setTimeout(() => response.end('{"slow":true}'), 1500);
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
    expect(result.okBodyBytes).toBeGreaterThan(0);
    expect(result.otherStatuses['429']?.sample).toBe('{"path":"/refused"}');
    expect(result.generatorCores).toBeGreaterThanOrEqual(0);
  });

  it('sends each request as `next` builds it: method, headers and JSON body', async () => {
    const result = await runLoad({
      port,
      clients: 2,
      requests: 4,
      seconds: 30,
      next: (index) => ({ method: 'POST', path: '/echo', headers: { authorization: `Bearer t${index}` }, body: { answer: '错误答案' }, label: 'echo' }),
    });
    expect(result.ok.count).toBe(4);
    expect(result.okBodyBytes).toBe(Buffer.byteLength(JSON.stringify({ answer: '错误答案' })));
  });

  it('counts a request that timed out as a transport error, at a fixed arrival rate', async () => {
    const result = await runLoad({
      port,
      clients: 8,
      requests: 6,
      seconds: 30,
      rate: 200,
      timeoutMs: 1000,
      next: (index) => ({ method: 'GET', path: index === 2 ? '/slow' : '/ok' }),
    });
    expect(result.requests).toBe(6);
    expect(result.transportErrors).toBe(1);
    expect(result.ok.count).toBe(5);
  });
});
