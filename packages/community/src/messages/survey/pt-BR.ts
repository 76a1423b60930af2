/** Portuguese (Brazil) messages of the surveys, the default language and fallback; the other languages follow its shape. */
export const surveyMessagesPtBR = {
  survey: {
    label: 'Pesquisa',
    loading: 'Carregando a pesquisa…',
    mandatory_intro: 'Esta pesquisa é obrigatória: responda para continuar.',
    required_note: 'As perguntas marcadas com * são obrigatórias.',
    open_until: 'Aberta até {{date}}.',
    choose_many: 'Selecione uma ou mais opções.',
    choose_one: 'Selecione uma opção.',
    your_answer: 'Sua resposta',
    justification: 'Justifique sua resposta',
    counter: '{{count}} de {{max}} caracteres',
    submit: 'Enviar respostas',
    fix_errors: 'Certifique-se de que todos os campos obrigatórios estão preenchidos',
    kept: 'Suas respostas foram mantidas. Tente enviar novamente.',
    field: {
      answer_required: 'Responda esta pergunta.',
      option_required: 'Selecione pelo menos uma opção.',
      single_option: 'Selecione apenas uma opção.',
      unknown_option: 'Esta opção não está mais disponível. Escolha outra.',
      justification_required: 'Escreva a justificativa.',
      text_too_long: 'Use no máximo {{max}} caracteres.',
      unknown_question: 'Esta pergunta não faz mais parte da pesquisa.',
    },
    thanks_title: 'Obrigado por responder!',
    thanks: 'Suas respostas foram registradas.',
    continue: 'Continuar',
    answered_title: 'Você já respondeu esta pesquisa',
    answered_on: 'Respondida em {{date}}.',
    closed_title: 'Esta pesquisa não está aberta',
    closed_since: 'Ela ficou aberta até {{date}}.',
    opens_on: 'Ela abre em {{date}}.',
    not_found_title: 'Pesquisa não encontrada',
    not_found: 'Não encontrado ou não possui permissão para acessar.',
    signed_out: {
      title: 'Entre para responder à pesquisa',
      description: 'As pesquisas ficam disponíveis depois que você entra.',
    },
    errors: {
      survey_not_found: 'Pesquisa não encontrada.',
      survey_already_answered: 'Você já respondeu esta pesquisa.',
      survey_closed: 'Esta pesquisa não está aberta para respostas.',
      survey_answers_invalid: 'Certifique-se de que todos os campos obrigatórios estão preenchidos',
    },
  },
};

/** The shape every language of the surveys' messages has. */
export type SurveyMessages = typeof surveyMessagesPtBR;
