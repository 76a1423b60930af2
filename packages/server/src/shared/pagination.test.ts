import { describe, expect, it } from 'vitest';
import { readPage } from './pagination';

/** A list of `size` numbers read as readPage reads a table, counting how often the total is asked for. */
function list(size: number) {
  const items = Array.from({ length: size }, (_, index) => index + 1);
  const asked = { count: 0 };
  // Lazy as a Drizzle query: it runs only when awaited.
  const countRows: PromiseLike<{ value: number }[]> = {
    then(resolve, reject) {
      asked.count += 1;
      return Promise.resolve([{ value: size }]).then(resolve, reject);
    },
  };
  const readRows = async ({ limit, offset }: { limit: number; offset: number }) => items.slice(offset, offset + limit);
  return {
    asked,
    read: (page: number, pageSize: number) =>
      readPage(`/api/x/?page=${page}`, { page, page_size: pageSize }, countRows, readRows),
  };
}

describe('readPage', () => {
  it('knows the total of a short page without counting', async () => {
    const { asked, read } = list(7);
    expect(await read(1, 20)).toEqual({ count: 7, next: null, previous: null, results: [1, 2, 3, 4, 5, 6, 7] });
    expect(await read(2, 5)).toEqual({ count: 7, next: null, previous: '/api/x/?page=1', results: [6, 7] });
    expect(asked.count).toBe(0);
  });

  it('answers an empty list without counting', async () => {
    const { asked, read } = list(0);
    expect(await read(1, 20)).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect(asked.count).toBe(0);
  });

  it('counts when the page is full or beyond the end', async () => {
    const { asked, read } = list(10);
    expect(await read(1, 5)).toEqual({ count: 10, next: '/api/x/?page=2', previous: null, results: [1, 2, 3, 4, 5] });
    expect(await read(2, 5)).toEqual({ count: 10, next: null, previous: '/api/x/?page=1', results: [6, 7, 8, 9, 10] });
    expect(asked.count).toBe(2);
    // Beyond the end: `previous` points at the last page that has items, which only the total tells.
    expect(await read(9, 3)).toEqual({ count: 10, next: null, previous: '/api/x/?page=4', results: [] });
    expect(asked.count).toBe(3);
  });

  it('calls a count given as a function only when it needs the total', async () => {
    let calls = 0;
    const count = async () => {
      calls += 1;
      return [{ value: 3 }];
    };
    const rows = async ({ limit, offset }: { limit: number; offset: number }) =>
      [1, 2, 3].slice(offset, offset + limit);
    expect((await readPage('/api/x/', { page: 1, page_size: 5 }, count, rows)).count).toBe(3);
    expect(calls).toBe(0);
    expect(await readPage('/api/x/', { page: 1, page_size: 2 }, count, rows)).toMatchObject({
      count: 3,
      next: '/api/x/?page=2',
    });
    expect(calls).toBe(1);
  });
});
