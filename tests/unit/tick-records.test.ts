import { describe, expect, it } from 'vitest';
import { keptTickRecord } from '../../src/server/tick-records.js';

describe('the kept nextTick record', () => {
  it('is one of Node’s own tick records, so its shape is the one every tick uses', () => {
    expect(keptTickRecord).toBeDefined();
    const record = keptTickRecord as { callback: unknown; args: unknown };
    expect(typeof record.callback).toBe('function');
    expect(record.args).toBeUndefined();
    expect(Object.keys(record)).toEqual(['callback', 'args']);
    // Its async ids, under Node's own symbols (newer versions of Node add a context as well).
    expect(Object.getOwnPropertySymbols(record).map(String)).toEqual(
      expect.arrayContaining(['Symbol(async_id_symbol)', 'Symbol(trigger_async_id_symbol)']),
    );
  });
});
