// The page's single module script: each `.shared` bundle defines its elements and imports React, the core and the
// toolkit by name, which the page's import map resolves to the one shared runtime (/cdn/campus-runtime.min.js),
// fetched once for all of them. The page listens to the widgets' events (composed, they leave the shadow roots).
import '/cdn/auth.shared.min.js';
import '/cdn/catalogue.shared.min.js';
import '/cdn/ranking.shared.min.js';

const EVENTS = [
  'campus-signed-in',
  'campus-signed-out',
  'campus-session-expired',
  'campus-course-open',
  'campus-activity-open',
];
const log = document.getElementById('event-log');

for (const name of EVENTS) {
  document.addEventListener(name, (event) => {
    const item = document.createElement('li');
    item.textContent = `${name} ${JSON.stringify(event.detail ?? null)}`;
    log?.append(item);
  });
}
