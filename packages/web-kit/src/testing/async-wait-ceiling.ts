import { configure } from '@testing-library/react';

/**
 * Setup file of the component tests: `findBy…` and `waitFor` wait up to 5 s instead of Testing Library's 1 s.
 * It is a ceiling, not a delay (they return as soon as the screen shows what they wait for): `npm test` runs two
 * test files at once on a two-core machine, and a screen that renders in 50 ms alone can take over a second there.
 */
configure({ asyncUtilTimeout: 5_000 });
