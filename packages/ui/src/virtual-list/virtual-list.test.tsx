import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithCampus } from '../testing/index.js';
import { VirtualList, VIRTUALIZE_FROM } from './virtual-list.js';

const courses = Array.from({ length: 10_000 }, (_, index) => ({ id: index + 1, name: `Curso ${index + 1}` }));

// jsdom lays nothing out: give every element a 300px-high box so the virtualizer sees a viewport.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderList(items = courses) {
  return renderWithCampus(
    <VirtualList
      label="Cursos online"
      items={items}
      estimateSize={50}
      overscan={2}
      getKey={(course) => course.id}
      renderItem={(course) => course.name}
    />,
  );
}

describe('VirtualList', () => {
  it('renders only the rows in view, as list items that know their place in the whole list', async () => {
    renderList();
    const list = screen.getByRole('list', { name: 'Cursos online' });
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeLessThan(VIRTUALIZE_FROM));
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(300 / 50 + 2 + 1);
    expect(rows[0]).toHaveTextContent('Curso 1');
    expect(rows[0]).toHaveAttribute('aria-setsize', '10000');
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
  });

  it('announces the total and is described by it', () => {
    renderList(courses.slice(0, 1));
    expect(screen.getByRole('status')).toHaveTextContent('1 resultado encontrado');
    expect(screen.getByRole('list', { name: 'Cursos online' })).toHaveAccessibleDescription('1 resultado encontrado');
  });

  it('says so when there is nothing, showing its empty content instead of an empty list', () => {
    renderWithCampus(<VirtualList label="Cursos" items={[]} renderItem={String} empty={<p>Nenhum curso</p>} />);
    expect(screen.getByRole('status')).toHaveTextContent('Nenhum resultado encontrado');
    expect(screen.getByText('Nenhum curso')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('is focusable so the keyboard can scroll it', () => {
    renderList();
    expect(screen.getByRole('list', { name: 'Cursos online' })).toHaveAttribute('tabindex', '0');
  });

  it('positions rows through an adopted stylesheet, never a style attribute', async () => {
    const { container } = renderList();
    const rules = () => document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    await waitFor(() => expect(rules().some((rule) => rule.includes('height: 500000px'))).toBe(true));
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('renders every row of a short list, without the virtualizer, with the fixed row height', () => {
    renderList(courses.slice(0, VIRTUALIZE_FROM - 1));
    const rows = within(screen.getByRole('list', { name: 'Cursos online' })).getAllByRole('listitem');
    expect(rows).toHaveLength(VIRTUALIZE_FROM - 1);
    expect(rows.at(-1)).toHaveAttribute('aria-posinset', String(VIRTUALIZE_FROM - 1));
    const rules = document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    expect(rules.some((rule) => rule.includes('height: 50px'))).toBe(true);
    expect(rules.some((rule) => rule.includes('translateY'))).toBe(false);
  });

  it("renders a window's height of rows first and the others after that frame, each row knowing its place", async () => {
    // How many rows were in the DOM when the last one was built (the test's act() renders every frame at once).
    let inDomWhenLastBuilt: number | undefined;
    let built = 0;
    renderWithCampus(
      <VirtualList
        label="Cursos online"
        items={courses.slice(0, 60)}
        estimateSize={50}
        getKey={(course) => course.id}
        renderItem={(course, index) => {
          built += 1;
          inDomWhenLastBuilt ??= index === 59 ? screen.queryAllByRole('listitem').length : undefined;
          return course.name;
        }}
      />,
    );
    // 768px (jsdom's window) at 50px a row: 16 rows fill it, and they were in the DOM before the rest were built.
    expect(inDomWhenLastBuilt).toBeGreaterThanOrEqual(16);
    expect(inDomWhenLastBuilt).toBeLessThan(60);
    const rows = within(screen.getByRole('list', { name: 'Cursos online' })).getAllByRole('listitem');
    expect(rows).toHaveLength(60);
    expect(rows.at(-1)).toHaveTextContent(/^Curso 60$/);
    expect(rows.at(-1)).toHaveAttribute('aria-posinset', '60');
    // Each row was built once: a batch leaves the rows already there as they are.
    expect(built).toBe(60);
  });

  it('keeps the same scroll container, scrolled where it was, when the list grows long', async () => {
    const short = courses.slice(0, 40);
    const view = renderList(short);
    const list = screen.getByRole('list', { name: 'Cursos online' });
    list.scrollTop = 1000;
    view.rerender(
      <VirtualList
        label="Cursos online"
        items={courses}
        estimateSize={50}
        overscan={2}
        getKey={(course) => course.id}
        renderItem={(course) => course.name}
      />,
    );
    // 1000px down at 50px a row, with 2 rows of overscan: the rows from "Curso 19" on.
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(/^Curso 19$/));
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(VIRTUALIZE_FROM);
    expect(screen.getByRole('list', { name: 'Cursos online' })).toBe(list);
    expect(list.scrollTop).toBe(1000);
  });
});
