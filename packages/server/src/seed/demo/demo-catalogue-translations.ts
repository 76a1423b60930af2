import type { CatalogueItemTextField, ContentTranslations } from '../../db/schema';
import type { CatalogueItemType } from '@campus/core/schemas';
import { byLocale } from './demo-translated';
import type { Translated } from './demo-translated';

/*
 * English, Spanish and French of the demo catalogue (issue 24; docs/demo.md): online courses, trails, presential
 * courses and catalogues, webinars, live classes, podcasts with their playlists and episodes, library files and
 * news. The Portuguese stays in the rows' own columns (tests look for it); these fill their `translations`. The
 * player showcase courses and the games courses stay in their own language on purpose (the English games course
 * is English already), so the demo also shows the Portuguese fallback.
 */

/** The translations of an item's title and description. */
type ItemTexts = readonly [title: Translated, description: Translated];

/** The demo online courses (demo-courses.ts), by Portuguese title. */
const COURSES: Readonly<Record<string, ItemTexts>> = {
  'Técnicas de Vendas no Varejo': [
    ['Retail Sales Techniques', 'Técnicas de Venta en el Comercio', 'Techniques de vente en magasin'],
    [
      'Approaching, probing and presenting products in the store.',
      'Abordaje, sondeo y presentación de productos en la tienda.',
      'Aborder le client, cerner ses besoins et présenter les produits en magasin.',
    ],
  ],
  'Negociação e Fechamento': [
    ['Negotiation and Closing', 'Negociación y Cierre', 'Négociation et conclusion'],
    [
      'How to lead the negotiation and close the sale without losing margin.',
      'Cómo conducir la negociación y cerrar la venta sin perder margen.',
      'Mener la négociation et conclure la vente sans sacrifier la marge.',
    ],
  ],
  'Como Lidar com Objeções': [
    ['Handling Objections', 'Cómo Manejar las Objeciones', 'Répondre aux objections'],
    [
      'The most common customer objections and how to answer each one.',
      'Las objeciones más comunes del cliente y cómo responder a cada una.',
      'Les objections les plus fréquentes des clients et comment répondre à chacune.',
    ],
  ],
  'Venda Consultiva de Tecnologia': [
    ['Consultative Technology Selling', 'Venta Consultiva de Tecnología', 'Vente conseil en technologie'],
    [
      'Find out what the customer needs before recommending a product.',
      'Descubra la necesidad del cliente antes de recomendar el producto.',
      'Identifiez le besoin du client avant de recommander un produit.',
    ],
  ],
  'Vendas Adicionais e Acessórios': [
    ['Add-on Sales and Accessories', 'Ventas Adicionales y Accesorios', 'Ventes additionnelles et accessoires'],
    [
      'Raise the average ticket with extended warranties and accessories.',
      'Aumente el tique medio con la garantía extendida y los accesorios.',
      'Augmentez le panier moyen avec l’extension de garantie et les accessoires.',
    ],
  ],
  'Metas e Indicadores de Vendas': [
    ['Sales Targets and Metrics', 'Metas e Indicadores de Ventas', 'Objectifs et indicateurs de vente'],
    [
      'Track conversion, average ticket and target achievement.',
      'Siga la conversión, el tique medio y el cumplimiento de las metas.',
      'Suivez la conversion, le panier moyen et l’atteinte des objectifs.',
    ],
  ],
  'Venda Omnicanal': [
    ['Omnichannel Selling', 'Venta Omnicanal', 'Vente omnicanale'],
    [
      'Physical store, website and app working together.',
      'Tienda física, sitio web y aplicación trabajando juntos.',
      'Magasin, site web et application qui travaillent ensemble.',
    ],
  ],
  'Prospecção de Clientes Corporativos': [
    ['Prospecting Business Customers', 'Prospección de Clientes Corporativos', 'Prospection de clients professionnels'],
    [
      'How to find and serve small and medium-sized businesses.',
      'Cómo encontrar y atender a pequeñas y medianas empresas.',
      'Trouver et servir les petites et moyennes entreprises.',
    ],
  ],
  'Notebooks: Linhas e Diferenciais': [
    [
      'Laptops: Product Lines and Strengths',
      'Portátiles: Líneas y Diferenciales',
      'Ordinateurs portables : gammes et atouts',
    ],
    [
      'Ultrathin, business, gaming and convertible: who each line is for.',
      'Ultraligeros, corporativos, gaming y convertibles: para quién es cada línea.',
      'Ultrafins, professionnels, gaming et convertibles : à qui s’adresse chaque gamme.',
    ],
  ],
  'Processadores: Guia Essencial': [
    ['Processors: The Essential Guide', 'Procesadores: Guía Esencial', 'Processeurs : le guide essentiel'],
    [
      'Cores, threads and clock speed explained for the customer.',
      'Núcleos, hilos y frecuencia explicados para el cliente.',
      'Cœurs, threads et fréquence expliqués pour le client.',
    ],
  ],
  'Gerações de Processadores': [
    ['Processor Generations', 'Generaciones de Procesadores', 'Générations de processeurs'],
    [
      'What changes from one generation to the next and how to compare them.',
      'Qué cambia de una generación a otra y cómo compararlas.',
      'Ce qui change d’une génération à l’autre et comment les comparer.',
    ],
  ],
  'Monitores e Resolução de Tela': [
    ['Monitors and Screen Resolution', 'Monitores y Resolución de Pantalla', 'Écrans et résolution'],
    [
      'Resolution, refresh rate and IPS, VA and OLED panels.',
      'Resolución, frecuencia de actualización y paneles IPS, VA y OLED.',
      'Résolution, taux de rafraîchissement et dalles IPS, VA et OLED.',
    ],
  ],
  'Armazenamento: SSD e HD': [
    ['Storage: SSD and HDD', 'Almacenamiento: SSD y disco duro', 'Stockage : SSD et disque dur'],
    [
      'Speed, capacity and when to recommend each technology.',
      'Velocidad, capacidad y cuándo recomendar cada tecnología.',
      'Vitesse, capacité et quand recommander chaque technologie.',
    ],
  ],
  'Memória RAM Sem Mistério': [
    ['RAM Made Simple', 'Memoria RAM sin Misterios', 'La mémoire vive sans mystère'],
    [
      'How much memory each kind of customer needs.',
      'Cuánta memoria necesita cada perfil de cliente.',
      'De combien de mémoire chaque profil de client a besoin.',
    ],
  ],
  'Placas de Vídeo para Jogos': [
    ['Graphics Cards for Gaming', 'Tarjetas Gráficas para Juegos', 'Cartes graphiques pour le jeu'],
    [
      'Integrated or dedicated graphics: how to advise gamers.',
      'Gráficos integrados o dedicados: cómo orientar al jugador.',
      'Graphiques intégrés ou dédiés : comment conseiller les joueurs.',
    ],
  ],
  'Notebooks Gamer': [
    ['Gaming Laptops', 'Portátiles Gaming', 'Ordinateurs portables gaming'],
    [
      'Performance, cooling and high refresh rate screens.',
      'Rendimiento, refrigeración y pantallas de alta frecuencia.',
      'Performances, refroidissement et écrans à haute fréquence.',
    ],
  ],
  'Dispositivos 2 em 1': [
    ['2-in-1 Devices', 'Dispositivos 2 en 1', 'Appareils 2 en 1'],
    [
      'Touchscreen, pen and modes of use.',
      'Pantalla táctil, lápiz y modos de uso.',
      'Écran tactile, stylet et modes d’utilisation.',
    ],
  ],
  'Redes Wi-Fi e Conectividade': [
    ['Wi-Fi Networks and Connectivity', 'Redes Wi-Fi y Conectividad', 'Réseaux Wi-Fi et connectivité'],
    [
      'Wi-Fi 6, Bluetooth and ports: what the customer needs to know.',
      'Wi-Fi 6, Bluetooth y puertos: lo que el cliente necesita saber.',
      'Wi-Fi 6, Bluetooth et ports : ce que le client doit savoir.',
    ],
  ],
  'Atendimento ao Cliente de Excelência': [
    ['Excellent Customer Service', 'Atención al Cliente de Excelencia', 'Un service client d’excellence'],
    [
      'The basics of service that builds loyalty.',
      'Los fundamentos de una atención que fideliza.',
      'Les bases d’un service qui fidélise.',
    ],
  ],
  'Comunicação Não Violenta no Atendimento': [
    [
      'Nonviolent Communication in Customer Service',
      'Comunicación No Violenta en la Atención',
      'La communication non violente avec les clients',
    ],
    [
      'Active listening and empathy in difficult conversations.',
      'Escucha activa y empatía en conversaciones difíciles.',
      'Écoute active et empathie dans les conversations difficiles.',
    ],
  ],
  'Pós-venda e Garantia': [
    ['After-Sales and Warranty', 'Posventa y Garantía', 'Après-vente et garantie'],
    [
      'Returns, warranty and technical support without the headache.',
      'Cambios, garantía y servicio técnico sin dolores de cabeza.',
      'Échanges, garantie et service technique sans prise de tête.',
    ],
  ],
  'Atendimento a Pessoas com Deficiência': [
    [
      'Serving Customers with Disabilities',
      'Atención a Personas con Discapacidad',
      'Accueillir les personnes en situation de handicap',
    ],
    [
      'Accessibility and inclusive service in the store.',
      'Accesibilidad y atención inclusiva en la tienda.',
      'Accessibilité et accueil inclusif en magasin.',
    ],
  ],
  'Experiência do Cliente na Loja': [
    ['Customer Experience in the Store', 'Experiencia del Cliente en la Tienda', 'L’expérience client en magasin'],
    [
      'From shop window to checkout: every touchpoint counts.',
      'Del escaparate a la caja: cada punto de contacto cuenta.',
      'De la vitrine à la caisse : chaque point de contact compte.',
    ],
  ],
  'Gestão de Reclamações': [
    ['Handling Complaints', 'Gestión de Reclamaciones', 'Gestion des réclamations'],
    [
      'Turn a complaint into an opportunity.',
      'Convierta una reclamación en una oportunidad.',
      'Transformez une réclamation en opportunité.',
    ],
  ],
  'Liderança de Equipes de Loja': [
    ['Leading Store Teams', 'Liderazgo de Equipos de Tienda', 'Diriger une équipe en magasin'],
    [
      'The leader’s role in the day-to-day running of the store.',
      'El papel del líder en el día a día de la tienda.',
      'Le rôle du responsable au quotidien en magasin.',
    ],
  ],
  'Feedback que Transforma': [
    ['Feedback That Transforms', 'Feedback que Transforma', 'Un feedback qui fait grandir'],
    [
      'How to give and receive feedback constructively.',
      'Cómo dar y recibir feedback de forma constructiva.',
      'Donner et recevoir du feedback de manière constructive.',
    ],
  ],
  'Gestão do Tempo': [
    ['Time Management', 'Gestión del Tiempo', 'Gestion du temps'],
    [
      'Priorities, schedule and focus on what matters.',
      'Prioridades, agenda y foco en lo que importa.',
      'Priorités, agenda et concentration sur l’essentiel.',
    ],
  ],
  'Como Conduzir Reuniões Rápidas': [
    ['Running Quick Meetings', 'Cómo Dirigir Reuniones Rápidas', 'Animer des réunions rapides'],
    [
      '15-minute meetings that get the team aligned.',
      'Reuniones de 15 minutos que alinean al equipo.',
      'Des réunions de 15 minutes qui alignent l’équipe.',
    ],
  ],
  'Motivação e Reconhecimento': [
    ['Motivation and Recognition', 'Motivación y Reconocimiento', 'Motivation et reconnaissance'],
    [
      'Recognise results and keep the team engaged.',
      'Reconozca los resultados y mantenga al equipo comprometido.',
      'Valorisez les résultats et gardez l’équipe mobilisée.',
    ],
  ],
  'Planejamento de Escalas': [
    ['Shift Planning', 'Planificación de Turnos', 'Planification des horaires'],
    [
      'Work rotas for the busiest hours.',
      'Turnos de trabajo para las horas de mayor afluencia.',
      'Des plannings adaptés aux heures de forte affluence.',
    ],
  ],
  'LGPD no Dia a Dia da Loja': [
    ['LGPD in the Store, Day to Day', 'La LGPD en el Día a Día de la Tienda', 'La LGPD au quotidien en magasin'],
    [
      'How to handle customers’ personal data safely.',
      'Cómo tratar los datos personales de los clientes con seguridad.',
      'Traiter les données personnelles des clients en toute sécurité.',
    ],
  ],
  'Código de Conduta': [
    ['Code of Conduct', 'Código de Conducta', 'Code de conduite'],
    [
      'The values and rules that guide our work.',
      'Los valores y las reglas que orientan nuestro trabajo.',
      'Les valeurs et les règles qui guident notre travail.',
    ],
  ],
  'Prevenção a Fraudes': [
    ['Fraud Prevention', 'Prevención del Fraude', 'Prévention de la fraude'],
    [
      'Warning signs in payments and returns.',
      'Señales de alerta en pagos y cambios.',
      'Les signaux d’alerte dans les paiements et les échanges.',
    ],
  ],
  'Segurança da Informação': [
    ['Information Security', 'Seguridad de la Información', 'Sécurité de l’information'],
    [
      'Strong passwords, email scams and looking after your devices.',
      'Contraseñas seguras, estafas por correo y cuidado de los dispositivos.',
      'Mots de passe robustes, arnaques par e-mail et protection des appareils.',
    ],
  ],
  'Regras do Programa de Pontos': [
    ['Points Programme Rules', 'Reglas del Programa de Puntos', 'Règles du programme de points'],
    [
      'The programme’s deadlines, audits, levels and redemptions.',
      'Plazos, auditoría, niveles y canjes del programa.',
      'Délais, audits, niveaux et échanges du programme.',
    ],
  ],
  'Excel para o Varejo': [
    ['Excel for Retail', 'Excel para el Comercio', 'Excel pour le commerce'],
    [
      'Essential formulas to keep track of sales and stock.',
      'Fórmulas esenciales para controlar las ventas y el inventario.',
      'Les formules essentielles pour suivre les ventes et les stocks.',
    ],
  ],
  'Excel Avançado: Tabelas Dinâmicas': [
    ['Advanced Excel: Pivot Tables', 'Excel Avanzado: Tablas Dinámicas', 'Excel avancé : tableaux croisés dynamiques'],
    [
      'Analyse sales by store, product and period.',
      'Analice las ventas por tienda, producto y período.',
      'Analysez les ventes par magasin, produit et période.',
    ],
  ],
  'Ferramentas de Colaboração Online': [
    ['Online Collaboration Tools', 'Herramientas de Colaboración en Línea', 'Outils de collaboration en ligne'],
    [
      'Chat, video calls and shared documents.',
      'Chat, videollamadas y documentos compartidos.',
      'Messagerie, visioconférence et documents partagés.',
    ],
  ],
  'Inteligência Artificial no Varejo': [
    [
      'Artificial Intelligence in Retail',
      'Inteligencia Artificial en el Comercio',
      'L’intelligence artificielle dans le commerce',
    ],
    [
      'Product recommendations, demand forecasting and customer service.',
      'Recomendación de productos, previsión de la demanda y atención al cliente.',
      'Recommandation de produits, prévision de la demande et service client.',
    ],
  ],
  'Introdução à Computação em Nuvem': [
    ['Introduction to Cloud Computing', 'Introducción a la Computación en la Nube', 'Introduction au cloud'],
    [
      'What the cloud is and how it shows up in the products we sell.',
      'Qué es la nube y cómo aparece en los productos que vendemos.',
      'Ce qu’est le cloud et comment il apparaît dans les produits que nous vendons.',
    ],
  ],
  'Cibersegurança para Usuários': [
    ['Cybersecurity for Users', 'Ciberseguridad para Usuarios', 'Cybersécurité pour les utilisateurs'],
    [
      'Protect your data and your customers’ data.',
      'Proteja sus datos y los de sus clientes.',
      'Protégez vos données et celles de vos clients.',
    ],
  ],
  'Boas-vindas ao Campus': [
    ['Welcome to Campus', 'Bienvenida a Campus', 'Bienvenue sur Campus'],
    [
      'Get to know the platform, the points programme and how to make the most of every feature.',
      'Conozca la plataforma, el programa de puntos y cómo aprovechar cada recurso.',
      'Découvrez la plateforme, le programme de points et comment tirer parti de chaque fonctionnalité.',
    ],
  ],
};

