// The storage warning is announced once, not once per pending change: what its live region
// says is the same for one change waiting as for many; the count is told outside it.
import { describe, expect, it } from 'vitest';
import { storageWarningWords } from '../../renderer/app/storage-warning-words';

describe('the storage warning', () => {
  it('says the same in its live region however many changes wait', () => {
    const announced = new Set(
      [1, 2, 7, 1250].map((waiting) => storageWarningWords(waiting).announced),
    );
    expect(announced.size).toBe(1);
    expect([...announced][0]).not.toMatch(/\d/);
  });

  it('tells the count beside it', () => {
    expect(storageWarningWords(1).count).toBe('1 change waits to sync.');
    expect(storageWarningWords(3).count).toBe('3 changes wait to sync.');
  });
});
