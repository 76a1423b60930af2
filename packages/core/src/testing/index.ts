/*
 * `@campus/core/testing`: the one test kit of the packages' tests and Storybook stories (docs/contributing.md
 * "The test kit"). A fake API driven by a route table (typed answers, failures, held answers, idempotency
 * replays, multipart bodies), the XMLHttpRequest stand-in for uploads, and the Campus instance tests run on.
 * No React (the render helper and the story decorator are in `@campus/ui/testing`). Never imported by the
 * runtime entries, so no bundle carries it.
 */
export { answer, apiError, errorAnswer, FakeAnswerDriftError, NOT_FOUND, pageOf } from './answers.js';
export type { FakeAnswer, FakeError, FakeFailure, FakePage } from './answers.js';
export { createFakeApi, neverAnswer } from './fake-api.js';
export type { FakeApi, FakeApiOptions, FakeRoute, FakeRoutes, HeldAnswers } from './fake-api.js';
export type { FakeRequest } from './fake-request.js';
export { createFakeXhr } from './fake-xhr.js';
export { meAnswer } from './me-answer.js';
export { createTestCampus, FAKE_SESSION, offlineFetch } from './test-campus.js';
export type { TestCampus, TestCampusOptions } from './test-campus.js';
