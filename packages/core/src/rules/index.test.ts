import { describe, expect, it } from 'vitest';
import * as rules from './index.js';

describe('@campus/core/rules barrel', () => {
  it('exposes every function of the issue 3 contract', () => {
    const contract = [
      'validateDocument',
      'maskDocument',
      'passwordStrength',
      'isAdult',
      'ageRange',
      'isValidCheckInCode',
      'cooldownRemaining',
      'matchLocale',
      'dateFormatForLanguage',
      'checkSale',
      'photoWeekStart',
      'canUploadPhoto',
      'checkRedemption',
      'eligibleLevel',
      'levelForNextCampaign',
      'levelMultiplier',
      'checkPointsTransfer',
      'validateRut',
      'validateSenceCode',
      'validateCourseCode',
      'senceErrorMessageKey',
      'legacyRedirect',
      'portfolioCourseId',
      'resolveAttempt',
      'isModuleEnabled',
      'isValidEmail',
      'emailsMatch',
      'isTextWithinLimit',
      'missingAddressFields',
      'isBirthdayBeforeToday',
      'canDeleteAccount',
      'checkRegistration',
      'truncateLink',
    ];
    for (const name of contract) expect(typeof (rules as Record<string, unknown>)[name], name).toBe('function');
  });

  it('exposes the constants of the issue 3 contract with their values', () => {
    expect(rules.PASSWORD_MIN_LENGTH).toBe(6);
    expect(rules.NEW_PASSWORD_HINT_LENGTH).toBe(8);
    expect(rules.TEXT_MAX_LENGTH).toBe(256);
    expect(rules.SALE_REPORT_WINDOW_DAYS).toBe(15);
    expect(rules.SENCE_ENTRY_WINDOW_SECONDS).toBe(180);
    expect(rules.LEVELS).toEqual(['basic', 'intermediate', 'highest']);
    expect(rules.LINK_TRUNCATION_LENGTH).toBe(50);
    expect(rules.TRANSFERRED_POINTS_VALIDITY_MONTHS).toBe(12);
    expect(rules.SUPPORT_RESPONSE_WORKING_DAYS).toBe(7);
    expect(rules.CAMPAIGN_LENGTH_MONTHS).toBe(2.5);
    expect(rules.PHONE_VERIFICATION_COOLDOWN_SECONDS).toBe(300);
    expect(rules.BRA_DOCUMENT_LENGTH).toBe(11);
    expect(rules.ARG_URY_DOCUMENT_LENGTH).toBe(8);
    expect(rules.ADULT_AGE).toBe(18);
    expect(rules.CHECK_IN_CODE_LENGTH).toBe(6);
    expect(rules.RULE_ERROR_CODES.length).toBeGreaterThan(14);
    expect(rules.SENCE_ERROR_MESSAGE_KEYS[204]).toBe('sence.error_204');
  });

  it('exposes the progress and completion rules of the activity player (issue 20)', () => {
    const contract = [
      'mergeIntervals',
      'recordPlayback',
      'watchedSeconds',
      'completionRuleOf',
      'mediaCompletion',
      'documentCompletion',
      'htmlCompletion',
      'activityStatusFromCompletion',
      'scorm12Outcome',
      'scorm2004Outcome',
      'scormActivityState',
      'scormOutcomeFromCmi',
      'resolveActivityState',
      'countsTowardsCourse',
      'courseProgress',
      'courseStatus',
      'isCourseFinished',
      'activityAccess',
      'nextOpenActivity',
      'previousOpenActivity',
    ];
    for (const name of contract) expect(typeof (rules as Record<string, unknown>)[name], name).toBe('function');
    expect(rules.MEDIA_COMPLETION_SHARE).toBe(0.9);
    expect(rules.MEDIA_MAX_PLAYBACK_STEP_SECONDS).toBe(3);
    expect(rules.ACTIVITY_LOCK_REASONS).toContain('awaiting_instructor');
    expect(Object.keys(rules.ACTIVITY_COMPLETION_RULES)).toHaveLength(12);
  });
});
