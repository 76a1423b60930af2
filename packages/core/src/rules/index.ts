/**
 * `@campus/core/rules`: every validation rule, limit and state rule of the specification, as pure
 * functions with no I/O and no clock reads (dates and timestamps are passed in). Used by the widgets
 * to validate as the user types and by the reference server to decide. Every export is named here.
 * @packageDocumentation
 */

export {
  ACTIVITY_BLOCK_REASONS,
  ACTIVITY_STATUSES,
  ACTIVITY_TYPE_GROUPS,
  ACTIVITY_TYPES,
  activityTypeGroup,
  canOpenActivity,
  isActivityDone,
} from './activities.js';
export type { ActivityBlockReason, ActivityStatus, ActivityType, ActivityTypeGroup } from './activities.js';

export {
  ACTIVITY_LOCK_REASONS,
  activityAccess,
  entryActivity,
  nextOpenActivity,
  opensToView,
  previousOpenActivity,
  VIEW_ONLY_LOCKS,
} from './activity-access.js';
export type {
  AccessActivity,
  ActivityAccess,
  ActivityAccessInput,
  ActivityLockReason,
  CourseEntry,
  HierarchyOrder,
} from './activity-access.js';

export {
  ACTIVITY_COMPLETION_RULES,
  MEDIA_COMPLETION_SHARE,
  activityStatusFromCompletion,
  completionRuleOf,
  documentCompletion,
  htmlCompletion,
  mediaCompletion,
} from './activity-completion.js';
export type {
  ActivityCompletion,
  ActivityCompletionRule,
  HtmlCompletionInput,
  MediaCompletionInput,
} from './activity-completion.js';

export { resolveActivityState } from './activity-state.js';
export type { ResolvedActivityState, StoredActivityState } from './activity-state.js';

export { countsTowardsCourse, courseProgress, courseStatus, isCourseFinished } from './course-progress.js';
export type { CourseActivityState } from './course-progress.js';

export { scorm12Outcome, scorm2004Outcome, scormActivityState, scormOutcomeFromCmi } from './scorm-completion.js';
export { SCORM_ORGANIZATION_SCO, sequencedScormActivityState } from './scorm-sequencing.js';
export type {
  ScoManifestValues,
  ScoOutcome,
  Scorm12Data,
  Scorm2004Data,
  ScormActivityState,
  ScormCmiVersion,
} from './scorm-completion.js';

export {
  MEDIA_MAX_PLAYBACK_STEP_SECONDS,
  mergeIntervals,
  recordPlayback,
  watchedSeconds,
} from './watched-intervals.js';
export type { WatchedInterval } from './watched-intervals.js';

export { ADULT_AGE, AGE_RANGE_BOUNDS, AGE_RANGES, ageOn, ageRange, isAdult } from './age.js';
export type { AgeRange } from './age.js';

export {
  TEST_MODES,
  TEST_RESULTS,
  attemptsLeft,
  canStartAttempt,
  resolveAttempt,
  testModeForActivityType,
} from './attempts.js';
export type { AttemptInput, AttemptOutcome, AttemptStatus, TestMode, TestResult } from './attempts.js';

export { CAMPAIGN_LENGTH_MONTHS, campaignStatus, isDateInCampaign } from './campaign.js';
export type { CampaignPeriod, CampaignStatus } from './campaign.js';

export { CHECK_IN_CODE_LENGTH, CHECK_IN_ERROR_CODES, isValidCheckInCode } from './check-in.js';
export type { CheckInError } from './check-in.js';

export {
  API_REQUEST_DELAY_OFFSET,
  CALENDAR_RECURRENCES,
  CHUNK_LOAD_TIMEOUT_MS,
  CONTEXT_MENU_MS,
  COUNTRIES,
  DOUBLE_CLICK_MS,
  DRAG_TOUCH_THRESHOLD,
  LONG_PRESS_DELAY_MS,
  LONG_PRESS_INTERVAL_MS,
  REQUEST_TIMEOUT,
} from './constants.js';
export type { CalendarRecurrence, CountryCode } from './constants.js';

export { PHONE_VERIFICATION_COOLDOWN_SECONDS, cooldownRemaining } from './cooldown.js';

export {
  addDays,
  addMonths,
  dayNumber,
  daysBetween,
  isIsoDate,
  isoDateAt,
  isoFromDayNumber,
  isoWeekday,
  parseIsoDate,
} from './dates.js';
export type { IsoDateParts } from './dates.js';

export {
  ARG_URY_DOCUMENT_LENGTH,
  BRA_DOCUMENT_LENGTH,
  DOCUMENT_COUNTRIES,
  DOCUMENT_ERROR_CODES,
  cpfCheckDigits,
  maskDocument,
  validateDocument,
} from './document.js';
export type { DocumentCountry, DocumentError, DocumentValidation } from './document.js';

export { RULE_ERROR_CODES, isRuleErrorCode } from './errors.js';
export type { RuleErrorCode } from './errors.js';

