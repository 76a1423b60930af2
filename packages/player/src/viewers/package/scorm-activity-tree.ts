import type { ScormLaunch, ScormTocItem } from '@campus/core/schemas';
import type { Settings } from 'scorm-again';

/** scorm-again's sequencing settings (its package exports them only through the API settings). */
export type SequencingSettings = NonNullable<Settings['sequencing']>;
/** One activity of scorm-again's activity tree. */
export type ActivitySettings = NonNullable<SequencingSettings['activityTree']>;
type ObjectiveSettings = NonNullable<ActivitySettings['primaryObjective']>;
type SequencingRuleSettings = NonNullable<
  NonNullable<ActivitySettings['sequencingRules']>['preConditionRules']
>[number];
type RuleConditionSettings = SequencingRuleSettings['conditions'][number];
type ControlsSettings = NonNullable<ActivitySettings['sequencingControls']>;
type RollupRuleSettings = NonNullable<ActivitySettings['rollupRules']>['rules'][number];
type RollupConditionSettings = RollupRuleSettings['conditions'][number];
// scorm-again types these as string enums whose values are the manifest's own words, which the launch carries.
type RuleOperator = NonNullable<RuleConditionSettings['operator']>;
type Timing = NonNullable<ControlsSettings['selectionTiming']>;
type RandomTiming = NonNullable<ControlsSettings['randomizationTiming']>;
type RollupCombination = NonNullable<RollupRuleSettings['conditionCombination']>;
type RollupConsideration = NonNullable<RollupRuleSettings['consideration']>;
type RollupOperator = NonNullable<RollupConditionSettings['operator']>;

/** A SCORM 2004 activity's sequencing, as the launch answers it. */
export type ScormSequencing = NonNullable<ScormTocItem['sequencing']>;

/** The id of the activity tree's root: the launch answers the organization's title, not its identifier. */
export const ROOT_ACTIVITY_ID = '__organization__';

type Rule = NonNullable<ScormSequencing['preConditionRules']>[number];
type Objective = NonNullable<ScormSequencing['primaryObjective']>;

function rulesOf(rules: readonly Rule[] | undefined): SequencingRuleSettings[] | undefined {
  return rules?.map((rule) => ({
    action: rule.action as SequencingRuleSettings['action'],
    conditionCombination: rule.conditionCombination,
    conditions: rule.conditions.map((condition) => ({
      condition: condition.condition as RuleConditionSettings['condition'],
      // scorm-again reads a missing operator as `noOp`, and knows no `noOp` value.
      ...(condition.operator === 'not' ? { operator: 'not' as RuleOperator } : {}),
      ...(condition.referencedObjective === undefined ? {} : { referencedObjective: condition.referencedObjective }),
      ...(condition.measureThreshold === undefined ? {} : { parameters: { threshold: condition.measureThreshold } }),
    })),
  }));
}

function objectiveOf(objective: Objective, fallbackId: string, isPrimary: boolean): ObjectiveSettings {
  return {
    objectiveID: objective.objectiveID === '' ? fallbackId : objective.objectiveID,
    isPrimary,
    satisfiedByMeasure: objective.satisfiedByMeasure,
    minNormalizedMeasure: objective.minNormalizedMeasure,
    mapInfo: objective.mapInfo.map((map) => ({ ...map })),
  };
}

/**
 * One activity's settings for scorm-again's engine. The control modes the manifest leaves out take the IMS SS
 * defaults (CAM 5.1.3: choice, choiceExit on; flow, forwardOnly off), which scorm-again's own defaults differ from
 * (it starts with flow on).
 */
