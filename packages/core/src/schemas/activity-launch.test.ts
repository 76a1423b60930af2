import { describe, expect, it } from 'vitest';
import { scormLaunchSchema, scormSequencingSchema } from './activity-launch.js';

describe('scormLaunchSchema: sequencing', () => {
  it('reads a sequenced launch with the organization’s and an item’s rules', () => {
    const launch = scormLaunchSchema.parse({
      version: '2004',
      edition: '4th',
      title: 'Golf',
      sequenced: true,
      sequencing: { controlMode: { choice: false, flow: true } },
      items: [
        {
          identifier: 'quiz',
          title: 'Quiz',
          level: 0,
          visible: true,
          scorm_type: 'sco',
          launch_url: 'quiz.html',
          data_from_lms: null,
          mastery_score: null,
          sequencing: {
            preConditionRules: [
              {
                action: 'disabled',
                conditionCombination: 'all',
                conditions: [{ condition: 'satisfied', operator: 'not', referencedObjective: 'previous' }],
              },
            ],
            attemptLimit: 3,
            primaryObjective: { objectiveID: 'quiz', satisfiedByMeasure: true, minNormalizedMeasure: 0.6, mapInfo: [] },
            hideLmsUi: ['continue'],
          },
        },
      ],
    });
    expect(launch.items[0]?.sequencing?.attemptLimit).toBe(3);
    expect(launch.sequencing?.controlMode?.flow).toBe(true);
  });

  it('refuses a rule action or condition outside IMS SS, and reads a launch of an older server without sequencing', () => {
    expect(
      scormSequencingSchema.safeParse({
        preConditionRules: [{ action: 'teleport', conditionCombination: 'all', conditions: [] }],
      }).success,
    ).toBe(false);
    expect(
      scormSequencingSchema.safeParse({
        rollupRules: [{ action: 'satisfied', childActivitySet: 'most', conditionCombination: 'any', conditions: [] }],
      }).success,
    ).toBe(false);
    const older = scormLaunchSchema.parse({ version: '1.2', edition: null, title: 'Golf', items: [] });
    expect(older.sequenced).toBeUndefined();
  });
});
