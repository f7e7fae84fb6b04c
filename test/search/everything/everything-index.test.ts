// What a broker finds with one search: each kind by each of its fields, folded like client
// search, ranked as decisions.md says, the matched places marked in the text shown.
import { describe, expect, it } from 'vitest';
import { entryOf, type ClientEntrySource } from '../../../shared/search/client-entry';
import { ClientIndex } from '../../../shared/search/client-index';
import {
  messageDocument,
  noteDocuments,
  operatorDocument,
  tripDocument,
} from '../../../shared/search/everything/documents';
import { EverythingIndex } from '../../../shared/search/everything/everything-index';
import { DEFAULT_TUNING } from '../../../shared/search/everything/tuning';
import {
  present,
  type ClientShown,
  type ShownGroup,
} from '../../../shared/search/everything/present';
import { source } from '../entries';
import { GVA, message, operator, rfq, TEB, trip, VNY } from './search-rows';

function book() {
  const index = new EverythingIndex();
  const clients = new ClientIndex();
  const rows = new Map<string, ClientShown>();
  const addClient = (fields: Partial<ClientEntrySource>) => {
    const row = source(fields);
    clients.upsert(entryOf(row));
    rows.set(row.id, row);
    return row;
  };
  const find = (q: string, limit = 5): ShownGroup[] =>
    present(index.search(q, clients, limit), rows);
  return { index, clients, addClient, find };
}

/** Each group's kind and its hits' first texts. */
const outline = (groups: ShownGroup[]) =>
  groups.map((group) => [group.kind, group.hits.map((hit) => hit.texts[0]?.text)]);

/** The marked parts of a hit's text named `name`. */
function marked(groups: ShownGroup[], kind: string, name: string): string[] {
  const hit = groups.find((group) => group.kind === kind)?.hits[0];
  const text = hit?.texts.find((shown) => shown.name === name);
  return (text?.marks ?? []).map(([start, end]) => text!.text.slice(start, end));
}

describe('search everything: each kind by its fields', () => {
  it('finds a trip by number, client name and company, airport code, name and city', () => {
    const { index, addClient, find } = book();
    const client = addClient({ name: 'Erik Hallberg', company: 'Hallberg Family Office' });
    const teterboro = trip(1042, [{ from: TEB, to: VNY, date: '2026-12-12' }], {
      client_id: client.id,
    });
    index.put(tripDocument(teterboro, client));
    index.put(tripDocument(trip(1043, [{ from: GVA, to: VNY, date: '2026-12-20' }]), null));
    for (const q of [
      '1042',
      '#1042',
      'hallberg',
      'family office',
      'kteb',
      'TEB',
      'teterboro',
      'los angeles',
    ]) {
      const trips = find(q).find((group) => group.kind === 'trip');
      expect(
        trips?.hits.map((hit) => hit.texts[0]?.text),
        q,
      ).toContain('#1042');
    }
    expect(find('hallberg teterboro').find((group) => group.kind === 'trip')?.hits).toHaveLength(1);
    expect(find('geneve')[0]?.hits[0]?.texts[0]?.text).toBe('#1043');
    expect(find('1044')).toEqual([]);
  });

  it('finds trips by departure date as typed, a date marking the day it matched', () => {
    const { index, find } = book();
    index.put(tripDocument(trip(1042, [{ from: TEB, to: VNY, date: '2026-12-12' }]), null));
    index.put(
      tripDocument(
        trip(1043, [
          { from: VNY, to: TEB, date: '2026-12-10', latest: '2026-12-13' },
          { from: TEB, to: GVA, date: '2026-12-20' },
        ]),
        null,
      ),
    );
    index.put(tripDocument(trip(1044, [{ from: TEB, to: VNY, date: '2026-11-12' }]), null));
    for (const q of ['12 Dec', 'Dec 12', '2026-12-12', '12/12', '12DEC']) {
      expect(outline(find(q)), q).toEqual([['trip', ['#1042', '#1043']]]);
    }
    expect(outline(find('12 dec vny'))).toEqual([['trip', ['#1042', '#1043']]]);
    expect(outline(find('12 dec geneve'))).toEqual([['trip', ['#1043']]]);
    expect(outline(find('12 dec boston'))).toEqual([]);
    expect(marked(find('20 dec'), 'trip', 'dates')).toEqual(['20 Dec 2026']);
    const dates = find('12 dec')[0]?.hits[1]?.texts.find((text) => text.name === 'dates');
    expect(dates?.text).toBe('10 Dec–13 Dec 2026, 20 Dec 2026');
    expect(dates?.marks).toEqual([[0, 18]]);
  });

  it('finds an operator by legal and trading name, designator, contact email and name', () => {
    const { index, find } = book();
    const harbor = operator('HJA', 'Harbor Jet Aviation LLC', 'Harbor Jets');
    index.put(
      operatorDocument(harbor, [
        {
          operator_id: harbor.id,
          email: 'charter@harborjets.com',
          name: 'Megan Doyle',
          updated_at: '2026-11-01T00:00:00.000Z',
        },
      ]),
    );
    for (const q of [
      'harbor',
      'jet aviation',
      'hja',
      'harborjets.com',
      'megan doyle',
      'charter@',
    ]) {
      expect(outline(find(q)), q).toEqual([['operator', ['Harbor Jet Aviation LLC']]]);
    }
  });

  it('finds the text of messages, RFQ notes, quote notes and decline notes', () => {
    const { index, find } = book();
    const harbor = operator('HJA', 'Harbor Jet Aviation LLC', 'Harbor Jets');
    const quoted = rfq(harbor, {
      status: 'quoted',
      quote_id: 'quote-1',
      note: 'Client travels with a small dog',
      response_note: 'Catering included: sushi platter',
      responded_at: '2026-11-03T00:00:00.000Z',
    });
    const declined = rfq(harbor, {
      status: 'declined',
      response_note: 'The Global is in maintenance',
    });
    for (const made of [quoted, declined]) for (const doc of noteDocuments(made)) index.put(doc);
    index.put(
      messageDocument(
        message(quoted, 'Wheels up 14:30 from Teterboro', '2026-11-02T10:00:00.000Z'),
        quoted,
      ),
    );
    const notes = (q: string) => find(q).find((group) => group.kind === 'note')?.hits ?? [];
    expect(notes('small dog').map((hit) => hit.label)).toEqual(['rfq_note']);
    expect(notes('sushi').map((hit) => [hit.label, hit.context, hit.refs.rfqId])).toEqual([
      ['quote_note', 'Harbor Jets', quoted.id],
    ]);
    expect(notes('maintenance').map((hit) => hit.label)).toEqual(['decline_note']);
    const messages = find('wheels').find((group) => group.kind === 'message')?.hits ?? [];
    expect(messages.map((hit) => [hit.texts[0]?.text, hit.refs.tripId])).toEqual([
      ['Wheels up 14:30 from Teterboro', quoted.trip_request_id],
    ]);
  });

  it('finds clients as client search does, phone digits included', () => {
    const { addClient, find } = book();
    addClient({
      name: 'Zoë Müller',
      company: 'Blue Harbor Capital',
      email: 'zoe@blueharbor.com',
      phone: '+1 (212) 555-0142',
    });
    for (const q of [
      'zoe muller',
      'MÜLLER',
      'blue harbor',
      '@blueharbor',
      '555-0142',
      '2125550142',
    ]) {
      expect(outline(find(q)), q).toEqual([['client', ['Zoë Müller']]]);
    }
    expect(marked(find('0142'), 'client', 'phone')).toEqual(['0142']);
    expect(marked(find('2125'), 'client', 'phone')).toEqual(['212) 5']);
  });
});

