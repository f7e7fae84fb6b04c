import { describe, expect, it } from 'vitest';
import { TextScan } from '../../shared/search/text-scan';
import { entry } from './entries';

describe('TextScan', () => {
  const items = [
    entry({ name: 'Anna Annaberg', phone: '+1 555 0100' }),
    entry({ name: 'Bob', phone: null }),
    entry({ name: 'Hanna', phone: '555 5555' }),
  ];
  const texts = new TextScan(items, (item) => item.text);
  const phones = new TextScan(items, (item) => item.phoneDigits);

  it('finds each entry holding the needle once, in order', () => {
    expect(texts.find('anna')).toEqual([items[0], items[2]]);
    expect(texts.find('bob')).toEqual([items[1]]);
    expect(texts.find('zed')).toEqual([]);
  });

  it('skips entries without a value and never matches across two entries', () => {
    expect(phones.find('555')).toEqual([items[0], items[2]]);
    expect(phones.find('01005')).toEqual([]);
    expect(texts.find('bergbob')).toEqual([]);
  });
});
