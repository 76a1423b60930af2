import type { Meta, StoryObj } from '@storybook/react-vite';
import { pointsSummary, statementEntry } from '../testing/ranking-fixtures.test-util.js';
import { fails, hangs, withFakeApi } from '../testing/story-campus.test-util.js';
import { PointsStatement } from './points-statement.js';

const meta = {
  title: 'Ranking/PointsStatement',
  component: PointsStatement,
  decorators: [withFakeApi],
  args: { pageSize: 5 },
} satisfies Meta<typeof PointsStatement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Summary, expiring batches, the chart of the campaign and the ledger (every kind of entry), in pages of 5. */
export const Complete: Story = {};

/** A new member: nothing earned yet. */
export const NoEntries: Story = {
  parameters: {
    api: {
      statement: [],
      points: pointsSummary({
        balance: 0,
        experience_points: 0,
        level: 'basic',
        level_points: 0,
        pending_audit: 0,
        expiring: [],
      }),
    },
  },
};

/** A busy ledger, consistent from the oldest entry on: many entries over many pages. */
const busyLedger = (() => {
  let balance = 0;
  const oldestFirst = Array.from({ length: 60 }, (_, index) => {
    const redeemed = index % 7 === 3;
    const points = redeemed ? -200 : 150;
    balance += points;
    return statementEntry({
      id: 100 + index,
      kind: redeemed ? 'redeemed' : 'earned',
      points,
      balance_after: balance,
      source: redeemed ? { type: 'reward_order', id: 40 + index } : { type: 'sale', id: 100 + index },
      expires_on: redeemed ? null : '2026-05-15',
      created_at: new Date(Date.parse('2026-03-02T12:00:00Z') + index * 86_400_000 * 0.8).toISOString(),
    });
  });
  return {
    statement: oldestFirst.reverse(),
    points: pointsSummary({ balance, expiring: [{ points: balance, expires_on: '2026-05-15' }] }),
  };
})();

export const ManyEntries: Story = { parameters: { api: busyLedger } };

/** The first load. */
export const Loading: Story = { parameters: { api: { fail: hangs } } };

/** Everything failed: errors with a retry. */
export const Failed: Story = { parameters: { api: { fail: fails } } };

/** Nobody signed in. */
export const SignedOut: Story = { parameters: { signedOut: true } };
