/*
 * SCORM 2004 4th edition manifests with sequencing, written for the tests after the structure of the public ADL /
 * Rustici "Golf" sequencing examples (forced sequential order with a shared rule set in a sequencing collection,
 * pretest remediation with skip rules and global objectives, a random post-test with retries and rollup rules).
 */

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="com.scorm.golfsamples.sequencing" version="1"
    xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
    xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
    xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
    xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
    xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 4th Edition</schemaversion>
  </metadata>`;

const RESOURCES = `
  <resources>
    <resource identifier="playing_resource" type="webcontent" adlcp:scormType="sco" href="Playing/Playing.html">
      <file href="Playing/Playing.html"/>
    </resource>
    <resource identifier="etiquette_resource" type="webcontent" adlcp:scormType="sco" href="Etiquette/Course.html">
      <file href="Etiquette/Course.html"/>
    </resource>
    <resource identifier="handicapping_resource" type="webcontent" adlcp:scormType="sco" href="Handicapping/Overview.html">
      <file href="Handicapping/Overview.html"/>
    </resource>
    <resource identifier="assessment_resource" type="webcontent" adlcp:scormType="sco" href="shared/assessmenttemplate.html">
      <file href="shared/assessmenttemplate.html"/>
    </resource>
  </resources>
</manifest>`;

/** The files the manifests' resources name. */
export const SEQUENCING_FILES = [
  'Playing/Playing.html',
  'Etiquette/Course.html',
  'Handicapping/Overview.html',
  'shared/assessmenttemplate.html',
];

/**
 * Forced sequential order: no choice, flow; every content SCO shares a rule set from the sequencing collection
 * (disabled until the previous SCO's objective is satisfied, read from a global objective), the assessment adds
 * its own objectives and replaces the collection's delivery controls.
 */
export const FORCED_SEQUENTIAL = `${HEAD}
  <organizations default="golf_sample_default_org">
    <organization identifier="golf_sample_default_org" adlseq:objectivesGlobalToSystem="false">
      <title>Golf Explained - Sequencing Forced Sequential Order</title>
      <item identifier="playing_item" identifierref="playing_resource">
        <title>Playing the Game</title>
        <imsss:sequencing IDRef="content_seq_rules">
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="playing_satisfied">
              <imsss:mapInfo targetObjectiveID="com.scorm.golfsamples.sequencing.forcedsequential.playing_satisfied"
                             readSatisfiedStatus="true" writeSatisfiedStatus="true"/>
            </imsss:primaryObjective>
          </imsss:objectives>
        </imsss:sequencing>
      </item>
      <item identifier="etiquette_item" identifierref="etiquette_resource">
        <title>Etiquette</title>
        <imsss:sequencing IDRef="content_seq_rules">
          <imsss:sequencingRules>
            <imsss:preConditionRule>
              <imsss:ruleConditions conditionCombination="any">
                <imsss:ruleCondition referencedObjective="previous_sco_satisfied" operator="not" condition="satisfied"/>
                <imsss:ruleCondition referencedObjective="previous_sco_satisfied" operator="not" condition="objectiveStatusKnown"/>
              </imsss:ruleConditions>
              <imsss:ruleAction action="disabled"/>
            </imsss:preConditionRule>
          </imsss:sequencingRules>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="etiquette_satisfied">
              <imsss:mapInfo targetObjectiveID="com.scorm.golfsamples.sequencing.forcedsequential.etiquette_satisfied"
                             readSatisfiedStatus="true" writeSatisfiedStatus="true"/>
            </imsss:primaryObjective>
            <imsss:objective objectiveID="previous_sco_satisfied">
              <imsss:mapInfo targetObjectiveID="com.scorm.golfsamples.sequencing.forcedsequential.playing_satisfied"
                             readSatisfiedStatus="true" writeSatisfiedStatus="false"/>
            </imsss:objective>
          </imsss:objectives>
        </imsss:sequencing>
      </item>
      <item identifier="assessment_item" identifierref="assessment_resource" parameters="?content=assessment">
        <title>Quiz</title>
        <imsss:sequencing IDRef="content_seq_rules">
          <imsss:limitConditions attemptLimit="3"/>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="assessment_satisfied" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>0.7</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
          </imsss:objectives>
          <imsss:deliveryControls completionSetByContent="true" objectiveSetByContent="true" tracked="true"/>
        </imsss:sequencing>
        <adlnav:presentation>
          <adlnav:navigationInterface>
            <adlnav:hideLMSUI>continue</adlnav:hideLMSUI>
            <adlnav:hideLMSUI>previous</adlnav:hideLMSUI>
            <adlnav:hideLMSUI>continue</adlnav:hideLMSUI>
          </adlnav:navigationInterface>
        </adlnav:presentation>
      </item>
      <imsss:sequencing>
        <imsss:controlMode choice="false" flow="true"/>
      </imsss:sequencing>
    </organization>
  </organizations>${RESOURCES.replace(
    '  <resources>',
    `  <imsss:sequencingCollection>
    <imsss:sequencing ID="content_seq_rules">
      <imsss:rollupRules objectiveMeasureWeight="0"/>
      <imsss:deliveryControls completionSetByContent="true" objectiveSetByContent="false"/>
    </imsss:sequencing>
  </imsss:sequencingCollection>
  <resources>`,
  )}`;

/**
 * Pretest remediation and a post-test: lessons skipped when the pretest mastered their objective, a post-test
 * retried until passed (post-condition rules, an attempt limit), random selection, rollup rules and
 * considerations, constrained choice.
 */
export const REMEDIATION = `${HEAD}
  <organizations default="golf_org">
    <organization identifier="golf_org">
      <title>Golf Explained - Simple Remediation</title>
      <item identifier="pretest_item" identifierref="assessment_resource" parameters="?content=pretest">
        <title>Pretest</title>
        <imsss:sequencing>
          <imsss:sequencingRules>
            <imsss:preConditionRule>
              <imsss:ruleConditions>
                <imsss:ruleCondition condition="attempted"/>
              </imsss:ruleConditions>
              <imsss:ruleAction action="skip"/>
            </imsss:preConditionRule>
          </imsss:sequencingRules>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="pretest_passed" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>0.8</imsss:minNormalizedMeasure>
              <imsss:mapInfo targetObjectiveID="golf.mastered" readSatisfiedStatus="false" writeSatisfiedStatus="true"
                             writeNormalizedMeasure="true"/>
            </imsss:primaryObjective>
          </imsss:objectives>
          <imsss:deliveryControls completionSetByContent="true" objectiveSetByContent="true"/>
        </imsss:sequencing>
      </item>
      <item identifier="lessons_item">
        <title>Lessons</title>
        <item identifier="playing_item" identifierref="playing_resource">
          <title>Playing the Game</title>
          <imsss:sequencing>
            <imsss:sequencingRules>
              <imsss:preConditionRule>
                <imsss:ruleConditions conditionCombination="all">
                  <imsss:ruleCondition referencedObjective="mastered" condition="satisfied"/>
                </imsss:ruleConditions>
                <imsss:ruleAction action="skip"/>
              </imsss:preConditionRule>
              <imsss:preConditionRule>
                <imsss:ruleConditions>
                  <imsss:ruleCondition referencedObjective="mastered" condition="objectiveMeasureGreaterThan"
                                       measureThreshold="0.95"/>
                </imsss:ruleConditions>
                <imsss:ruleAction action="hiddenFromChoice"/>
              </imsss:preConditionRule>
            </imsss:sequencingRules>
            <imsss:objectives>
              <imsss:primaryObjective objectiveID="playing"/>
              <imsss:objective objectiveID="mastered">
                <imsss:mapInfo targetObjectiveID="golf.mastered" readNormalizedMeasure="true"/>
              </imsss:objective>
            </imsss:objectives>
          </imsss:sequencing>
        </item>
        <item identifier="etiquette_item" identifierref="etiquette_resource" isvisible="false">
          <title>Etiquette</title>
          <imsss:sequencing>
            <imsss:sequencingRules>
              <imsss:preConditionRule>
                <imsss:ruleConditions>
                  <imsss:ruleCondition condition="somethingInvented"/>
                </imsss:ruleConditions>
                <imsss:ruleAction action="skip"/>
              </imsss:preConditionRule>
              <imsss:exitConditionRule>
                <imsss:ruleConditions>
                  <imsss:ruleCondition condition="completed"/>
                </imsss:ruleConditions>
                <imsss:ruleAction action="exit"/>
              </imsss:exitConditionRule>
            </imsss:sequencingRules>
          </imsss:sequencing>
        </item>
        <imsss:sequencing>
          <imsss:controlMode choice="true" flow="true" forwardOnly="true" choiceExit="false"/>
          <imsss:rollupRules rollupObjectiveSatisfied="false"/>
          <adlseq:constrainedChoiceConsiderations constrainChoice="true" preventActivation="false"/>
        </imsss:sequencing>
      </item>
      <item identifier="posttest_item" identifierref="handicapping_resource">
        <title>Post-test</title>
        <imsss:sequencing>
          <imsss:sequencingRules>
            <imsss:postConditionRule>
              <imsss:ruleConditions conditionCombination="all">
                <imsss:ruleCondition condition="satisfied" operator="not"/>
                <imsss:ruleCondition condition="attemptLimitExceeded" operator="not"/>
              </imsss:ruleConditions>
              <imsss:ruleAction action="retry"/>
            </imsss:postConditionRule>
            <imsss:postConditionRule>
              <imsss:ruleConditions>
                <imsss:ruleCondition condition="always"/>
              </imsss:ruleConditions>
              <imsss:ruleAction action="exitAll"/>
            </imsss:postConditionRule>
            <imsss:postConditionRule>
              <imsss:ruleConditions>
                <imsss:ruleCondition condition="satisfied"/>
              </imsss:ruleConditions>
              <imsss:ruleAction action="skip"/>
            </imsss:postConditionRule>
          </imsss:sequencingRules>
          <imsss:limitConditions attemptLimit="2" attemptAbsoluteDurationLimit="PT1H"/>
          <imsss:rollupRules rollupProgressCompletion="true" objectiveMeasureWeight="1.5">
            <imsss:rollupRule childActivitySet="atLeastCount" minimumCount="2">
              <imsss:rollupConditions conditionCombination="all">
                <imsss:rollupCondition condition="satisfied"/>
                <imsss:rollupCondition operator="not" condition="attemptLimitExceeded"/>
              </imsss:rollupConditions>
              <imsss:rollupAction action="satisfied"/>
            </imsss:rollupRule>
            <imsss:rollupRule>
              <imsss:rollupConditions>
                <imsss:rollupCondition condition="attempted"/>
              </imsss:rollupConditions>
              <imsss:rollupAction action="incomplete"/>
            </imsss:rollupRule>
          </imsss:rollupRules>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="posttest" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>1.5</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
          </imsss:objectives>
          <imsss:randomizationControls selectCount="2" selectionTiming="onEachNewAttempt" reorderChildren="true"
                                       randomizationTiming="sometimes"/>
          <adlseq:rollupConsiderations requiredForSatisfied="ifAttempted" requiredForCompleted="ifNotSkipped"
                                       measureSatisfactionIfActive="false"/>
        </imsss:sequencing>
      </item>
      <imsss:sequencing>
        <imsss:controlMode choice="true" flow="true"/>
        <imsss:rollupRules>
          <imsss:rollupRule childActivitySet="any">
            <imsss:rollupConditions>
              <imsss:rollupCondition condition="satisfied"/>
            </imsss:rollupConditions>
            <imsss:rollupAction action="satisfied"/>
          </imsss:rollupRule>
        </imsss:rollupRules>
      </imsss:sequencing>
    </organization>
  </organizations>${RESOURCES}`;
