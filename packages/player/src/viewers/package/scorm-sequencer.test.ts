import { describe, expect, it } from 'vitest';
import type { ScormLaunch, ScormTocItem } from '@campus/core/schemas';
import { activityTreeOf, ROOT_ACTIVITY_ID } from './scorm-activity-tree.js';
import type { ScormSequencing } from './scorm-activity-tree.js';
import { loadScormRuntime } from './scorm-runtime-loader.js';
import { ScormSequencer } from './scorm-sequencer.js';

// Packages modelled on the structure of the public SCORM 2004 4th edition "Golf" sequencing samples.

const sco = (identifier: string, sequencing?: ScormSequencing, level = 0): ScormTocItem => ({
  identifier,
  title: identifier,
  level,
  visible: true,
  scorm_type: 'sco',
  launch_url: `${identifier}.html`,
  data_from_lms: null,
  mastery_score: null,
  ...(sequencing === undefined ? {} : { sequencing }),
});

const launch = (items: ScormTocItem[], sequencing: ScormSequencing): ScormLaunch => ({
  version: '2004',
  edition: '4th',
  title: 'Golf',
  items,
  sequenced: true,
  sequencing,
});

const map = (target: string, write: boolean) => ({
  targetObjectiveID: target,
  readSatisfiedStatus: !write,
  readNormalizedMeasure: false,
  writeSatisfiedStatus: write,
  writeNormalizedMeasure: false,
});

/** SequencingForcedSequential: no choice, flow; each lesson is disabled until the one before is satisfied. */
function forcedSequential(): ScormLaunch {
  const lesson = (id: string, previous: string | null): ScormSequencing => ({
    primaryObjective: {
      objectiveID: `${id}-done`,
      satisfiedByMeasure: false,
      minNormalizedMeasure: 1,
      mapInfo: [map(`g-${id}`, true)],
    },
    ...(previous === null
      ? {}
      : {
          objectives: [
            {
              objectiveID: 'previous',
              satisfiedByMeasure: false,
              minNormalizedMeasure: 1,
              mapInfo: [map(`g-${previous}`, false)],
            },
          ],
          preConditionRules: [
            {
              action: 'disabled',
              conditionCombination: 'all',
              conditions: [{ condition: 'satisfied', operator: 'not', referencedObjective: 'previous' }],
            },
          ],
        }),
  });
  return launch(
    [
      sco('playing', lesson('playing', null)),
      sco('etiquette', lesson('etiquette', 'playing')),
      sco('handicapping', lesson('handicapping', 'etiquette')),
    ],
    { controlMode: { choice: false, flow: true } },
  );
}

/** SequencingSimpleRemediation-like: lessons skipped once their objective is met, a test satisfied by measure. */
function remediation(): ScormLaunch {
  return launch(
    [
      sco('pretest', {
        primaryObjective: {
          objectiveID: 'pre',
          satisfiedByMeasure: true,
          minNormalizedMeasure: 0.6,
          mapInfo: [map('g-mastered', true)],
        },
        rollup: { rollupObjectiveSatisfied: false, rollupProgressCompletion: false },
      }),
      sco('lesson', {
        rollup: { rollupObjectiveSatisfied: false, rollupProgressCompletion: false },
        objectives: [
          {
            objectiveID: 'mastered',
            satisfiedByMeasure: false,
            minNormalizedMeasure: 1,
            mapInfo: [map('g-mastered', false)],
          },
        ],
        preConditionRules: [
          {
            action: 'skip',
            conditionCombination: 'all',
            conditions: [{ condition: 'satisfied', referencedObjective: 'mastered', operator: 'noOp' }],
          },
        ],
      }),
      sco('test', {
        primaryObjective: { objectiveID: 'test', satisfiedByMeasure: true, minNormalizedMeasure: 0.6, mapInfo: [] },
        attemptLimit: 2,
      }),
    ],
    { controlMode: { choice: true, flow: true } },
  );
}

