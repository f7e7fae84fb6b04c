// A component from a chunk of its own, loaded when first drawn, with `fallback` meanwhile.
// A chunk that fails to load (a newer build removed it, or the network is gone with no
// cached copy) throws a ChunkLoadError, which the shell's boundary shows as the new-version
// notice instead of an empty page (app/ScreenBoundary.tsx).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** A part of the app whose file could not be loaded. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(cause: unknown) {
    super(`A part of the app could not be loaded: ${String(cause)}`, { cause });
  }
}

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Part = lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      throw new ChunkLoadError(error);
    }
  });
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  };
}