/** The demo trails (demo-courses.ts), by Portuguese title. */
const TRAILS: Readonly<Record<string, ItemTexts>> = {
  'Trilha do Vendedor Iniciante': [
    ['Beginner Salesperson Trail', 'Ruta del Vendedor Principiante', 'Parcours du vendeur débutant'],
    [
      'The first steps for anyone starting out in sales.',
      'Los primeros pasos de quien está empezando en las ventas.',
      'Les premiers pas de ceux qui débutent dans la vente.',
    ],
  ],
  'Especialista em Produtos': [
    ['Product Specialist', 'Especialista en Productos', 'Expert produits'],
    [
      'Master laptops, processors and peripherals.',
      'Domine portátiles, procesadores y periféricos.',
      'Maîtrisez les ordinateurs portables, les processeurs et les périphériques.',
    ],
  ],
  'Atendimento Nota 10': [
    ['Top-Notch Service', 'Atención de Diez', 'Un accueil cinq étoiles'],
    [
      'Customer service, after-sales and customer experience.',
      'Atención, posventa y experiencia del cliente.',
      'Accueil, après-vente et expérience client.',
    ],
  ],
  'Liderança de Loja': [
    ['Store Leadership', 'Liderazgo de Tienda', 'Management de magasin'],
    ['For managers and team leaders.', 'Para gerentes y líderes de equipo.', 'Pour les gérants et les chefs d’équipe.'],
  ],
  'Compliance e Segurança': [
    ['Compliance and Security', 'Cumplimiento y Seguridad', 'Conformité et sécurité'],
    [
      'Rules, personal data and fraud prevention.',
      'Normas, datos personales y prevención del fraude.',
      'Règles, données personnelles et prévention de la fraude.',
    ],
  ],
  'Tecnologia para o Varejo': [
    ['Technology for Retail', 'Tecnología para el Comercio', 'La technologie au service du commerce'],
    [
      'Digital tools to sell and manage better.',
      'Herramientas digitales para vender y gestionar mejor.',
      'Des outils numériques pour mieux vendre et mieux gérer.',
    ],
  ],
};

