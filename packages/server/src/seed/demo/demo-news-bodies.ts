import { plainTextToRichText } from '@campus/core/rules';
import { and, asc, eq } from 'drizzle-orm';
import { catalogueItems } from '../../db/schema';
import { saveNewsBody } from '../../news/news-bodies';
import type { NewsBodyTranslations } from '../../news/news-bodies';
import { assetUrl } from '../../shared/assets';
import type { DemoSeedContext } from './index';
import { DEMO_TRANSLATED_LOCALES } from './demo-translated';
import type { Translated } from './demo-translated';

/*
 * The demo news as rich text (issue 24; docs/demo.md): the three newest articles have sub-headings, lists, links
 * and a picture (`assets/demo/news/`), the others their paragraphs. Every body goes through `saveNewsBody`, which
 * sanitizes it with DOMPurify like any body written, with its English, Spanish and French (the titles and summaries
 * are translated in demo-catalogue-translations.ts).
 */

/** A figure with a picture of `assets/demo/news/` and its caption. */
function figure(file: string, alt: string, caption: string): string {
  return `<figure><img src="${assetUrl(`demo/news/${file}`)}" alt="${alt}"><figcaption>${caption}</figcaption></figure>`;
}

/** The rich bodies, by the article's title (the others keep their paragraphs, see `DEMO_NEWS`). */
export const DEMO_RICH_NEWS: Readonly<Record<string, string>> = {
  'Nova campanha começa com pontos em dobro': [
    '<p>A nova campanha trimestral começou, e as <strong>duas primeiras semanas</strong> valem pontos em dobro.</p>',
    figure(
      'campanha-pontos-em-dobro.svg',
      'Gráfico de barras crescentes ao lado do selo 2×',
      'Vendas de notebooks e monitores participantes valem o dobro.',
    ),
    '<h2>O que vale em dobro</h2>',
    '<ul><li>Notebooks participantes</li><li>Monitores participantes</li></ul>',
    '<h2>Como participar</h2>',
    '<ol><li>Informe cada venda com a nota fiscal.</li><li>Acompanhe os pontos no seu extrato.</li></ol>',
    '<p>Confira o regulamento na <a href="/library">biblioteca</a> e tire dúvidas nas ',
    '<a href="/faq">perguntas frequentes</a>.</p>',
    '<blockquote>Quem começa cedo chega mais longe no ranking.</blockquote>',
  ].join(''),
  'Aulas ao vivo com vagas abertas': [
    '<p>As aulas ao vivo do mês já estão com inscrições abertas.</p>',
    figure(
      'aulas-ao-vivo.svg',
      'Tela de vídeo com o sinal de transmissão ao vivo',
      'Aulas de negociação e de vitrines.',
    ),
    '<h2>Vagas limitadas</h2>',
    '<p>Quando as vagas acabarem, a aula mostrará <em>"Vagas esgotadas"</em>. ',
    'Veja a agenda em <a href="/live-classes">aulas ao vivo</a>.</p>',
  ].join(''),
  'Trilha Especialista em Produtos atualizada': [
    '<p>A trilha ganhou um novo webinar e uma aula ao vivo sobre processadores.</p>',
    figure('trilha-especialista.svg', 'Um caminho com três etapas marcadas', 'Três etapas, agora com conteúdo novo.'),
    '<h2>O que há de novo</h2>',
    '<ul><li>Webinar: processadores de nova geração</li><li>Aula ao vivo: gráficos integrados</li></ul>',
    '<h3>E o meu progresso?</h3>',
    '<p>Quem já concluiu a trilha pode rever os novos conteúdos sem perder o progresso. ',
    'Mais detalhes em <a href="https://campus.example/trilhas">campus.example</a>.</p>',
  ].join(''),
};