describe('search everything: folding and marks', () => {
  it('folds case and accents both ways, and marks the original text', () => {
    const { index, addClient, find } = book();
    addClient({ name: 'Søren Straße' });
    const harbor = operator('ATN', 'Atlantic Noble', null);
    const thread = rfq(harbor);
    index.put(
      messageDocument(
        message(thread, 'Crème brûlée for the Fernández family', '2026-11-02T00:00:00.000Z'),
        thread,
      ),
    );
    expect(marked(find('soren strasse'), 'client', 'name')).toEqual(['Søren', 'Straße']);
    expect(marked(find('STRASS'), 'client', 'name')).toEqual(['Straß']);
    expect(marked(find('creme BRULEE fernandez'), 'message', 'body')).toEqual([
      'Crème',
      'brûlée',
      'Fernández',
    ]);
  });

  it('cuts a long message around its first match, the marks moved with it', () => {
    const { index, find } = book();
    const thread = rfq(operator('ATN', 'Atlantic Noble', null));
    const body = `${'Fuel stop planned in Gander on the way. '.repeat(6)}The Global 6000 is in maintenance until Friday. ${'Crew rest applies. '.repeat(8)}`;
    index.put(messageDocument(message(thread, body, '2026-11-02T00:00:00.000Z'), thread));
    const shown = find('maintenance')[0]?.hits[0]?.texts[0];
    expect(shown?.text.startsWith('…')).toBe(true);
    expect(shown?.text.endsWith('…')).toBe(true);
    expect(shown?.text.length).toBeLessThanOrEqual(162);
    expect(shown?.marks.map(([start, end]) => shown.text.slice(start, end))).toEqual([
      'maintenance',
    ]);
  });
});