/** The two descriptions of the demo presential courses (demo-live-events.ts). */
const PRESENTIAL_DESCRIPTIONS: Readonly<Record<string, Translated>> = {
  'Encontro presencial com atividades práticas e troca de experiências.': [
    'An in-person meeting with hands-on activities and a chance to share experiences.',
    'Encuentro presencial con actividades prácticas e intercambio de experiencias.',
    'Une rencontre en présentiel avec des activités pratiques et des échanges d’expériences.',
  ],
  'Encontro híbrido com atividades práticas e troca de experiências.': [
    'A hybrid meeting with hands-on activities and a chance to share experiences.',
    'Encuentro híbrido con actividades prácticas e intercambio de experiencias.',
    'Une rencontre hybride avec des activités pratiques et des échanges d’expériences.',
  ],
};

/** The demo presential courses' titles (their descriptions are {@link PRESENTIAL_DESCRIPTIONS}). */
const PRESENTIAL_TITLES: Readonly<Record<string, Translated>> = {
  'Oficina de Vitrines que Vendem': [
    'Workshop: Shop Windows That Sell',
    'Taller de Escaparates que Venden',
    'Atelier : des vitrines qui font vendre',
  ],
  'Imersão em Negociação': ['Negotiation Immersion', 'Inmersión en Negociación', 'Immersion en négociation'],
  'Workshop de Demonstração de Produtos': [
    'Product Demonstration Workshop',
    'Taller de Demostración de Productos',
    'Atelier de démonstration de produits',
  ],
  'Encontro Regional de Vendas': [
    'Regional Sales Meeting',
    'Encuentro Regional de Ventas',
    'Rencontre régionale des ventes',
  ],
  'Treinamento de Atendimento Inclusivo': [
    'Inclusive Customer Service Training',
    'Formación en Atención Inclusiva',
    'Formation à l’accueil inclusif',
  ],
  'Convenção de Lideranças': ['Leadership Convention', 'Convención de Líderes', 'Convention des managers'],
  'Avaliação Prática de Liderança': [
    'Practical Leadership Assessment',
    'Evaluación Práctica de Liderazgo',
    'Évaluation pratique du leadership',
  ],
  'Jornada de Gestão de Loja': [
    'Store Management Day',
    'Jornada de Gestión de Tienda',
    'Journée de la gestion de magasin',
  ],
  'Encontro de Líderes Convidados': [
    'Invited Leaders’ Meeting',
    'Encuentro de Líderes Invitados',
    'Rencontre des managers invités',
  ],
};

