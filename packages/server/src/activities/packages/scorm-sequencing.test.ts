import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeScormManifest } from './scorm-manifest';
import type { ScormDescription, ScormItem } from './scorm-manifest';
import { FORCED_SEQUENTIAL, REMEDIATION, SEQUENCING_FILES } from './scorm-sequencing-manifests.test-util';
import { SCORM_12_SINGLE } from './scorm-manifests.test-util';
import { parseXml } from './xml-tree';

const describeText = (text: string, files: readonly string[] = SEQUENCING_FILES): ScormDescription =>
  describeScormManifest(parseXml(new TextEncoder().encode(text)), new Set(files));

function itemOf(description: ScormDescription, identifier: string): ScormItem {
  const pending = [...description.organization.items];
  for (let item = pending.shift(); item !== undefined; item = pending.shift()) {
    if (item.identifier === identifier) return item;
    pending.push(...item.children);
  }
  throw new Error(`no item ${identifier}`);
}

describe('describeScormManifest: SCORM 2004 sequencing', () => {
  it('reads the organization control mode and merges a sequencing collection entry under local elements', () => {
    const description = describeText(FORCED_SEQUENTIAL);
    expect(description.hasSequencing).toBe(true);
    expect(description.organization.sequencing).toEqual({ controlMode: { choice: false, flow: true } });

    // The collection's rollup and delivery controls, the item's objectives.
    expect(itemOf(description, 'playing_item').sequencing).toEqual({
      rollup: { objectiveMeasureWeight: 0 },
      deliveryControls: { completionSetByContent: true, objectiveSetByContent: false },
      primaryObjective: {
        objectiveID: 'playing_satisfied',
        satisfiedByMeasure: false,
        minNormalizedMeasure: 1,
        mapInfo: [
          {
            targetObjectiveID: 'com.scorm.golfsamples.sequencing.forcedsequential.playing_satisfied',
            readSatisfiedStatus: true,
            readNormalizedMeasure: true,
            writeSatisfiedStatus: true,
            writeNormalizedMeasure: false,
          },
        ],
      },
    });

    const etiquette = itemOf(description, 'etiquette_item').sequencing;
    expect(etiquette?.preConditionRules).toEqual([
      {
        action: 'disabled',
        conditionCombination: 'any',
        conditions: [
          { condition: 'satisfied', operator: 'not', referencedObjective: 'previous_sco_satisfied' },
          { condition: 'objectiveStatusKnown', operator: 'not', referencedObjective: 'previous_sco_satisfied' },
        ],
      },
    ]);
    expect(etiquette?.objectives?.[0]).toMatchObject({
      objectiveID: 'previous_sco_satisfied',
      mapInfo: [{ readSatisfiedStatus: true, writeSatisfiedStatus: false }],
    });

    // The item's own delivery controls replace the collection's; the limit, the measure and hideLMSUI are read.
    const assessment = itemOf(description, 'assessment_item').sequencing;
    expect(assessment).toMatchObject({
      attemptLimit: 3,
      deliveryControls: { completionSetByContent: true, objectiveSetByContent: true, tracked: true },
      primaryObjective: { objectiveID: 'assessment_satisfied', satisfiedByMeasure: true, minNormalizedMeasure: 0.7 },
      hideLmsUi: ['continue', 'previous'],
      rollup: { objectiveMeasureWeight: 0 },
    });
  });

  it('reads skip and hidden rules with thresholds, exit and post-condition rules, limits, rollup and randomization', () => {
    const description = describeText(REMEDIATION);
    expect(itemOf(description, 'pretest_item').sequencing).toMatchObject({
      preConditionRules: [
        { action: 'skip', conditionCombination: 'all', conditions: [{ condition: 'attempted', operator: 'noOp' }] },
      ],
      primaryObjective: {
        satisfiedByMeasure: true,
        minNormalizedMeasure: 0.8,
        mapInfo: [
          {
            targetObjectiveID: 'golf.mastered',
            writeSatisfiedStatus: true,
            writeNormalizedMeasure: true,
            readSatisfiedStatus: false,
          },
        ],
      },
    });
    expect(itemOf(description, 'playing_item').sequencing?.preConditionRules).toEqual([
      {
        action: 'skip',
        conditionCombination: 'all',
        conditions: [{ condition: 'satisfied', operator: 'noOp', referencedObjective: 'mastered' }],
      },
      {
        action: 'hiddenFromChoice',
        conditionCombination: 'all',
        conditions: [
          {
            condition: 'objectiveMeasureGreaterThan',
            operator: 'noOp',
            referencedObjective: 'mastered',
            measureThreshold: 0.95,
          },
        ],
      },
    ]);
    // A primary objective without mapInfo or measure: the defaults (CAM 5.1.7).
    expect(itemOf(description, 'playing_item').sequencing?.primaryObjective).toEqual({
      objectiveID: 'playing',
      satisfiedByMeasure: false,
      minNormalizedMeasure: 1,
      mapInfo: [],
    });
    // A rule with a condition SCORM does not define is dropped, the rest stays.
    expect(itemOf(description, 'etiquette_item').sequencing).toEqual({
      exitConditionRules: [
        { action: 'exit', conditionCombination: 'all', conditions: [{ condition: 'completed', operator: 'noOp' }] },
      ],
    });
    expect(itemOf(description, 'lessons_item').sequencing).toEqual({
      controlMode: { choice: true, flow: true, forwardOnly: true, choiceExit: false },
      rollup: { rollupObjectiveSatisfied: false },
      constrainChoice: true,
      preventActivation: false,
    });

    const posttest = itemOf(description, 'posttest_item').sequencing;
    // The `skip` post-condition is not a post-condition action: dropped.
    expect(posttest?.postConditionRules).toEqual([
      {
        action: 'retry',
        conditionCombination: 'all',
        conditions: [
          { condition: 'satisfied', operator: 'not' },
          { condition: 'attemptLimitExceeded', operator: 'not' },
        ],
      },
      { action: 'exitAll', conditionCombination: 'all', conditions: [{ condition: 'always', operator: 'noOp' }] },
    ]);
    expect(posttest).toMatchObject({
      attemptLimit: 2,
      attemptAbsoluteDurationLimit: 'PT1H',
      // Out of range: clamped to the measure's range.
      primaryObjective: { minNormalizedMeasure: 1 },
      // An unknown timing is left out (the default applies).
      randomization: { selectCount: 2, selectionTiming: 'onEachNewAttempt', reorderChildren: true },
      rollup: {
        rollupProgressCompletion: true,
        objectiveMeasureWeight: 1,
        requiredForSatisfied: 'ifAttempted',
        requiredForCompleted: 'ifNotSkipped',
        measureSatisfactionIfActive: false,
      },
      rollupRules: [
        {
          action: 'satisfied',
          childActivitySet: 'atLeastCount',
          minimumCount: 2,
          conditionCombination: 'all',
          conditions: [
            { condition: 'satisfied', operator: 'noOp' },
            { condition: 'attemptLimitExceeded', operator: 'not' },
          ],
        },
        // The rollup's defaults: every child, conditions combined with `any`.
        {
          action: 'incomplete',
          childActivitySet: 'all',
          conditionCombination: 'any',
          conditions: [{ condition: 'attempted', operator: 'noOp' }],
        },
      ],
    });
    expect(posttest?.randomization?.randomizationTiming).toBeUndefined();
    expect(description.organization.sequencing?.rollupRules).toEqual([
      {
        action: 'satisfied',
        childActivitySet: 'any',
        conditionCombination: 'any',
        conditions: [{ condition: 'satisfied', operator: 'noOp' }],
      },
    ]);
  });

  it('reads no sequencing from a SCORM 1.2 manifest, nor from 2004 items that have none', () => {
    const scorm12 = describeText(
      SCORM_12_SINGLE.replace(
        '</item>',
        '<imsss:sequencing xmlns:imsss="http://www.imsglobal.org/xsd/imsss"><imsss:controlMode flow="true"/></imsss:sequencing></item>',
      ),
      ['shared/launch.html'],
    );
    expect(scorm12.version).toBe('1.2');
    expect(scorm12.organization.items[0]?.sequencing).toBeUndefined();
    expect(scorm12.organization.sequencing).toBeUndefined();
  });

  it('reads the demo SCORM 2004 package: lessons in order, the assessment locked until lesson 2, passed by measure', () => {
    const root = new URL('../../../demo-content/scorm-2004/', import.meta.url);
    const description = describeScormManifest(
      parseXml(readFileSync(new URL('imsmanifest.xml', root))),
      new Set(['sco-1/index.html', 'sco-2/index.html', 'sco-3/index.html']),
    );
    expect(description.organization.sequencing).toEqual({ controlMode: { choice: true, flow: true } });
    expect(itemOf(description, 'MODULO-FUNDAMENTOS').sequencing).toEqual({
      controlMode: { choice: false, flow: true },
      rollup: { rollupObjectiveSatisfied: false },
    });
    expect(itemOf(description, 'ITEM-SCO-2').sequencing?.primaryObjective?.mapInfo).toEqual([
      {
        targetObjectiveID: 'br.campus.demo.scorm2004.licao-2',
        readSatisfiedStatus: false,
        readNormalizedMeasure: true,
        writeSatisfiedStatus: true,
        writeNormalizedMeasure: false,
      },
    ]);
    expect(itemOf(description, 'ITEM-SCO-3').sequencing).toMatchObject({
      attemptLimit: 3,
      preConditionRules: [
        {
          action: 'disabled',
          conditions: [{ condition: 'objectiveStatusKnown', operator: 'not', referencedObjective: 'licao-2-feita' }],
        },
      ],
      primaryObjective: { objectiveID: 'avaliacao', satisfiedByMeasure: true, minNormalizedMeasure: 0.6 },
    });
  });
});
