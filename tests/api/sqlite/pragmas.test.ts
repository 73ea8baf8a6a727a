import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSqliteFile } from '../../../src/server/platform/db/connect.js';

describe('the embedded SQLite database', () => {
  it('opens every connection with WAL, synchronous=FULL, foreign keys and a busy timeout', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-db-'));
    const sqlite = openSqliteFile(path.join(dir, 'nested', 'menu.sqlite'));
    try {
      expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      // 2 is FULL; better-sqlite3 would otherwise run WAL at NORMAL (1).
      expect(sqlite.pragma('synchronous', { simple: true })).toBe(2);
      expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(sqlite.pragma('busy_timeout', { simple: true })).toBeGreaterThanOrEqual(5000);
    } finally {
      sqlite.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
