import { describe, expect, expectTypeOf, it } from 'vitest';
import { definitionProblems } from '@campus/ui/testing';
import type { DomProps } from '@campus/ui/testing';
import type { CheckedInDetail } from './element.js';
import './element.js';

/**
 * What each element's definition declares: the typings of the element entry (`HTMLElementTagNameMap`,
 * `HTMLElementEventMap`) must give exactly these props and events, so a host without React sees what the element
 * really observes and dispatches.
 */
const DEFINED = {
  'campus-check-in': { attributes: { method: 'string' }, events: ['campus-checked-in'] },
} as const;
type Tag = keyof typeof DEFINED;
type Defined<T extends Tag> = keyof (typeof DEFINED)[T]['attributes'];

describe('checkin element typings', () => {
  it('type each element by its tag with the props and events its definition declares, React-free', () => {
    expectTypeOf<DomProps<'campus-check-in'>>().toEqualTypeOf<Defined<'campus-check-in'>>();
    expectTypeOf(document.createElement('campus-check-in').method).toEqualTypeOf<string | undefined>();
    expectTypeOf<HTMLElementEventMap['campus-checked-in']>().toEqualTypeOf<CustomEvent<CheckedInDetail>>();
    expectTypeOf<HTMLElementEventMap['campus-session-expired']>().toEqualTypeOf<CustomEvent<null>>();
    expect(definitionProblems(DEFINED)).toEqual([]);
  });
});
