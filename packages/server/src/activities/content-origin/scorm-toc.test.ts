import { describe, expect, it } from 'vitest';
import type { ScormItem } from '../packages';
import { scormLaunchOf } from './scorm-toc';

function item(identifier: string, facts: Partial<ScormItem> = {}): ScormItem {
  return {
    identifier,
    title: identifier,
    isVisible: true,
    resourceIdentifier: 'r',
    scormType: 'sco',
    launchUrl: `${identifier}.html`,
    dataFromLms: null,
    masteryScore: null,
    maxTimeAllowed: null,
    timeLimitAction: null,
    completionThreshold: null,
    hasSequencing: false,
    children: [],
    ...facts,
  };
}

const content = (organization: Record<string, unknown>, version: '1.2' | '2004' = '2004') => ({
  scormVersion: version,
  scormEdition: version === '2004' ? '4th' : null,
  scormOrganization: {
    identifier: 'org',
    title: 'Golfe',
    hasSequencing: true,
    items: [],
    ...organization,
  } as never,
  scormScos: [],
});

describe('scormLaunchOf: sequencing', () => {
  it('answers a sequenced package with its organization’s and items’ rules', () => {
    const launch = scormLaunchOf(
      content({
        sequencing: { controlMode: { choice: false, flow: true } },
        items: [
          item('a', {
            hasSequencing: true,
            sequencing: {
              attemptLimit: 2,
              primaryObjective: { objectiveID: 'a', satisfiedByMeasure: true, minNormalizedMeasure: 0.6, mapInfo: [] },
            },
          }),
          item('b'),
        ],
      }),
    );
    expect(launch).toMatchObject({
      sequenced: true,
      sequencing: { controlMode: { choice: false, flow: true } },
    });
    expect(launch?.items[0]?.sequencing).toEqual({
      attemptLimit: 2,
      primaryObjective: { objectiveID: 'a', satisfiedByMeasure: true, minNormalizedMeasure: 0.6, mapInfo: [] },
    });
    expect(launch?.items[1]).not.toHaveProperty('sequencing');
  });

  it('leaves out stored rules that no longer read as rules, and keeps old imports in organization order', () => {
    const garbled = scormLaunchOf(
      content({
        items: [
          item('a', { sequencing: { attemptLimit: 'many' } as never }),
          item('b', { sequencing: { attemptLimit: 1 } }),
        ],
      }),
    );
    expect(garbled?.items[0]).not.toHaveProperty('sequencing');
    expect(garbled?.items[1]?.sequencing).toEqual({ attemptLimit: 1 });
    expect(garbled?.sequenced).toBe(true);

    // Imported before the rules were read: hasSequencing, but nothing to follow.
    const old = scormLaunchOf(content({ items: [item('a', { hasSequencing: true })] }));
    expect(old).not.toHaveProperty('sequenced');
    expect(old).not.toHaveProperty('sequencing');

    const scorm12 = scormLaunchOf(content({ items: [item('a', { sequencing: { attemptLimit: 1 } })] }, '1.2'));
    expect(scorm12).not.toHaveProperty('sequenced');
  });
});
