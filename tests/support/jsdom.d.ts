// The few parts of jsdom (a dependency of the component tests' environment) that tests use
// directly, to parse a page the server sent the way a browser would.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
