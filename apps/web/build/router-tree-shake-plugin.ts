import type { Plugin } from 'vite';

const ROUTER_DIST = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/][^\\/]+\.mjs$/;
// `var Link = React10.forwardRef(` at the top level of the package's bundle: creating the component object has no effect.
const FORWARD_REF = /^(var \w+ = )(React\d*\.forwardRef\()/gm;
// `Link.displayName = "Link";` at the top level: a name for React DevTools, which production builds never show.
const DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";$/gm;

/**
 * React Router ships as one large module whose components are made with `React.forwardRef(…)` (not marked pure) and then
 * named (`X.displayName = "X"`), so the bundler must keep every one of them, used or not: `<NavLink>`, `<Form>`,
 * `<ScrollRestoration>` and what they reach (form submission, view transitions): 1.3 KB gzip on every page's first load
 * (and `<Link>` with its prefetching, once the app stops using it: lib/locale.tsx). In the client build this marks
 * those calls pure and drops the names, so a component the app does not use is left out like any unused function.
 * Nothing that runs changes: an unused component is never rendered, and only React DevTools reads the names. The server
 * renderer loads react-router from node_modules as it is.
 */
export function routerTreeShakePlugin(): Plugin {
  let rewritten = 0;
  return {
    name: 'boipoka-router-tree-shake',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transform(code, id) {
      if (!ROUTER_DIST.test(id) || !code.includes('.forwardRef(')) return null;
      rewritten++;
      return { code: code.replace(FORWARD_REF, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, ''), map: null };
    },
    buildEnd() {
      // A react-router release written differently would silently bring those KB back: say so in the build.
      if (rewritten === 0) this.warn('react-router: no forwardRef components found to mark pure (has its bundle changed?)');
    },
  };
}