/** The demo presential catalogues. */
const PRESENTIAL_CATALOGS: Readonly<Record<string, ItemTexts>> = {
  'Oficinas Presenciais de Vendas': [
    ['In-Person Sales Workshops', 'Talleres Presenciales de Ventas', 'Ateliers de vente en présentiel'],
    [
      'Hands-on sales and customer service meetings in the main state capitals.',
      'Encuentros prácticos de ventas y atención en las principales capitales.',
      'Des rencontres pratiques de vente et d’accueil client dans les principales capitales.',
    ],
  ],
  'Encontros de Liderança': [
    ['Leadership Meetings', 'Encuentros de Liderazgo', 'Rencontres du management'],
    [
      'Conventions and practical assessments for store leaders.',
      'Convenciones y evaluaciones prácticas para líderes de tienda.',
      'Conventions et évaluations pratiques pour les responsables de magasin.',
    ],
  ],
};

/** The demo webinars' and live classes' titles (their descriptions name the host: {@link demoTransmissionTranslations}). */
const TRANSMISSION_TITLES: Readonly<Record<string, Translated>> = {
  'Lançamentos do Trimestre': ['This Quarter’s Launches', 'Lanzamientos del Trimestre', 'Les nouveautés du trimestre'],
  'Tendências do Varejo': ['Retail Trends', 'Tendencias del Comercio', 'Les tendances du commerce'],
  'Conversa com Especialistas: Processadores': [
    'Talking to the Experts: Processors',
    'Charla con Especialistas: Procesadores',
    'Entretien avec des experts : les processeurs',
  ],
  'Planejamento Comercial do Próximo Trimestre': [
    'Sales Planning for Next Quarter',
    'Planificación Comercial del Próximo Trimestre',
    'Planification commerciale du prochain trimestre',
  ],
  'Resultados da Campanha Anterior': [
    'Results of the Previous Campaign',
    'Resultados de la Campaña Anterior',
    'Résultats de la campagne précédente',
  ],
  'Como Usar o Campus': ['How to Use Campus', 'Cómo Usar Campus', 'Comment utiliser Campus'],
  'Aula ao Vivo: Negociação na Prática': [
    'Live Class: Negotiation in Practice',
    'Clase en Vivo: Negociación en la Práctica',
    'Classe en direct : la négociation en pratique',
  ],
  'Aula ao Vivo: Demonstração de Notebooks': [
    'Live Class: Laptop Demonstration',
    'Clase en Vivo: Demostración de Portátiles',
    'Classe en direct : démonstration d’ordinateurs portables',
  ],
  'Aula ao Vivo: Excel Rápido': [
    'Live Class: Quick Excel',
    'Clase en Vivo: Excel Rápido',
    'Classe en direct : Excel express',
  ],
  'Aula ao Vivo: Atendimento Omnicanal': [
    'Live Class: Omnichannel Customer Service',
    'Clase en Vivo: Atención Omnicanal',
    'Classe en direct : l’accueil client omnicanal',
  ],
  'Aula ao Vivo: Liderança em Tempos de Mudança': [
    'Live Class: Leadership in Times of Change',
    'Clase en Vivo: Liderazgo en Tiempos de Cambio',
    'Classe en direct : diriger en période de changement',
  ],
  'Aula ao Vivo: Tira-dúvidas do Programa': [
    'Live Class: Programme Q&A',
    'Clase en Vivo: Dudas sobre el Programa',
    'Classe en direct : vos questions sur le programme',
  ],
  'Aula ao Vivo: Processadores de Nova Geração': [
    'Live Class: Next-Generation Processors',
    'Clase en Vivo: Procesadores de Nueva Generación',
    'Classe en direct : les processeurs de nouvelle génération',
  ],
  'Aula ao Vivo: Vitrines que Vendem': [
    'Live Class: Shop Windows That Sell',
    'Clase en Vivo: Escaparates que Venden',
    'Classe en direct : des vitrines qui font vendre',
  ],
};

