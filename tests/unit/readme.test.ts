import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * What a newcomer with only the README needs on the first day: that the first start builds for
 * a while, what npm's install-scripts warning about better-sqlite3 means, how to get back in
 * without the first password, how to start from an empty menu, and that QR codes need the
 * public address first. And every `npm run` command it names exists.
 */
const readme = fs.readFileSync('README.md', 'utf8');
const scripts = Object.keys((JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts);
/** The README's quick start and first-day notes: everything before "## Configuration". */
const firstDay = readme.slice(0, readme.indexOf('## Configuration'));

describe('the README', () => {
  it('says the first start builds for a few minutes', () => {
    expect(firstDay).toMatch(/first `npm start` builds[^.]*: a few minutes/);
  });

  it('explains the install-scripts warning npm prints for better-sqlite3', () => {
    expect(firstDay).toMatch(/npm warn install-scripts[\s\S]*better-sqlite3[\s\S]*harmless/);
  });

  it('says how to recover a lost password', () => {
    expect(firstDay).toContain('npm run reset-password -- Admin');
  });

  it('says how to start with an empty menu, and how to remove the sample later', () => {
    expect(firstDay).toMatch(/To start from an empty menu,[\s\S]*`SAMPLE_DATA=0`[\s\S]*Örnek verileri kaldır[\s\S]*does not come back/);
  });

  it('says QR codes need the public address first', () => {
    expect(firstDay).toMatch(/QR codes need the public address first[\s\S]*Menünün herkese açık adresi/);
  });

  it('names only npm commands that exist', () => {
    const named = [...readme.matchAll(/npm run ([a-z][\w:-]*)/g)].map((match) => match[1]!);
    expect(named).toContain('reset-password');
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });
});
