/**
 * Portuguese (Brazil), the default language and the reference bundle of @campus/player: every other locale has
 * exactly these keys (checked by the compiler through {@link PlayerMessages} and by a test). The §8 messages
 * 'Não encontrado ou não possui permissão para acessar.' and 'Download do arquivo falhou' are core's
 * (`errors.not_found_or_forbidden`, `errors.download_failed`).
 */
export const playerMessagesPtBR = {
  player: {
    label: 'Player de atividades',
    loading: 'Carregando as atividades…',
    empty: 'Este curso ainda não tem atividades.',
    signed_out: {
      title: 'Entre para fazer o curso',
      description: 'As atividades do curso abrem aqui assim que você entrar.',
    },
    course_progress: 'Progresso do curso',
    position: 'Atividade {{current}} de {{count}}',
    menu: {
      label: 'Atividades do curso',
      show: 'Mostrar atividades',
      hide: 'Ocultar atividades',
      progress: 'Progresso de “{{title}}”',
      locked: 'Bloqueada',
    },
    nav: {
      label: 'Navegação entre atividades',
      previous: 'Atividade anterior',
      next: 'Próxima atividade',
    },
    lock: {
      title: 'Esta atividade está bloqueada',
      sence_session_required: 'Inicie a sessão SENCE de hoje para abrir esta atividade.',
      presential_event_closed: 'As atividades deste evento presencial abrem quando ele estiver em andamento.',
      presential_event_canceled: 'Este evento presencial foi cancelado: suas atividades não estão disponíveis.',
      not_enrolled: 'Inscreva-se no curso para abrir as atividades.',
      activities_menu_blocked: 'Termine o questionário em andamento antes de abrir outra atividade.',
      block_test_failed:
        'Você foi bloqueado nesta prova: todas as tentativas foram usadas. As demais atividades ainda podem ser concluídas, mas não haverá certificado.',
      awaiting_instructor: 'Aguardando a liberação do instrutor.',
      training_not_finished: 'Conclua o treinamento para responder a avaliação de reação.',
      previous_activity_pending: 'Conclua as atividades anteriores para abrir esta.',
    },
    unsupported: {
      title: 'Esta atividade não pode ser aberta aqui',
      description: 'Atividades do tipo “{{type}}” não podem ser reproduzidas neste player.',
      next: 'Ir para a próxima atividade',
    },
    event: {
      label: 'Evento presencial',
      course: 'Curso',
      date: 'Data',
      place: 'Local',
      online: 'Online',
      status: 'Situação',
      presence: 'Sua presença',
      presence_present: 'Presença validada',
      presence_absent: 'Ausência registrada',
      presence_pending: 'Presença ainda não validada',
      presence_not_enrolled: 'Inscreva-se no curso para ter a presença registrada.',
      results_awaited: 'Aguardando a publicação dos resultados pelo instrutor.',
      check_in: 'Fazer check-in no evento',
      check_in_hint: 'O check-in por QR code ou código de seis dígitos valida a sua presença.',
      statuses: {
        scheduled: 'Agendado',
        pre_scheduled: 'Pré-agendado',
        in_progress: 'Em andamento',
        live: 'Ao vivo',
        finished: 'Encerrado',
        canceled: 'Cancelado',
        awaiting_results: 'Aguardando resultados',
        intermission: 'Intervalo',
        invited_only: 'Somente convidados',
      },
    },
    journal: {
      saved: 'Sem conexão: seu progresso foi salvo neste dispositivo e será enviado quando a conexão voltar.',
      sending: 'Enviando o progresso salvo neste dispositivo…',
      sent: 'Progresso salvo neste dispositivo enviado.',
      refused: 'Parte do progresso salvo neste dispositivo não foi aceita: {{reason}}',
    },
    viewer: {
      loading: 'Abrindo a atividade…',
      failed: 'Não foi possível abrir esta atividade.',
      retry: 'Tentar novamente',
      report_failed: 'Seu progresso não pôde ser salvo agora; ele será enviado de novo quando você continuar.',
    },
    pdf: {
      label: 'Documento “{{title}}”',
      page_of: 'Página {{page}} de {{count}}',
      page_input: 'Ir para a página',
      previous_page: 'Página anterior',
      next_page: 'Próxima página',
      zoom_in: 'Aumentar o zoom',
      zoom_out: 'Diminuir o zoom',
      zoom_fit: 'Ajustar à largura',
      text: 'Texto da página {{page}}',
      no_text: 'Esta página não tem texto para leitura.',
      keyboard: 'Use Page Up e Page Down para trocar de página, Home e End para a primeira e a última.',
    },
    media: {
      video_label: 'Vídeo “{{title}}”',
      audio_label: 'Áudio “{{title}}”',
      controls: 'Controles de reprodução',
      play: 'Reproduzir',
      pause: 'Pausar',
      seek: 'Posição',
      time: '{{current}} de {{total}}',
      live: 'Ao vivo',
      volume: 'Volume',
      mute: 'Silenciar',
      unmute: 'Ativar o som',
      speed: 'Velocidade',
      speed_value: '{{rate}}×',
      captions_on: 'Ativar legendas',
      captions_off: 'Desativar legendas',
      fullscreen: 'Tela cheia',
      exit_fullscreen: 'Sair da tela cheia',
      resumed: 'Continuando de {{time}}.',
      keyboard:
        'Atalhos: Espaço ou K reproduz e pausa, setas avançam ou voltam 5 segundos, M silencia, F tela cheia, C legendas.',
      cannot_play: 'Este dispositivo não consegue reproduzir esta mídia.',
      stream_failed: 'A transmissão não pôde ser carregada.',
    },
    embed: {
      youtube: 'Vídeo do YouTube “{{title}}”',
      vimeo: 'Vídeo do Vimeo “{{title}}”',
      slideshare: 'Apresentação do SlideShare “{{title}}”',
      invalid: 'O endereço deste vídeo não é válido.',
    },
    scorm_cloud: {
      frame: 'Curso do SCORM Cloud “{{title}}”',
      open_window: 'Abrir em uma nova janela',
      hint: 'Se o curso não aparecer abaixo, abra-o em uma nova janela. Ao voltar para esta página, seu progresso é atualizado.',
      elsewhere:
        'O curso está aberto em outra janela. Quando terminar, volte para esta página: seu progresso será atualizado.',
      reopen_here: 'Abrir nesta página',
      renewed: 'O link do curso expirou e foi renovado. Clique de novo para abrir em uma nova janela.',
      invalid: 'O endereço deste curso não é válido.',
      sync_failed:
        'Não foi possível atualizar seu progresso do SCORM Cloud agora. Tentaremos de novo quando você voltar para esta página.',
      exited: 'Você saiu do curso. Seu progresso é atualizado nesta página; para continuar, abra-o de novo.',
    },
    flash: {
      title: 'Conteúdo em Flash',
      description:
        'Os navegadores não reproduzem mais Flash. Baixe o arquivo para abri-lo em um programa compatível; o download conclui a atividade.',
      download: 'Baixar o arquivo',
      done: 'Download registrado.',
    },
    reaction: {
      label: 'Avaliação de reação “{{title}}”',
      intro: 'Conte o que você achou do treinamento.',
      unavailable: 'Disponível quando o treinamento for concluído',
      required_note: 'Perguntas marcadas com * são obrigatórias.',
      rating_hint: 'De 1 (muito ruim) a {{scale}} (excelente)',
      counter: '{{count}} de {{max}} caracteres',
      required: 'Responda esta pergunta.',
      out_of_range: 'Escolha uma nota de 1 a {{scale}}.',
      too_long: 'Use no máximo {{max}} caracteres.',
      invalid: 'Esta resposta não pôde ser aceita.',
      fix_errors: 'Revise as respostas marcadas.',
      submit: 'Enviar avaliação',
      sent: 'Avaliação enviada. Obrigado!',
      answered: 'Você já avaliou',
      answered_on: 'Avaliação enviada em {{date}}.',
      kept: 'Suas respostas foram mantidas: tente enviar de novo.',
    },
  },
} as const;

/** A bundle with the same keys as {@link playerMessagesPtBR}, string values. */
export type PlayerMessages<T = typeof playerMessagesPtBR> = {
  readonly [K in keyof T]: T[K] extends string ? string : PlayerMessages<T[K]>;
};
