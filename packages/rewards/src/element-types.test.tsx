import { describe, expect, expectTypeOf, it } from 'vitest';
import { definitionProblems } from '@campus/ui/testing';
import type { DomProps } from '@campus/ui/testing';
import type { PointsTransferredDetail, RewardOpenDetail, RewardRedeemedDetail } from './element.js';
import './element.js';

/**
 * What each element's definition declares: the typings of the element entry (`HTMLElementTagNameMap`,
 * `HTMLElementEventMap`) must give exactly these props and events, so a host without React sees what the element
 * really observes and dispatches.
 */
const DEFINED = {
  'campus-reward-store': {
    attributes: { rewardId: 'string', view: 'string' },
    events: ['campus-redeemed', 'campus-reward-open'],
  },
  'campus-points-transfer': { attributes: {}, events: ['campus-points-transferred'] },
} as const;
type Tag = keyof typeof DEFINED;
type Defined<T extends Tag> = keyof (typeof DEFINED)[T]['attributes'];

describe('rewards element typings', () => {
  it('type each element by its tag with the props and events its definition declares, React-free', () => {
    expectTypeOf<DomProps<'campus-reward-store'>>().toEqualTypeOf<Defined<'campus-reward-store'>>();
    expectTypeOf<DomProps<'campus-points-transfer'>>().toEqualTypeOf<Defined<'campus-points-transfer'>>();
    expectTypeOf(document.createElement('campus-reward-store').rewardId).toEqualTypeOf<string | undefined>();
    expectTypeOf(document.createElement('campus-reward-store').view).toEqualTypeOf<string | undefined>();
    expectTypeOf<HTMLElementEventMap['campus-redeemed']>().toEqualTypeOf<CustomEvent<RewardRedeemedDetail>>();
    expectTypeOf<HTMLElementEventMap['campus-reward-open']>().toEqualTypeOf<CustomEvent<RewardOpenDetail>>();
    expectTypeOf<HTMLElementEventMap['campus-points-transferred']>().toEqualTypeOf<
      CustomEvent<PointsTransferredDetail>
    >();
    expectTypeOf<HTMLElementEventMap['campus-session-expired']>().toEqualTypeOf<CustomEvent<null>>();
    expect(definitionProblems(DEFINED)).toEqual([]);
  });
});
