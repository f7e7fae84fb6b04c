// The broker's saved texts on /local/templates: saved, listed by kind, one default per kind,
// deleted; a text of the wrong shape is refused with every field at fault.
import { describe, expect, it } from 'vitest';
import { problem } from '../../shared/api';
import { templateList, templateView } from '../../shared/rpc/local/templates';
import { seededHarness } from '../service/rfq-fixtures';
import { workspaceApp } from './workspace-app';

async function templatesApp() {
  const h = await seededHarness();
  const send = workspaceApp(h.deps);
  return {
    send,
    async save(id: string, body: unknown) {
      const response = await send('PUT', `/templates/${id}`, body);
      expect(response.status, await response.clone().text()).toBe(200);
      return templateView.parse(await response.json());
    },
    async list(query = '') {
      return templateList.parse(await (await send('GET', `/templates${query}`)).json()).items;
    },
  };
}

describe('saved texts', () => {
  it('are saved, changed and listed by kind, one default per kind', async () => {
    const app = await templatesApp();
    await app.save('c1', { kind: 'chase', name: 'Short', body: 'Any news, {operator_name}?' });
    await app.save('c2', { kind: 'chase', name: 'Warm', body: 'Hello!', is_default: true });
    await app.save('n1', { kind: 'rfq_note', name: 'Cargo', body: 'Two dogs travel.' });
    expect((await app.list('?kind=chase')).map((t) => [t.name, t.is_default])).toEqual([
      ['Short', false],
      ['Warm', true],
    ]);

    const changed = await app.save('c1', {
      kind: 'chase',
      name: 'Short',
      body: 'Any news on {trip_number}?',
      is_default: true,
    });
    expect(changed.body).toBe('Any news on {trip_number}?');
    const chase = await app.list('?kind=chase');
    expect(chase.filter((t) => t.is_default).map((t) => t.id)).toEqual(['c1']);
    expect((await app.list()).map((t) => t.id)).toEqual(['c1', 'c2', 'n1']);
  });

  it('refuse a text of the wrong shape, naming every field at fault', async () => {
    const app = await templatesApp();
    const response = await app.send('PUT', '/templates/x', {
      kind: 'chase',
      name: '',
      subject: 'Not for a chase',
      body: '',
    });
    expect(response.status).toBe(422);
    const fields = problem.parse(await response.json()).errors?.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'subject', 'body']));
    expect(await app.list()).toEqual([]);
  });

  it('are deleted; deleting one no longer held is a 404', async () => {
    const app = await templatesApp();
    await app.save('p1', {
      kind: 'proposal_email',
      name: 'Proposal',
      subject: 'Trip {trip_number}',
      body: 'Dear {client_name}',
    });
    expect((await app.send('DELETE', '/templates/p1')).status).toBe(204);
    expect(await app.list()).toEqual([]);
    expect((await app.send('DELETE', '/templates/p1')).status).toBe(404);
  });
});
