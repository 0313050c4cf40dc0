import nodeConsole from 'node:console';

/**
 * Setup file of the component tests: happy-dom never loads an iframe's page (the console's phone preview) and
 * reports each one as a NotSupportedError with its stack, on the console it was given when the test environment
 * started (Node's own, not the one the test sees). The tests check the frame's address and messages, not its page,
 * so that one report is left out of the output; every other console error still shows.
 */
for (const target of new Set([nodeConsole, console])) {
  const reportError = target.error.bind(target);
  target.error = (...args: unknown[]) => {
    const [first] = args;
    if (first instanceof Error && first.name === 'NotSupportedError' && first.message.includes('Iframe page loading is disabled')) return;
    reportError(...args);
  };
}
