import type { PublicMenu } from './menu.js';
import { photoStyleSheet } from './photo-styles.js';
import { tagStyleSheet } from './tag-styles.js';

/**
 * The style rules a menu's guest pages need and no stylesheet can know in advance: the tag
 * chips' colours (`data-tag`) and the photos' placeholders (`data-photo`). The server writes
 * them into a drawn page's head (allowed by their hash); the app keeps them in step after.
 */
export function menuStyleSheet(menu: Pick<PublicMenu, 'tags' | 'media'>): string {
  return tagStyleSheet(menu.tags) + photoStyleSheet(menu.media);
}
