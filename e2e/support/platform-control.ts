/**
 * Stopping and starting one service of the running platform, for the journeys that need a game
 * whose service is down. `npm run e2e` starts the platform with a loopback control endpoint and
 * passes its address in E2E_CONTROL_URL. Use these only in `*.disruptive.spec.ts` files: they run
 * after every other journey, one at a time, so no other test sees the stopped service.
 */
export type ServiceName = 'svc-auth' | 'svc-pilotsh' | 'svc-polish120' | 'svc-fanhua';

function controlUrl(): string {
  const url = process.env.E2E_CONTROL_URL;
  if (!url) {
    throw new Error('E2E_CONTROL_URL 未设置：需要停止服务的用例只能通过 npm run e2e 运行（它会启动带控制端口的平台）');
  }
  return url;
}

async function control(name: ServiceName, action: 'stop' | 'start'): Promise<void> {
  const response = await fetch(`${controlUrl()}/services/${name}/${action}`, { method: 'POST', signal: AbortSignal.timeout(120_000) });
  if (!response.ok) throw new Error(`${action} ${name} 失败：${await response.text()}`);
}

/** Stops the service (SIGTERM, as an organiser would) and resolves once its process has exited. */
export function stopService(name: ServiceName): Promise<void> {
  return control(name, 'stop');
}

/** Starts the service again and resolves once its /health answers. */
export function startService(name: ServiceName): Promise<void> {
  return control(name, 'start');
}
