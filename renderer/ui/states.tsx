// The three states every screen has besides its content: loading, empty and failed.
import type { ReactNode } from 'react';
import { describeFailure } from '../connection/results';
import './ui.css';

export function Loading({ what }: { what: string }) {
  return (
    <p className="state state-loading" role="status">
      Loading {what}…
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <div className="state state-empty">{children}</div>;
}

export function Failed({
  what,
  error,
  retry,
}: {
  what: string;
  error: unknown;
  retry?: () => void;
}) {
  return (
    <div className="state state-failed" role="alert">
      <p>
        Could not load {what}: {describeFailure(error)}
      </p>
      {retry && (
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>
      )}
    </div>
  );
}
