import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteFocus } from './route-focus';

function Page({ title, to }: { title: string; to: string }) {
  useEffect(() => {
    document.title = `${title} — Boipoka`;
  }, [title]);
  return (
    <>
      <h1>{title}</h1>
      <Link to={to}>Go on</Link>
    </>
  );
}

function renderApp() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <nav>
        <Link to="/about">About Us</Link>
      </nav>
      <RouteFocus mainId="main" />
      <main id="main">
        <Routes>
          <Route index element={<Page title="Home" to="/about" />} />
          <Route path="about" element={<Page title="About Us" to="/" />} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
}

describe('RouteFocus', () => {
  it('leaves focus and the live region alone on the first load', async () => {
    renderApp();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByTestId('route-announcer')).toBeEmptyDOMElement();
  });

  it('moves focus to the new page’s heading and announces its title after a navigation', async () => {
    renderApp();
    const link = screen.getByRole('link', { name: 'About Us' });
    link.focus();
    fireEvent.click(link);
    const heading = await screen.findByRole('heading', { name: 'About Us', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(screen.getByTestId('route-announcer')).toHaveTextContent('About Us — Boipoka');
    expect(screen.getByTestId('route-announcer')).toHaveAttribute('aria-live', 'polite');
  });

  it('does it again on the next navigation, from a link inside the page', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('link', { name: 'About Us' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'About Us' })).toHaveFocus());
    fireEvent.click(screen.getByRole('link', { name: 'Go on' }));
    await waitFor(() => expect(screen.getByTestId('route-announcer')).toHaveTextContent('Home — Boipoka'));
    expect(screen.getByRole('heading', { name: 'Home' })).toHaveFocus();
  });
});
