// The CSV buckets an upgraded book holds stale, judged as the background keeper judges them
// (the index buckets' stored revisions), against the aircraft types stamp 1.
import type { CharterDb } from '../../shared/db/database';
import { indexRevisions, staleCsvBuckets } from '../../shared/db/client-csv/tables';

export const staleCsv = async (db: CharterDb) =>
  db.transaction('r', ['client_index', 'client_csv'], async () =>
    staleCsvBuckets(db, 1, await indexRevisions(db)),
  );
