// Following a file that another process appends to (nginx's access log), line by line.
import { closeSync, openSync, readSync, statSync, writeFileSync } from 'node:fs';

/** Appends each new line of a growing file to onLine until stopped. @param {string} file @param {(line: string) => void} onLine */
export function followFile(file, onLine) {
  writeFileSync(file, '');
  let offset = 0;
  let pending = '';
  const buffer = Buffer.alloc(64 * 1024);
  const timer = setInterval(() => {
    let size;
    try {
      size = statSync(file).size;
    } catch {
      return;
    }
    if (size <= offset) return;
    const fd = openSync(file, 'r');
    try {
      while (offset < size) {
        const read = readSync(fd, buffer, 0, Math.min(buffer.length, size - offset), offset);
        if (read <= 0) break;
        offset += read;
        pending += buffer.subarray(0, read).toString('utf8');
      }
    } finally {
      closeSync(fd);
    }
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line) onLine(line);
  }, 250);
  timer.unref();
  return () => clearInterval(timer);
}
