/**
 * A page script of a host without React, written as the embedding guide tells an integrator: import the
 * `/element` entries, find or create the elements, set what they take through properties, listen to their
 * events. It must type-check against the packages as npm ships them (scripts/check-packages.mjs): every
 * `@ts-expect-error` below proves the element types are precise, not `any`.
 */
import '@campus/auth/element';
import '@campus/catalogue/element';
import '@campus/checkin/element';
import '@campus/ranking/element';
import '@campus/rewards/element';
import '@campus/sales/element';
import type { RewardRedeemedDetail } from '@campus/rewards/element';

/** True when `Actual` is exactly `Expected`: `any` and wider or narrower types are not. */
type Exact<Actual, Expected> = 0 extends 1 & Actual
  ? false
  : [Actual] extends [Expected]
    ? [Expected] extends [Actual]
      ? true
      : false
    : false;

/** Compiles only when the value's type is exactly `Expected` (a mismatch asks for a second, impossible argument). */
function expectType<Expected>() {
  return <Actual>(value: Actual, ..._exact: Exact<Actual, Expected> extends true ? [] : [never]) => value;
}

// querySelector gives the element type, with its properties.
const store = document.querySelector('campus-reward-store');
if (store) {
  store.rewardId = '12';
  store.view = 'orders';
  // @ts-expect-error rewardId is a string (the attribute `reward-id`).
  store.rewardId = 12;
  // @ts-expect-error the store has no such property.
  store.rewardID = '12';
  store.setAttribute('locale', 'en-US');

  store.addEventListener('campus-redeemed', (event) => {
    expectType<number>()(event.detail.balance);
    const order: RewardRedeemedDetail = event.detail;
    console.info(`Order ${order.id}: ${order.total_points} points, ${event.detail.balance} left`);
  });
  store.addEventListener('campus-reward-open', (event) => console.info(event.detail.id));
  store.addEventListener('campus-session-expired', (event) => {
    expectType<null>()(event.detail);
    window.location.assign('/login');
  });
}

// createElement too; adapters are properties only.
const login = document.createElement('campus-login');
login.recoveryHref = '/forgot-password/';
login.maintenanceLogin = true;
login.googleSignIn = { getIdToken: () => Promise.resolve('id-token') };
login.captcha = { execute: (action) => Promise.resolve(`token-for-${action}`) };
// @ts-expect-error a captcha adapter answers a token.
login.captcha = { execute: () => 42 };
login.addEventListener('campus-signed-in', (event) => {
  expectType<string>()(event.detail.username);
  window.location.assign(event.detail.homeRoute);
});
login.addEventListener('campus-session-expired', (event) => expectType<null>()(event.detail));
document.body.append(login);

// The session event reaches the document too (it bubbles and is composed).
document.addEventListener('campus-session-expired', () => window.location.assign('/login'));

const setPassword = document.createElement('campus-set-password');
setPassword.purpose = 'recover';
setPassword.addEventListener('campus-password-set', (event) => console.info(event.detail.username));

const catalogue = document.querySelector('campus-course-catalogue');
catalogue?.addEventListener('campus-course-open', (event) => console.info(event.detail.type, event.detail.id));

const checkIn = document.createElement('campus-check-in');
checkIn.addEventListener('campus-checked-in', (event) => expectType<number>()(event.detail.points));

const ranking = document.createElement('campus-ranking');
ranking.limit = 10;
ranking.headingLevel = 3;
// @ts-expect-error limit is a number (the attribute `limit`).
ranking.limit = 'ten';

const sales = document.createElement('campus-sales-form');
sales.addEventListener('campus-sale-submitted', (event) => expectType<number>()(event.detail.total_points));
document.querySelector('campus-photo-upload')?.addEventListener('campus-photo-uploaded', (event) => {
  console.info(event.detail.next_allowed_date);
});

document.querySelector('campus-points-transfer')?.addEventListener('campus-points-transferred', (event) => {
  expectType<number>()(event.detail.balance);
});