describe('search everything: ranking', () => {
  it('puts exact codes first, then word starts, then mid-word matches, each newest first', () => {
    const { index, find } = book();
    const on = (number: number, date: string, from = VNY) =>
      index.put(tripDocument(trip(number, [{ from, to: GVA, date }]), null));
    // "teb" is 1101's airport code; 1102's route says "Teb" mid-word; 1103 and 1104 at a word start.
    on(1101, '2026-01-01', TEB);
    index.put(
      tripDocument(
        trip(1102, [
          {
            from: { ...VNY, id: 'a', name: 'Ruteb Field', icao: 'KRUT', iata: null, code: 'KRUT' },
            to: GVA,
            date: '2026-12-01',
          },
        ]),
        null,
      ),
    );
    index.put(
      tripDocument(
        trip(1103, [
          {
            from: { ...VNY, id: 'b', name: 'Tebbs Field', icao: 'KTBB', iata: null, code: 'KTBB' },
            to: GVA,
            date: '2026-06-01',
          },
        ]),
        null,
      ),
    );
    index.put(
      tripDocument(
        trip(1104, [
          {
            from: { ...VNY, id: 'c', name: 'Tebo Strip', icao: 'KTBO', iata: null, code: 'KTBO' },
            to: GVA,
            date: '2026-09-01',
          },
        ]),
        null,
      ),
    );
    expect(outline(find('teb'))).toEqual([['trip', ['#1101', '#1104', '#1103', '#1102']]]);
  });

  it('keeps the best few of each kind, says when there are more, and leads with the best group', () => {
    const { index, addClient, find } = book();
    for (let n = 0; n < 4; n += 1) addClient({ name: `Tebbit ${n}` });
    index.put(tripDocument(trip(1101, [{ from: TEB, to: VNY, date: '2026-01-01' }]), null));
    const groups = find('teb', 2);
    expect(groups.map((group) => [group.kind, group.hits.length, group.more])).toEqual([
      ['trip', 1, false],
      ['client', 2, true],
    ]);
    // Without an exact code, clients come before trips.
    expect(find('tebb', 2).map((group) => group.kind)).toEqual(['client']);
  });

  it('walks a broad term newest first and stops only when nothing later can rank above', () => {
    // Every document a walk, never the postings: the order walked must be the ranking's.
    const index = new EverythingIndex({ ...DEFAULT_TUNING, walkAbove: 0 });
    for (const name of ['Anna Air 1', 'Anna Air 2', 'Anna Air 3', 'Anna Air 4']) {
      index.put(operatorDocument(operator('XYZ', name, null), []));
    }
    const used = operator('XYW', 'Anna Air 5', null);
    const contact = { operator_id: used.id, email: 'ops@anna.aero', name: null };
    index.put(operatorDocument(used, [{ ...contact, updated_at: '2026-11-01T00:00:00.000Z' }]));
    const found = present(index.search('anna', null, 2), new Map());
    expect(outline(found)).toEqual([['operator', ['Anna Air 5', 'Anna Air 1']]]);
    expect(found[0]?.more).toBe(true);
  });

  it('ranks clients holding every term at a word start first, the most recent request first', () => {
    const { addClient, find } = book();
    addClient({ name: 'Hal Marsh', last_request_at: '2026-01-01T00:00:00.000Z' });
    addClient({ name: 'Marshall Reed', last_request_at: '2026-11-01T00:00:00.000Z' });
    addClient({ name: 'Halley Stone', last_request_at: '2026-06-01T00:00:00.000Z' });
    addClient({ name: 'Hallberg', last_request_at: null });
    expect(outline(find('hal'))).toEqual([
      ['client', ['Halley Stone', 'Hal Marsh', 'Hallberg', 'Marshall Reed']],
    ]);
  });
});

describe('search everything: kept current', () => {
  it('follows a changed text, a removal, and a client renamed on their trips', () => {
    const { index, addClient, find } = book();
    const client = addClient({ name: 'Erik Hallberg' });
    const made = trip(1042, [{ from: TEB, to: VNY, date: '2026-12-12' }], { client_id: client.id });
    index.put(tripDocument(made, client));
    const thread = rfq(operator('HJA', 'Harbor Jet Aviation LLC', null), { note: 'Pets on board' });
    for (const doc of noteDocuments(thread)) index.put(doc);
    expect(outline(find('pets'))).toEqual([['note', ['Pets on board']]]);
    for (const doc of noteDocuments({ ...thread, note: 'No pets after all' })) index.put(doc);
    expect(outline(find('pets'))).toEqual([['note', ['No pets after all']]]);
    expect(outline(find('board'))).toEqual([]);
    index.remove('note', `${thread.id}:note`);
    expect(find('pets')).toEqual([]);
    // The client is renamed: the wiring puts the client's trips again.
    expect(index.tripsOfClient(client.id)).toEqual([made.id]);
    for (const id of index.tripsOfClient(client.id)) {
      expect(id).toBe(made.id);
      index.put(tripDocument(made, { name: 'Erik Lindqvist', company: null }));
    }
    expect(find('hallberg').map((group) => group.kind)).toEqual(['client']);
    expect(outline(find('lindqvist'))).toEqual([['trip', ['#1042']]]);
    index.remove('trip', made.id);
    expect(index.tripsOfClient(client.id)).toEqual([]);
    expect(find('1042')).toEqual([]);
  });

  it('answers nothing for a blank query, and no clients while their index is not loaded', () => {
    const { index, addClient } = book();
    addClient({ name: 'Erik Hallberg' });
    expect(index.search('   ', null).groups).toEqual([]);
    expect(index.search('hallberg', null).groups).toEqual([]);
  });
});
