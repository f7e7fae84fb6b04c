// Screens other than the clients list come as chunks of their own, so opening the app parses
// and draws the list first (the form, dialog and picker libraries stay out of its way). Once
// the list is up, every chunk is asked for in the background: moving to a screen seldom waits.
import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from '../ui/states';

const loaders: (() => Promise<unknown>)[] = [];

/** A screen `load` gives, drawn while its chunk loads as "Loading <what>…". */
export function lazyScreen<P extends object>(
  what: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Screen = lazy(async () => ({ default: await load() }));
  loaders.push(load);
  return function LazyScreen(props: P) {
    return (
      <Suspense fallback={<Loading what={what} />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}

/** Asks for every screen's chunk (the browser keeps each module once). */
export function preloadScreens(): void {
  for (const load of loaders) void load().catch(() => {});
}

/** Runs `work` once the page has been idle a while after opening; returns the cancel. */
export function whenIdle(work: () => void, after = 2_000): () => void {
  let idle: number | null = null;
  const timer = setTimeout(() => {
    idle = requestIdleCallback(work, { timeout: 10_000 });
  }, after);
  return () => {
    clearTimeout(timer);
    if (idle !== null) cancelIdleCallback(idle);
  };
}
