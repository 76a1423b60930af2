// The intranet's course page: the player shows the course of `?course=` at the activity of `?activity=`, the
// address follows the learner from activity to activity (so a reload or a shared link lands on the same one), and
// every xAPI statement the player dispatches is logged, where a real intranet would send it to its LRS.
import '/cdn/auth.standalone.min.js';
import '/cdn/player.standalone.min.js';

const player = document.querySelector('campus-activity-player');
const log = document.getElementById('event-log');
const address = new URL(location.href);
const course = address.searchParams.get('course');
const activity = address.searchParams.get('activity');

if (player && course) {
  player.setAttribute('item-id', course);
  if (activity) player.setAttribute('hierarchy-order', activity);
}

document.addEventListener('campus-activity-change', (event) => {
  address.searchParams.set('activity', String(event.detail.hierarchy_order));
  history.replaceState(null, '', address);
});

for (const name of ['campus-signed-in', 'campus-activity-statement', 'campus-session-expired']) {
  document.addEventListener(name, (event) => {
    const item = document.createElement('li');
    const detail = event.detail ?? null;
    item.textContent = name === 'campus-activity-statement' ? `${name} ${detail.verb.display['en-US']}` : name;
    log?.append(item);
  });
}
