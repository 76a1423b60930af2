import { describe, expect, expectTypeOf, it } from 'vitest';
import { definitionProblems } from '@campus/ui/testing';
import type { DomProps } from '@campus/ui/testing';
import type { ActivityOpenDetail, CourseOpenDetail } from './element.js';
import './element.js';

/**
 * What each element's definition declares: the typings of the element entry (`HTMLElementTagNameMap`,
 * `HTMLElementEventMap`) must give exactly these props and events, so a host without React sees what the element
 * really observes and dispatches.
 */
const DEFINED = {
  'campus-course-catalogue': {
    attributes: { type: 'string' },
    events: ['campus-course-open', 'campus-activity-open'],
  },
  'campus-course-detail': {
    attributes: { type: 'string', itemId: 'string', trailId: 'string', catalogId: 'string' },
    events: ['campus-course-open', 'campus-activity-open'],
  },
} as const;
type Tag = keyof typeof DEFINED;
type Defined<T extends Tag> = keyof (typeof DEFINED)[T]['attributes'];

describe('catalogue element typings', () => {
  it('type each element by its tag with the props and events its definition declares, React-free', () => {
    expectTypeOf<DomProps<'campus-course-catalogue'>>().toEqualTypeOf<Defined<'campus-course-catalogue'>>();
    expectTypeOf<DomProps<'campus-course-detail'>>().toEqualTypeOf<Defined<'campus-course-detail'>>();
    expectTypeOf(document.createElement('campus-course-detail').itemId).toEqualTypeOf<string | undefined>();
    expectTypeOf<HTMLElementEventMap['campus-course-open']>().toEqualTypeOf<CustomEvent<CourseOpenDetail>>();
    expectTypeOf<HTMLElementEventMap['campus-activity-open']>().toEqualTypeOf<CustomEvent<ActivityOpenDetail>>();
    expectTypeOf<HTMLElementEventMap['campus-session-expired']>().toEqualTypeOf<CustomEvent<null>>();
    expect(definitionProblems(DEFINED)).toEqual([]);
  });
});
