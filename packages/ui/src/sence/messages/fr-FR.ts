import type { SencePanelMessages } from './pt-BR.js';

/** French (France) messages of the SENCE session panel. */
export const sencePanelMessagesFrFR: SencePanelMessages = {
  sence_panel: {
    title: 'Session SENCE',
    intro:
      'Ce cours est pris en charge par le SENCE : chaque jour, ouvrez la session SENCE avec votre RUN et votre mot de passe SENCE pour accéder aux activités.',
    codes: 'Codes SENCE du cours',
    sence_code: 'Code SENCE',
    course_code: 'Code du cours',
    training_line: 'Ligne de formation',
    run: 'RUN',
    run_hint: 'Votre RUN avec son chiffre de contrôle, par exemple 12.345.678-5.',
    window: 'Au SENCE, vous aurez 3 minutes pour saisir votre RUT et votre mot de passe.',
    start: 'Ouvrir la session SENCE',
    retry: 'Réessayer',
    leaving: 'Ouverture du SENCE…',
    open: 'Session SENCE ouverte aujourd’hui depuis {{time}} : les activités sont accessibles.',
    close: 'Fermer la session SENCE',
    closed: 'La session SENCE du jour a été fermée à {{time}}.',
    failed: 'Le SENCE n’a pas ouvert la session (code {{code}}) :',
    close_failed: 'Le SENCE n’a pas fermé la session, qui reste ouverte (code {{code}}) :',
    pending: 'La session SENCE n’a pas été terminée au SENCE. Relancez-la.',
  },
};
