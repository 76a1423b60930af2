import type { SencePanelMessages } from './pt-BR.js';

/** English (United States) messages of the SENCE session panel. */
export const sencePanelMessagesEnUS: SencePanelMessages = {
  sence_panel: {
    title: 'SENCE session',
    intro:
      'This course is under SENCE: each day, start the SENCE session with your RUN and your SENCE password to open the activities.',
    codes: 'The course’s SENCE codes',
    sence_code: 'SENCE code',
    course_code: 'Course code',
    training_line: 'Training line',
    run: 'RUN',
    run_hint: 'Your RUN with its check digit, for example 12.345.678-5.',
    window: 'At SENCE you will have 3 minutes to enter your RUT and password.',
    start: 'Start SENCE session',
    retry: 'Try again',
    leaving: 'Opening SENCE…',
    open: 'SENCE session open today since {{time}}: the activities are unlocked.',
    close: 'Close SENCE session',
    closed: 'Today’s SENCE session was closed at {{time}}.',
    failed: 'SENCE did not open the session (code {{code}}):',
    close_failed: 'SENCE did not close the session, which stays open (code {{code}}):',
    pending: 'The SENCE session was not completed at SENCE. Start it again.',
  },
};
