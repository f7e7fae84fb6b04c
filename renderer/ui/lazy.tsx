// A component from a chunk of its own, loaded when first drawn, with `fallback` meanwhile.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Part = lazy(async () => ({ default: await load() }));
  return function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  };
}
