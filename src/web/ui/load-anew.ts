import { useEffect } from 'react';

/**
 * An address of the other app reached by this one's history (the guest pages and the back
 * office are two apps, each a page of its own: index.html and admin.html): the server's page
 * for it, loaded anew.
 */
export function LoadAnew(): null {
  useEffect(() => window.location.reload(), []);
  return null;
}
