import type { SiteMessages } from './pt-BR';

/** Spanish (Spain) messages of the site. */
export const siteMessagesEsES: SiteMessages = {
  site: {
    skip_to_content: 'Saltar al contenido',
    nav: { main: 'Menú principal', tabs: 'Navegación', menu: 'Menú', menu_title: 'Menú', sign_in: 'Entrar' },
    modules: {
      home: 'Inicio',
      online_courses: 'Cursos en línea',
      trails: 'Rutas',
      presential_courses: 'Cursos presenciales',
      webinars: 'Webinarios',
      live_classes: 'Clases en vivo',
      faq: 'Preguntas frecuentes',
      reward_store: 'Tienda de premios',
      points_table: 'Tabla de puntos',
      campaigns: 'Campañas',
      events: 'Eventos',
      insert_sales: 'Informar ventas',
      upload_photos: 'Enviar fotos',
      podcasts: 'Pódcasts',
      library: 'Biblioteca',
      news: 'Noticias',
      profile: 'Mi perfil',
      ranking: 'Ranking',
    },
    module_hints: {
      online_courses: 'Aprende a tu ritmo, desde cualquier lugar.',
      trails: 'Secuencias de cursos para dominar un tema.',
      presential_courses: 'Clases presenciales y sus sesiones.',
      webinars: 'Transmisiones con especialistas.',
      live_classes: 'Clases en vivo con instructores.',
      faq: 'Respuestas a las dudas más comunes.',
      reward_store: 'Canjea tus puntos por premios.',
      points_table: 'Cuánto vale cada producto.',
      campaigns: 'Campañas activas y anteriores.',
      events: 'Registro de asistencia en los eventos.',
      insert_sales: 'Informa tus ventas y gana puntos.',
      upload_photos: 'Envía fotos de la tienda.',
    },
    language: { label: 'Idioma' },
    user_menu: { label: 'Menú de la cuenta de {{name}}', sign_out: 'Cerrar sesión' },
    footer: {
      label: 'Institucional',
      about: 'Sobre Campus',
      portfolio: 'Portafolio',
      faq: 'Preguntas frecuentes',
      support: 'Soporte',
      contact: 'Contáctanos',
      privacy: 'Política de privacidad',
      terms: 'Términos y condiciones',
      cookies: 'Política de cookies',
      rights: '© {{year}} Campus. Todos los derechos reservados.',
    },
    errors: { page_title: 'Algo salió mal', retry: 'Intentar de nuevo' },
    chunk: {
      title: 'No se pudo cargar esta página',
      message: 'La conexión falló o Campus se actualizó mientras navegabas. Recarga la página para continuar.',
      reload: 'Recargar página',
    },
    not_found: { title: 'Página no encontrada', home: 'Ir al inicio', login: 'Ir al inicio de sesión' },
    maintenance: { title: 'Campus en mantenimiento' },
    maintenance_login: { title: 'Acceso durante el mantenimiento' },
    login: {
      title: 'Te damos la bienvenida a Campus',
      intro: 'Inicia sesión para continuar tus cursos, rutas y el programa de puntos.',
    },
    webservice: {
      title: 'Acceso directo',
      title_intel: 'Acceso desde el programa minorista',
      signing_in: 'Estamos confirmando tu acceso…',
      no_token: 'Esta dirección no trajo un código de acceso. Inicia sesión con tu usuario y contraseña.',
    },
    first_access: {
      intro: 'Confirma los datos registrados y crea tu contraseña.',
      intel_intro:
        'Participante del programa de formación minorista: confirma tus datos y crea tu contraseña de Campus.',
    },
    register_success: {
      approved: 'Tu registro está completo. Ya puedes iniciar sesión en Campus.',
      awaiting:
        'Recibimos tu registro. El gestor de la plataforma lo revisará y recibirás un aviso cuando sea aprobado.',
      sign_in: 'Ir al inicio de sesión',
    },
    pages: {
      'online-courses': 'Cursos en línea',
      trails: 'Rutas de aprendizaje',
      'presential-courses': 'Cursos presenciales',
      webinars: 'Webinarios',
      'live-classes': 'Clases en vivo',
      detail: {
        'online-courses': 'Curso en línea',
        trails: 'Ruta de aprendizaje',
        'presential-courses': 'Curso presencial',
        webinars: 'Webinario',
        'live-classes': 'Clase en vivo',
        'presential-catalogs': 'Catálogo presencial',
      },
      back_to_list: 'Volver a la lista',
      back_to_trail: 'Volver a la ruta',
      faq: 'Preguntas frecuentes',
      contact: 'Contáctanos',
      onboarding: 'Bienvenida a Campus',
      complete_register: 'Completa tu registro',
      set_password: 'Crea tu contraseña',
      recover_password: 'Restablece tu contraseña',
      request_password: 'Recuperar contraseña',
      first_access: 'Primer acceso',
      intel_first_access: 'Primer acceso: programa minorista',
      register: 'Registro',
      register_seven_trade: 'Registro de promotores',
      register_pop_trade: 'Registro de vendedores',
      register_success: 'Registro enviado',
      portfolio: 'Portafolio de formación',
      portfolio_course: 'Curso del portafolio',
      reward_store: 'Tienda de premios',
      reward_detail: 'Detalles del premio',
      points_table: 'Tabla de puntos',
      campaigns: 'Campañas',
      events: 'Eventos',
      insert_sales: 'Informar ventas',
      upload_photos: 'Enviar fotos',
    },
    programme: {
      members_only_title: 'Exclusivo para participantes del programa',
      members_only:
        'Esta página forma parte del programa de puntos, disponible para sus participantes: vendedores, propietarios y dependientes de tienda, dependientes de mostrador, promotores y pintores. Si participas y no tienes acceso, habla con el responsable de tu empresa.',
      blocked:
        'Tu acceso al programa de puntos fue suspendido por actividad contraria al reglamento. Si crees que es un error, contáctanos.',
      contact: 'Contáctanos',
      reward_store_intro: 'Canjea tus puntos por premios y sigue tus pedidos y tu extracto.',
      points_table_intro: 'Los niveles del programa y cuánto vale cada producto y cada foto de la tienda.',
      campaigns_intro: 'Elige la campaña que siguen tus puntos, tu extracto y el ranking.',
      events_intro: 'Haz check-in en los eventos del programa con el código de seis dígitos o el código QR.',
      insert_sales_intro: 'Informa tus ventas con la factura y sigue su auditoría en «Mis ventas».',
      upload_photos_intro: 'Envía una foto de la tienda de cada tipo por semana y gana puntos.',
    },
    client_pages: {
      'about-the-program': 'Sobre el programa',
      hotsite: 'Campaña destacada',
      'about-the-team': 'Sobre el equipo',
    },
    institutional: {
      about: {
        title: 'Sobre Campus',
        body:
          'Campus es la plataforma de formación corporativa que reúne en un solo lugar el desarrollo de los equipos de ventas, promotores, dueños de tienda y socios de nuestra red minorista.\n\n' +
          'Aquí haces cursos en línea a tu ritmo, sigues rutas de aprendizaje de principio a fin, participas en clases en vivo, webinarios y clases presenciales, y sigues tu progreso y tus certificados.\n\n' +
          'Campus también aloja el programa de puntos: informa tus ventas, envía fotos de la tienda, sube de nivel y canjea tus puntos por premios. Todo funciona en el ordenador y en el móvil, en portugués, inglés, español y francés.',
      },
      cookies_policy: {
        title: 'Política de cookies',
        body:
          'Las cookies son pequeños archivos que guarda el navegador. Campus usa cookies esenciales para mantener tu sesión de forma segura y recordar tu idioma, tu país y tus elecciones sobre cookies. Sin ellas la plataforma no funciona, por eso están siempre activas.\n\n' +
          'Con tu permiso, también usamos cookies de rendimiento, que nos muestran de forma agregada qué páginas se usan más y dónde hay lentitud o errores, para mejorar la plataforma. Nunca se usan con fines publicitarios.\n\n' +
          'Los datos guardados en tu dispositivo están cifrados y caducan tras un máximo de 180 días sin uso. Puedes cambiar tus preferencias en cualquier momento en «Configuración de cookies», en el pie de página, o borrar las cookies en la configuración del navegador.',
      },
      support: {
        title: 'Soporte',
        body:
          '¿Necesitas ayuda con el acceso, un curso, un certificado o el programa de puntos? Empieza por las preguntas frecuentes: responden a las dudas más comunes.\n\n' +
          'Si no encuentras la respuesta, escribe a nuestro equipo mediante el formulario de contacto, indicando el asunto y lo que ocurrió. Respondemos en un plazo de {{days}} días hábiles, al correo de tu registro.\n\n' +
          '¿Olvidaste tu contraseña? Usa «Olvidé mi contraseña» en la pantalla de inicio de sesión para recibir un enlace por correo o un código por SMS o WhatsApp.',
        contact: 'Abrir el formulario de contacto',
        sign_in: 'Inicia sesión para contactar con soporte',
      },
      privacy_policy: {
        title: 'Política de privacidad',
        body:
          'Tratamos tus datos personales conforme a la Ley General de Protección de Datos de Brasil (LGPD) y a las leyes de los países donde se desarrolla el programa, solo para ofrecer la formación, registrar tu progreso, emitir certificados y operar el programa de puntos.\n\n' +
          'Usamos los datos de tu registro (nombre, documento, contactos, empresa y tienda), tu historial de cursos y evaluaciones y, en el programa de puntos, las ventas, facturas y fotos que envías. Estos datos solo se comparten con la empresa contratante y con los socios necesarios para entregar los premios.\n\n' +
          'Puedes consultar y corregir tus datos en tu perfil, pedir una copia a soporte y eliminar tu cuenta en cualquier momento desde el menú de la cuenta. La eliminación borra o anonimiza tus datos personales y conserva solo lo que exige la ley.',
      },
      terms: {
        title: 'Términos y condiciones',
        body:
          'Al usar Campus aceptas mantener tu acceso personal e intransferible, dar información veraz en el registro y usar los contenidos solo para tu formación profesional.\n\n' +
          'En el programa de puntos, informa solo ventas reales, con su factura, dentro de los 15 días posteriores a la venta. Las ventas y fotos pueden auditarse antes de confirmar un canje, y los puntos de campaña caducan al final de cada campaña.\n\n' +
          'Las actividades contrarias al reglamento, como facturas duplicadas o fotos de otra tienda, pueden llevar a la pérdida de los puntos y al bloqueo de la cuenta. Estos términos pueden cambiar; te avisaremos en la plataforma cuando ocurra.',
      },
    },
    cookies: {
      banner_title: 'Tu privacidad',
      banner_message:
        'Campus usa cookies esenciales para mantener tu sesión y tus elecciones. Al continuar, aceptas nuestra política de cookies.',
      banner_message_optional:
        'Campus usa cookies esenciales para mantener tu sesión y, si lo permites, cookies de rendimiento para mejorar la plataforma.',
      accept: 'Entendido',
      accept_all: 'Aceptar todas',
      essential_only: 'Solo esenciales',
      preferences: 'Preferencias',
      read_policy: 'Leer la política de cookies',
      policy_title: 'Política de cookies',
      full_policy: 'Abrir la política completa',
      preferences_title: 'Preferencias de cookies',
      preferences_intro: 'Elige qué cookies puede usar Campus en este dispositivo.',
      essential: 'Cookies esenciales',
      essential_hint: 'Mantienen tu sesión, tu idioma y tus elecciones. Siempre activas.',
      optional: 'Cookies de rendimiento',
      optional_hint: 'Muestran de forma agregada cómo se usa la plataforma, para mejorarla.',
      save: 'Guardar preferencias',
      settings: 'Configuración de cookies',
    },
    account_deletion: {
      open: 'Eliminar mi cuenta',
      title: 'Eliminar mi cuenta',
      message:
        'Tus datos personales se borrarán o anonimizarán y se cerrarán todas tus sesiones. Tus puntos y certificados dejarán de estar disponibles. Esta acción no se puede deshacer.',
      confirm_label: 'Escribe tu nombre completo para confirmar',
      confirm_hint: 'Tu nombre completo: {{name}}',
      submit: 'Eliminar la cuenta definitivamente',
      cancel: 'Cancelar',
      done: 'Tu cuenta fue eliminada.',
    },
    home: {
      title: '¡Hola, {{name}}!',
      title_anonymous: 'Inicio',
      intro: 'Continúa donde lo dejaste o descubre algo nuevo.',
      banner_label: 'Destacados',
      banner_open: 'Ver «{{title}}»',
      banner_dismiss: 'Descartar «{{title}}»',
      shortcuts: 'Accesos rápidos',
      campaign: {
        title: 'Campaña',
        label: 'Campaña seleccionada',
        hint: 'Los puntos, el ranking y los premios siguen la campaña elegida.',
        placeholder: 'Elige una campaña',
        option: '{{name}} ({{begin}} a {{end}})',
        previous: '{{label}}, finalizada',
        saved: 'Campaña seleccionada: {{name}}',
        none: 'No hay ninguna campaña disponible por ahora.',
      },
    },
    faq: {
      intro: 'Encuentra respuestas sobre el acceso, los cursos, los certificados y el programa de puntos.',
      search: 'Buscar en las preguntas',
      search_button: 'Buscar',
      empty: 'No se encontró ninguna pregunta.',
    },
    contact: {
      intro:
        'Cuéntale a nuestro equipo lo que ocurrió. Respondemos en un plazo de {{days}} días hábiles al correo de tu registro.',
      subject: 'Asunto',
      subjects: {
        question: 'Duda',
        technical: 'Problema técnico',
        loyalty: 'Programa de puntos',
        content: 'Cursos y certificados',
        other: 'Otro asunto',
      },
      message: 'Mensaje',
      message_hint: 'Quedan {{count}} caracteres',
      required: 'Completa este campo.',
      send: 'Enviar mensaje',
      sending: 'Enviando…',
    },
    lounge: {
      title: 'Sala de espera del webinario',
      intro: 'Sigue aquí el inicio de la transmisión.',
      back: 'Volver al webinario',
      status: 'Estado',
      starts: 'Inicio de la transmisión',
      date_time: '{{date}} a las {{time}}',
      speaker: 'Ponente',
      subscription: 'Tu inscripción',
      subscribed: 'Inscrito',
      not_subscribed: 'No inscrito',
      statuses: {
        opened: 'Abierto',
        closed: 'Cerrado',
        offline: 'Fuera de línea',
        finished: 'Finalizado',
        no_vacancy: 'Plazas agotadas',
      },
      open_now: 'La sala está abierta: la transmisión puede empezar en cualquier momento.',
      ended: 'Esta transmisión ya terminó.',
      waiting: 'La sala se abre cerca de la hora de la transmisión. Puedes volver a esta página cuando quieras.',
    },
    partner: {
      title: 'Juntos Somos Mais',
      intro: 'Tus puntos de formación también valen en el programa de fidelización de la industria de la construcción.',
      body:
        'Los profesionales registrados en el programa asociado pueden transferir los puntos obtenidos en la formación de Campus a su cuenta de Juntos Somos Mais.\n\n' +
        'La transferencia se hace desde tu perfil, para registros activos y con una función habilitada. Los puntos transferidos deben canjearse en el programa asociado en un plazo de {{months}} meses.',
      steps_title: 'Cómo participar',
      step_1: 'Inicia sesión en Campus o regístrate.',
      step_2: 'Completa formaciones y acumula puntos.',
      step_3: 'Transfiere tus puntos a Juntos Somos Mais desde tu perfil.',
      sign_in: 'Entrar en Campus',
      register: 'Registrarme',
      go_home: 'Ir al inicio',
    },
    portfolio: {
      intro: 'Conoce la formación que ofrecemos a los equipos de ventas y a los socios minoristas.',
      highlight_1: 'Cursos en línea, rutas, webinarios y clases en vivo.',
      highlight_2: 'Un certificado por cada formación completada.',
      highlight_3: 'En el ordenador y en el móvil, en cuatro idiomas.',
      course: 'curso',
      back: 'Volver al portafolio',
      sign_in: 'Inicia sesión para ver los cursos',
      team: 'Conoce al equipo',
    },
    onboarding: {
      intro: '¡Qué bueno tenerte aquí, {{name}}! Mira en pocos pasos cómo funciona Campus.',
      step_learn_title: 'Aprende',
      step_learn:
        'Haz cursos en línea a tu ritmo, sigue rutas y participa en webinarios, clases en vivo y clases presenciales. Tu progreso queda guardado.',
      step_points_title: 'Gana puntos',
      step_points:
        'En el programa de puntos, informa tus ventas y envía fotos de la tienda para acumular puntos, subir de nivel y canjear premios.',
      step_modules_title: 'Lo que tienes disponible',
      no_modules: 'Los módulos de tu empresa aparecerán aquí en cuanto se habiliten.',
      step_help_title: '¿Necesitas ayuda?',
      step_help: 'Consulta las preguntas frecuentes o contáctanos:',
      start: 'Empezar',
    },
  },
};
