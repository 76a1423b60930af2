/** Brazilian Portuguese messages of the site (the default and fallback language; spec §8 texts verbatim). */
export const siteMessagesPtBR = {
  site: {
    skip_to_content: 'Pular para o conteúdo',
    nav: {
      main: 'Menu principal',
      tabs: 'Navegação',
      menu: 'Menu',
      menu_title: 'Menu',
      sign_in: 'Entrar',
    },
    modules: {
      home: 'Início',
      online_courses: 'Cursos online',
      trails: 'Trilhas',
      presential_courses: 'Cursos presenciais',
      webinars: 'Webinars',
      live_classes: 'Aulas ao vivo',
      faq: 'Perguntas frequentes',
      reward_store: 'Loja de prêmios',
      points_table: 'Tabela de pontos',
      campaigns: 'Campanhas',
      events: 'Eventos',
      insert_sales: 'Informar vendas',
      upload_photos: 'Enviar fotos',
      podcasts: 'Podcasts',
      library: 'Biblioteca',
      news: 'Notícias',
      profile: 'Meu perfil',
      ranking: 'Ranking',
    },
    module_hints: {
      online_courses: 'Aprenda no seu ritmo, de qualquer lugar.',
      trails: 'Sequências de cursos para dominar um tema.',
      presential_courses: 'Turmas presenciais e seus encontros.',
      webinars: 'Transmissões com especialistas.',
      live_classes: 'Aulas ao vivo com instrutores.',
      faq: 'Respostas para as dúvidas mais comuns.',
      reward_store: 'Troque seus pontos por prêmios.',
      points_table: 'Quanto vale cada produto.',
      campaigns: 'Campanhas ativas e anteriores.',
      events: 'Check-in nos eventos do programa.',
      insert_sales: 'Informe suas vendas e ganhe pontos.',
      upload_photos: 'Envie fotos da loja.',
    },
    language: { label: 'Idioma' },
    user_menu: { label: 'Menu da conta de {{name}}', sign_out: 'Sair' },
    footer: {
      label: 'Institucional',
      about: 'Sobre o Campus',
      portfolio: 'Portfólio',
      faq: 'Perguntas frequentes',
      support: 'Suporte',
      contact: 'Fale conosco',
      privacy: 'Política de privacidade',
      terms: 'Termos e condições',
      cookies: 'Política de cookies',
      rights: '© {{year}} Campus. Todos os direitos reservados.',
    },
    errors: { page_title: 'Algo deu errado', retry: 'Tentar novamente' },
    chunk: {
      title: 'Não foi possível carregar esta página',
      message:
        'A conexão falhou ou o Campus foi atualizado enquanto você navegava. Recarregue a página para continuar.',
      reload: 'Recarregar página',
    },
    not_found: { title: 'Página não encontrada', home: 'Ir para o início', login: 'Ir para o login' },
    maintenance: { title: 'Campus em manutenção' },
    maintenance_login: { title: 'Acesso durante a manutenção' },
    login: {
      title: 'Bem-vindo ao Campus',
      intro: 'Entre para continuar seus cursos, trilhas e o programa de pontos.',
    },
    webservice: {
      title: 'Acesso direto',
      title_intel: 'Acesso pelo programa de varejo',
      signing_in: 'Estamos confirmando o seu acesso…',
      no_token: 'Este endereço não trouxe um código de acesso. Entre com seu usuário e senha.',
    },
    first_access: {
      intro: 'Confirme seus dados cadastrados e crie sua senha.',
      intel_intro: 'Participante do programa de treinamento de varejo: confirme seus dados e crie sua senha do Campus.',
    },
    register_success: {
      approved: 'Seu cadastro foi concluído. Você já pode entrar no Campus.',
      awaiting:
        'Recebemos seu cadastro. Ele será analisado pelo gestor da plataforma e você receberá um aviso quando for aprovado.',
      sign_in: 'Ir para o login',
    },
    pages: {
      'online-courses': 'Cursos online',
      trails: 'Trilhas de aprendizagem',
      'presential-courses': 'Cursos presenciais',
      webinars: 'Webinars',
      'live-classes': 'Aulas ao vivo',
      detail: {
        'online-courses': 'Curso online',
        trails: 'Trilha de aprendizagem',
        'presential-courses': 'Curso presencial',
        webinars: 'Webinar',
        'live-classes': 'Aula ao vivo',
        'presential-catalogs': 'Catálogo presencial',
      },
      back_to_list: 'Voltar para a lista',
      back_to_trail: 'Voltar para a trilha',
      faq: 'Perguntas frequentes',
      contact: 'Fale conosco',
      onboarding: 'Boas-vindas ao Campus',
      complete_register: 'Complete seu cadastro',
      set_password: 'Crie sua senha',
      recover_password: 'Redefina sua senha',
      request_password: 'Recuperar senha',
      first_access: 'Primeiro acesso',
      intel_first_access: 'Primeiro acesso: programa de varejo',
      register: 'Cadastro',
      register_seven_trade: 'Cadastro de promotores',
      register_pop_trade: 'Cadastro de vendedores',
      register_success: 'Cadastro enviado',
      portfolio: 'Portfólio de treinamentos',
      portfolio_course: 'Curso do portfólio',
      reward_store: 'Loja de prêmios',
      reward_detail: 'Detalhes do prêmio',
      points_table: 'Tabela de pontos',
      campaigns: 'Campanhas',
      events: 'Eventos',
      insert_sales: 'Informar vendas',
      upload_photos: 'Enviar fotos',
    },
    programme: {
      members_only_title: 'Exclusivo para participantes do programa',
      members_only:
        'Esta página faz parte do programa de pontos, disponível para quem participa dele: vendedores, proprietários e dependentes de loja, balconistas, promotores e pintores. Se você participa e não tem acesso, fale com o gestor da sua empresa.',
      blocked:
        'Seu acesso ao programa de pontos foi suspenso por atividade contrária ao regulamento. Se acha que houve um engano, fale conosco.',
      contact: 'Fale conosco',
      reward_store_intro: 'Troque seus pontos por prêmios e acompanhe seus pedidos e seu extrato.',
      points_table_intro: 'Os níveis do programa e quanto vale cada produto e cada foto da loja.',
      campaigns_intro: 'Escolha a campanha que seus pontos, extrato e ranking acompanham.',
      events_intro: 'Faça check-in nos eventos do programa com o código de seis dígitos ou o QR code.',
      insert_sales_intro: 'Informe suas vendas com a nota fiscal e acompanhe a auditoria em “Minhas vendas”.',
      upload_photos_intro: 'Envie uma foto da loja por tipo a cada semana e ganhe pontos.',
    },
    client_pages: {
      'about-the-program': 'Sobre o programa',
      hotsite: 'Campanha em destaque',
      'about-the-team': 'Sobre o time',
    },
    institutional: {
      about: {
        title: 'Sobre o Campus',
        body:
          'O Campus é a plataforma de educação corporativa que reúne, em um só lugar, o desenvolvimento das equipes de vendas, promotores, lojistas e parceiros da nossa rede de varejo.\n\n' +
          'Aqui você faz cursos online no seu ritmo, segue trilhas de aprendizagem com começo, meio e fim, participa de aulas ao vivo, webinars e turmas presenciais, e acompanha seu progresso e seus certificados.\n\n' +
          'O Campus também abriga o programa de pontos: informe suas vendas, envie fotos da loja, suba de nível e troque seus pontos por prêmios. Tudo funciona no computador e no celular, em português, inglês, espanhol e francês.',
      },
      cookies_policy: {
        title: 'Política de cookies',
        body:
          'Cookies são pequenos arquivos guardados pelo navegador. O Campus usa cookies essenciais para manter você conectado com segurança, lembrar seu idioma, seu país e suas escolhas sobre cookies. Sem eles a plataforma não funciona, por isso estão sempre ativos.\n\n' +
          'Com a sua permissão, usamos também cookies de desempenho, que nos mostram de forma agregada quais páginas são mais usadas e onde há lentidão ou erros, para melhorarmos a plataforma. Eles não são usados para publicidade.\n\n' +
          'Os dados guardados no seu aparelho são criptografados e expiram em até 180 dias sem uso. Você pode mudar suas preferências a qualquer momento em “Configurações de cookies”, no rodapé, ou apagar os cookies nas configurações do navegador.',
      },
      support: {
        title: 'Suporte',
        body:
          'Precisa de ajuda com o acesso, um curso, um certificado ou o programa de pontos? Comece pelas perguntas frequentes: elas respondem às dúvidas mais comuns.\n\n' +
          'Se não encontrar a resposta, fale com a nossa equipe pelo formulário de contato, informando o assunto e o que aconteceu. Respondemos em até {{days}} dias úteis, pelo e-mail do seu cadastro.\n\n' +
          'Esqueceu a senha? Use “Esqueci minha senha” na tela de login para receber um link por e-mail ou um código por SMS ou WhatsApp.',
        contact: 'Abrir o formulário de contato',
        sign_in: 'Entre para falar com o suporte',
      },
      privacy_policy: {
        title: 'Política de privacidade',
        body:
          'Tratamos seus dados pessoais de acordo com a Lei Geral de Proteção de Dados (LGPD) e as leis dos países onde o programa acontece, apenas para oferecer o treinamento, registrar seu progresso, emitir certificados e operar o programa de pontos.\n\n' +
          'Usamos os dados do seu cadastro (nome, documento, contatos, empresa e loja), o histórico de cursos e avaliações e, no programa de pontos, as vendas, notas fiscais e fotos que você envia. Esses dados são compartilhados somente com a empresa contratante e com os parceiros necessários para entregar prêmios.\n\n' +
          'Você pode consultar e corrigir seus dados no perfil, pedir uma cópia deles ao suporte e excluir sua conta a qualquer momento pelo menu da conta. A exclusão remove ou anonimiza seus dados pessoais, mantendo apenas o que a lei exige guardar.',
      },
      terms: {
        title: 'Termos e condições',
        body:
          'Ao usar o Campus você concorda em manter seu acesso pessoal e intransferível, em fornecer informações verdadeiras no cadastro e em usar os conteúdos apenas para sua formação profissional.\n\n' +
          'No programa de pontos, informe somente vendas reais, com a nota fiscal correspondente, dentro do prazo de 15 dias após a venda. Vendas e fotos podem ser auditadas antes da confirmação de um resgate, e pontos de campanha expiram ao fim de cada campanha.\n\n' +
          'Atividades contrárias ao regulamento, como notas fiscais duplicadas ou fotos de outra loja, podem levar à perda dos pontos e ao bloqueio da conta. Estes termos podem mudar; avisaremos você na plataforma quando isso acontecer.',
      },
    },
    cookies: {
      banner_title: 'Sua privacidade',
      banner_message:
        'O Campus usa cookies essenciais para manter sua sessão e suas escolhas. Ao continuar, você concorda com a nossa política de cookies.',
      banner_message_optional:
        'O Campus usa cookies essenciais para manter sua sessão e, se você permitir, cookies de desempenho para melhorar a plataforma.',
      accept: 'Entendi',
      accept_all: 'Aceitar todos',
      essential_only: 'Somente essenciais',
      preferences: 'Preferências',
      read_policy: 'Ler a política de cookies',
      policy_title: 'Política de cookies',
      full_policy: 'Abrir a política completa',
      preferences_title: 'Preferências de cookies',
      preferences_intro: 'Escolha quais cookies o Campus pode usar neste aparelho.',
      essential: 'Cookies essenciais',
      essential_hint: 'Mantêm sua sessão, seu idioma e suas escolhas. Sempre ativos.',
      optional: 'Cookies de desempenho',
      optional_hint: 'Mostram de forma agregada como a plataforma é usada, para melhorá-la.',
      save: 'Salvar preferências',
      settings: 'Configurações de cookies',
    },
    account_deletion: {
      open: 'Excluir minha conta',
      title: 'Excluir minha conta',
      message:
        'Seus dados pessoais serão removidos ou anonimizados e todas as suas sessões serão encerradas. Seus pontos e certificados deixarão de estar disponíveis. Esta ação não pode ser desfeita.',
      confirm_label: 'Digite seu nome completo para confirmar',
      confirm_hint: 'Seu nome completo: {{name}}',
      submit: 'Excluir conta definitivamente',
      cancel: 'Cancelar',
      done: 'Sua conta foi excluída.',
    },
    home: {
      title: 'Olá, {{name}}!',
      title_anonymous: 'Início',
      intro: 'Continue de onde parou ou descubra algo novo.',
      banner_label: 'Destaques',
      banner_open: 'Ver “{{title}}”',
      banner_dismiss: 'Dispensar “{{title}}”',
      shortcuts: 'Acesso rápido',
      campaign: {
        title: 'Campanha',
        label: 'Campanha selecionada',
        hint: 'Pontos, ranking e prêmios seguem a campanha escolhida.',
        placeholder: 'Escolha uma campanha',
        option: '{{name}} ({{begin}} a {{end}})',
        previous: '{{label}}, encerrada',
        saved: 'Campanha selecionada: {{name}}',
        none: 'Nenhuma campanha disponível no momento.',
      },
    },
    faq: {
      intro: 'Encontre respostas sobre acesso, cursos, certificados e o programa de pontos.',
      search: 'Buscar nas perguntas',
      search_button: 'Buscar',
      empty: 'Nenhuma pergunta encontrada.',
    },
    contact: {
      intro:
        'Conte para a nossa equipe o que aconteceu. Respondemos em até {{days}} dias úteis pelo e-mail do seu cadastro.',
      subject: 'Assunto',
      subjects: {
        question: 'Dúvida',
        technical: 'Problema técnico',
        loyalty: 'Programa de pontos',
        content: 'Cursos e certificados',
        other: 'Outro assunto',
      },
      message: 'Mensagem',
      message_hint: '{{count}} caracteres restantes',
      required: 'Preencha este campo.',
      send: 'Enviar mensagem',
      sending: 'Enviando…',
    },
    lounge: {
      title: 'Sala de espera do webinar',
      intro: 'Acompanhe aqui o início da transmissão.',
      back: 'Voltar para o webinar',
      status: 'Situação',
      starts: 'Início da transmissão',
      date_time: '{{date}} às {{time}}',
      speaker: 'Palestrante',
      subscription: 'Sua inscrição',
      subscribed: 'Inscrito',
      not_subscribed: 'Não inscrito',
      statuses: {
        opened: 'Aberto',
        closed: 'Fechado',
        offline: 'Fora do ar',
        finished: 'Encerrado',
        no_vacancy: 'Vagas esgotadas',
      },
      open_now: 'A sala está aberta: a transmissão pode começar a qualquer momento.',
      ended: 'Esta transmissão já foi encerrada.',
      waiting: 'A sala abre perto do horário da transmissão. Você pode voltar a esta página a qualquer momento.',
    },
    partner: {
      title: 'Juntos Somos Mais',
      intro: 'Seus pontos de treinamento também valem no programa de fidelidade da indústria da construção.',
      body:
        'Profissionais cadastrados no programa parceiro podem transferir os pontos conquistados nos treinamentos do Campus para a sua conta no Juntos Somos Mais.\n\n' +
        'A transferência é feita a partir do seu perfil, para cadastros ativos e com função habilitada. Os pontos transferidos devem ser resgatados no programa parceiro em até {{months}} meses.',
      steps_title: 'Como participar',
      step_1: 'Entre no Campus ou crie seu cadastro.',
      step_2: 'Conclua treinamentos e acumule pontos.',
      step_3: 'Transfira seus pontos para o Juntos Somos Mais pelo seu perfil.',
      sign_in: 'Entrar no Campus',
      register: 'Criar cadastro',
      go_home: 'Ir para o início',
    },
    portfolio: {
      intro: 'Conheça os treinamentos que oferecemos para equipes de vendas e parceiros do varejo.',
      highlight_1: 'Cursos online, trilhas, webinars e aulas ao vivo.',
      highlight_2: 'Certificados ao concluir cada formação.',
      highlight_3: 'No computador e no celular, em quatro idiomas.',
      course: 'curso',
      back: 'Voltar para o portfólio',
      sign_in: 'Entrar para ver os cursos',
      team: 'Conheça o time',
    },
    onboarding: {
      intro: 'Que bom ter você aqui, {{name}}! Veja em poucos passos como o Campus funciona.',
      step_learn_title: 'Aprenda',
      step_learn:
        'Faça cursos online no seu ritmo, siga trilhas e participe de webinars, aulas ao vivo e turmas presenciais. Seu progresso fica salvo.',
      step_points_title: 'Ganhe pontos',
      step_points:
        'No programa de pontos, informe suas vendas e envie fotos da loja para acumular pontos, subir de nível e trocar por prêmios.',
      step_modules_title: 'O que está disponível para você',
      no_modules: 'Os módulos da sua empresa aparecerão aqui assim que forem liberados.',
      step_help_title: 'Precisa de ajuda?',
      step_help: 'Consulte as perguntas frequentes ou fale conosco:',
      start: 'Começar',
    },
  },
};

/** The shape every language of the site's messages follows. */
export type SiteMessages = typeof siteMessagesPtBR;