/** The demo podcasts (demo-media.ts), by Portuguese title. */
const PODCASTS: Readonly<Record<string, ItemTexts>> = {
  'Vendas em Foco': [
    ['Sales in Focus', 'Ventas en Foco', 'Objectif Vente'],
    [
      'Quick talks about sales techniques for people on the shop floor.',
      'Charlas rápidas sobre técnicas de venta para quien está en la tienda.',
      'Des échanges rapides sur les techniques de vente pour ceux qui sont en magasin.',
    ],
  ],
  'Papo de Loja': [
    ['Shop Talk', 'Charla de Tienda', 'Parlons boutique'],
    [
      'Real stories from salespeople and managers all over Brazil.',
      'Historias reales de vendedores y gerentes de todo Brasil.',
      'Des histoires vraies de vendeurs et de gérants de tout le Brésil.',
    ],
  ],
  'Tech Descomplicada': [
    ['Tech Made Simple', 'Tecnología sin Complicaciones', 'La tech sans prise de tête'],
    [
      'Technology explained without jargon, so you can explain it to the customer.',
      'Tecnología explicada sin jerga para que usted se la explique al cliente.',
      'La technologie expliquée sans jargon, pour que vous puissiez l’expliquer au client.',
    ],
  ],
  'Liderança em 15 Minutos': [
    ['Leadership in 15 Minutes', 'Liderazgo en 15 Minutos', 'Le management en 15 minutes'],
    [
      'Short tips for store leaders.',
      'Consejos breves para líderes de tienda.',
      'De courts conseils pour les responsables de magasin.',
    ],
  ],
};

/** The demo podcast playlists' titles. */
const PLAYLISTS: Readonly<Record<string, Translated>> = {
  'Temporada 1: Fundamentos': ['Season 1: The Basics', 'Temporada 1: Fundamentos', 'Saison 1 : les fondamentaux'],
  'Temporada 2: Negociação': ['Season 2: Negotiation', 'Temporada 2: Negociación', 'Saison 2 : la négociation'],
  'Histórias de balcão': ['Stories from the counter', 'Historias de mostrador', 'Histoires de comptoir'],
  'Gestão na prática': ['Management in practice', 'Gestión en la práctica', 'La gestion en pratique'],
  Processadores: ['Processors', 'Procesadores', 'Processeurs'],
  Notebooks: ['Laptops', 'Portátiles', 'Ordinateurs portables'],
  'Primeiros passos': ['First steps', 'Primeros pasos', 'Premiers pas'],
  'Equipes de alta performance': ['High-performing teams', 'Equipos de alto rendimiento', 'Des équipes performantes'],
};

