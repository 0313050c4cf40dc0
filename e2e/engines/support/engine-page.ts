/**
 * What a core journey may do with a page, the same in every engine. A target is an XPath expression
 * (`locators.ts`): XPath is the one query language that classic WebDriver (WebKitWebDriver) and
 * WebDriver BiDi (Firefox, through puppeteer-core) both evaluate in the page itself.
 */
export type EngineName = 'webkit' | 'firefox';

export interface EnginePage {
  readonly engine: EngineName;
  /** Opens a path of the platform (relative to E2E_BASE_URL) and waits for the load event. */
  goto(path: string): Promise<void>;
  /** The page's current address. */
  url(): Promise<string>;
  /** Waits until the target is displayed, then clicks it like a person (a real pointer click). */
  click(target: string): Promise<void>;
  /** Waits until the input is displayed, empties it and types the text key by key. */
  type(target: string, text: string): Promise<void>;
  /** Waits until the <select> is displayed and picks the option with this value. */
  select(target: string, value: string): Promise<void>;
  /** Runs a function in the page and answers its JSON result. */
  run<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>;
  /** Saves a screenshot of the viewport as a PNG file. */
  screenshot(file: string): Promise<void>;
  close(): Promise<void>;
}

/** One running browser of an engine, which opens a fresh, isolated page per journey. */
export interface EngineBrowser {
  readonly version: string;
  newPage(baseUrl: string): Promise<EnginePage>;
  close(): Promise<void>;
}

/** The phone the journeys are drawn for (iPhone 12–15 in CSS pixels), as in the Chromium journeys. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

export const ACTION_TIMEOUT_MS = 10_000;
