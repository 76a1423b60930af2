// The portal's own module script. The widgets need nothing from it: /cdn/campus-elements.min.js (the other script
// tag) loads each one's code when its tag appears. The page listens to their events (composed, they leave the
// shadow roots).
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
