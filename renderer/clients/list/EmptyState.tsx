import { useAppStore } from '../../state/store-context';

export function EmptyState() {
  const seeding = useAppStore((state) => state.seeding);
  const seedError = useAppStore((state) => state.seedError);
  const seedDemo = useAppStore((state) => state.seedDemo);
  return (
    <div className="empty-state">
      <p>No clients yet. Create one with New client, or try the app with demo data.</p>
      <button type="button" onClick={() => void seedDemo()} disabled={seeding}>
        {seeding ? 'Loading demo data…' : 'Load demo data'}
      </button>
      {seedError && <p role="alert">Demo data could not be loaded. {seedError}</p>}
    </div>
  );
}
