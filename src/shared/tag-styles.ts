import type { MenuTag } from './menu.js';

// What the tag form accepts (schemas/tag.ts); checked again here because the rules are written
// into a style sheet, where any other character could end a rule.
const COLOUR = /^#[0-9a-f]{3,8}$/i;
const BORDER = /^[\w #.,()%-]*$/;

/**
 * The colours staff chose for each tag, as style rules for the chips that carry `data-tag`; a
 * filter chip that is pressed swaps its text and background. A style sheet rather than style
 * attributes: pages drawn by the server may carry no inline style under the content security
 * policy, and one rule serves every chip of a tag.
 */
export function tagStyleSheet(tags: readonly MenuTag[]): string {
  return tags
    .filter((tag) => COLOUR.test(tag.textColor) && COLOUR.test(tag.bgColor) && BORDER.test(tag.border))
    .map((tag) => {
      const border = tag.border.trim() === '' ? '' : `border:${tag.border};`;
      const weight = Number.isInteger(tag.fontWeight) ? `font-weight:${tag.fontWeight};` : '';
      const chip = `[data-tag="${tag.id}"]`;
      return (
        `${chip}{color:${tag.textColor};background:${tag.bgColor};${border}${weight}}` +
        `button${chip}[aria-pressed="true"]{color:${tag.bgColor};background:${tag.textColor}}`
      );
    })
    .join('');
}
