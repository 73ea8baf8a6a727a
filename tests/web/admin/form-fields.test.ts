import { describe, expect, it } from 'vitest';
import { flag, optionalLiraAmount, recordId } from '../../../src/shared/schemas/fields.js';
import type { StaffField } from '../../../src/shared/schemas/staff-fields.js';
import { translationsInput } from '../../../src/shared/schemas/translation.js';
import { ACTIVE, bilingualFields, fieldNames, formValues, layoutOf, type FormLayout } from '../../../src/web/admin/ui/form-fields.js';

const LAYOUT: FormLayout = [
  ...bilingualFields('Ürün', { descriptions: 'optional' }),
  {
    row: [
      { name: 'price', label: 'Fiyat (₺)', input: 'money' },
      { name: 'categoryId', label: 'Kategori', input: 'category' },
    ],
  },
  { name: 'calories', label: 'Kalori (kcal)', input: 'count' },
  { name: 'password', label: 'Şifre', input: 'password' },
  { name: 'image', label: 'Görsel', input: 'photo' },
  { name: 'availability', label: 'Servis saatleri', input: 'availability' },
  { name: 'soldOut', label: 'Satış durumu', input: 'choice', initial: null, choices: [{ value: null, label: 'Satışta' }] },
  ACTIVE,
];

describe('a record form’s values from its field descriptors', () => {
  it('starts a new record blank, active, and with what the page knows', () => {
    expect(formValues(LAYOUT, null, { categoryId: 3 })).toEqual({
      nameTr: '',
      nameEn: '',
      descriptionTr: '',
      descriptionEn: '',
      price: '',
      categoryId: 3,
      calories: '',
      password: '',
      image: '',
      availability: null,
      soldOut: null,
      isActive: true,
    });
  });

  it('reads a saved record as staff type it: lira from kuruş, a missing number blank, never a password', () => {
    const saved = {
      id: 7,
      nameTr: 'Kıymalı Pide',
      nameEn: 'Pide with Minced Meat',
      descriptionTr: 'Kıyma, soğan',
      descriptionEn: 'Minced meat, onion',
      priceKurus: 125050,
      categoryId: 2,
      calories: null,
      image: null,
      availability: { weekdays: [1], windows: [{ opens: '08:00', closes: '12:00' }] },
      soldOut: 'today',
      isActive: false,
      version: 4,
    };
    expect(formValues(LAYOUT, saved)).toEqual({
      nameTr: 'Kıymalı Pide',
      nameEn: 'Pide with Minced Meat',
      descriptionTr: 'Kıyma, soğan',
      descriptionEn: 'Minced meat, onion',
      price: '1250.50',
      categoryId: 2,
      calories: '',
      password: '',
      image: '',
      availability: saved.availability,
      soldOut: 'today',
      isActive: false,
      version: 4,
    });
    expect(formValues(LAYOUT, { ...saved, calories: 820 })).toMatchObject({ calories: '820' });
  });

  it('places a 400’s messages under every field the form shows, rows included', () => {
    expect(fieldNames(LAYOUT)).toEqual([
      'nameTr',
      'nameEn',
      'descriptionTr',
      'descriptionEn',
      'price',
      'categoryId',
      'calories',
      'password',
      'image',
      'availability',
      'soldOut',
      'isActive',
    ]);
  });
});

describe('a record form’s fields from its record’s descriptions', () => {
  const FIELDS = {
    nameTr: { label: 'Ad (TR)', input: 'text', required: true, max: 80 },
    nameEn: { label: 'Ad (EN)', input: 'text', required: true, max: 80, english: true },
    price: { label: 'Fiyat (₺)', schema: optionalLiraAmount('Fiyat'), input: 'money', required: true },
    note: { label: 'Not', input: 'lines', max: 200, hint: 'İsteğe bağlı' },
    categoryId: { label: 'Kategori', schema: recordId, input: 'category', required: true },
    translations: { label: 'Çeviriler', schema: translationsInput('products'), input: null },
    isActive: { label: 'Aktif', schema: (label) => flag(label, true), input: 'check', initial: true },
  } as const satisfies Record<string, StaffField>;
  const layout = layoutOf(FIELDS, {
    rows: [
      ['nameTr', 'nameEn'],
      ['price', 'categoryId'],
    ],
    own: { price: { hint: 'Örn. 99,90' } },
  });

  it('draws the described fields in their order, a row where its first field stands, none that is not on the form', () => {
    expect(fieldNames(layout)).toEqual(['nameTr', 'nameEn', 'price', 'categoryId', 'note', 'isActive']);
    expect(layout.map((item) => ('row' in item ? item.row.map((field) => field.name) : item.name))).toEqual([
      ['nameTr', 'nameEn'],
      ['price', 'categoryId'],
      'note',
      'isActive',
    ]);
  });

  it('labels each field as its description does, with what only this form says of it', () => {
    expect(layout[1]).toMatchObject({
      row: [
        { name: 'price', label: 'Fiyat (₺)', input: 'money', required: true, hint: 'Örn. 99,90' },
        { name: 'categoryId', label: 'Kategori', input: 'category', required: true },
      ],
    });
    expect(layout[2]).toMatchObject({ name: 'note', label: 'Not', input: 'lines', hint: 'İsteğe bağlı' });
    expect(formValues(layout, null)).toEqual({ nameTr: '', nameEn: '', price: '', categoryId: undefined, note: '', isActive: true });
  });
});
