// The broker's own records backed up and restored on /local/backup: the file holds every
// row of the four tables with its format and workspace; a restore replaces them whole, and
// a file with any row at fault is refused whole, naming each row and field, nothing written.
import { describe, expect, it } from 'vitest';
import { problem } from '../../shared/api';
import { BROKER_TABLES } from '../../shared/db/broker/stores';
import { backupFile, backupRestored } from '../../shared/rpc/local/backup';
import { seededHarness } from '../service/rfq-fixtures';
import { workspaceApp } from './workspace-app';

const AT = '2026-11-20T09:00:00.000Z';

async function fill(h: Awaited<ReturnType<typeof seededHarness>>) {
  const { db } = h.deps;
  await db.broker_prefs.put({ key: 'margin_rule', value: { percent: 8 }, updated_at: AT });
  await db.templates.put({
    id: 't1',
    kind: 'chase',
    name: 'Short',
    subject: null,
    body: 'Any news, {operator_name}?',
    is_default: true,
    updated_at: AT,
  });
  await db.proposals.put({
    id: 'p1',
    trip_request_id: 'trip-1',
    made_at: AT,
    sent_at: null,
    emailed: [],
    document: { options: [1, 2] },
  });
  await db.needs_marks.put({
    key: 'lapsing:r1',
    facts: 'x',
    mark: 'done',
    snoozed_until: null,
    notified_at: AT,
  });
}

describe('the broker’s own records backed up', () => {
  it('holds every table with its format and workspace; restored, they come back as they were', async () => {
    const h = await seededHarness();
    const send = workspaceApp(h.deps);
    await fill(h);
    const saved = backupFile.parse(await (await send('GET', '/backup')).json());
    expect(saved).toMatchObject({ format: 'charter-desk-backup', version: 1 });
    expect(saved.workspace).toBe(h.deps.db.name);
    expect(Object.keys(saved.tables)).toEqual(BROKER_TABLES);
    expect(saved.tables.templates).toEqual([expect.objectContaining({ id: 't1', name: 'Short' })]);

    // Changed after the backup: a template renamed, another added, a mark dropped.
    await h.deps.db.templates.update('t1', { name: 'Changed' });
    await h.deps.db.templates.put({ ...(await h.deps.db.templates.get('t1'))!, id: 't2' });
    await h.deps.db.needs_marks.clear();

    const response = await send('PUT', '/backup', saved);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(backupRestored.parse(await response.json())).toEqual({
      workspace: h.deps.db.name,
      made_at: saved.made_at,
      same_workspace: true,
      restored: { broker_prefs: 1, templates: 1, proposals: 1, needs_marks: 1 },
    });
    const again = backupFile.parse(await (await send('GET', '/backup')).json());
    expect(again.tables).toEqual(saved.tables);
  });

  it('refuses a file with a row at fault, naming each, and writes nothing', async () => {
    const h = await seededHarness();
    const send = workspaceApp(h.deps);
    await fill(h);
    const saved = backupFile.parse(await (await send('GET', '/backup')).json());
    const bad = {
      ...saved,
      tables: {
        ...saved.tables,
        broker_prefs: [],
        templates: [
          { ...(saved.tables.templates[0] as object), kind: 'poem' },
          saved.tables.templates[0],
          saved.tables.templates[0],
        ],
        needs_marks: [{ key: 'k' }],
      },
    };
    const response = await send('PUT', '/backup', bad);
    expect(response.status).toBe(422);
    const fields = problem.parse(await response.json()).errors?.map((error) => error.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'tables.templates[0].kind',
        'tables.templates[2].id',
        'tables.needs_marks[0].facts',
      ]),
    );
    // Nothing half-written: the preference the file would have cleared is still here.
    expect(await h.deps.db.broker_prefs.count()).toBe(1);
    expect((await h.deps.db.templates.toArray()).map((row) => row.id)).toEqual(['t1']);

    const notOurs = await send('PUT', '/backup', { format: 'something-else', version: 2 });
    expect(notOurs.status).toBe(422);
    const envelope = problem.parse(await notOurs.json()).errors?.map((error) => error.field);
    expect(envelope).toEqual(expect.arrayContaining(['format', 'version', 'tables']));
  });
});
