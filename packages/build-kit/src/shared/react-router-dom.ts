/**
 * What production builds share as `react-router-dom` (rspack aliases the package to this file).
 *
 * Module Federation cannot tree-shake a shared module: the real `react-router-dom` ships its
 * whole surface (server rendering, sessions, cookies, RSC, data routers), about 62 KB gzip of
 * the shell's first load. The apps mount plain component routes inside the shell's
 * <BrowserRouter>, so this list is the component-router API; everything else in react-router
 * is dropped. Every app is built against this one file, so the shell's copy (which loads first)
 * has every export a remote can ask for. Importing anything not listed here fails the build
 * (`exportsPresence: 'error'` in create-app-config.ts): add it here when a screen needs it.
 */
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  NavigationType,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
} from 'react-router';