export {
  ADDRESS_REQUIRED_FIELDS,
  EMAIL_MAX_LENGTH,
  FIELD_ERROR_CODES,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  canDeleteAccount,
  checkPersonalData,
  emailsMatch,
  isBirthdayBeforeToday,
  isValidEmail,
  isValidPhone,
  missingAddressFields,
} from './fields.js';
export type { AddressField, AddressInput, FieldError, PersonalDataInput } from './fields.js';

export {
  EVENTS_MIN_LEVEL,
  LEVELS,
  LEVEL_MULTIPLIERS,
  PROMOTION_MULTIPLIERS,
  canAccessEvents,
  eligibleLevel,
  levelForNextCampaign,
  levelMultiplier,
  reachesLevel,
} from './levels.js';
export type { Level, LevelMinimums, PromotionMultiplier } from './levels.js';

export {
  DAY_FIRST_LANGUAGE_IDS,
  DEFAULT_LOCALE,
  LOCALES,
  dateFormatForLanguage,
  formatIsoDate,
  matchLocale,
} from './locale.js';
export type { DateFormat, Locale } from './locale.js';

export { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_PATTERN, isIdempotencyKey } from './idempotency-key.js';
export { RECORD_CLOCK_SKEW_MS, RECORD_TIME_PROBLEMS, recordTime, recordTimeProblem } from './late-records.js';
export type { RecordTimeProblem } from './late-records.js';

export { isModuleAvailable, isModuleEnabled } from './modules.js';

export {
  NEW_PASSWORD_HINT_LENGTH,
  PASSWORD_ERROR_CODES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SYMBOLS,
  checkPassword,
  passwordStrength,
} from './password.js';
export type { PasswordError, PasswordStrength } from './password.js';

export {
  PHOTO_ERROR_CODES,
  PHOTO_UPLOADS_PER_WEEK,
  canUploadPhoto,
  nextPhotoUploadDate,
  photoWeekStart,
} from './photo.js';
export type { PhotoError } from './photo.js';

export {
  POINTS_TRANSFER_ERROR_CODES,
  TRANSFERRED_POINTS_VALIDITY_MONTHS,
  TRANSFER_ROLES,
  checkPointsTransfer,
  isTransferRole,
  maySendPoints,
  transferredPointsExpiryDate,
} from './points-transfer.js';
export type { PointsTransferCheckInput, PointsTransferError, TransferRole } from './points-transfer.js';

export { PROGRAMME_ROLES, isProgrammeMember } from './programme-roles.js';
export type { ProgrammeRole } from './programme-roles.js';

export { REDEMPTION_ERROR_CODES, checkRedemption } from './redemption.js';
export type { RedemptionCheckInput, RedemptionError } from './redemption.js';

export { REGISTRATION_ERROR_CODES, checkProfileChoice, checkRegistration } from './registration.js';
export type {
  AgencySelection,
  ChainSelection,
  RegistrationError,
  RegistrationInput,
  SelectionId,
} from './registration.js';

export { legacyRedirect, portfolioCourseId, portfolioCourseSlug } from './routes.js';

export { SALE_ERROR_CODES, SALE_ERROR_FIELDS, SALE_REPORT_WINDOW_DAYS, checkSale, saleFieldErrors } from './sale.js';
export type { SaleCheckInput, SaleError, SaleField, SaleRefusal } from './sale.js';

export {
  SALE_QUANTITY_MAX,
  SALE_QUANTITY_MIN,
  isSaleQuantity,
  linePoints,
  promotionMultiplierFor,
} from './sale-points.js';
export type { PromotionWindow } from './sale-points.js';

export {
  SENCE_CODE_MIN_LENGTH,
  SENCE_COURSE_CODE_MIN_LENGTH,
  SENCE_ENTRY_WINDOW_SECONDS,
  SENCE_ERROR_CODES,
  SENCE_ERROR_MESSAGE_KEYS,
  SENCE_FORM_ERROR_CODES,
  formatRut,
  isSenceErrorCode,
  rutCheckDigit,
  senceEntrySecondsLeft,
  senceErrorMessageKey,
  validateCourseCode,
  validateRut,
  validateSenceCode,
} from './sence.js';
export type { SenceErrorCode, SenceErrorMessageKey, SenceFormError } from './sence.js';

export {
  ACCOUNT_STATUSES,
  COURSE_STATUSES,
  LIVE_CLASS_STATUSES,
  ORDER_STATUSES,
  PRESENTIAL_CLASS_STATUSES,
  nextOrderStatuses,
} from './statuses.js';
export type { AccountStatus, CourseStatus, LiveClassStatus, OrderStatus, PresentialClassStatus } from './statuses.js';
export { isTrainingDone, TRAINING_DONE_STATUSES } from './training.js';
export {
  calendarFileName,
  currentOccurrence,
  isIanaTimeZone,
  isLiveActivityType,
  LIVE_ACTIVITY_TYPES,
  LIVE_OVERRUN_MS,
  MAX_RECURRENCE_COUNT,
  occurrenceAt,
  STREAM_KINDS,
  TRANSMISSION_STATUSES,
  transmissionPhase,
} from './live-transmission.js';
export type {
  Occurrence,
  StreamKind,
  TransmissionInput,
  TransmissionPhase,
  TransmissionRecurrence,
  TransmissionStatus,
} from './live-transmission.js';
export { presenceResult, presentialEnrolmentRefusal, presentialStatusRules } from './presential-events.js';
export type {
  PresenceResult,
  PresentialEnrolmentFacts,
  PresentialEnrolmentRefusal,
  PresentialStatusRules,
} from './presential-events.js';

