import { describe, expect, expectTypeOf, it } from 'vitest';
import { definitionProblems } from '@campus/ui/testing';
import type { DomProps } from '@campus/ui/testing';
import type { ActivityChangeDetail, ActivityStatementDetail } from './element.js';
import './element.js';

/**
 * What the element's definition declares: the typings of the element entry (`HTMLElementTagNameMap`,
 * `HTMLElementEventMap`) must give exactly these props and events, so a host without React sees what the element
 * really observes and dispatches.
 */
const DEFINED = {
  'campus-activity-player': {
    attributes: {
      kind: 'string',
      itemId: 'string',
      hierarchyOrder: 'number',
      trailId: 'string',
      eventId: 'string',
      eventType: 'string',
      activityHref: 'property',
      onNavigate: 'property',
    },
    events: ['campus-activity-statement', 'campus-activity-change'],
  },
} as const;
type Defined = keyof (typeof DEFINED)['campus-activity-player']['attributes'];

describe('player element typings', () => {
  it('types the element by its tag with the props and events its definition declares, React-free', () => {
    expectTypeOf<DomProps<'campus-activity-player'>>().toEqualTypeOf<Defined>();
    expectTypeOf(document.createElement('campus-activity-player').hierarchyOrder).toEqualTypeOf<number | undefined>();
    expectTypeOf<HTMLElementEventMap['campus-activity-statement']>().toEqualTypeOf<
      CustomEvent<ActivityStatementDetail>
    >();
    expectTypeOf<HTMLElementEventMap['campus-activity-change']>().toEqualTypeOf<CustomEvent<ActivityChangeDetail>>();
    expect(definitionProblems(DEFINED)).toEqual([]);
  });
});
