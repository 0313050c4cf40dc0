// Where the services of a local run listen. Every mode (npm start, npm run dev, e2e, the benchmarks)
// and both gateways (nginx and the Node proxy) take the addresses from here, so a gateway on another
// port (npm run dev puts its gateway on PORT_BASE + 1) still forwards to the services of PORT_BASE.
import { SERVICES } from './workspace.mjs';

/** Services listen on the loopback only: nothing on the network bypasses the gateway. */
const SERVICE_HOST = '127.0.0.1';

/**
 * @typedef {import('./workspace.mjs').ServiceName} ServiceName
 * @typedef {{ host: string, port: number, address: string }} ServiceAddress address is "host:port"
 */

/**
 * Every service at 127.0.0.1, PORT_BASE + its offset (the ports table of the gateway's route manifest).
 * @param {number} portBase
 * @returns {Record<ServiceName, ServiceAddress>}
 */
export function localServiceAddresses(portBase) {
  return /** @type {Record<ServiceName, ServiceAddress>} */ (
    Object.fromEntries(
      SERVICES.map((service) => {
        const port = portBase + service.portOffset;
        return [service.name, { host: SERVICE_HOST, port, address: `${SERVICE_HOST}:${port}` }];
      }),
    )
  );
}

/**
 * The gateways' upstreams (service → "host:port") for the same addresses.
 * @param {Record<ServiceName, ServiceAddress>} addresses
 * @returns {Record<ServiceName, string>}
 */
export function upstreamsOf(addresses) {
  return /** @type {Record<ServiceName, string>} */ (Object.fromEntries(Object.entries(addresses).map(([name, { address }]) => [name, address])));
}
