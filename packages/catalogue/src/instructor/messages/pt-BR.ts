/** Brazilian Portuguese messages of the instructor's class attendance (the default and fallback). */
export const instructorMessagesPtBR = {
  instructor: {
    title: 'Lista de presença',
    kind: { live_class: 'Aula ao vivo', webinar: 'Webinar', presential_event: 'Evento presencial' },
    enrolled_count_one: '{{count}} inscrito',
    enrolled_count_other: '{{count}} inscritos',
    present_count_one: '{{count}} presente',
    present_count_other: '{{count}} presentes',
    learners: 'Participantes',
    no_learners: 'Ninguém se inscreveu nesta turma ainda.',
    presence: 'Presença de {{name}}',
    presence_source_check_in: 'Validada pelo check-in',
    presence_absent: 'Ausência registrada',
    presence_pending: 'Presença ainda não validada',
    activities: 'Atividades da turma',
    no_activities: 'Esta turma não tem atividades.',
    awaiting: 'Aguarda liberação do instrutor',
    free: 'Aberta a todos os inscritos',
    authorize: 'Liberar',
    authorize_class: 'Liberar para a turma',
    authorize_learner_named: 'Liberar “{{activity}}” para {{name}}',
    authorized: 'Liberada',
    results: 'Resultados',
    publish_results: 'Publicar resultados',
    results_published: 'Resultados publicados: os participantes já veem a presença.',
    transmission: 'Transmissão',
    transmission_status: {
      waiting: 'Aguardando início',
      live: 'Ao vivo',
      finished: 'Encerrada',
    },
    start_transmission: 'Iniciar transmissão',
    finish_transmission: 'Encerrar transmissão',
    announce: {
      present: 'Presença de {{name}} validada.',
      absent: 'Presença de {{name}} retirada.',
      class: '“{{activity}}” liberada para a turma.',
      learner: '“{{activity}}” liberada para {{name}}.',
      results: 'Resultados publicados.',
      live: 'A transmissão começou.',
      finished: 'A transmissão foi encerrada.',
    },
    errors: {
      presence_closed: 'A presença desta turma não pode mais ser alterada: os resultados já foram publicados.',
      activity_not_awaiting_instructor: 'Esta atividade não precisa de liberação do instrutor.',
      results_not_awaited: 'Os resultados só podem ser publicados quando o evento está aguardando resultados.',
    },
  },
};

/** The shape every language of these messages has. */
export type InstructorMessages = typeof instructorMessagesPtBR;
