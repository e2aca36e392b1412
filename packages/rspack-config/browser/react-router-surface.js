// What the frontends may import from 'react-router': declarative routing (<BrowserRouter> and
// <Routes>), its hooks and path helpers. Every app shares this module under the key
// 'react-router' (see shared-singletons.ts), so a shared singleton of ~17 KB gzip replaces the
// whole package (~65 KB gzip: data routers, server rendering, RSC, sessions) that Module
// Federation cannot tree-shake. A name missing here would be undefined at run time (the build
// cannot see through a shared module), so ESLint rejects it (eslint.config.js reads this list).
// To add a name: add it here and deploy the shell with it first — the shell's copy is the
// singleton every remote gets.
export {
  BrowserRouter,
  HashRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  NavigationType,
  useHref,
  useInRouterContext,
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
  createPath,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
} from 'react-router/dist/production/index.mjs';
