import { describe, expect, it } from 'vitest';
import type { MenuTag } from '../../src/shared/menu.js';
import { tagStyleSheet } from '../../src/shared/tag-styles.js';

const spicy: MenuTag = {
  id: 7,
  categoryId: 1,
  nameTr: 'Acılı',
  nameEn: 'Spicy',
  color: '#B3261E',
  textColor: '#B3261E',
  bgColor: '#FFF4F2',
  border: '1px solid #B3261E',
  fontWeight: 600,
};

describe('the tag chips’ colours as style rules', () => {
  it('colours every chip of a tag as staff chose, and swaps text and background on a pressed filter chip', () => {
    expect(tagStyleSheet([spicy])).toBe(
      '[data-tag="7"]{color:#B3261E;background:#FFF4F2;border:1px solid #B3261E;font-weight:600;}' +
        'button[data-tag="7"][aria-pressed="true"]{color:#FFF4F2;background:#B3261E}',
    );
  });

  it('writes no rule for a colour or border that could end it', () => {
    expect(tagStyleSheet([{ ...spicy, bgColor: 'red;}body{display:none' }])).toBe('');
    expect(tagStyleSheet([{ ...spicy, border: '1px solid red;}*{color:red' }])).toBe('');
  });
});
