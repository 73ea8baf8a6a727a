import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link, matchPath, memoryHistory, Router, useLocation, useNavigationType } from '../../src/web/navigation.js';

describe('the guest pages’ addresses', () => {
  it('match whatever the letters’ case, with or without a trailing slash, and give their parameters as written', () => {
    expect(matchPath('/category/:categoryName', '/Category/Tatl%C4%B1lar/')).toEqual({ params: { categoryName: 'Tatl%C4%B1lar' } });
    expect(matchPath('/EN', '/en')).toEqual({ params: {} });
    expect(matchPath('/', '/')).toEqual({ params: {} });
    expect(matchPath('/category/:categoryName', '/category/Pide/karisik-pide')).toBeNull();
    expect(matchPath('/category/:categoryName', '/category/')).toBeNull();
  });

  it('an optional parameter may be left out; a trailing * takes everything below, and the address itself', () => {
    const pattern = '/category/:categoryName/:dishSlug?';
    expect(matchPath(pattern, '/category/Pide')).toEqual({ params: { categoryName: 'Pide' } });
    expect(matchPath(pattern, '/category/Pide/karisik-pide')).toEqual({ params: { categoryName: 'Pide', dishSlug: 'karisik-pide' } });
    expect(matchPath('/admin/*', '/admin')).not.toBeNull();
    expect(matchPath('/admin/*', '/ADMIN/accounts/3/statement')).not.toBeNull();
    expect(matchPath('/admin/*', '/administration')).toBeNull();
  });
});

function Where() {
  const location = useLocation();
  return (
    <p>
      {useNavigationType()} {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </p>
  );
}

describe('a link on a guest page', () => {
  const page = (path: string) =>
    render(
      <Router history={memoryHistory(path)}>
        <Where />
        <Link to="/category/Pide?etiket=1" state={{ fromList: true }}>
          Pide
        </Link>
        <Link to="/">Ana sayfa</Link>
      </Router>,
    );

  it('changes the page in place, with what it gives the next page', () => {
    page('/');
    expect(screen.getByRole('paragraph')).toHaveTextContent('POP / null');
    fireEvent.click(screen.getByRole('link', { name: 'Pide' }));
    expect(screen.getByRole('paragraph')).toHaveTextContent('PUSH /category/Pide?etiket=1 {"fromList":true}');
  });

  it('to the page shown replaces it, so the back button does not show it twice', () => {
    page('/');
    fireEvent.click(screen.getByRole('link', { name: 'Ana sayfa' }));
    expect(screen.getByRole('paragraph')).toHaveTextContent('REPLACE /');
  });

  it('is an ordinary link with a modifier key or another mouse button: the browser opens it', () => {
    page('/');
    const link = screen.getByRole('link', { name: 'Pide' });
    expect(link).toHaveAttribute('href', '/category/Pide?etiket=1');
    // What the app left to the browser, seen after the app's own handler (jsdom then opens nothing).
    const leftToBrowser: boolean[] = [];
    const seen = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', seen);
    try {
      for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) fireEvent.click(link, click);
      fireEvent.click(link);
    } finally {
      window.removeEventListener('click', seen);
    }
    expect(leftToBrowser).toEqual([true, true, true, true, false]);
    expect(screen.getByRole('paragraph')).toHaveTextContent('PUSH /category/Pide');
  });
});

describe('the history', () => {
  it('goes back and forward through the pages visited, and a new page drops those ahead', () => {
    const history = memoryHistory('/');
    history.go('/EN');
    history.go('/EN/category/Desserts');
    history.go(-1);
    expect([history.type(), history.location().pathname]).toEqual(['POP', '/EN']);
    history.go(1);
    expect(history.location().pathname).toBe('/EN/category/Desserts');
    history.go(-2);
    history.go('/category/Pide');
    history.go(1);
    expect(history.location().pathname).toBe('/category/Pide');
  });

  it('in the browser, writes each entry as the back office’s router does, so back and forward work across the two', () => {
    window.history.replaceState(null, '', '/');
    render(
      <Router>
        <Where />
        <Link to="/EN" state={{ fromList: true }}>
          English
        </Link>
      </Router>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(window.location.pathname).toBe('/EN');
    expect(window.history.state).toEqual({ usr: { fromList: true }, key: expect.stringMatching(/^[a-z0-9]+$/) });
  });
});