/** The three rich bodies in English, Spanish and French, by the article's Portuguese title. */
export const DEMO_RICH_NEWS_TRANSLATIONS: Readonly<Record<string, Translated>> = {
  'Nova campanha começa com pontos em dobro': [
    [
      '<p>The new quarterly campaign has begun, and the <strong>first two weeks</strong> are worth double points.</p>',
      figure(
        'campanha-pontos-em-dobro.svg',
        'A bar chart rising next to a 2× badge',
        'Sales of participating laptops and monitors count double.',
      ),
      '<h2>What counts double</h2>',
      '<ul><li>Participating laptops</li><li>Participating monitors</li></ul>',
      '<h2>How to take part</h2>',
      '<ol><li>Report each sale with its invoice.</li><li>Follow your points in your statement.</li></ol>',
      '<p>Read the rules in the <a href="/library">library</a> and find answers in the ',
      '<a href="/faq">frequently asked questions</a>.</p>',
      '<blockquote>Those who start early go further in the ranking.</blockquote>',
    ].join(''),
    [
      '<p>La nueva campaña trimestral ha comenzado y las <strong>dos primeras semanas</strong> valen puntos dobles.</p>',
      figure(
        'campanha-pontos-em-dobro.svg',
        'Gráfico de barras crecientes junto al sello 2×',
        'Las ventas de portátiles y monitores participantes valen el doble.',
      ),
      '<h2>Qué vale el doble</h2>',
      '<ul><li>Portátiles participantes</li><li>Monitores participantes</li></ul>',
      '<h2>Cómo participar</h2>',
      '<ol><li>Informe cada venta con su factura.</li><li>Siga sus puntos en su extracto.</li></ol>',
      '<p>Consulte el reglamento en la <a href="/library">biblioteca</a> y resuelva sus dudas en las ',
      '<a href="/faq">preguntas frecuentes</a>.</p>',
      '<blockquote>Quien empieza pronto llega más lejos en la clasificación.</blockquote>',
    ].join(''),
    [
      '<p>La nouvelle campagne trimestrielle a commencé, et les <strong>deux premières semaines</strong> rapportent des points doublés.</p>',
      figure(
        'campanha-pontos-em-dobro.svg',
        'Un graphique à barres croissantes à côté d’un badge 2×',
        'Les ventes d’ordinateurs portables et d’écrans participants comptent double.',
      ),
      '<h2>Ce qui compte double</h2>',
      '<ul><li>Les ordinateurs portables participants</li><li>Les écrans participants</li></ul>',
      '<h2>Comment participer</h2>',
      '<ol><li>Déclarez chaque vente avec sa facture.</li><li>Suivez vos points dans votre relevé.</li></ol>',
      '<p>Consultez le règlement dans la <a href="/library">bibliothèque</a> et trouvez des réponses dans la ',
      '<a href="/faq">foire aux questions</a>.</p>',
      '<blockquote>Qui commence tôt va plus loin dans le classement.</blockquote>',
    ].join(''),
  ],
  'Aulas ao vivo com vagas abertas': [
    [
      '<p>Enrolment is open for this month’s live classes.</p>',
      figure(
        'aulas-ao-vivo.svg',
        'A video screen with the live broadcast sign',
        'Negotiation and shop window classes.',
      ),
      '<h2>Limited seats</h2>',
      '<p>When the seats run out, the class will show <em>"Sold out"</em>. ',
      'See the schedule in <a href="/live-classes">live classes</a>.</p>',
    ].join(''),
    [
      '<p>Las clases en vivo del mes ya tienen las inscripciones abiertas.</p>',
      figure(
        'aulas-ao-vivo.svg',
        'Pantalla de vídeo con la señal de transmisión en directo',
        'Clases de negociación y de escaparates.',
      ),
      '<h2>Plazas limitadas</h2>',
      '<p>Cuando se agoten las plazas, la clase mostrará <em>"Plazas agotadas"</em>. ',
      'Consulte la agenda en <a href="/live-classes">clases en vivo</a>.</p>',
    ].join(''),
    [
      '<p>Les inscriptions aux classes en direct du mois sont ouvertes.</p>',
      figure(
        'aulas-ao-vivo.svg',
        'Un écran vidéo avec le signal de diffusion en direct',
        'Classes de négociation et de vitrines.',
      ),
      '<h2>Places limitées</h2>',
      '<p>Quand il n’y aura plus de places, la classe affichera <em>« Complet »</em>. ',
      'Consultez le calendrier dans <a href="/live-classes">classes en direct</a>.</p>',
    ].join(''),
  ],
  'Trilha Especialista em Produtos atualizada': [
    [
      '<p>The trail has a new webinar and a live class about processors.</p>',
      figure('trilha-especialista.svg', 'A path with three marked stages', 'Three stages, now with new content.'),
      '<h2>What is new</h2>',
      '<ul><li>Webinar: next-generation processors</li><li>Live class: integrated graphics</li></ul>',
      '<h3>What about my progress?</h3>',
      '<p>If you have already finished the trail, you can review the new content without losing your progress. ',
      'More details at <a href="https://campus.example/trilhas">campus.example</a>.</p>',
    ].join(''),
    [
      '<p>La ruta incorpora un nuevo webinar y una clase en vivo sobre procesadores.</p>',
      figure(
        'trilha-especialista.svg',
        'Un camino con tres etapas marcadas',
        'Tres etapas, ahora con contenido nuevo.',
      ),
      '<h2>Novedades</h2>',
      '<ul><li>Webinar: procesadores de nueva generación</li><li>Clase en vivo: gráficos integrados</li></ul>',
      '<h3>¿Y mi progreso?</h3>',
      '<p>Si ya terminó la ruta, puede repasar los nuevos contenidos sin perder su progreso. ',
      'Más información en <a href="https://campus.example/trilhas">campus.example</a>.</p>',
    ].join(''),
    [
      '<p>Le parcours s’enrichit d’un nouveau webinaire et d’une classe en direct sur les processeurs.</p>',
      figure(
        'trilha-especialista.svg',
        'Un chemin avec trois étapes balisées',
        'Trois étapes, avec de nouveaux contenus.',
      ),
      '<h2>Les nouveautés</h2>',
      '<ul><li>Webinaire : les processeurs de nouvelle génération</li><li>Classe en direct : les graphiques intégrés</li></ul>',
      '<h3>Et ma progression ?</h3>',
      '<p>Si vous avez déjà terminé le parcours, vous pouvez revoir les nouveaux contenus sans perdre votre progression. ',
      'Plus de détails sur <a href="https://campus.example/trilhas">campus.example</a>.</p>',
    ].join(''),
  ],
};

