import { describe, expect, expectTypeOf, it } from 'vitest';
import { definitionProblems } from '@campus/ui/testing';
import type { DomProps } from '@campus/ui/testing';
import type { CampaignSelectedDetail } from './element.js';
import './element.js';

/**
 * What each element's definition declares: the typings of the element entry (`HTMLElementTagNameMap`,
 * `HTMLElementEventMap`) must give exactly these props and events, so a host without React sees what the element
 * really observes and dispatches.
 */
const DEFINED = {
  'campus-ranking': {
    attributes: { campaignId: 'string', area: 'string', limit: 'number', headingLevel: 'number' },
    events: [],
  },
  'campus-points-table': { attributes: { headingLevel: 'number' }, events: [] },
  'campus-campaigns': { attributes: { headingLevel: 'number' }, events: ['campus-campaign-selected'] },
  'campus-points-statement': {
    attributes: { campaignId: 'string', pageSize: 'number', headingLevel: 'number' },
    events: [],
  },
} as const;
type Tag = keyof typeof DEFINED;
type Defined<T extends Tag> = keyof (typeof DEFINED)[T]['attributes'];

describe('ranking element typings', () => {
  it('type each element by its tag with the props and events its definition declares, React-free', () => {
    expectTypeOf<DomProps<'campus-ranking'>>().toEqualTypeOf<Defined<'campus-ranking'>>();
    expectTypeOf<DomProps<'campus-points-table'>>().toEqualTypeOf<Defined<'campus-points-table'>>();
    expectTypeOf<DomProps<'campus-campaigns'>>().toEqualTypeOf<Defined<'campus-campaigns'>>();
    expectTypeOf<DomProps<'campus-points-statement'>>().toEqualTypeOf<Defined<'campus-points-statement'>>();
    expectTypeOf(document.createElement('campus-ranking').limit).toEqualTypeOf<number | undefined>();
    expectTypeOf(document.createElement('campus-ranking').area).toEqualTypeOf<string | undefined>();
    expectTypeOf(document.createElement('campus-points-statement').pageSize).toEqualTypeOf<number | undefined>();
    expectTypeOf<HTMLElementEventMap['campus-campaign-selected']>().toEqualTypeOf<
      CustomEvent<CampaignSelectedDetail>
    >();
    expectTypeOf<HTMLElementEventMap['campus-session-expired']>().toEqualTypeOf<CustomEvent<null>>();
    expect(definitionProblems(DEFINED)).toEqual([]);
  });
});
