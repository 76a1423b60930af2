import { SCORM_SEQUENCING_VOCABULARY } from '@campus/core/schemas';
import type { ScormTocItem } from '@campus/core/schemas';
import type { XmlElement } from './xml-tree';

/*
 * Reads SCORM 2004 sequencing (IMS Simple Sequencing with the ADL extensions, CAM 5) into the launch's
 * `ScormSequencing`: what the player's engine needs to follow the package's rules. Real packages are tolerated:
 * an unknown value drops the one rule or attribute it belongs to (a strict parser would refuse the package, and the
 * rest of the rules still hold), a missing one keeps the specification's default.
 */

/** The sequencing of one activity, as the launch answers it (core's `scormSequencingSchema`). */
export type ScormSequencing = NonNullable<ScormTocItem['sequencing']>;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Rule = NonNullable<ScormSequencing['preConditionRules']>[number];
type RollupRule = NonNullable<ScormSequencing['rollupRules']>[number];
type Objective = NonNullable<ScormSequencing['primaryObjective']>;
type HideLmsUi = NonNullable<ScormSequencing['hideLmsUi']>[number];

const isImsss = (element: XmlElement) => /imsss/i.test(element.uri);
const isAdlseq = (element: XmlElement) => /adlseq/i.test(element.uri);
const isAdlnav = (element: XmlElement) => /adlnav/i.test(element.uri);

function childrenOf(element: XmlElement, local: string, test: (child: XmlElement) => boolean = isImsss) {
  return element.children.filter((child) => child.local === local && test(child));
}

function childOf(element: XmlElement, local: string, test: (child: XmlElement) => boolean = isImsss) {
  return childrenOf(element, local, test)[0];
}

/** An unqualified attribute, trimmed. */
function attribute(element: XmlElement, local: string): string | undefined {
  const value = element.attributes.find((a) => a.local === local && a.uri === '')?.value.trim();
  return value === '' ? undefined : value;
}

