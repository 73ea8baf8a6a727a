import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_TABLE } from '../../src/shared/admin-pages.js';
import { AUDIT_RESOURCES } from '../../src/shared/schemas/audit.js';
import { tagRecord, type AdminTag, type TagData } from '../../src/shared/schemas/tag.js';
import { everyTableOnce } from '../../src/server/platform/db/copy.js';
import { TABLE_COLUMNS, type TagRow } from '../../src/server/platform/db/schema.js';
import { columnWriter, recordReader } from '../../src/server/platform/records/columns.js';
import { RECORD_NAMERS, RESOURCES, TABLES_IN_ORDER } from '../../src/server/resources/index.js';

describe('the resources, declared once each', () => {
  it('keep every table exactly once between them, and a list that misses or repeats one is refused by name', () => {
    expect([...TABLES_IN_ORDER].sort()).toEqual(Object.keys(TABLE_COLUMNS).sort());
    const withoutTags = TABLES_IN_ORDER.filter((table) => table !== 'tags');
    expect(() => everyTableOnce(withoutTags)).toThrow('missing tags; repeated none');
    expect(() => everyTableOnce([...TABLES_IN_ORDER, 'media'])).toThrow('missing none; repeated media');
  });

  it('say how the change history names every kind of record it records', () => {
    expect(Object.keys(RECORD_NAMERS).sort()).toEqual([...AUDIT_RESOURCES].sort());
  });

  it('are kept on pages of the back office, each page by one resource at most', () => {
    const pages = RESOURCES.flatMap((resource) => (resource.page === null ? [] : [resource.page]));
    expect(new Set(pages).size).toBe(pages.length);
    for (const page of pages) expect(Object.keys(ADMIN_PAGE_TABLE)).toContain(page);
  });
});

describe('a record read from its row and a form written to its columns', () => {
  // The texts beside Turkish are read beside the row (translation rows): fields like the others here.
  const row: TagRow & { nameEn: string; translations: AdminTag['translations'] } = {
    id: 7,
    categoryId: 2,
    nameTr: 'Acılı',
    nameEn: 'Spicy',
    translations: { ru: { name: 'Острое' } },
    nameTrKey: 'acili',
    nameEnKey: 'spicy',
    color: '#c00',
    border: '1px solid #c00',
    textColor: '#fff',
    bgColor: '#c00',
    fontWeight: 600,
    isActive: 1,
    version: 3,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
  };

  it('reads each field of the record from the column of its name, through its codec where it has one, and nothing else', () => {
    const read = recordReader<TagRow & { nameEn: string; translations: AdminTag['translations'] }, AdminTag>(tagRecord, {
      isActive: (tag) => tag.isActive === 1,
    });
    expect(read(row)).toEqual({
      id: 7,
      categoryId: 2,
      nameTr: 'Acılı',
      nameEn: 'Spicy',
      color: '#c00',
      border: '1px solid #c00',
      textColor: '#fff',
      bgColor: '#c00',
      fontWeight: 600,
      isActive: true,
      version: 3,
      translations: { ru: { name: 'Острое' } },
    });
  });

  it('writes each column from the form field of its name or its codec, and never a field without a column or the record’s identity (the English name is a translation row)', () => {
    const write = columnWriter('tags', (input: TagData & { id?: number; note?: string }) => ({ isActive: input.isActive ? 1 : 0 }));
    const form = {
      categoryId: 2,
      nameTr: 'Acılı',
      nameEn: 'Spicy',
      color: '#c00',
      border: '',
      textColor: '#fff',
      bgColor: '#c00',
      fontWeight: 600,
      isActive: false,
      id: 99,
      note: 'not a column',
    };
    expect(write(form)).toEqual({
      categoryId: 2,
      nameTr: 'Acılı',
      color: '#c00',
      border: '',
      textColor: '#fff',
      bgColor: '#c00',
      fontWeight: 600,
      isActive: 0,
    });
  });
});
