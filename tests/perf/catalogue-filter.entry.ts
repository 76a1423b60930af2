// Runs in the benchmark's Chromium page (bundled by catalogue-filter.bench.ts): builds a 10,000-item catalogue
// and times `filterCatalogue` once per keystroke of a typed search, as the widget runs it while a person types;
// and registers the rendered-component bench (catalogue-render.entry.ts) on the same catalogue.
import { initialFiltersData } from '@campus/core';
import type { OnlineCourse } from '@campus/core/schemas';
import { filterCatalogue, prepareSearch } from '@campus/catalogue';
import { runRenderBench } from './catalogue-render.entry';
import type { RenderBenchResult } from './catalogue-render.entry';

/** What the page reports back. */
export interface FilterBenchResult {
  items: number;
  /** ms of each keystroke, in typing order, over every typed query (index built on the first). */
  keystrokes: number[];
  /** ms of the first keystroke on fresh items, folding every item's text then (the widget folds ahead). */
  cold: number;
  /** ms of `prepareSearch` on fresh items: what the widget does after a page arrives, before any keystroke. */
  prepare: number;
  /** Items left after the last keystroke of each query (the work is real, not optimised away). */
  matches: number[];
}

const WORDS = [
  'Excel',
  'Vendas',
  'Liderança',
  'Negociação',
  'Atendimento',
  'Aviação',
  'Segurança',
  'Comunicação',
  'Gestão',
  'Tempo',
  'Finanças',
  'Marketing',
  'Produto',
  'Equipe',
  'Inovação',
  'Varejo',
  'Logística',
  'Qualidade',
];
const label = (id: number, name: string) => ({ id, name });

/** A deterministic catalogue: titles and descriptions from the words, labels and flags spread over the items. */
function catalogue(size: number): OnlineCourse[] {
  return Array.from({ length: size }, (_, index): OnlineCourse => {
    const word = (offset: number) => WORDS[(index * 7 + offset * 11) % WORDS.length] as string;
    return {
      type: 'online_course',
      id: index + 1,
      title: `${word(0)} e ${word(1)} ${index + 1}`,
      description: `Curso de ${word(2)} para ${word(3)}: ${word(4)}, ${word(5)} e ${word(6)} no dia a dia.`,
      image: null,
      category: index % 5 === 0 ? null : label(40 + (index % 4), word(7)),
      areas: [label(10 + (index % 3), word(8))],
      groups: [label(20 + (index % 6), word(9))],
      tags: [label(30 + (index % 8), word(10)), label(30 + ((index + 3) % 8), word(11))],
      begin_date: index % 2 === 0 ? null : '2026-03-01T12:00:00.000Z',
      end_date: null,
      favorite: index % 9 === 0,
      status: index % 3 === 0 ? 'in_progress' : 'not_started',
      progress: index % 100,
      enrolled: index % 3 === 0,
      workload_minutes: 60,
    };
  });
}

/** Types each query one character at a time, timing every keystroke. */
export function runFilterBench(size: number, queries: readonly string[]): FilterBenchResult {
  const filters = initialFiltersData().online_courses;
  const items = catalogue(size);
  const keystrokes: number[] = [];
  const matches: number[] = [];
  // Cold: a first keystroke on items nobody folded yet.
  const fresh = catalogue(size);
  const coldStart = performance.now();
  filterCatalogue(fresh, 'online-courses', filters, 'a');
  const cold = performance.now() - coldStart;
  const prepareStart = performance.now();
  prepareSearch(items);
  const prepare = performance.now() - prepareStart;
  for (const query of queries) {
    let left = items.length;
    for (let typed = 1; typed <= query.length; typed += 1) {
      const start = performance.now();
      left = filterCatalogue(items, 'online-courses', filters, query.slice(0, typed)).length;
      keystrokes.push(performance.now() - start);
    }
    matches.push(left);
  }
  return { items: items.length, keystrokes, cold, prepare, matches };
}

/** The rendered `<CourseCatalogue>` over the same deterministic catalogue. */
export function runCatalogueRenderBench(size: number, queries: readonly string[]): Promise<RenderBenchResult> {
  return runRenderBench(catalogue(size), queries);
}

Object.assign(globalThis, { runFilterBench, runCatalogueRenderBench });