/** The demo SCORM 2004 package's sequencing (packages/server/demo-content/scorm-2004/imsmanifest.xml). */
function demo(): ScormLaunch {
  const module: ScormTocItem = {
    ...sco('MODULO', { controlMode: { choice: false, flow: true }, rollup: { rollupObjectiveSatisfied: false } }),
    scorm_type: null,
    launch_url: null,
  };
  return launch(
    [
      module,
      sco('SCO-1', undefined, 1),
      sco(
        'SCO-2',
        {
          primaryObjective: {
            objectiveID: 'licao-2',
            satisfiedByMeasure: false,
            minNormalizedMeasure: 1,
            mapInfo: [map('g-licao-2', true)],
          },
        },
        1,
      ),
      sco('SCO-3', {
        attemptLimit: 3,
        preConditionRules: [
          {
            action: 'disabled',
            conditionCombination: 'all',
            conditions: [{ condition: 'objectiveStatusKnown', operator: 'not', referencedObjective: 'licao-2-feita' }],
          },
        ],
        primaryObjective: {
          objectiveID: 'avaliacao',
          satisfiedByMeasure: true,
          minNormalizedMeasure: 0.6,
          mapInfo: [],
        },
        objectives: [
          {
            objectiveID: 'licao-2-feita',
            satisfiedByMeasure: false,
            minNormalizedMeasure: 1,
            mapInfo: [map('g-licao-2', false)],
          },
        ],
      }),
    ],
    { controlMode: { choice: true, flow: true } },
  );
}

async function sequencerOf(scorm: ScormLaunch) {
  const modules = await loadScormRuntime('2004');
  if (modules.createEngine === null) throw new Error('no engine');
  return new ScormSequencer(modules.createEngine, scorm);
}

/** A SCO's run mirrored into the engine: Initialize, its values, its navigation request, Terminate. */
function runSco(sequencer: ScormSequencer, values: Record<string, string>, request?: string) {
  sequencer.prepareSco({});
  sequencer.scoInitialized();
  for (const [element, value] of Object.entries(values)) sequencer.scoSet(element, value);
  if (request !== undefined) sequencer.scoSet('adl.nav.request', request);
  sequencer.scoTerminated();
  return sequencer.takeOutcome();
}

describe('activityTreeOf', () => {
  it('nests items by level under the organization and gives omitted control modes the IMS SS defaults', () => {
    const tree = activityTreeOf(
      launch(
        [
          { ...sco('module', undefined), launch_url: null, scorm_type: null },
          sco('a', { controlMode: { forwardOnly: true } }, 1),
          sco('b', undefined, 1),
          sco('c'),
        ],
        { controlMode: { choice: false } },
      ),
    );
    expect(tree.id).toBe(ROOT_ACTIVITY_ID);
    expect(tree.sequencingControls).toMatchObject({ choice: false, flow: false, forwardOnly: false, choiceExit: true });
    expect(tree.children?.map((child) => child.id)).toEqual(['module', 'c']);
    expect(tree.children?.[0]?.children?.map((child) => child.id)).toEqual(['a', 'b']);
    expect(tree.children?.[0]?.children?.[0]?.sequencingControls).toMatchObject({ forwardOnly: true, flow: false });
  });

  it('carries measure thresholds, `not` operators and objectives with a primary id when the manifest gave none', () => {
    const tree = activityTreeOf(
      launch(
        [
          sco('a', {
            primaryObjective: { objectiveID: '', satisfiedByMeasure: true, minNormalizedMeasure: 0.7, mapInfo: [] },
            preConditionRules: [
              {
                action: 'hiddenFromChoice',
                conditionCombination: 'any',
                conditions: [
                  { condition: 'objectiveMeasureGreaterThan', measureThreshold: 0.5, operator: 'noOp' },
                  { condition: 'attempted', operator: 'not' },
                ],
              },
            ],
          }),
        ],
        {},
      ),
    );
    const a = tree.children?.[0];
    expect(a?.primaryObjective).toMatchObject({ objectiveID: 'a#primary', isPrimary: true, minNormalizedMeasure: 0.7 });
    expect(a?.sequencingRules?.preConditionRules?.[0]?.conditions).toEqual([
      { condition: 'objectiveMeasureGreaterThan', parameters: { threshold: 0.5 } },
      { condition: 'attempted', operator: 'not' },
    ]);
  });
});

