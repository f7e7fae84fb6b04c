// A hash router, written for this app: the URL's hash works on app:// and in browser mode
// alike, survives a reload, and needs no server. Each feature declares its own routes.
import { useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';

export type RouteParams = Record<string, string>;

export interface RouteDef {
  /** `/clients/:id`: segments starting with `:` are parameters. */
  pattern: string;
  render(params: RouteParams): ReactNode;
  /** The navigation item this route belongs to. */
  section: 'inbox' | 'needs-you' | 'trips' | 'clients' | 'sync' | 'settings';
}

function subscribe(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The path after `#` now. */
export const currentPath = () => decodeURI(window.location.hash.replace(/^#/, '')) || '/';

/** The path after `#`, kept current by `hashchange`. */
export function usePath(): string {
  return useSyncExternalStore(subscribe, currentPath);
}

export function navigate(path: string, options: { replace?: boolean } = {}): void {
  const hash = `#${encodeURI(path)}`;
  if (options.replace) window.location.replace(hash);
  else window.location.hash = hash;
}

/** The route `path` names, with its parameters, or null. */
export function matchRoute(
  routes: readonly RouteDef[],
  path: string,
): { route: RouteDef; params: RouteParams } | null {
  const segments = path.split('/').filter(Boolean);
  for (const route of routes) {
    const parts = route.pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: RouteParams = {};
    const matches = parts.every((part, index) => {
      const segment = segments[index]!;
      if (part.startsWith(':')) params[part.slice(1)] = segment;
      return part.startsWith(':') || part === segment;
    });
    if (matches) return { route, params };
  }
  return null;
}

export function Link({
  to,
  children,
  ...rest
}: { to: string; children: ReactNode } & ComponentProps<'a'>) {
  return (
    <a href={`#${encodeURI(to)}`} {...rest}>
      {children}
    </a>
  );
}
