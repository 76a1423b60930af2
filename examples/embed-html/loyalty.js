// The partner portal's single module script: the standalone bundles define the loyalty elements; the page
// listens to their events (they bubble out of the shadow roots because they are composed).
import '/cdn/auth.standalone.min.js';
import '/cdn/sales.standalone.min.js';
import '/cdn/rewards.standalone.min.js';
import '/cdn/checkin.standalone.min.js';
import '/cdn/ranking.standalone.min.js';

const EVENTS = [
  'campus-signed-in',
  'campus-signed-out',
  'campus-session-expired',
  'campus-sale-submitted',
  'campus-photo-uploaded',
  'campus-redeemed',
  'campus-checked-in',
  'campus-campaign-selected',
];
const log = document.getElementById('event-log');

for (const name of EVENTS) {
  document.addEventListener(name, (event) => {
    const item = document.createElement('li');
    item.textContent = `${name} ${JSON.stringify(event.detail ?? null)}`;
    log?.append(item);
  });
}
