// Whatever a screen throws while it is drawn, the app frame stays: the screen's place says
// what happened, never an empty page. A screen whose part of the app failed to load (a new
// build replaced it: ui/lazy.tsx ChunkLoadError) shows the new-version notice, and the app
// looks for that version at once, unless offline (not saved for offline use yet); any other
// failure says so, with a reload to recover.
import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from '../ui/lazy';
import type { AppUpdates } from './app-updates';

interface Props {
  updates: AppUpdates;
  /** The screen's path: opening another screen draws it afresh. */
  path?: string;
  /** Shows nothing in place of what failed (the notes), the check for a new version still made. */
  quiet?: boolean;
  children: ReactNode;
}

export class ScreenBoundary extends Component<Props, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof ChunkLoadError) this.props.updates.check();
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error !== null && previous.path !== this.props.path) {
      this.setState({ error: null });
    }
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (this.props.quiet) return null;
    const reload = (
      <button type="button" className="button-primary" onClick={() => this.props.updates.reload()}>
        Reload
      </button>
    );
    // Offline, a missing part is one the offline cache had not saved yet (the network went
    // during the first visit), not a newer build: say so, and that it opens once back online.
    if (error instanceof ChunkLoadError && !navigator.onLine) {
      return (
        <div className="screen-failed" role="alert">
          <h2>This screen is not saved for offline use yet</h2>
          <p>
            Charter Desk was still saving its screens on this computer when the network went.
            Connect again, then Reload: your records and the changes waiting to sync are kept.
          </p>
          {reload}
        </div>
      );
    }
    if (error instanceof ChunkLoadError) {
      return (
        <div className="screen-failed" role="alert">
          <h2>A new version is ready</h2>
          <p>
            This screen belongs to a version of Charter Desk that has since been replaced. Reload to
            open it in the new version: your records and the changes waiting to sync are kept.
          </p>
          {reload}
        </div>
      );
    }
    return (
      <div className="screen-failed" role="alert">
        <h2>This screen failed</h2>
        <p>{error instanceof Error ? error.message : String(error)}</p>
        {reload}
      </div>
    );
  }
}
