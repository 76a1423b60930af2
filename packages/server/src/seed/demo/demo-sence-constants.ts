/* The demo SENCE course's facts (demo-sence.ts), apart so the browser tests read them without the server's modules. */

/** The SENCE course's title (the browser test finds it by it). */
export const DEMO_SENCE_COURSE = 'Atendimento ao Cliente no Chile (SENCE)';

/** The SENCE course's codes: a SENCE code of 10 characters, a course code of 7, training line 3. */
export const DEMO_SENCE_CODES = { senceCode: '1237654321', courseCode: 'CL-0042', trainingLine: '3' } as const;

/** The RUN of the demo learner `chile` (valid check digit). */
export const DEMO_SENCE_RUN = '15.432.876-9';
