import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, localeOfPath, localePath, Navigate, NavLink, stripLocale, switchLocalePath, useNavigate } from './locale';

describe('the language of a path', () => {
  it('is Bangla under /bn and English everywhere else', () => {
    expect(localeOfPath('/bn')).toBe('bn');
    expect(localeOfPath('/bn/all-products')).toBe('bn');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/all-products')).toBe('en');
    expect(localeOfPath('/bnx')).toBe('en');
  });

  it('strips and adds the /bn prefix, keeping the query and hash', () => {
    expect(stripLocale('/bn/product-details/7')).toBe('/product-details/7');
    expect(stripLocale('/bn')).toBe('/');
    expect(stripLocale('/about')).toBe('/about');
    expect(localePath('/all-products?q=tagore#top', 'bn')).toBe('/bn/all-products?q=tagore#top');
    expect(localePath('/', 'bn')).toBe('/bn');
    expect(localePath('/?q=x', 'bn')).toBe('/bn?q=x');
    expect(localePath('/about', 'en')).toBe('/about');
    // Already Bangla, relative, or another origin: left alone.
    expect(localePath('/bn/about', 'bn')).toBe('/bn/about');
    expect(localePath('details', 'bn')).toBe('details');
    expect(localePath('//cdn.example/x', 'bn')).toBe('//cdn.example/x');
  });

  it('gives the same page in the other language for the switch', () => {
    expect(switchLocalePath({ pathname: '/all-products', search: '?sort=price-low', hash: '' }, 'bn')).toBe('/bn/all-products?sort=price-low');
    expect(switchLocalePath({ pathname: '/bn/all-products', search: '?sort=price-low', hash: '#x' }, 'en')).toBe('/all-products?sort=price-low#x');
    expect(switchLocalePath({ pathname: '/bn', search: '', hash: '' }, 'en')).toBe('/');
  });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function GoButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/dashboard/user-orders?page=2')}>
      go
    </button>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Link to="/all-products">listing</Link>
              <NavLink to="/about">about</NavLink>
              <GoButton />
              <Where />
            </>
          }
        />
        <Route path="/bn/old" element={<Navigate to="/login" replace />} />
        <Route path="/old" element={<Navigate to="/login" replace />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('locale-aware links and navigation', () => {
  it('keep a Bangla page in Bangla', async () => {
    renderAt('/bn/blogs');
    expect(screen.getByRole('link', { name: 'listing' })).toHaveAttribute('href', '/bn/all-products');
    expect(screen.getByRole('link', { name: 'about' })).toHaveAttribute('href', '/bn/about');
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/bn/dashboard/user-orders?page=2');
  });

  it('leave an English page at today’s URLs', async () => {
    renderAt('/blogs');
    expect(screen.getByRole('link', { name: 'listing' })).toHaveAttribute('href', '/all-products');
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/user-orders?page=2');
  });

  it('redirect (a guard) in the visitor’s language', () => {
    renderAt('/bn/old');
    expect(screen.getByTestId('where')).toHaveTextContent('/bn/login');
  });
});

function History() {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <p data-testid="history">
      {type} {location.pathname} {JSON.stringify(location.state)}
    </p>
  );
}

function renderLinksAt(path: string, onOuterClick: (prevented: boolean) => void = () => {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {/* A click the app lets through reaches the document; one the router takes is stopped there (default prevented). */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- catches the clicks that bubble up, as the document would */}
      <div onClick={(event) => onOuterClick(event.defaultPrevented)}>
        <Routes>
          <Route
            path="*"
            element={
              <nav>
                <Link to="/all-products?sort=price-low" state={{ from: 'test' }} className="plain">
                  listing
                </Link>
                <Link to="/blogs">here</Link>
                <NavLink to="/dashboard" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
                  dashboard home
                </NavLink>
                <NavLink to="/dashboard">dashboard</NavLink>
                <History />
              </nav>
            }
          />
        </Routes>
      </div>
    </MemoryRouter>,
  );
}

describe('the app’s links', () => {
  it('open an in-app page through the router, with its state, in the page’s language', async () => {
    renderLinksAt('/bn/blogs');
    const link = screen.getByRole('link', { name: 'listing' });
    expect(link).toHaveAttribute('href', '/bn/all-products?sort=price-low');
    expect(link).toHaveClass('plain');
    await userEvent.click(link);
    expect(screen.getByTestId('history')).toHaveTextContent('PUSH /bn/all-products {"from":"test"}');
  });

  it('replace the history entry when they point at the page already shown', async () => {
    renderLinksAt('/blogs');
    await userEvent.click(screen.getByRole('link', { name: 'here' }));
    expect(screen.getByTestId('history')).toHaveTextContent('REPLACE /blogs');
  });

  it('leave a modified or middle click (new tab, new window) to the browser', () => {
    const seen: boolean[] = [];
    renderLinksAt('/blogs', (prevented) => seen.push(prevented));
    fireEvent.click(screen.getByRole('link', { name: 'listing' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'listing' }), { button: 1 });
    expect(seen).toEqual([false, false]);
    expect(screen.getByTestId('history')).toHaveTextContent('POP /blogs');
  });

  it('mark the link of the current page (and, without `end`, of the pages under it)', () => {
    renderLinksAt('/bn/dashboard/user-orders');
    const exact = screen.getByRole('link', { name: 'dashboard home' });
    const section = screen.getByRole('link', { name: 'dashboard' });
    expect(exact).toHaveAttribute('href', '/bn/dashboard');
    expect(exact).toHaveClass('off');
    expect(exact).not.toHaveAttribute('aria-current');
    expect(section).toHaveAttribute('aria-current', 'page');
    expect(section).toHaveClass('active');
  });

  it('mark the exact page with `end`', () => {
    renderLinksAt('/Dashboard');
    expect(screen.getByRole('link', { name: 'dashboard home' })).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'dashboard home' })).toHaveAttribute('aria-current', 'page');
  });
});
