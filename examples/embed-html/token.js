// A partner portal page that signs its user in with a webservice token (spec §4). The portal's server obtains
// the token (POST /etraining_login/webservice_token/, with a confidential client's credentials) and renders it
// into the page; this static example takes it from `?token=`, as the reference site's webservice-login does.
// Any element's `token` attribute signs the whole instance in; a rejected token ends the session at its first
// 401, and the widgets dispatch `campus-session-expired`.
import '/cdn/auth.standalone.min.js';
import '/cdn/catalogue.standalone.min.js';

const EVENTS = ['campus-signed-in', 'campus-signed-out', 'campus-session-expired', 'campus-course-open'];
const log = document.getElementById('event-log');

for (const name of EVENTS) {
  document.addEventListener(name, (event) => {
    const item = document.createElement('li');
    item.textContent = `${name} ${JSON.stringify(event.detail ?? null)}`;
    log?.append(item);
  });
}

const token = new URLSearchParams(location.search).get('token');
if (token !== null && token.trim() !== '') document.querySelector('campus-login')?.setAttribute('token', token.trim());
