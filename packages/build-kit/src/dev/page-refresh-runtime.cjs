// One React Refresh runtime for the whole page. The shell and each remote are separate bundles; if each
// kept its own copy, a remote's copy would be created after React DOM registered with the global hook
// and never learn about the renderer, so edits to a remote's components would reach the page but not
// redraw. Whichever bundle runs first (the shell, or a remote served on its own) publishes its copy;
// every later bundle registers its components with that same copy. (`react-refresh/runtime.js` names the
// package's own file: the bare `react-refresh/runtime` request is what gets redirected here.)
/* global __REFRESH_BUNDLE__ */
const PAGE_RUNTIME_KEY = '__citygamesReactRefreshRuntime';
// CommonJS on purpose: the module answers whatever the runtime exports, whichever copy it turns out to be.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const runtime = globalThis[PAGE_RUNTIME_KEY] || (globalThis[PAGE_RUNTIME_KEY] = require('react-refresh/runtime.js'));

// A component registers under its module's id, a path inside its app (`./src/App.tsx`): the shell and
// every remote have one, so without the bundle's name an edit to a remote's App would replace the shell's.
// __REFRESH_BUNDLE__ is the bundle's federation name (a DefinePlugin constant of createAppConfig).
module.exports = { ...runtime, register: (type, id) => runtime.register(type, `${__REFRESH_BUNDLE__} ${id}`) };
