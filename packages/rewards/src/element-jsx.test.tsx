import { render } from '@testing-library/react';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
// The generated React 19 typings: importing them adds the package's tags to `JSX.IntrinsicElements`.
import type { CustomElements } from '../typings/react.js';
import type { RewardRedeemedDetail } from './element.js';
import './element.js';

afterEach(() => {
  document.body.replaceChildren();
});

describe('the generated React 19 JSX typings of @campus/rewards (typings/react.d.ts)', () => {
  it('type <campus-reward-store> by its attributes, properties and events, and React passes them on', () => {
    const onRedeemed = (event: CustomEvent<RewardRedeemedDetail>) => event.detail.balance;
    const { container } = render(<campus-reward-store reward-id="r1" view="orders" oncampus-redeemed={onRedeemed} />);
    const element = container.querySelector('campus-reward-store');
    expect(element?.getAttribute('reward-id')).toBe('r1');
    expect(element?.rewardId).toBe('r1');
    expectTypeOf<CustomElements['campus-reward-store']['reward-id']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<CustomElements['campus-reward-store']['oncampus-session-expired']>().toEqualTypeOf<
      ((event: CustomEvent<null>) => void) | undefined
    >();
  });

  it('refuse an attribute of the wrong type', () => {
    // @ts-expect-error reward-id is a string attribute
    const wrong = <campus-reward-store reward-id={1} />;
    // @ts-expect-error locale is a string attribute
    const alsoWrong = <campus-points-transfer locale={['pt-BR']} />;
    expect([wrong.type, alsoWrong.type]).toEqual(['campus-reward-store', 'campus-points-transfer']);
  });
});