function booleanAttribute(element: XmlElement, local: string): boolean | undefined {
  const value = attribute(element, local)?.toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

function numberAttribute(element: XmlElement, local: string): number | undefined {
  const text = attribute(element, local);
  if (text === undefined) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

function oneOf<T extends string>(values: readonly T[], text: string | undefined): T | undefined {
  return values.find((value) => value === text);
}

const {
  ruleConditions: RULE_CONDITIONS,
  preConditionActions: PRE_ACTIONS,
  exitConditionActions: EXIT_ACTIONS,
  postConditionActions: POST_ACTIONS,
  rollupConditions: ROLLUP_CONDITIONS,
  rollupActions: ROLLUP_ACTIONS,
  childActivitySets: CHILD_SETS,
  timings: TIMINGS,
  rollupConsiderations: CONSIDERATIONS,
  hideLmsUi: HIDE_LMS_UI,
} = SCORM_SEQUENCING_VOCABULARY;

/** One rule of a set: undefined when a condition or the action is not one the set allows. */
function ruleOf(element: XmlElement, actions: readonly Rule['action'][]): Rule | undefined {
  const action = oneOf(actions, attribute(childOf(element, 'ruleAction') ?? element, 'action'));
  const conditionsElement = childOf(element, 'ruleConditions');
  if (action === undefined || conditionsElement === undefined) return undefined;
  const conditions: Rule['conditions'][number][] = [];
  for (const conditionElement of childrenOf(conditionsElement, 'ruleCondition')) {
    const condition = oneOf(RULE_CONDITIONS, attribute(conditionElement, 'condition'));
    if (condition === undefined) return undefined;
    const operator = attribute(conditionElement, 'operator') === 'not' ? 'not' : 'noOp';
    const referencedObjective = attribute(conditionElement, 'referencedObjective');
    const measureThreshold = numberAttribute(conditionElement, 'measureThreshold');
    conditions.push({
      condition,
      operator,
      ...(referencedObjective === undefined ? {} : { referencedObjective }),
      ...(measureThreshold === undefined ? {} : { measureThreshold }),
    });
  }
  if (conditions.length === 0) return undefined;
  const combination = attribute(conditionsElement, 'conditionCombination') === 'any' ? 'any' : 'all';
  return { action, conditionCombination: combination, conditions };
}

function rulesOf(
  sequencingRules: XmlElement | undefined,
  local: string,
  actions: readonly Rule['action'][],
): Rule[] | undefined {
  if (sequencingRules === undefined) return undefined;
  const rules = childrenOf(sequencingRules, local).flatMap((element) => ruleOf(element, actions) ?? []);
  return rules.length === 0 ? undefined : rules;
}

function rollupRuleOf(element: XmlElement): RollupRule | undefined {
  const action = oneOf(ROLLUP_ACTIONS, attribute(childOf(element, 'rollupAction') ?? element, 'action'));
  const conditionsElement = childOf(element, 'rollupConditions');
  if (action === undefined || conditionsElement === undefined) return undefined;
  const conditions: RollupRule['conditions'][number][] = [];
  for (const conditionElement of childrenOf(conditionsElement, 'rollupCondition')) {
    const condition = oneOf(ROLLUP_CONDITIONS, attribute(conditionElement, 'condition'));
    if (condition === undefined) return undefined;
    conditions.push({ condition, operator: attribute(conditionElement, 'operator') === 'not' ? 'not' : 'noOp' });
  }
  if (conditions.length === 0) return undefined;
  const minimumCount = numberAttribute(element, 'minimumCount');
  const minimumPercent = numberAttribute(element, 'minimumPercent');
  return {
    action,
    childActivitySet: oneOf(CHILD_SETS, attribute(element, 'childActivitySet')) ?? 'all',
    ...(minimumCount === undefined ? {} : { minimumCount: Math.max(0, Math.trunc(minimumCount)) }),
    ...(minimumPercent === undefined ? {} : { minimumPercent: Math.min(1, Math.max(0, minimumPercent)) }),
    // The rollup's default combination is `any` (CAM 5.1.5.3), unlike the sequencing rules' `all`.
    conditionCombination: attribute(conditionsElement, 'conditionCombination') === 'all' ? 'all' : 'any',
    conditions,
  };
}

/** A primary or other objective; its `minNormalizedMeasure` defaults to 1.0 (CAM 5.1.7.2). */
function objectiveOf(element: XmlElement): Objective {
  const minimum = childOf(element, 'minNormalizedMeasure')?.text.trim();
  const measure = minimum === undefined || minimum === '' ? Number.NaN : Number(minimum);
  return {
    objectiveID: attribute(element, 'objectiveID') ?? '',
    satisfiedByMeasure: booleanAttribute(element, 'satisfiedByMeasure') ?? false,
    minNormalizedMeasure: Number.isFinite(measure) ? Math.min(1, Math.max(-1, measure)) : 1,
    mapInfo: childrenOf(element, 'mapInfo').flatMap((map) => {
      const target = attribute(map, 'targetObjectiveID');
      if (target === undefined) return [];
      return [
        {
          targetObjectiveID: target,
          readSatisfiedStatus: booleanAttribute(map, 'readSatisfiedStatus') ?? true,
          readNormalizedMeasure: booleanAttribute(map, 'readNormalizedMeasure') ?? true,
          writeSatisfiedStatus: booleanAttribute(map, 'writeSatisfiedStatus') ?? false,
          writeNormalizedMeasure: booleanAttribute(map, 'writeNormalizedMeasure') ?? false,
        },
      ];
    }),
  };
}

/**
 * The children of an item's `imsss:sequencing` with its `IDRef`'s collection entry merged in: an element the item
 * writes replaces the collection's element of the same name (CAM 5.1: the local definition overrides).
 */
function effectiveChildren(sequencing: XmlElement, collection: ReadonlyMap<string, XmlElement>): XmlElement[] {
  const reference = attribute(sequencing, 'IDRef');
  const shared = reference === undefined ? undefined : collection.get(reference);
  if (shared === undefined) return sequencing.children;
  const local = new Set(sequencing.children.map((child) => `${child.uri} ${child.local}`));
  return [...shared.children.filter((child) => !local.has(`${child.uri} ${child.local}`)), ...sequencing.children];
}

/** The `imsss:sequencingCollection` entries of a manifest by their `ID`. */
export function sequencingCollectionOf(manifest: XmlElement): Map<string, XmlElement> {
  const entries = new Map<string, XmlElement>();
  for (const collection of childrenOf(manifest, 'sequencingCollection')) {
    for (const sequencing of childrenOf(collection, 'sequencing')) {
      const id = attribute(sequencing, 'ID');
      if (id !== undefined) entries.set(id, sequencing);
    }
  }
  return entries;
}

/** `adlnav:presentation/adlnav:navigationInterface/adlnav:hideLMSUI` of an item. */
function hideLmsUiOf(item: XmlElement): HideLmsUi[] {
  const presentation = childOf(item, 'presentation', isAdlnav);
  const navigation = presentation === undefined ? undefined : childOf(presentation, 'navigationInterface', isAdlnav);
  if (navigation === undefined) return [];
  const hidden = childrenOf(navigation, 'hideLMSUI', isAdlnav).flatMap(
    (element) => oneOf(HIDE_LMS_UI, element.text.trim()) ?? [],
  );
  return [...new Set(hidden)];
}

/**
 * The sequencing of an item or organization element: its `imsss:sequencing` (merged with the collection entry it
 * references) and, for an item, its `adlnav:presentation`. Undefined when it has neither.
 */
export function sequencingOf(
  element: XmlElement,
  collection: ReadonlyMap<string, XmlElement>,
): ScormSequencing | undefined {
  const sequencingElement = childOf(element, 'sequencing');
  const hideLmsUi = hideLmsUiOf(element);
  if (sequencingElement === undefined) return hideLmsUi.length === 0 ? undefined : { hideLmsUi };
  const children = effectiveChildren(sequencingElement, collection);
  const find = (local: string, test: (child: XmlElement) => boolean = isImsss) =>
    children.find((child) => child.local === local && test(child));
  const result: Mutable<ScormSequencing> = {};

  const controlMode = find('controlMode');
  if (controlMode !== undefined) {
    const mode: Mutable<NonNullable<ScormSequencing['controlMode']>> = {};
    for (const name of [
      'choice',
      'choiceExit',
      'flow',
      'forwardOnly',
      'useCurrentAttemptObjectiveInfo',
      'useCurrentAttemptProgressInfo',
    ] as const) {
      const value = booleanAttribute(controlMode, name);
      if (value !== undefined) mode[name] = value;
    }
    result.controlMode = mode;
  }

  const rules = find('sequencingRules');
  const pre = rulesOf(rules, 'preConditionRule', PRE_ACTIONS);
  const exit = rulesOf(rules, 'exitConditionRule', EXIT_ACTIONS);
  const post = rulesOf(rules, 'postConditionRule', POST_ACTIONS);
  if (pre) result.preConditionRules = pre;
  if (exit) result.exitConditionRules = exit;
  if (post) result.postConditionRules = post;

  const limits = find('limitConditions');
  if (limits !== undefined) {
    const attemptLimit = numberAttribute(limits, 'attemptLimit');
    if (attemptLimit !== undefined && attemptLimit > 0) result.attemptLimit = Math.trunc(attemptLimit);
    const duration = attribute(limits, 'attemptAbsoluteDurationLimit');
    if (duration !== undefined) result.attemptAbsoluteDurationLimit = duration;
  }

  const rollupRules = find('rollupRules');
  const rollup: Mutable<NonNullable<ScormSequencing['rollup']>> = {};
  if (rollupRules !== undefined) {
    const rulesList = childrenOf(rollupRules, 'rollupRule').flatMap((rule) => rollupRuleOf(rule) ?? []);
    if (rulesList.length > 0) result.rollupRules = rulesList;
    const satisfied = booleanAttribute(rollupRules, 'rollupObjectiveSatisfied');
    const completion = booleanAttribute(rollupRules, 'rollupProgressCompletion');
    const weight = numberAttribute(rollupRules, 'objectiveMeasureWeight');
    if (satisfied !== undefined) rollup.rollupObjectiveSatisfied = satisfied;
    if (completion !== undefined) rollup.rollupProgressCompletion = completion;
    if (weight !== undefined) rollup.objectiveMeasureWeight = Math.min(1, Math.max(0, weight));
  }
  const considerations = find('rollupConsiderations', isAdlseq);
  if (considerations !== undefined) {
    for (const name of [
      'requiredForSatisfied',
      'requiredForNotSatisfied',
      'requiredForCompleted',
      'requiredForIncomplete',
    ] as const) {
      const value = oneOf(CONSIDERATIONS, attribute(considerations, name));
      if (value !== undefined) rollup[name] = value;
    }
    const active = booleanAttribute(considerations, 'measureSatisfactionIfActive');
    if (active !== undefined) rollup.measureSatisfactionIfActive = active;
  }
  if (Object.keys(rollup).length > 0) result.rollup = rollup;

  const objectives = find('objectives');
  if (objectives !== undefined) {
    const primary = childOf(objectives, 'primaryObjective');
    if (primary !== undefined) result.primaryObjective = objectiveOf(primary);
    const others = childrenOf(objectives, 'objective').map(objectiveOf);
    if (others.length > 0) result.objectives = others;
  }

  const randomization = find('randomizationControls');
  if (randomization !== undefined) {
    const controls: Mutable<NonNullable<ScormSequencing['randomization']>> = {};
    const randomizationTiming = oneOf(TIMINGS, attribute(randomization, 'randomizationTiming'));
    const selectionTiming = oneOf(TIMINGS, attribute(randomization, 'selectionTiming'));
    const selectCount = numberAttribute(randomization, 'selectCount');
    const reorder = booleanAttribute(randomization, 'reorderChildren');
    if (randomizationTiming !== undefined) controls.randomizationTiming = randomizationTiming;
    if (selectionTiming !== undefined) controls.selectionTiming = selectionTiming;
    if (selectCount !== undefined && selectCount >= 0) controls.selectCount = Math.trunc(selectCount);
    if (reorder !== undefined) controls.reorderChildren = reorder;
    result.randomization = controls;
  }

  const delivery = find('deliveryControls');
  if (delivery !== undefined) {
    const controls: Mutable<NonNullable<ScormSequencing['deliveryControls']>> = {};
    for (const name of ['tracked', 'completionSetByContent', 'objectiveSetByContent'] as const) {
      const value = booleanAttribute(delivery, name);
      if (value !== undefined) controls[name] = value;
    }
    result.deliveryControls = controls;
  }

  const constrained = find('constrainedChoiceConsiderations', isAdlseq);
  if (constrained !== undefined) {
    const constrainChoice = booleanAttribute(constrained, 'constrainChoice');
    const preventActivation = booleanAttribute(constrained, 'preventActivation');
    if (constrainChoice !== undefined) result.constrainChoice = constrainChoice;
    if (preventActivation !== undefined) result.preventActivation = preventActivation;
  }

  if (hideLmsUi.length > 0) result.hideLmsUi = hideLmsUi;
  return result;
}
