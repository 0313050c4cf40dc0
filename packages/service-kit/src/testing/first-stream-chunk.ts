import { get } from 'node:http';

/** Opens a server-sent event stream, answers its content type and the first chunk that arrives, and closes it. */
export function firstStreamChunk(url: string): Promise<{ contentType: string | undefined; chunk: string }> {
  return new Promise((resolve, reject) => {
    const req = get(url, (res) => {
      res.setEncoding('utf8');
      res.once('data', (chunk: string) => {
        resolve({ contentType: res.headers['content-type'], chunk });
        req.destroy();
      });
    });
    req.on('error', reject);
  });
}
