import { lazyScreen } from '@citygames/web-kit/lazy-screen';

// Each tab loads when first shown: opening the task centre fetches only the tab on screen. The submit tab,
// where the task centre opens, is also a layer of the /pilotsh/tasks screen (App's SCREENS).
export const SubmitTab = lazyScreen(() =>
  import(/* webpackChunkName: "tab-submit" */ '../../features/submit/SubmitTab').then((module) => ({ default: module.SubmitTab })),
);
export const ProgressTab = lazyScreen(() => import('../../features/progress/ProgressTab').then((module) => ({ default: module.ProgressTab })));
export const PuzzleTab = lazyScreen(() => import('../../features/puzzles/PuzzleTab').then((module) => ({ default: module.PuzzleTab })));
export const NewAreaTab = lazyScreen(() => import('../../features/new-area/NewAreaTab').then((module) => ({ default: module.NewAreaTab })));
export const PropsTab = lazyScreen(() => import('../../features/props/PropsTab').then((module) => ({ default: module.PropsTab })));
export const AdminConsole = lazyScreen(() => import('../../features/admin/AdminConsole').then((module) => ({ default: module.AdminConsole })));