/** The demo episodes' titles. */
const EPISODES: Readonly<Record<string, Translated>> = {
  'Como abordar o cliente': ['How to approach the customer', 'Cómo abordar al cliente', 'Comment aborder le client'],
  'Perguntas que vendem': ['Questions that sell', 'Preguntas que venden', 'Des questions qui font vendre'],
  'Apresentando benefícios': ['Presenting benefits', 'Presentar los beneficios', 'Présenter les avantages'],
  'Objeções de preço': ['Price objections', 'Objeciones de precio', 'Les objections sur le prix'],
  'Negociação em família': ['Negotiating with families', 'Negociar con toda la familia', 'Négocier avec une famille'],
  'Fechamento sem pressão': ['Closing without pressure', 'Cerrar sin presionar', 'Conclure sans mettre la pression'],
  'O cliente que voltou': ['The customer who came back', 'El cliente que volvió', 'Le client qui est revenu'],
  'A venda do ano': ['The sale of the year', 'La venta del año', 'La vente de l’année'],
  'Um dia de Black Friday': ['A Black Friday shift', 'Un día de Black Friday', 'Une journée de Black Friday'],
  'Montando a escala': ['Building the rota', 'Organizar los turnos', 'Établir le planning'],
  'Metas da semana': ['This week’s targets', 'Las metas de la semana', 'Les objectifs de la semaine'],
  'Reconhecendo a equipe': ['Recognising the team', 'Reconocer al equipo', 'Valoriser l’équipe'],
  'Núcleos e threads': ['Cores and threads', 'Núcleos e hilos', 'Cœurs et threads'],
  'O que muda entre gerações': [
    'What changes between generations',
    'Qué cambia entre generaciones',
    'Ce qui change d’une génération à l’autre',
  ],
  'Gráficos integrados': ['Integrated graphics', 'Gráficos integrados', 'Graphiques intégrés'],
  'Ultrafino ou gamer?': ['Ultrathin or gaming?', '¿Ultraligero o gaming?', 'Ultrafin ou gaming ?'],
  'Bateria de verdade': ['Real battery life', 'Una batería de verdad', 'Une vraie autonomie'],
  'Telas e resolução': ['Screens and resolution', 'Pantallas y resolución', 'Écrans et résolution'],
  'Virei líder, e agora?': [
    'I’m a leader now. What next?',
    'Soy líder, ¿y ahora qué?',
    'Me voilà responsable, et maintenant ?',
  ],
  'Primeira reunião com a equipe': [
    'First meeting with the team',
    'Primera reunión con el equipo',
    'Première réunion avec l’équipe',
  ],
  'Dando o primeiro feedback': ['Giving your first feedback', 'Dar el primer feedback', 'Donner son premier feedback'],
  'Metas claras': ['Clear goals', 'Metas claras', 'Des objectifs clairs'],
  'Delegar sem medo': ['Delegating without fear', 'Delegar sin miedo', 'Déléguer sans crainte'],
  'Cuidando do clima': ['Looking after the team spirit', 'Cuidar el ambiente del equipo', 'Prendre soin de l’ambiance'],
};

