import { describe, expect, it } from 'vitest';
import type { ScormTocItem } from '@campus/core/schemas';
import { navigationOf, parseNavRequest } from './scorm-navigation.js';

const item = (identifier: string, fields: Partial<ScormTocItem> = {}): ScormTocItem => ({
  identifier,
  title: identifier,
  level: 0,
  visible: true,
  scorm_type: 'sco',
  launch_url: `${identifier}.html`,
  data_from_lms: null,
  mastery_score: null,
  ...fields,
});

const items = [
  item('module', { scorm_type: null, launch_url: null }),
  item('a', { level: 1 }),
  item('hidden', { level: 1, visible: false }),
  item('b'),
];

describe('SCORM 2004 navigation requests', () => {
  it('reads targets', () => {
    expect(parseNavRequest('{target=b}choice')).toEqual({ request: 'choice', target: 'b' });
    expect(parseNavRequest(' continue ')).toEqual({ request: 'continue', target: undefined });
  });

  it('continue and previous follow the organization’s order, hidden items included, groups skipped', () => {
    expect(navigationOf('continue', items, 1)).toEqual({ kind: 'launch', index: 2 });
    expect(navigationOf('continue', items, 2)).toEqual({ kind: 'launch', index: 3 });
    expect(navigationOf('continue', items, 3)).toEqual({ kind: 'end', all: false });
    expect(navigationOf('previous', items, 3)).toEqual({ kind: 'launch', index: 2 });
    expect(navigationOf('previous', items, 1)).toEqual({ kind: 'stay' });
  });

  it('choice and jump open their target; an unknown or grouping target goes nowhere', () => {
    expect(navigationOf('{target=b}choice', items, 1)).toEqual({ kind: 'launch', index: 3 });
    expect(navigationOf('{target=a}jump', items, 3)).toEqual({ kind: 'launch', index: 1 });
    expect(navigationOf('{target=nope}choice', items, 1)).toEqual({ kind: 'stay' });
    expect(navigationOf('{target=module}choice', items, 1)).toEqual({ kind: 'stay' });
  });

  it('the exits leave the SCO or the module; no request stays', () => {
    expect(navigationOf('exit', items, 1)).toEqual({ kind: 'end', all: false });
    expect(navigationOf('exitAll', items, 1)).toEqual({ kind: 'end', all: true });
    expect(navigationOf('suspendAll', items, 1)).toEqual({ kind: 'end', all: true });
    expect(navigationOf('_none_', items, 1)).toEqual({ kind: 'stay' });
    expect(navigationOf('', items, 1)).toEqual({ kind: 'stay' });
  });
});