describe('ScormSequencer', { timeout: 20_000 }, () => {
  it('forced sequential: no choice, and continue only once the lesson is satisfied', async () => {
    const sequencer = await sequencerOf(forcedSequential());
    expect(sequencer.begin(undefined, false)).toEqual({ kind: 'deliver', id: 'playing' });
    let view = sequencer.view();
    expect(view.previous).toBe(false);
    expect(view.blocked).toMatchObject({ etiquette: 'order', handicapping: 'order' });

    sequencer.prepareSco({});
    sequencer.scoInitialized();
    sequencer.scoSet('cmi.completion_status', 'completed');
    sequencer.scoSet('cmi.success_status', 'failed');
    expect(sequencer.view().continue).toBe(false);
    sequencer.scoSet('cmi.success_status', 'passed');
    view = sequencer.view();
    expect(view.continue).toBe(true);
    sequencer.scoSet('adl.nav.request', 'continue');
    sequencer.scoTerminated();
    expect(sequencer.takeOutcome()).toEqual({ kind: 'deliver', id: 'etiquette' });

    // The learner's own request while the lesson is open: processed as it terminates.
    sequencer.prepareSco({});
    sequencer.scoInitialized();
    sequencer.scoSet('cmi.success_status', 'failed');
    sequencer.queue('continue');
    expect(sequencer.settle('continue')).toEqual({ kind: 'stay' });
  });

  it('remediation: a lesson already mastered in the pretest is skipped; the test is satisfied by measure', async () => {
    const sequencer = await sequencerOf(remediation());
    expect(sequencer.begin(undefined, false)).toEqual({ kind: 'deliver', id: 'pretest' });
    expect(runSco(sequencer, { 'cmi.score.scaled': '0.8', 'cmi.completion_status': 'completed' }, 'continue')).toEqual({
      kind: 'deliver',
      id: 'test',
    });
    expect(runSco(sequencer, { 'cmi.score.scaled': '0.5', 'cmi.completion_status': 'completed' })).toEqual({
      kind: 'stay',
    });
    expect(sequencer.rootOutcome().success).toBe('failed');
    // One attempt left: choosing the test again is allowed, and passing it satisfies the whole package.
    expect(sequencer.view().blocked['test']).toBeUndefined();
    sequencer.queue('choice', 'test');
    expect(sequencer.settle('choice', 'test')).toEqual({ kind: 'deliver', id: 'test' });
    expect(runSco(sequencer, { 'cmi.score.scaled': '0.9', 'cmi.completion_status': 'completed' })).toEqual({
      kind: 'stay',
    });
    expect(sequencer.rootOutcome()).toMatchObject({ success: 'passed', completion: 'completed' });
    expect(sequencer.view().blocked['test']).toBe('attempts');
  });

  it('remediation: a failed pretest sends the learner through the lesson', async () => {
    const sequencer = await sequencerOf(remediation());
    sequencer.begin(undefined, false);
    expect(runSco(sequencer, { 'cmi.score.scaled': '0.2', 'cmi.completion_status': 'completed' }, 'continue')).toEqual({
      kind: 'deliver',
      id: 'lesson',
    });
  });

  it('the demo package: lessons in order, the assessment locked until lesson 2 is taken, passed by measure', async () => {
    const sequencer = await sequencerOf(demo());
    expect(sequencer.begin(undefined, false)).toEqual({ kind: 'deliver', id: 'SCO-1' });
    expect(sequencer.view().blocked).toMatchObject({ 'SCO-2': 'order', 'SCO-3': 'locked' });
    expect(runSco(sequencer, { 'cmi.completion_status': 'completed' }, 'continue')).toEqual({
      kind: 'deliver',
      id: 'SCO-2',
    });
    expect(sequencer.view().blocked['SCO-3']).toBe('locked');
    // While lesson 2 runs, `continue` already leads on (ending its attempt makes its objective known).
    sequencer.prepareSco({});
    sequencer.scoInitialized();
    expect(sequencer.view().continue).toBe(true);
    sequencer.scoTerminated();
    expect(sequencer.takeOutcome()).toEqual({ kind: 'stay' });
    sequencer.queue('previous');
    expect(sequencer.settle('previous')).toEqual({ kind: 'deliver', id: 'SCO-1' });
    expect(runSco(sequencer, {}, 'continue')).toEqual({ kind: 'deliver', id: 'SCO-2' });
    // Lesson 2 taken, even failed: its objective's status is known, the assessment opens.
    expect(
      runSco(sequencer, { 'cmi.completion_status': 'completed', 'cmi.success_status': 'failed' }, 'continue'),
    ).toEqual({
      kind: 'deliver',
      id: 'SCO-3',
    });
    runSco(sequencer, { 'cmi.completion_status': 'completed', 'cmi.score.scaled': '0.7' });
    // Only the assessment decides satisfaction (the module does not roll it up), the three lessons completion.
    expect(sequencer.rootOutcome()).toEqual({ completion: 'completed', success: 'passed', scaled: 0.7 });
  });

  it('forward only: no previous inside the cluster; the controls a SCO hides are told', async () => {
    const sequencer = await sequencerOf(
      launch([sco('one'), sco('two', { hideLmsUi: ['continue', 'previous'] })], {
        controlMode: { choice: true, flow: true, forwardOnly: true },
      }),
    );
    expect(sequencer.begin(undefined, false)).toEqual({ kind: 'deliver', id: 'one' });
    expect(sequencer.view()).toMatchObject({ continue: true, previous: false, hideContinue: false });
    expect(runSco(sequencer, { 'cmi.completion_status': 'completed' }, 'continue')).toEqual({
      kind: 'deliver',
      id: 'two',
    });
    expect(sequencer.view()).toMatchObject({ previous: false, hideContinue: true, hidePrevious: true });
    expect(runSco(sequencer, {}, 'previous')).toEqual({ kind: 'stay' });
  });

  it('numbers the manifest’s objectives first for the SCO and the engine alike, so a SCO’s objective writes count', async () => {
    // Remediation by objective: the pretest reports the lesson's objective; the lesson is skipped once it is met.
    const sequencer = await sequencerOf(
      launch(
        [
          sco('pretest', {
            primaryObjective: {
              objectiveID: 'pretest',
              satisfiedByMeasure: false,
              minNormalizedMeasure: 1,
              mapInfo: [],
            },
            objectives: [
              {
                objectiveID: 'obj_playing',
                satisfiedByMeasure: false,
                minNormalizedMeasure: 1,
                mapInfo: [map('g-playing', true)],
              },
            ],
          }),
          sco('playing', {
            objectives: [
              {
                objectiveID: 'obj_playing',
                satisfiedByMeasure: false,
                minNormalizedMeasure: 1,
                mapInfo: [map('g-playing', false)],
              },
            ],
            preConditionRules: [
              {
                action: 'skip',
                conditionCombination: 'all',
                conditions: [{ condition: 'satisfied', referencedObjective: 'obj_playing', operator: 'noOp' }],
              },
            ],
          }),
          sco('posttest'),
        ],
        { controlMode: { choice: true, flow: true } },
      ),
    );
    sequencer.begin(undefined, false);
    const load = sequencer.prepareSco({ objectives: [{ id: 'note', description: 'a SCO objective' }], location: '3' });
    expect(load).toEqual({
      location: '3',
      objectives: [{ id: 'pretest' }, { id: 'obj_playing' }, { id: 'note', description: 'a SCO objective' }],
    });
    sequencer.scoInitialized();
    // The SCO finds its objective by id where the LMS put it, and reports it.
    sequencer.scoSet('cmi.objectives.1.success_status', 'passed');
    sequencer.scoSet('cmi.completion_status', 'completed');
    sequencer.scoSet('adl.nav.request', 'continue');
    sequencer.scoTerminated();
    expect(sequencer.takeOutcome()).toEqual({ kind: 'deliver', id: 'posttest' });
  });

  it('rebuilds its state from stored SCO data and goes on from the furthest lesson reached', async () => {
    const sequencer = await sequencerOf(forcedSequential());
    sequencer.restore([
      { id: 'playing', load: {}, stored: { completion_status: 'completed', success_status: 'passed' }, attempts: 1 },
    ]);
    expect(sequencer.begin(undefined, true)).toEqual({ kind: 'deliver', id: 'etiquette' });

    const unfinished = await sequencerOf(forcedSequential());
    unfinished.restore([
      { id: 'playing', load: {}, stored: { completion_status: 'completed', success_status: 'passed' }, attempts: 1 },
      { id: 'etiquette', load: {}, stored: { completion_status: 'incomplete', exit: 'suspend' }, attempts: 1 },
    ]);
    expect(unfinished.begin('etiquette', true)).toEqual({ kind: 'deliver', id: 'etiquette' });

    const failed = await sequencerOf(forcedSequential());
    failed.restore([
      { id: 'playing', load: {}, stored: { completion_status: 'completed', success_status: 'failed' }, attempts: 1 },
    ]);
    // Not satisfied: the next lesson stays disabled, so the flow starts over at the first.
    expect(failed.begin(undefined, true)).toEqual({ kind: 'deliver', id: 'playing' });
  });
});
