import { describe, expect, expectTypeOf, it } from 'vitest';
import { elementDefinitions } from '@campus/ui';
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
/** The props the DOM typings give a tag beyond `HTMLElement`'s. */
type DomProps<T extends Tag> = Exclude<keyof HTMLElementTagNameMap[T], keyof HTMLElement>;
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
    const definitions = elementDefinitions().filter((definition) => definition.tag in DEFINED);
    expect(definitions.map((definition) => definition.tag).sort()).toEqual(Object.keys(DEFINED).sort());
    for (const definition of definitions) {
      const defined = DEFINED[definition.tag as Tag];
      expect(definition.attributes, definition.tag).toEqual(defined.attributes);
      expect(Object.values(definition.events).sort(), definition.tag).toEqual([...defined.events].sort());
    }
  });
});