/** The other articles' paragraphs in English, Spanish and French, by the article's Portuguese title. */
const DEMO_NEWS_PARAGRAPHS: Readonly<Record<string, readonly Translated[]>> = {
  'Ranking regional: Sudeste na liderança': [
    [
      'The Southeast leads the campaign ranking, closely followed by the South.',
      'El Sudeste lidera la clasificación de la campaña, seguido de cerca por el Sur.',
      'Le Sud-Est mène le classement de la campagne, suivi de près par le Sud.',
    ],
    [
      'The ranking is updated in real time on your profile page.',
      'La clasificación se actualiza en tiempo real en la página de su perfil.',
      'Le classement est mis à jour en temps réel sur la page de votre profil.',
    ],
  ],
  'Conheça o podcast Tech Descomplicada': [
    [
      'The new podcast explains technology without jargon.',
      'El nuevo pódcast explica la tecnología sin jerga.',
      'Le nouveau podcast explique la technologie sans jargon.',
    ],
    [
      'Episodes last up to 20 minutes and can be played in the app.',
      'Los episodios duran hasta 20 minutos y se pueden escuchar en la aplicación.',
      'Les épisodes durent jusqu’à 20 minutes et s’écoutent dans l’application.',
    ],
  ],
  'Dicas para fotos de vitrine': [
    [
      'Each type of photo counts once per store per week.',
      'Cada tipo de foto vale una vez por tienda y por semana.',
      'Chaque type de photo compte une fois par magasin et par semaine.',
    ],
    [
      'The limit starts again on Sunday: if you have already sent one, wait until Monday.',
      'El límite se reinicia el domingo: si ya envió una, espere hasta el lunes.',
      'La limite repart le dimanche : si vous en avez déjà envoyé une, attendez le lundi.',
    ],
  ],
  'LGPD: cuidados com os dados dos clientes': [
    [
      'Ask only for the data the sale needs.',
      'Pida solo los datos necesarios para la venta.',
      'Ne demandez que les données nécessaires à la vente.',
    ],
    [
      'Never photograph customers’ documents with your phone.',
      'Nunca fotografíe los documentos de los clientes con su móvil.',
      'Ne photographiez jamais les papiers d’identité des clients avec votre téléphone.',
    ],
  ],
  'Resultados da campanha anterior': [
    [
      'The previous campaign ended with a record number of sales reported.',
      'La campaña anterior terminó con un récord de ventas informadas.',
      'La campagne précédente s’est terminée sur un record de ventes déclarées.',
    ],
    [
      'The previous campaign’s points expired when it ended: keep an eye on the deadlines.',
      'Los puntos de la campaña anterior vencieron al terminar: esté atento a los plazos.',
      'Les points de la campagne précédente ont expiré à sa fin : soyez attentif aux délais.',
    ],
  ],
  'Novo curso: Inteligência Artificial no Varejo': [
    [
      'The course shows uses of AI in product recommendations and demand forecasting.',
      'El curso muestra usos de la IA en la recomendación de productos y la previsión de la demanda.',
      'Le cours présente des usages de l’IA pour la recommandation de produits et la prévision de la demande.',
    ],
    [
      'It is part of the Technology for Retail trail.',
      'Forma parte de la ruta Tecnología para el Comercio.',
      'Il fait partie du parcours La technologie au service du commerce.',
    ],
  ],
  'Encontros presenciais nas capitais': [
    [
      'The in-person workshops will visit nine state capitals.',
      'Los talleres presenciales pasarán por nueve capitales.',
      'Les ateliers en présentiel passeront par neuf capitales.',
    ],
    [
      'Some groups are by invitation only.',
      'Algunos grupos son solo para invitados.',
      'Certains groupes sont réservés aux invités.',
    ],
  ],
  'Aplicativo com download de atividades': [
    [
      'You can now download activities in the app.',
      'Ahora puede descargar las actividades en la aplicación.',
      'Vous pouvez désormais télécharger les activités dans l’application.',
    ],
    [
      'The download shows its progress and the activity is then available offline.',
      'La descarga muestra su progreso y la actividad queda disponible sin conexión.',
      'Le téléchargement affiche sa progression et l’activité est ensuite disponible hors ligne.',
    ],
  ],
  'Boas-vindas ao Campus': [
    [
      'Campus brings together courses, trails, live classes, webinars, podcasts and the library.',
      'Campus reúne cursos, rutas, clases en vivo, webinars, pódcast y la biblioteca.',
      'Campus réunit des cours, des parcours, des classes en direct, des webinaires, des podcasts et la bibliothèque.',
    ],
    [
      'Start with the Beginner Salesperson Trail.',
      'Empiece por la Ruta del Vendedor Principiante.',
      'Commencez par le parcours du vendeur débutant.',
    ],
  ],
};

