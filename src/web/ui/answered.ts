// Shared by boot.ts and the app (main.tsx), and so kept free of imports: it goes into the
// page's own small script.

/** The elements whose handlers the app has run for an event, as it runs them. */
const answers = new WeakMap<Event, Element[]>();

/** The app has run `element`'s handler for `event` (main.tsx, Preact's event hook). */
export function answered(event: Event, element: EventTarget | null): void {
  if (!(element instanceof Element)) return;
  const elements = answers.get(event);
  if (elements) elements.push(element);
  else answers.set(event, [element]);
}

/**
 * Whether the app has answered `event` on `button` (a handler of its own or of something inside
 * it): a part of the page already attached while the rest still attaches. boot.ts then leaves it
 * to the app, instead of clicking it again once the whole page has attached.
 */
export function answeredOn(event: Event, button: Element): boolean {
  return answers.get(event)?.some((element) => button.contains(element)) ?? false;
}
