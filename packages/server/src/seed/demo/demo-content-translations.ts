import type { ContentTranslations } from '../../db/schema';
import { byLocale } from './demo-translated';
import type { Translated } from './demo-translated';

/*
 * English, Spanish and French of the demo FAQ and institutional pages (docs/demo.md): the Portuguese stays in
 * the rows' own columns. The `hotsite` wildcard page is left untranslated on purpose, so the demo also shows
 * the Portuguese fallback.
 */

/** The translations of a FAQ question and its answer. */
type FaqTranslation = readonly [question: Translated, answer: Translated];

/** Demo FAQ translations, keyed by the Portuguese question. */
const FAQ: Readonly<Record<string, FaqTranslation>> = {
  'Como faço meu primeiro acesso?': [
    ['How do I sign in for the first time?', '¿Cómo hago mi primer acceso?', 'Comment faire mon premier accès ?'],
    [
      'On the login screen, choose "First access", enter your CPF and follow the instructions sent to your email.',
      'En la pantalla de inicio de sesión, elija "Primer acceso", informe su CPF y siga las instrucciones enviadas a su correo.',
      'Sur l’écran de connexion, choisissez « Premier accès », saisissez votre CPF et suivez les instructions envoyées par e-mail.',
    ],
  ],
  'Esqueci minha senha. O que faço?': [
    [
      'I forgot my password. What do I do?',
      'Olvidé mi contraseña. ¿Qué hago?',
      'J’ai oublié mon mot de passe. Que faire ?',
    ],
    [
      'Use "Forgot my password": you can get a link by email or a code by SMS or WhatsApp.',
      'Use "Olvidé mi contraseña": puede recibir un enlace por correo o un código por SMS o WhatsApp.',
      'Utilisez « Mot de passe oublié » : vous recevez un lien par e-mail ou un code par SMS ou WhatsApp.',
    ],
  ],
  'Como excluo minha conta?': [
    ['How do I delete my account?', '¿Cómo elimino mi cuenta?', 'Comment supprimer mon compte ?'],
    [
      'In your profile, choose "Delete account" and type your full name to confirm. Your data is removed or anonymised.',
      'En su perfil, elija "Eliminar cuenta" y escriba su nombre completo para confirmar. Sus datos se eliminan o anonimizan.',
      'Dans votre profil, choisissez « Supprimer le compte » et saisissez votre nom complet pour confirmer. Vos données sont supprimées ou anonymisées.',
    ],
  ],
  'Qual a diferença entre curso e trilha?': [
    [
      'What is the difference between a course and a trail?',
      '¿Cuál es la diferencia entre curso y ruta?',
      'Quelle est la différence entre un cours et un parcours ?',
    ],
    [
      'A course covers one subject. A trail brings courses, webinars, live classes and presential courses together in a sequence.',
      'Un curso trata un tema. Una ruta reúne cursos, webinars, clases en vivo y cursos presenciales en una secuencia.',
      'Un cours traite d’un sujet. Un parcours réunit des cours, des webinaires, des classes en direct et des formations en présentiel dans un ordre donné.',
    ],
  ],
  'Como me inscrevo em uma aula ao vivo?': [
    [
      'How do I enrol in a live class?',
      '¿Cómo me inscribo en una clase en vivo?',
      'Comment m’inscrire à une classe en direct ?',
    ],
    [
      'Open the class and choose "Enrol". Seats are limited: when they run out, the class shows "Sold out".',
      'Abra la clase y elija "Inscribirse". Las plazas son limitadas: cuando se agotan, la clase muestra "Plazas agotadas".',
      'Ouvrez la classe et choisissez « S’inscrire ». Les places sont limitées : quand il n’y en a plus, la classe affiche « Complet ».',
    ],
  ],
  'Posso baixar as atividades para estudar sem internet?': [
    [
      'Can I download activities to study offline?',
      '¿Puedo descargar las actividades para estudiar sin internet?',
      'Puis-je télécharger les activités pour étudier hors ligne ?',
    ],
    [
      'Yes, in the app. The download shows its progress and the activity is then available offline.',
      'Sí, en la aplicación. La descarga muestra su progreso y la actividad queda disponible sin conexión.',
      'Oui, dans l’application. Le téléchargement affiche sa progression et l’activité est ensuite disponible hors ligne.',
    ],
  ],
  'Em quanto tempo devo informar uma venda?': [
    [
      'How soon must I report a sale?',
      '¿En cuánto tiempo debo informar una venta?',
      'Dans quel délai dois-je déclarer une vente ?',
    ],
    [
      'Within 15 calendar days of the sale, always within the campaign period.',
      'Hasta 15 días corridos después de la fecha de la venta, siempre dentro del período de la campaña.',
      'Dans les 15 jours calendaires suivant la vente, toujours pendant la période de la campagne.',
    ],
  ],
  'Meus pontos podem ser auditados?': [
    ['Can my points be audited?', '¿Mis puntos pueden ser auditados?', 'Mes points peuvent-ils être audités ?'],
    [
      'Yes. Points are credited at once, but may be audited before a redemption is confirmed.',
      'Sí. Los puntos se acreditan al instante, pero pueden ser auditados antes de confirmar un canje.',
      'Oui. Les points sont crédités immédiatement, mais peuvent être audités avant la confirmation d’un échange.',
    ],
  ],
  'Quando meus pontos expiram?': [
    ['When do my points expire?', '¿Cuándo vencen mis puntos?', 'Quand mes points expirent-ils ?'],
    [
      'A campaign’s points expire when it ends. Transferred points must be redeemed within 12 months.',
      'Los puntos de una campaña vencen al final de ella. Los puntos transferidos deben canjearse en hasta 12 meses.',
      'Les points d’une campagne expirent à sa fin. Les points transférés doivent être échangés dans les 12 mois.',
    ],
  ],
  'Onde encontro meus certificados?': [
    ['Where do I find my certificates?', '¿Dónde encuentro mis certificados?', 'Où trouver mes certificats ?'],
    [
      'In your profile, under "Certificates". Each course passed gives a certificate.',
      'En su perfil, en "Certificados". Cada curso aprobado genera un certificado.',
      'Dans votre profil, sous « Certificats ». Chaque cours réussi donne un certificat.',
    ],
  ],
  'Por que não recebi o certificado de um curso?': [
    [
      'Why did I not get a course’s certificate?',
      '¿Por qué no recibí el certificado de un curso?',
      'Pourquoi n’ai-je pas reçu le certificat d’un cours ?',
    ],
    [
      'Courses with a blocking assessment give no certificate when every attempt fails.',
      'Los cursos con evaluación en modo bloqueo no generan certificado cuando todos los intentos son reprobados.',
      'Les cours avec une évaluation bloquante ne donnent pas de certificat quand toutes les tentatives échouent.',
    ],
  ],
};

