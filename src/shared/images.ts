/** The home page's hero picture: drawn by the app, and preloaded by the server in the HTML. */
export const HERO_IMAGE = '/images/menu/hero.svg';
