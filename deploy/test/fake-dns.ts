import { createSocket, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';

const TYPE_A = 1;
const CLASS_IN = 1;

/**
 * A tiny authoritative DNS server on 127.0.0.1 that answers A queries from a table, as Docker's
 * embedded DNS does for compose service names: one address per replica, NXDOMAIN for a service
 * that is not running (its profile is off).
 */
export class FakeDns {
  private readonly records = new Map<string, string[]>();
  private socket: Socket | null = null;
  readonly queries: string[] = [];
  port = 0;

  set(name: string, addresses: string[]): void {
    this.records.set(name.toLowerCase(), addresses);
  }

  async start(): Promise<void> {
    const socket = createSocket('udp4');
    socket.on('message', (message, remote) => {
      const answer = this.answer(message);
      if (answer) socket.send(answer, remote.port, remote.address);
    });
    await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', () => resolve()));
    this.socket = socket;
    this.port = (socket.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const socket = this.socket;
    this.socket = null;
    if (socket) await new Promise<void>((resolve) => socket.close(() => resolve()));
  }

  private answer(query: Buffer): Buffer | null {
    if (query.length < 12 || query.readUInt16BE(4) !== 1) return null;
    const labels: string[] = [];
    let offset = 12;
    while (offset < query.length && query[offset] !== 0) {
      const length = query[offset] ?? 0;
      labels.push(query.toString('ascii', offset + 1, offset + 1 + length));
      offset += length + 1;
    }
    const questionEnd = offset + 5;
    if (questionEnd > query.length) return null;
    const type = query.readUInt16BE(offset + 1);
    const name = labels.join('.').toLowerCase();
    this.queries.push(name);
    const addresses = this.records.get(name);
    const answers = type === TYPE_A && addresses ? addresses : [];

    const header = Buffer.alloc(12);
    header.writeUInt16BE(query.readUInt16BE(0), 0);
    const recursionDesired = query.readUInt16BE(2) & 0x0100;
    const rcode = addresses ? 0 : 3; // NXDOMAIN for names it does not know
    header.writeUInt16BE(0x8000 | 0x0400 | recursionDesired | 0x0080 | rcode, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const records = answers.map((address) => {
      const record = Buffer.alloc(16);
      record.writeUInt16BE(0xc00c, 0); // pointer to the name in the question
      record.writeUInt16BE(TYPE_A, 2);
      record.writeUInt16BE(CLASS_IN, 4);
      record.writeUInt32BE(1, 6);
      record.writeUInt16BE(4, 10);
      address.split('.').forEach((part, index) => record.writeUInt8(Number(part), 12 + index));
      return record;
    });
    return Buffer.concat([header, query.subarray(12, questionEnd), ...records]);
  }
}
