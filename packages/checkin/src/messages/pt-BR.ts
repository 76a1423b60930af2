/**
 * Portuguese (Brazil), the default language and the reference bundle of @campus/checkin: every other locale
 * has exactly these keys (checked by the compiler through {@link CheckInMessages} and by a test). The §8
 * messages 'Código do evento inválido…' and 'O código de check-in deve ter 6 dígitos.' are core's
 * (`errors.invalid_event_code`, `errors.invalid_check_in_code`).
 */
export const checkInMessagesPtBR = {
  checkin: {
    title: 'Check-in em eventos',
    intro: 'Faça check-in com o código de 6 dígitos ou o QR code mostrado pelo organizador do evento.',
    methods: {
      label: 'Como fazer o check-in',
      code: 'Código',
      camera: 'Câmera',
      picture: 'Imagem',
    },
    code: {
      label: 'Código do evento',
      hint: 'O organizador mostra o código de 6 dígitos no evento.',
      submit: 'Fazer check-in',
    },
    camera: {
      start: 'Abrir câmera',
      stop: 'Fechar câmera',
      starting: 'Abrindo a câmera…',
      scanning: 'Aponte a câmera para o QR code do evento.',
      video: 'Imagem da câmera',
      denied: 'O acesso à câmera foi negado. Permita o uso da câmera no navegador ou escolha uma imagem do QR code.',
      no_camera: 'Nenhuma câmera foi encontrada. Escolha uma imagem do QR code ou digite o código.',
      unsupported: 'Este navegador não dá acesso à câmera aqui. Escolha uma imagem do QR code ou digite o código.',
      failed: 'Não foi possível abrir a câmera. Tente novamente ou escolha uma imagem do QR code.',
    },
    picture: {
      label: 'Imagem com o QR code do evento',
      hint: 'Escolha uma foto ou captura de tela do QR code do evento.',
      reading: 'Lendo o QR code…',
      not_found: 'Nenhum QR code foi encontrado nesta imagem. Escolha outra imagem, mais nítida.',
      unreadable: 'Não foi possível abrir esta imagem. Escolha uma imagem JPEG, PNG ou WebP.',
    },
    qr: {
      not_event: 'Este QR code não é de um evento do programa. Use o QR code mostrado pelo organizador.',
    },
    sending: 'Enviando o check-in…',
    result: {
      title: 'Check-in confirmado!',
      points_one: 'Você ganhou {{count}} ponto em “{{title}}”.',
      points_many: 'Você ganhou {{count}} pontos em “{{title}}”.',
      points_other: 'Você ganhou {{count}} pontos em “{{title}}”.',
      no_points: 'Sua presença em “{{title}}” foi registrada.',
      balance: 'Seu saldo: {{balance}} pontos.',
      again: 'Fazer outro check-in',
    },
    errors: {
      title: 'Não foi possível fazer o check-in',
      event_not_open:
        'O check-in deste evento não está aberto: só é possível fazê-lo entre o início e o fim do evento.',
      events_level_required: 'Os eventos estão disponíveis a partir do nível Creator.',
      already_checked_in: 'Você já fez check-in neste evento.',
      too_many_attempts: 'Muitas tentativas com códigos errados. Tente novamente às {{time}}.',
      too_many_attempts_later: 'Muitas tentativas com códigos errados. Aguarde alguns minutos e tente novamente.',
    },
    locked: {
      title: 'Eventos a partir do nível Creator',
      description: 'Seu nível atual é {{level}}. Venda mais para chegar ao nível Creator e participar dos eventos.',
      event: 'Disponível a partir do nível {{level}}.',
    },
    levels: {
      basic: 'Básico',
      intermediate: 'Creator',
      highest: 'Influencer',
    },
    list: {
      title: 'Eventos',
      label: 'Eventos do programa',
      empty: 'Nenhum evento programado',
      empty_description: 'Os eventos do programa aparecem aqui assim que forem publicados.',
      when: 'Quando',
      where: 'Onde',
      points: 'Pontos',
      points_value_one: '{{count}} ponto',
      points_value_many: '{{count}} pontos',
      points_value_other: '{{count}} pontos',
      checked_in: 'Check-in feito em {{date}}',
    },
    status: {
      open: 'Acontecendo agora',
      upcoming: 'Em breve',
      finished: 'Encerrado',
      checked_in: 'Check-in feito',
    },
    types: {
      training: 'Treinamento',
      convention: 'Convenção',
      launch: 'Lançamento',
      workshop: 'Workshop',
      meeting: 'Encontro',
      other: 'Evento',
    },
    signed_out: {
      title: 'Entre para ver os eventos',
      description: 'Os eventos do programa e o check-in aparecem aqui assim que você entrar.',
    },
  },
} as const;

/** A bundle with the same keys as {@link checkInMessagesPtBR}, string values. */
export type CheckInMessages<T = typeof checkInMessagesPtBR> = {
  readonly [K in keyof T]: T[K] extends string ? string : CheckInMessages<T[K]>;
};