function activityOf(
  id: string,
  title: string,
  visible: boolean,
  sequencing: ScormSequencing | undefined,
  children: ActivitySettings[],
): ActivitySettings {
  const s = sequencing ?? {};
  const controls: ControlsSettings = {
    choice: s.controlMode?.choice ?? true,
    choiceExit: s.controlMode?.choiceExit ?? true,
    flow: s.controlMode?.flow ?? false,
    forwardOnly: s.controlMode?.forwardOnly ?? false,
    useCurrentAttemptObjectiveInfo: s.controlMode?.useCurrentAttemptObjectiveInfo ?? true,
    useCurrentAttemptProgressInfo: s.controlMode?.useCurrentAttemptProgressInfo ?? true,
    rollupObjectiveSatisfied: s.rollup?.rollupObjectiveSatisfied ?? true,
    rollupProgressCompletion: s.rollup?.rollupProgressCompletion ?? true,
    objectiveMeasureWeight: s.rollup?.objectiveMeasureWeight ?? 1,
    constrainChoice: s.constrainChoice ?? false,
    preventActivation: s.preventActivation ?? false,
    tracked: s.deliveryControls?.tracked ?? true,
    completionSetByContent: s.deliveryControls?.completionSetByContent ?? false,
    objectiveSetByContent: s.deliveryControls?.objectiveSetByContent ?? false,
    ...(s.randomization?.selectCount === undefined ? {} : { selectCount: s.randomization.selectCount }),
    ...(s.randomization?.selectionTiming === undefined
      ? {}
      : { selectionTiming: s.randomization.selectionTiming as Timing }),
    ...(s.randomization?.reorderChildren === undefined ? {} : { randomizeChildren: s.randomization.reorderChildren }),
    ...(s.randomization?.randomizationTiming === undefined
      ? {}
      : { randomizationTiming: s.randomization.randomizationTiming as RandomTiming }),
  };
  const pre = rulesOf(s.preConditionRules);
  const exit = rulesOf(s.exitConditionRules);
  const post = rulesOf(s.postConditionRules);
  const rollup = s.rollup ?? {};
  const considerations = {
    ...(rollup.requiredForSatisfied === undefined ? {} : { requiredForSatisfied: rollup.requiredForSatisfied }),
    ...(rollup.requiredForNotSatisfied === undefined
      ? {}
      : { requiredForNotSatisfied: rollup.requiredForNotSatisfied }),
    ...(rollup.requiredForCompleted === undefined ? {} : { requiredForCompleted: rollup.requiredForCompleted }),
    ...(rollup.requiredForIncomplete === undefined ? {} : { requiredForIncomplete: rollup.requiredForIncomplete }),
    ...(rollup.measureSatisfactionIfActive === undefined
      ? {}
      : { measureSatisfactionIfActive: rollup.measureSatisfactionIfActive }),
  };
  return {
    id,
    title,
    isVisible: visible,
    children,
    sequencingControls: controls,
    deliveryControls: {
      tracked: controls.tracked ?? true,
      completionSetByContent: controls.completionSetByContent ?? false,
      objectiveSetByContent: controls.objectiveSetByContent ?? false,
    },
    ...(pre || exit || post
      ? {
          sequencingRules: {
            ...(pre ? { preConditionRules: pre } : {}),
            ...(exit ? { exitConditionRules: exit } : {}),
            ...(post ? { postConditionRules: post } : {}),
          },
        }
      : {}),
    ...(s.attemptLimit === undefined ? {} : { attemptLimit: s.attemptLimit }),
    ...(s.attemptAbsoluteDurationLimit === undefined
      ? {}
      : { attemptAbsoluteDurationLimit: s.attemptAbsoluteDurationLimit }),
    ...(s.rollupRules === undefined
      ? {}
      : {
          rollupRules: {
            rules: s.rollupRules.map((rule) => ({
              action: rule.action as RollupRuleSettings['action'],
              consideration: rule.childActivitySet as RollupConsideration,
              ...(rule.minimumCount === undefined ? {} : { minimumCount: rule.minimumCount }),
              ...(rule.minimumPercent === undefined ? {} : { minimumPercent: rule.minimumPercent }),
              conditionCombination: rule.conditionCombination as RollupCombination,
              conditions: rule.conditions.map((condition) => ({
                condition: condition.condition as RollupConditionSettings['condition'],
                ...(condition.operator === 'not' ? { operator: 'not' as RollupOperator } : {}),
              })),
            })),
          },
        }),
    ...(Object.keys(considerations).length === 0 ? {} : { rollupConsiderations: considerations }),
    ...(s.primaryObjective === undefined
      ? {}
      : { primaryObjective: objectiveOf(s.primaryObjective, `${id}#primary`, true) }),
    ...(s.objectives === undefined
      ? {}
      : { objectives: s.objectives.map((objective, index) => objectiveOf(objective, `${id}#${index}`, false)) }),
    ...(s.hideLmsUi === undefined ? {} : { hideLmsUi: [...s.hideLmsUi] }),
  };
}

/**
 * The activity tree of a sequenced SCORM 2004 package for scorm-again's engine: the organization as the root, its
 * items (the table of contents in document order, nested by `level`) as activities with their sequencing.
 */
export function activityTreeOf(scorm: ScormLaunch): ActivitySettings {
  const root = activityOf(ROOT_ACTIVITY_ID, scorm.title, true, scorm.sequencing, []);
  // The open activities from the root down: an item's parent is the last one open at a lower level.
  const open: { level: number; children: ActivitySettings[] }[] = [{ level: -1, children: root.children ?? [] }];
  for (const item of scorm.items) {
    while ((open.at(-1)?.level ?? -1) >= item.level) open.pop();
    const activity = activityOf(item.identifier, item.title, item.visible, item.sequencing, []);
    open.at(-1)?.children.push(activity);
    open.push({ level: item.level, children: activity.children ?? [] });
  }
  return root;
}
