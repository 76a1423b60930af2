// The intranet's single module script: the standalone bundles define the elements; the page listens to their
// events (they bubble out of the shadow roots because they are composed).
import '/cdn/auth.standalone.min.js';
import '/cdn/catalogue.standalone.min.js';

const EVENTS = ['campus-signed-in', 'campus-signed-out', 'campus-course-open', 'campus-session-expired'];
const log = document.getElementById('event-log');

for (const name of EVENTS) {
  document.addEventListener(name, (event) => {
    const item = document.createElement('li');
    item.textContent = `${name} ${JSON.stringify(event.detail ?? null)}`;
    log?.append(item);
  });
}