export { drillActivityPath, drillCoursePath, drillGatePath } from './drills.js';
export type { DrillPlace } from './drills.js';
export {
  answerFits,
  foldShortText,
  isAnswerCorrect,
  rightAnswer,
  scoreAnswers,
  shortTextMatches,
  testDocumentProblems,
} from './test-answers.js';
export type { TestDocumentProblem } from './test-answers.js';
export {
  editDistance,
  enigmaLetters,
  enigmaMask,
  foldLetter,
  gameScore,
  isHiddenCharacter,
  matchTypedAnswer,
  parsePassage,
  typoAllowance,
} from './game-text.js';
export type { TypedMatch } from './game-text.js';
export {
  INITIAL_GAME_STATE,
  applyGameMove,
  dealGame,
  gameEnd,
  gameOutcome,
  gameProgress,
  gameSolution,
} from './game-engine.js';
export type { GameMove, GameMoveResult, GameSecret, GameState, MoveRefusal } from './game-engine.js';
export { gameDocumentProblems } from './game-document-problems.js';
export type { GameDocumentProblem, GameDocumentProblemCode } from './game-document-problems.js';
export { BADGE_RULE_KINDS, badgeKindsMovedBy, badgeProgress, isBadgeEarned } from './badges.js';
export type { BadgeEvent, BadgeFacts, BadgeProgress, BadgeRule, BadgeRuleKind } from './badges.js';
export {
  CERTIFICATE_CODE_ALPHABET,
  CERTIFICATE_CODE_LENGTH,
  CERTIFICATE_CODE_RANDOM_BYTES,
  certificateCodeFromBytes,
  formatCertificateCode,
  isCertificateCode,
  normalizeCertificateCode,
} from './certificate-code.js';

export { SUPPORT_RESPONSE_WORKING_DAYS, supportResponseDueDate } from './support.js';

export { LINK_TRUNCATION_LENGTH, TEXT_ERROR_CODES, TEXT_MAX_LENGTH, isTextWithinLimit, truncateLink } from './text.js';
export type { TextError } from './text.js';
export {
  FORUM_BODY_MAX_LENGTH,
  FORUM_NOTE_MAX_LENGTH,
  FORUM_REPLY_STATUSES,
  FORUM_REPORT_REASONS,
  FORUM_REPORT_STATUSES,
  FORUM_TEXT_ERROR_CODES,
  FORUM_TITLE_MAX_LENGTH,
  FORUM_TOPIC_STATUSES,
  checkForumNote,
  checkForumText,
  forumActionsFor,
  forumStatusesOf,
  isForumStatusChange,
  topicTakesReplies,
} from './forum.js';
export type {
  ForumActions,
  ForumPostKind,
  ForumPostState,
  ForumReplyStatus,
  ForumReportReason,
  ForumReportStatus,
  ForumTextError,
  ForumTopicStatus,
} from './forum.js';

export {
  LEARNER_PLAYLISTS_MAX,
  PLAYBACK_RATES,
  PLAYLIST_EPISODES_MAX,
  PLAYLIST_ERROR_CODES,
  PLAYLIST_NAME_MAX_LENGTH,
  SEEK_STEP_SECONDS,
  clampPlaybackRate,
  isReorderOf,
  isSamePlaylistName,
  moveEntry,
  normalizePlaylistName,
  playlistNameError,
  playlistNameKey,
  resumablePosition,
} from './podcasts.js';
export type { PlaylistErrorCode } from './podcasts.js';

export {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_IMAGE_PREFIXES,
  RICH_TEXT_LINK_PROTOCOLS,
  RICH_TEXT_MAX_LENGTH,
  RICH_TEXT_PURIFY_CONFIG,
  RICH_TEXT_TAGS,
  isRichTextImageSource,
  isSafeRichTextLink,
  keepRichTextAttribute,
  plainTextToRichText,
} from './rich-text.js';
export type { RichTextTag } from './rich-text.js';

export {
  SURVEY_ANSWER_ERROR_CODES,
  SURVEY_QUESTION_TYPES,
  SURVEY_STATUSES,
  checkSurveyAnswers,
  isSurveyAnswerGiven,
  isSurveyOpen,
  surveyAnswerPath,
  surveyJustificationPath,
  surveyQuestionErrors,
  surveyStatus,
} from './surveys.js';
export type {
  SurveyAnswerError,
  SurveyAnswerInput,
  SurveyAnswersCheck,
  SurveyQuestionErrors,
  SurveyQuestionRule,
  SurveyQuestionType,
  SurveySchedule,
  SurveyStatus,
  SurveyStoredAnswer,
} from './surveys.js';
