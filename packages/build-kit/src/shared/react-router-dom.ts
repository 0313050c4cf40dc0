/**
 * What production builds share as `react-router-dom` (rspack aliases the package to this file).
 *
 * Module Federation cannot tree-shake a shared module: the real `react-router-dom` ships its
 * whole surface (server rendering, sessions, cookies, RSC, data routers), about 62 KB gzip of
 * the shell's first load. The apps mount plain component routes inside the shell's
 * <BrowserRouter>, so this list is the part of the component-router API the apps use (tests
 * import the real package); everything else in react-router is dropped. Every app is built
 * against this one file, so the shell's copy (which loads first) has every export a remote can
 * ask for. Importing anything not listed here fails the build (`exportsPresence: 'error'` in
 * create-app-config.ts): add it here when a screen needs it.
 */
export { BrowserRouter, Routes, Route, Link, NavLink, Navigate, Outlet, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
