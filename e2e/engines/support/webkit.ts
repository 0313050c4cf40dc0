import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { remote } from 'webdriverio';
import { ACTION_TIMEOUT_MS, PHONE_VIEWPORT, type EngineBrowser, type EnginePage } from './engine-page';

/**
 * WebKitGTK (the engine of Safari and of WeChat on iPhone) through Debian's webkit2gtk-driver: its
 * WebKitWebDriver speaks classic W3C WebDriver and drives MiniBrowser, which needs an X display, so each
 * worker starts its own Xvfb (on a display number Xvfb picks) and its own driver (on a free port).
 */
export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.WEBKIT_MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts Xvfb and answers its display (":N"); `-displayfd` makes Xvfb choose a free one and tell it. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  xvfb.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${stderr}`)));
    (xvfb.stdio[3] as NodeJS.ReadableStream).once('data', (chunk: Buffer) => resolve({ display: `:${chunk.toString().trim()}`, process: xvfb }));
  });
}

async function waitForDriver(port: number, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('WebKitWebDriver did not answer /status within 15 s');
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function launchWebKit(): Promise<EngineBrowser> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display, TZ: 'Asia/Shanghai', LANG: 'zh_CN.UTF-8' },
    stdio: 'ignore',
  });
  try {
    await waitForDriver(port, driver);
  } catch (error) {
    await stop(driver);
    await stop(xvfb.process);
    throw error;
  }
  let version = '';
  return {
    get version() {
      return version;
    },
    async newPage(baseUrl) {
      const capabilities = {
        browserName: 'MiniBrowser',
        // WebKitWebDriver has no WebDriver BiDi: stay on classic WebDriver
        'wdio:enforceWebDriverClassic': true,
        // full screen hides MiniBrowser's toolbar, so the window set below is the page's viewport (390×844)
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--full-screen'] },
      };
      const browser = await remote({ hostname: '127.0.0.1', port, path: '/', logLevel: 'error', waitforTimeout: ACTION_TIMEOUT_MS, capabilities });
      version = `WebKitGTK ${String(browser.capabilities.browserVersion ?? '')}`;
      await browser.setWindowRect(0, 0, PHONE_VIEWPORT.width, PHONE_VIEWPORT.height);
      const find = async (target: string) => {
        const element = browser.$(target);
        await element.waitForDisplayed({ timeout: ACTION_TIMEOUT_MS });
        return element;
      };
      const page: EnginePage = {
        engine: 'webkit',
        async goto(path) {
          await browser.url(new URL(path, baseUrl).href);
        },
        url: () => browser.getUrl(),
        async click(target) {
          await (await find(target)).click();
        },
        async type(target, text) {
          const element = await find(target);
          await element.waitForEnabled({ timeout: ACTION_TIMEOUT_MS });
          await element.setValue(text);
        },
        async select(target, value) {
          await (await find(target)).selectByAttribute('value', value);
        },
        run<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args) {
          return browser.execute(fn as (...inner: unknown[]) => Result, ...args) as Promise<Awaited<Result>>;
        },
        async screenshot(file) {
          await browser.saveScreenshot(file);
        },
        async close() {
          await browser.deleteSession();
        },
      };
      return page;
    },
    async close() {
      await stop(driver);
      await stop(xvfb.process);
    },
  };
}