/** An article's body in en-US, es-ES and fr-FR (as HTML), by its Portuguese title; none for an unknown one. */
export function demoNewsBodyTranslations(title: string): NewsBodyTranslations {
  const rich = DEMO_RICH_NEWS_TRANSLATIONS[title];
  const paragraphs = DEMO_NEWS_PARAGRAPHS[title];
  const bodyIn = (index: number): string | undefined =>
    rich?.[index] ?? (paragraphs && plainTextToRichText(paragraphs.map((paragraph) => paragraph[index]).join('\n\n')));
  return Object.fromEntries(
    DEMO_TRANSLATED_LOCALES.flatMap((locale, index) => {
      const body = bodyIn(index);
      return body === undefined ? [] : [[locale, body]];
    }),
  );
}

/** Demo step: writes every demo article's body as sanitized rich text (`news_bodies`), in four languages. */
export async function seedDemoNewsBodies({ tx, client }: DemoSeedContext): Promise<void> {
  const news = await tx
    .select({ id: catalogueItems.id, title: catalogueItems.title, details: catalogueItems.details })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.clientId, client.id), eq(catalogueItems.type, 'news')))
    .orderBy(asc(catalogueItems.id));
  for (const article of news) {
    await saveNewsBody(
      tx,
      article.id,
      DEMO_RICH_NEWS[article.title] ?? plainTextToRichText(article.details.body ?? ''),
      demoNewsBodyTranslations(article.title),
    );
  }
}
