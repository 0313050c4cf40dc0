/**
 * Setup file of the component tests: antd-mobile's Toast and Dialog, which screens load the first
 * time they show one (antd/feedback.ts), are loaded before any test runs. A test that ends right
 * after its screen showed a toast then leaves no module import running when vitest tears its
 * environment down (which it reports as an error of the run).
 */
await import('antd-mobile/es/components/toast');
await import('antd-mobile/es/components/dialog');

export {};
