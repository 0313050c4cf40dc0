import { X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { generate } from 'selfsigned';

export interface LanCertificate {
  certificateFile: string;
  keyFile: string;
  certificate: string;
  key: string;
  /** The addresses the certificate names (localhost, 127.0.0.1 and this machine's LAN IPv4 addresses). */
  addresses: string[];
  /** True when this call wrote a new certificate. */
  created: boolean;
}

/** This machine's IPv4 addresses a phone on the same network can reach. */
export function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry && entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry!.address);
}

function isIpAddress(name: string): boolean {
  return /^[\d.]+$/.test(name);
}

/** Renewed this long before it expires, so an event day never starts with an expired certificate. */
const RENEW_BEFORE_MS = 30 * 24 * 3600 * 1000;
const VALID_DAYS = 365;

function stillGood(certificate: string, addresses: readonly string[]): boolean {
  try {
    const parsed = new X509Certificate(certificate);
    if (Date.parse(parsed.validTo) - Date.now() < RENEW_BEFORE_MS) return false;
    return addresses.every((address) => (isIpAddress(address) ? parsed.checkIP(address) : parsed.checkHost(address)) !== undefined);
  } catch {
    return false;
  }
}

/**
 * A self-signed certificate for trying the games on phones on the local network (`HTTPS=1 npm start`).
 * Kept in `dir` and reused while it is valid and names every current address; a new LAN address
 * (another Wi-Fi) makes a new one. Phones show a warning once, since no authority signed it.
 */
export async function ensureLanCertificate(dir: string, addresses = lanAddresses()): Promise<LanCertificate> {
  const names = ['localhost', '127.0.0.1', ...addresses.filter((address) => address !== '127.0.0.1')];
  const certificateFile = join(dir, 'lan-cert.pem');
  const keyFile = join(dir, 'lan-key.pem');
  if (existsSync(certificateFile) && existsSync(keyFile)) {
    const certificate = readFileSync(certificateFile, 'utf8');
    if (stillGood(certificate, names)) {
      return { certificateFile, keyFile, certificate, key: readFileSync(keyFile, 'utf8'), addresses: names, created: false };
    }
  }
  const pems = await createSelfSignedCertificate(names);
  mkdirSync(dir, { recursive: true });
  writeFileSync(keyFile, pems.key, { mode: 0o600 });
  writeFileSync(certificateFile, pems.certificate);
  return { certificateFile, keyFile, certificate: pems.certificate, key: pems.key, addresses: names, created: true };
}

/** A P-256 certificate for these host names and IP addresses, signed by its own key, valid for a year. */
export async function createSelfSignedCertificate(names: readonly string[]): Promise<{ certificate: string; key: string }> {
  const notBeforeDate = new Date(Date.now() - 60_000);
  const pems = await generate([{ name: 'commonName', value: names[0] ?? 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate,
    notAfterDate: new Date(notBeforeDate.getTime() + VALID_DAYS * 24 * 3600 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: names.map((name) => (isIpAddress(name) ? { type: 7 as const, ip: name } : { type: 2 as const, value: name })),
      },
    ],
  });
  return { certificate: pems.cert, key: pems.private };
}