/** Demo institutional page translations by slug: title and body. */
const PAGES: Readonly<Record<string, readonly [title: Translated, body: Translated]>> = {
  about: [
    ['About Campus', 'Sobre Campus', 'À propos de Campus'],
    [
      'Campus is the training platform for the retail professionals of our network.\n\nHere you find online courses, trails, live classes, webinars, podcasts and a library of materials, as well as the points programme.',
      'Campus es la plataforma de capacitación de los profesionales de venta de nuestra red.\n\nAquí encuentra cursos en línea, rutas, clases en vivo, webinars, podcasts y una biblioteca de materiales, además del programa de puntos.',
      'Campus est la plateforme de formation des professionnels de la vente de notre réseau.\n\nVous y trouvez des cours en ligne, des parcours, des classes en direct, des webinaires, des podcasts et une bibliothèque de ressources, ainsi que le programme de points.',
    ],
  ],
  'about-the-program': [
    ['About the points programme', 'Sobre el programa de puntos', 'À propos du programme de points'],
    [
      'Report your sales and send photos of the store to earn points, level up and redeem rewards.\n\nThe programme runs in selected stores in Argentina, Brazil, Canada, Chile, Colombia, Mexico and Peru.',
      'Informe sus ventas y envíe fotos de la tienda para acumular puntos, subir de nivel y canjearlos por premios.\n\nEl programa se realiza en tiendas seleccionadas de Argentina, Brasil, Canadá, Chile, Colombia, México y Perú.',
      'Déclarez vos ventes et envoyez des photos du magasin pour cumuler des points, monter de niveau et les échanger contre des cadeaux.\n\nLe programme a lieu dans des magasins sélectionnés d’Argentine, du Brésil, du Canada, du Chili, de Colombie, du Mexique et du Pérou.',
    ],
  ],
  cookies_policy: [
    ['Cookie policy', 'Política de cookies', 'Politique relative aux cookies'],
    [
      'We use essential cookies to keep your session and, if you allow them, performance cookies.\n\nYou can change your preferences at any time in the cookie settings.',
      'Usamos cookies esenciales para mantener su sesión y, si lo permite, cookies de rendimiento.\n\nPuede cambiar sus preferencias en cualquier momento en la configuración de cookies.',
      'Nous utilisons des cookies essentiels pour maintenir votre session et, si vous l’acceptez, des cookies de performance.\n\nVous pouvez modifier vos préférences à tout moment dans les paramètres des cookies.',
    ],
  ],
  support: [
    ['Support', 'Soporte', 'Assistance'],
    [
      'Talk to our team through the contact form. We answer within 7 working days.',
      'Hable con nuestro equipo mediante el formulario de contacto. Respondemos en hasta 7 días hábiles.',
      'Contactez notre équipe via le formulaire de contact. Nous répondons sous 7 jours ouvrés.',
    ],
  ],
  'privacy-policy': [
    ['Privacy policy', 'Política de privacidad', 'Politique de confidentialité'],
    [
      'We process your personal data under the LGPD and only for the purposes of the programme.\n\nYou can ask for access to, correction or deletion of your data in your profile.',
      'Tratamos sus datos personales de acuerdo con la LGPD y solo para los fines del programa.\n\nPuede solicitar el acceso, la corrección o la eliminación de sus datos en su perfil.',
      'Nous traitons vos données personnelles conformément à la LGPD et uniquement pour les besoins du programme.\n\nVous pouvez demander l’accès, la rectification ou la suppression de vos données dans votre profil.',
    ],
  ],
  'terms-and-conditions': [
    ['Terms and conditions', 'Términos y condiciones', 'Conditions générales'],
    [
      'By using Campus, you agree to report only real sales and to follow the programme rules.\n\nActivities against the rules may lead to the account being blocked.',
      'Al usar Campus, usted acepta informar solo ventas reales y respetar el reglamento del programa.\n\nLas actividades contrarias al reglamento pueden llevar al bloqueo de la cuenta.',
      'En utilisant Campus, vous vous engagez à ne déclarer que des ventes réelles et à respecter le règlement du programme.\n\nLes activités contraires au règlement peuvent entraîner le blocage du compte.',
    ],
  ],
  'about-the-team': [
    ['About the team', 'Sobre el equipo', 'À propos de l’équipe'],
    [
      'We are the corporate education and trade marketing team.',
      'Somos el equipo de educación corporativa y de trade marketing.',
      'Nous sommes l’équipe de formation en entreprise et de trade marketing.',
    ],
  ],
};

/** The stored translations of a demo FAQ question (by its Portuguese text); none for an unknown one. */
export function demoFaqTranslations(question: string): ContentTranslations<'question' | 'answer'> {
  const texts = FAQ[question];
  return texts ? byLocale({ question: texts[0], answer: texts[1] }) : {};
}

/** The stored translations of a demo institutional page; none for `hotsite`, which stays in Portuguese. */
export function demoPageTranslations(slug: string): ContentTranslations<'title' | 'body'> {
  const texts = PAGES[slug];
  return texts ? byLocale({ title: texts[0], body: texts[1] }) : {};
}
