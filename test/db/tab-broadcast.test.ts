// The app reads IndexedDB only through its /v1 service and hosts, never through Dexie's live
// queries, so a write tells no other tab's worker of itself on Dexie's channel: each would
// otherwise be sent the ranges every transaction changed and work through them.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { createHarness } from '../support/service-harness';
import { until } from '../support/until';

/** Dexie's channel between the tabs and workers of one origin (dexie.js, "storagemutated"). */
const DEXIE_CHANNEL = 'x-storagemutated-1';

let listener: BroadcastChannel | undefined;
let plain: Dexie | undefined;
afterEach(() => {
  listener?.close();
  plain?.close();
  listener = plain = undefined;
});

describe("Dexie's news of writes to other tabs", () => {
  it("a broker's write posts nothing; a plain Dexie database's write after it does", async () => {
    // Names of its own: the other test threads' databases are heard on the channel too.
    const { call, db } = createHarness({ name: `tab-broadcast-${crypto.randomUUID()}` });
    // A database made anew is announced once, as it opens; its writes are what matter here.
    await db.open();
    const heard: string[][] = [];
    listener = new BroadcastChannel(DEXIE_CHANNEL);
    listener.onmessage = (event: MessageEvent) => heard.push(Object.keys(event.data as object));

    const created = await call('POST', '/v1/clients', {
      body: { name: 'Ana Lee' },
      headers: { 'Idempotency-Key': 'k1' },
    });
    expect(created.status).toBe(201);

    // The control, from the same Dexie channel and so posted after any news of the write above.
    const control = `plain-control-${crypto.randomUUID()}`;
    plain = new Dexie(control, { indexedDB: new IDBFactory(), IDBKeyRange });
    plain.version(1).stores({ notes: 'id' });
    await plain.table('notes').put({ id: 'n1' });
    const parts = () => heard.flat();
    await until('the control write heard', async () => parts().includes(`idb://${control}/notes/`));

    expect(parts().filter((part) => part.startsWith(`idb://${db.name}/`))).toEqual([]);
  });
});
