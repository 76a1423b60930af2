import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { createRouter } from './create-router';
import type { RouterOptions, RouterRoute } from './create-router';
import { createMemoryHistory } from './site-history';
import { Link, NavLink } from './links';
import { Outlet, RouterProvider } from './router-provider';
import { useLocation } from './router-hooks';

/** A page whose code arrives when the test says so. */
function deferredPage(heading: string) {
  let arrive: () => void = () => undefined;
  const Page = () => <h1>{heading}</h1>;
  const lazy = () =>
    new Promise<ComponentType>((resolve) => {
      arrive = () => resolve(Page);
    });
  return { lazy, arrive: () => arrive() };
}

function Layout() {
  const { pathname } = useLocation();
  return (
    <main>
      <p>at {pathname}</p>
      <nav>
        <NavLink to="/home" end>
          Home
        </NavLink>
        <NavLink to="/courses">Courses</NavLink>
        <Link to="/home">Home again</Link>
      </nav>
      <Outlet />
    </main>
  );
}

function setUp(
  path: string,
  routes: Record<string, Omit<RouterRoute, 'id' | 'params'>>,
  frame?: RouterOptions['frame'],
) {
  const history = createMemoryHistory(path);
  const router = createRouter({
    history,
    match: (pathname) => {
      const key = Object.keys(routes).find((prefix) => pathname.startsWith(prefix)) ?? '*';
      return { id: key, params: {}, ...(routes[key] ?? { Component: () => <h1>Not found</h1> }) };
    },
    layout: Layout,
    fallback: () => <p>loading the first page</p>,
    frame,
  });
  render(<RouterProvider router={router} />);
  return { router, history };
}

describe('the site router', () => {
  it('shows the layout with the fallback in the page’s place until the first page arrives, then keeps the current page until the next one has', async () => {
    const courses = deferredPage('Courses page');
    const home = deferredPage('Home page');
    const { router } = setUp('/home', { '/home': { lazy: home.lazy }, '/courses': { lazy: courses.lazy } });
    expect(within(screen.getByRole('main')).getByText('loading the first page')).toBeInTheDocument();
    expect(screen.getByText('at /home')).toBeInTheDocument();
    await act(async () => home.arrive());
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    const navigation = router.navigate('/courses/7');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByText('at /home')).toBeInTheDocument();
    await act(async () => {
      courses.arrive();
      await navigation;
    });
    expect(screen.getByRole('heading', { name: 'Courses page' })).toBeInTheDocument();
    expect(screen.getByText('at /courses/7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Courses' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('keeps the frame’s elements on screen when the first page’s code arrives', async () => {
    const home = deferredPage('Home page');
    const Frame = ({ children }: { children: ReactNode }) => (
      <section aria-label="Frame">
        <p>Framed intro</p>
        {children}
      </section>
    );
    setUp('/home', { '/home': { lazy: home.lazy } }, Frame);
    const intro = screen.getByText('Framed intro');
    expect(within(screen.getByRole('region', { name: 'Frame' })).getByText('loading the first page')).toBeVisible();
    await act(async () => home.arrive());
    expect(
      within(screen.getByRole('region', { name: 'Frame' })).getByRole('heading', { name: 'Home page' }),
    ).toBeVisible();
    expect(screen.queryByText('loading the first page')).toBeNull();
    // The same element, not one drawn again: a phone's largest paint is not counted anew with the page.
    expect(screen.getByText('Framed intro')).toBe(intro);
  });

  it('lets a later navigation overtake one still loading', async () => {
    const slow = deferredPage('Slow page');
    const { router } = setUp('/home', { '/home': { Component: () => <h1>Home page</h1> }, '/slow': slow });
    const first = router.navigate('/slow');
    await act(() => router.navigate('/other'));
    await act(async () => {
      slow.arrive();
      await first;
    });
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/other');
  });

  it('follows plain clicks on links, replaces the entry for a link to where it is, and goes back', async () => {
    const { router, history } = setUp('/courses', {
      '/home': { Component: () => <h1>Home page</h1> },
      '/courses': { Component: () => <h1>Courses page</h1> },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    const key = router.state.location.key;
    fireEvent.click(screen.getByRole('link', { name: 'Home again' }));
    await screen.findByText('at /home');
    expect(router.state.location.key).not.toBe(key);
    await act(async () => history.back());
    expect(await screen.findByRole('heading', { name: 'Courses page' })).toBeInTheDocument();
  });

  it('leaves modified clicks to the browser', () => {
    setUp('/courses', { '/courses': { Component: () => <h1>Courses page</h1> } });
    const link = screen.getByRole('link', { name: 'Home' });
    expect(link).toHaveAttribute('href', '/home');
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(screen.getByRole('heading', { name: 'Courses page' })).toBeInTheDocument();
  });
});