/** The demo library files, by Portuguese title. */
const LIBRARY: Readonly<Record<string, ItemTexts>> = {
  'Manual do Vendedor': [
    ['Salesperson’s Handbook', 'Manual del Vendedor', 'Manuel du vendeur'],
    [
      'Step by step through serving customers and recording sales.',
      'El paso a paso de la atención y del registro de ventas.',
      'L’accueil client et l’enregistrement des ventes, étape par étape.',
    ],
  ],
  'Guia de Produtos: Notebooks': [
    ['Product Guide: Laptops', 'Guía de Productos: Portátiles', 'Guide produits : ordinateurs portables'],
    [
      'The laptop lines and who each one is for.',
      'Las líneas de portátiles y para quién es cada una.',
      'Les gammes d’ordinateurs portables et à qui s’adresse chacune.',
    ],
  ],
  'Guia de Processadores': [
    ['Processor Guide', 'Guía de Procesadores', 'Guide des processeurs'],
    [
      'Cores, clock speed and generations explained.',
      'Núcleos, frecuencia y generaciones explicados.',
      'Cœurs, fréquence et générations expliqués.',
    ],
  ],
  'Manual da Loja Modelo': [
    ['Model Store Handbook', 'Manual de la Tienda Modelo', 'Manuel du magasin modèle'],
    [
      'Standards for shop windows, displays and signage.',
      'Normas de escaparate, exposición y señalización.',
      'Normes de vitrine, d’exposition et de signalétique.',
    ],
  ],
  'Checklist de Atendimento': [
    ['Customer Service Checklist', 'Lista de Control de Atención', 'Check-list de l’accueil client'],
    ['The five steps of good service.', 'Los cinco pasos de una buena atención.', 'Les cinq étapes d’un bon accueil.'],
  ],
  'Tabela de Pontos': [
    ['Points Table', 'Tabla de Puntos', 'Barème des points'],
    [
      'Points per unit sold in each category.',
      'Puntos por unidad vendida de cada categoría.',
      'Points par unité vendue dans chaque catégorie.',
    ],
  ],
  'Metas Trimestrais por Região': [
    ['Quarterly Targets by Region', 'Metas Trimestrales por Región', 'Objectifs trimestriels par région'],
    ['Target and actual for each region.', 'Meta y resultado de cada región.', 'Objectif et réalisé de chaque région.'],
  ],
  'Calendário de Treinamentos': [
    ['Training Calendar', 'Calendario de Formaciones', 'Calendrier des formations'],
    [
      'Upcoming online and in-person training.',
      'Las próximas formaciones en línea y presenciales.',
      'Les prochaines formations en ligne et en présentiel.',
    ],
  ],
  'Ranking Regional': [
    ['Regional Ranking', 'Clasificación Regional', 'Classement régional'],
    [
      'The regions’ scores in the campaign.',
      'La puntuación de las regiones en la campaña.',
      'Le score des régions dans la campagne.',
    ],
  ],
  'Infográfico da Linha de Produtos': [
    ['Product Line Infographic', 'Infografía de la Línea de Productos', 'Infographie de la gamme de produits'],
    ['The product line in one picture.', 'La línea de productos en una imagen.', 'La gamme de produits en une image.'],
  ],
  'Planograma de Vitrine': [
    ['Shop Window Planogram', 'Planograma de Escaparate', 'Planogramme de vitrine'],
    [
      'Where each product goes in the window.',
      'Dónde va cada producto en el escaparate.',
      'L’emplacement de chaque produit en vitrine.',
    ],
  ],
  'Mapa da Jornada do Cliente': [
    ['Customer Journey Map', 'Mapa del Recorrido del Cliente', 'Carte du parcours client'],
    [
      'The five stages of the buying journey.',
      'Las cinco etapas del recorrido de compra.',
      'Les cinq étapes du parcours d’achat.',
    ],
  ],
  'Identidade Visual do Programa': [
    ['Programme Visual Identity', 'Identidad Visual del Programa', 'Identité visuelle du programme'],
    [
      'The colours of the programme’s brand and how to use them.',
      'Colores y aplicaciones de la marca del programa.',
      'Couleurs et déclinaisons de la marque du programme.',
    ],
  ],
  'Política de Privacidade': [
    ['Privacy Policy', 'Política de Privacidad', 'Politique de confidentialité'],
    [
      'How we handle personal data.',
      'Cómo tratamos los datos personales.',
      'Comment nous traitons les données personnelles.',
    ],
  ],
  'Código de Conduta': [
    ['Code of Conduct', 'Código de Conducta', 'Code de conduite'],
    [
      'The programme’s values and rules.',
      'Los valores y las reglas del programa.',
      'Les valeurs et les règles du programme.',
    ],
  ],
  'Regulamento do Programa de Pontos': [
    ['Points Programme Regulations', 'Reglamento del Programa de Puntos', 'Règlement du programme de points'],
    [
      'Deadlines, audits, levels and redemptions.',
      'Plazos, auditoría, niveles y canjes.',
      'Délais, audits, niveaux et échanges.',
    ],
  ],
  'Vinheta do Programa': [
    ['Programme Jingle', 'Sintonía del Programa', 'Jingle du programme'],
    [
      'The jingle that opens our events.',
      'La sintonía de apertura de los eventos.',
      'Le jingle d’ouverture des événements.',
    ],
  ],
  'Mensagem do Diretor': [
    ['A Message from the Director', 'Mensaje del Director', 'Message du directeur'],
    [
      'A message to the team at the start of the campaign.',
      'Un mensaje para el equipo al inicio de la campaña.',
      'Un message à l’équipe au début de la campagne.',
    ],
  ],
};

/** The demo news articles' titles and summaries (their bodies: demo-news-bodies.ts). */
const NEWS: Readonly<Record<string, ItemTexts>> = {
  'Nova campanha começa com pontos em dobro': [
    [
      'New campaign starts with double points',
      'La nueva campaña empieza con puntos dobles',
      'La nouvelle campagne démarre avec des points doublés',
    ],
    [
      'Participating laptops and monitors are worth double in the first two weeks.',
      'Los portátiles y monitores participantes valen el doble en las dos primeras semanas.',
      'Les ordinateurs portables et écrans participants comptent double pendant les deux premières semaines.',
    ],
  ],
  'Aulas ao vivo com vagas abertas': [
    [
      'Live classes open for enrolment',
      'Clases en vivo con plazas disponibles',
      'Classes en direct : inscriptions ouvertes',
    ],
    [
      'Save your seat in the negotiation and shop window classes.',
      'Reserve su plaza en las clases de negociación y de escaparates.',
      'Réservez votre place aux classes de négociation et de vitrines.',
    ],
  ],
  'Trilha Especialista em Produtos atualizada': [
    [
      'Product Specialist trail updated',
      'Ruta Especialista en Productos actualizada',
      'Le parcours Expert produits mis à jour',
    ],
    [
      'New content on next-generation processors.',
      'Nuevos contenidos sobre procesadores de nueva generación.',
      'De nouveaux contenus sur les processeurs de nouvelle génération.',
    ],
  ],
  'Ranking regional: Sudeste na liderança': [
    [
      'Regional ranking: the Southeast takes the lead',
      'Clasificación regional: el Sudeste, en cabeza',
      'Classement régional : le Sud-Est en tête',
    ],
    [
      'The Southeast region has pulled ahead in the campaign scores.',
      'La región Sudeste ha tomado ventaja en la puntuación de la campaña.',
      'La région Sud-Est a pris de l’avance au score de la campagne.',
    ],
  ],
  'Conheça o podcast Tech Descomplicada': [
    [
      'Meet the Tech Made Simple podcast',
      'Conozca el pódcast Tecnología sin Complicaciones',
      'Découvrez le podcast La tech sans prise de tête',
    ],
    [
      'Short episodes about technology to explain to customers.',
      'Episodios cortos sobre tecnología para explicar al cliente.',
      'De courts épisodes sur la technologie à expliquer au client.',
    ],
  ],
  'Dicas para fotos de vitrine': [
    ['Tips for shop window photos', 'Consejos para las fotos de escaparate', 'Conseils pour les photos de vitrine'],
    [
      'How to send photos that earn points.',
      'Cómo enviar fotos que suman puntos.',
      'Comment envoyer des photos qui rapportent des points.',
    ],
  ],
  'LGPD: cuidados com os dados dos clientes': [
    [
      'LGPD: taking care of customer data',
      'LGPD: cuidado con los datos de los clientes',
      'LGPD : prendre soin des données des clients',
    ],
    [
      'A reminder about handling personal data in the store.',
      'Un recordatorio sobre el tratamiento de datos personales en la tienda.',
      'Un rappel sur le traitement des données personnelles en magasin.',
    ],
  ],
  'Resultados da campanha anterior': [
    ['Results of the previous campaign', 'Resultados de la campaña anterior', 'Résultats de la campagne précédente'],
    [
      'Over 12,000 sales reported in the quarter.',
      'Más de 12 000 ventas informadas en el trimestre.',
      'Plus de 12 000 ventes déclarées sur le trimestre.',
    ],
  ],
  'Novo curso: Inteligência Artificial no Varejo': [
    [
      'New course: Artificial Intelligence in Retail',
      'Nuevo curso: Inteligencia Artificial en el Comercio',
      'Nouveau cours : L’intelligence artificielle dans le commerce',
    ],
    [
      'Learn how AI shows up in products and in customer service.',
      'Entienda cómo aparece la IA en los productos y en la atención al cliente.',
      'Comprenez comment l’IA intervient dans les produits et le service client.',
    ],
  ],
  'Encontros presenciais nas capitais': [
    [
      'In-person meetings in the state capitals',
      'Encuentros presenciales en las capitales',
      'Rencontres en présentiel dans les capitales',
    ],
    [
      'The schedule of in-person workshops for the semester.',
      'La agenda de talleres presenciales del semestre.',
      'Le programme des ateliers en présentiel du semestre.',
    ],
  ],
  'Aplicativo com download de atividades': [
    [
      'Download activities in the app',
      'Descarga de actividades en la aplicación',
      'Téléchargez les activités dans l’application',
    ],
    [
      'Study offline by downloading activities.',
      'Estudie sin conexión descargando las actividades.',
      'Étudiez hors ligne grâce au téléchargement des activités.',
    ],
  ],
  'Boas-vindas ao Campus': [
    ['Welcome to Campus', 'Bienvenida a Campus', 'Bienvenue sur Campus'],
    [
      'The new training platform is live.',
      'La nueva plataforma de formación ya está en línea.',
      'La nouvelle plateforme de formation est en ligne.',
    ],
  ],
};

