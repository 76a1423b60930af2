import { describe, expect, expectTypeOf, it } from 'vitest';
import { definitionProblems } from '@campus/ui/testing';
import type { DomProps } from '@campus/ui/testing';
import type { PhotoUploadedDetail, SaleSubmittedDetail } from './element.js';
import './element.js';

/**
 * What each element's definition declares: the typings of the element entry (`HTMLElementTagNameMap`,
 * `HTMLElementEventMap`) must give exactly these props and events, so a host without React sees what the element
 * really observes and dispatches.
 */
const DEFINED = {
  'campus-sales-form': { attributes: { tab: 'string' }, events: ['campus-sale-submitted'] },
  'campus-photo-upload': { attributes: {}, events: ['campus-photo-uploaded'] },
} as const;
type Tag = keyof typeof DEFINED;
type Defined<T extends Tag> = keyof (typeof DEFINED)[T]['attributes'];

describe('sales element typings', () => {
  it('type each element by its tag with the props and events its definition declares, React-free', () => {
    expectTypeOf<DomProps<'campus-sales-form'>>().toEqualTypeOf<Defined<'campus-sales-form'>>();
    expectTypeOf<DomProps<'campus-photo-upload'>>().toEqualTypeOf<Defined<'campus-photo-upload'>>();
    expectTypeOf(document.createElement('campus-sales-form').tab).toEqualTypeOf<string | undefined>();
    expectTypeOf<HTMLElementEventMap['campus-sale-submitted']>().toEqualTypeOf<CustomEvent<SaleSubmittedDetail>>();
    expectTypeOf<HTMLElementEventMap['campus-photo-uploaded']>().toEqualTypeOf<CustomEvent<PhotoUploadedDetail>>();
    expectTypeOf<HTMLElementEventMap['campus-session-expired']>().toEqualTypeOf<CustomEvent<null>>();
    expect(definitionProblems(DEFINED)).toEqual([]);
  });
});
