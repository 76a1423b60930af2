import { describe, expect, it } from 'vitest';
import { PRESENTIAL_CLASS_STATUSES } from './statuses.js';
import { presenceResult, presentialEnrolmentRefusal, presentialStatusRules } from './presential-events.js';

describe('presentialStatusRules', () => {
  it('opens enrolment only before the class, and activities from the time it runs', () => {
    const enrol = PRESENTIAL_CLASS_STATUSES.filter((status) => presentialStatusRules(status).canEnrol);
    expect(enrol).toEqual(['scheduled', 'pre_scheduled']);
    const open = PRESENTIAL_CLASS_STATUSES.filter((status) => presentialStatusRules(status).canOpenActivities);
    expect(open).toEqual(['in_progress', 'live', 'finished', 'awaiting_results', 'intermission', 'invited_only']);
  });

  it('takes presence while the class runs and gives results after it', () => {
    const checkIn = PRESENTIAL_CLASS_STATUSES.filter((status) => presentialStatusRules(status).checkInOpen);
    expect(checkIn).toEqual(['in_progress', 'live', 'intermission']);
    const results = PRESENTIAL_CLASS_STATUSES.filter((status) => presentialStatusRules(status).hasResults);
    expect(results).toEqual(['finished', 'awaiting_results']);
  });

  it('lets nothing happen in a canceled class', () => {
    expect(presentialStatusRules('canceled')).toEqual({
      canEnrol: false,
      canOpenActivities: false,
      hasResults: false,
      checkInOpen: false,
    });
  });
});

describe('presentialEnrolmentRefusal', () => {
  const free = { enrolledOrCertifiedInCatalog: false, certifiedForEventType: false };

  it('accepts a learner with neither refusal in an open class', () => {
    expect(presentialEnrolmentRefusal({ status: 'scheduled', ...free })).toBeNull();
    expect(presentialEnrolmentRefusal({ status: 'pre_scheduled', ...free })).toBeNull();
  });

  it('refuses a closed status first, then the catalogue, then the event type', () => {
    expect(presentialEnrolmentRefusal({ status: 'live', ...free })).toBe('enrolment_closed');
    expect(presentialEnrolmentRefusal({ status: 'invited_only', ...free })).toBe('enrolment_closed');
    expect(
      presentialEnrolmentRefusal({
        status: 'scheduled',
        enrolledOrCertifiedInCatalog: true,
        certifiedForEventType: true,
      }),
    ).toBe('already_enrolled_in_catalog');
    expect(
      presentialEnrolmentRefusal({
        status: 'scheduled',
        enrolledOrCertifiedInCatalog: false,
        certifiedForEventType: true,
      }),
    ).toBe('already_certified_event_type');
  });
});

describe('presenceResult', () => {
  it('shows a validated presence at once and an absence only once results are published', () => {
    expect(presenceResult({ resultsPublished: false, present: true })).toBe('present');
    expect(presenceResult({ resultsPublished: false, present: null })).toBe('pending');
    expect(presenceResult({ resultsPublished: false, present: false })).toBe('pending');
    expect(presenceResult({ resultsPublished: true, present: null })).toBe('absent');
    expect(presenceResult({ resultsPublished: true, present: true })).toBe('present');
  });
});