/** Item texts by kind (a title can be both a course and a library file: "Código de Conduta"). */
const ITEMS: Partial<Record<CatalogueItemType, Readonly<Record<string, ItemTexts>>>> = {
  online_course: COURSES,
  trail: TRAILS,
  presential_catalog: PRESENTIAL_CATALOGS,
  podcast: PODCASTS,
  library_file: LIBRARY,
  news: NEWS,
};

/**
 * The stored translations of a demo item of `type` (by its Portuguese title and description); none for an item
 * the demo leaves in its own language. Presential courses are found by title, their descriptions by text.
 */
export function demoItemTranslations(
  type: CatalogueItemType,
  title: string,
  description: string | undefined,
): ContentTranslations<CatalogueItemTextField> {
  const texts = ITEMS[type]?.[title];
  if (texts) return byLocale({ title: texts[0], description: texts[1] });
  const presential = type === 'presential_course' ? PRESENTIAL_TITLES[title] : undefined;
  const presentialDescription = PRESENTIAL_DESCRIPTIONS[description ?? ''];
  if (presential && presentialDescription) return byLocale({ title: presential, description: presentialDescription });
  return {};
}

/** The translations of a demo webinar or live class: its title, and its description naming the host. */
export function demoTransmissionTranslations(
  type: 'webinar' | 'live_class',
  title: string,
  host: string,
): ContentTranslations<CatalogueItemTextField> {
  const titles = TRANSMISSION_TITLES[title];
  if (!titles) return {};
  const description: Translated =
    type === 'webinar'
      ? [
          `Webinar with ${host}: new content and live questions.`,
          `Webinar con ${host}: contenido nuevo y preguntas en directo.`,
          `Webinaire avec ${host} : nouveaux contenus et questions en direct.`,
        ]
      : [
          `Live class with ${host}, with exercises and time for questions.`,
          `Clase en vivo con ${host}, con ejercicios y espacio para dudas.`,
          `Classe en direct avec ${host}, avec des exercices et du temps pour les questions.`,
        ];
  return byLocale({ title: titles, description });
}

/** The translations of a demo playlist's title. */
export function demoPlaylistTranslations(title: string): ContentTranslations<'title'> {
  const texts = PLAYLISTS[title];
  return texts ? byLocale({ title: texts }) : {};
}

/** The translations of a demo episode: its title, and its description "Episode N: title." (`number` from 1). */
export function demoEpisodeTranslations(title: string, number: number): ContentTranslations<'title' | 'description'> {
  const texts = EPISODES[title];
  if (!texts) return {};
  const [en, es, fr] = texts;
  return byLocale({
    title: texts,
    description: [`Episode ${number}: ${en}.`, `Episodio ${number}: ${es}.`, `Épisode ${number} : ${fr}.`],
  });
}

/** Every Portuguese title this file translates, by kind (the demo test checks each is a demo item). */
export const DEMO_TRANSLATED_TITLES = {
  items: Object.fromEntries(Object.entries(ITEMS).map(([type, texts]) => [type, Object.keys(texts)])),
  presential: Object.keys(PRESENTIAL_TITLES),
  transmissions: Object.keys(TRANSMISSION_TITLES),
  playlists: Object.keys(PLAYLISTS),
  episodes: Object.keys(EPISODES),
};
