import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '@campus/core';
import {
  catalogueItems,
  forumModerationActions,
  forumReplies,
  forumReports,
  forums,
  forumTopics,
} from '../../db/schema';
import type { LocalizedNames } from '../../db/schema';
import { demoCalendar } from './demo-dates';
import type { DemoSeedContext } from './index';
import type { DemoUsername } from './demo-users';

/*
 * The demo's forum (issue 24; docs/demo.md "Forum"): two platform forums and the forum of the first online course,
 * titles in the four languages; topics and replies by several demo people, each in the language they wrote in (most
 * in Portuguese, some in English, Spanish and French); one spam reply reported by Carla, waiting in the moderator's
 * queue; one topic a moderator closed (audited). The browser test uses the open topics "Como vocês organizam a
 * vitrine da loja?" (pt-BR) and "Tips for your first week on the platform" (en-US).
 */

const tr = (ptBR: string, enUS: string, esES: string, frFR: string): LocalizedNames => ({
  'pt-BR': ptBR,
  'en-US': enUS,
  'es-ES': esES,
  'fr-FR': frFR,
});

/** A reply: its author, text and language, and who reported it (once each). */
interface DemoReply {
  readonly by: DemoUsername;
  readonly body: string;
  readonly locale?: Locale;
  readonly reportedBy?: DemoUsername;
}

/** A topic: its forum, author, language, title, body, replies; `closed` by the moderator. */
interface DemoTopic {
  readonly forum: 'general' | 'sales' | 'course';
  readonly by: DemoUsername;
  readonly locale: Locale;
  readonly title: string;
  readonly body: string;
  readonly replies: readonly DemoReply[];
  readonly closed?: boolean;
  /** Days before the seed day it was opened. */
  readonly daysAgo: number;
}

/** The demo topics, the most recently active last. */
export const DEMO_FORUM_TOPICS: readonly DemoTopic[] = [
  {
    forum: 'general',
    by: 'admin',
    locale: 'pt-BR',
    title: 'Manutenção programada no sábado',
    body: 'A plataforma ficará indisponível no sábado, das 2h às 4h, para manutenção. Obrigado pela compreensão!',
    replies: [{ by: 'agent', body: 'Obrigado pelo aviso!' }],
    closed: true,
    daysAgo: 20,
  },
  {
    forum: 'general',
    by: 'instructor',
    locale: 'fr-FR',
    title: 'Bienvenue aux nouveaux membres',
    body: 'Présentez-vous ici : votre magasin, votre ville et ce que vous voulez apprendre cette année.',
    replies: [{ by: 'admin', locale: 'fr-FR', body: 'Bienvenue à tous ! N’hésitez pas à poser vos questions.' }],
    daysAgo: 14,
  },
  {
    forum: 'general',
    by: 'owner',
    locale: 'es-ES',
    title: '¿Alguien hizo el curso de negociación?',
    body: 'Estoy pensando en inscribirme en «Negociación y Cierre». ¿Vale la pena para quien atiende en tienda?',
    replies: [
      {
        by: 'instructor',
        locale: 'es-ES',
        body: 'Sí: el módulo de objeciones es muy práctico. Empieza por los ejercicios del final.',
      },
    ],
    daysAgo: 10,
  },
  {
    forum: 'sales',
    by: 'agent',
    locale: 'pt-BR',
    title: 'Abordagem ao cliente: o que funciona?',
    body: 'Vocês começam perguntando o que o cliente procura ou mostrando as novidades? Quero testar as duas.',
    replies: [
      { by: 'owner', body: 'Na minha loja, perguntar primeiro funciona melhor: o cliente se sente ouvido.' },
      { by: 'learner', body: 'Eu mostro uma novidade só depois de entender a necessidade.' },
    ],
    daysAgo: 8,
  },
  {
    forum: 'general',
    by: 'agent',
    locale: 'pt-BR',
    title: 'Promoções de fim de mês',
    body: 'Quais promoções deram mais resultado para vocês no fim do mês passado?',
    replies: [
      { by: 'owner', body: 'Leve 3, pague 2 nas tintas de 18 litros: vendeu o estoque em dois dias.' },
      {
        by: 'auditor',
        body: 'GANHE DINHEIRO RÁPIDO!!! Clique no link da minha bio e compre seguidores baratos.',
        reportedBy: 'owner',
      },
      { by: 'instructor', body: 'Lembrem de registrar as vendas da promoção no mesmo dia para pontuar.' },
    ],
    daysAgo: 6,
  },
  {
    forum: 'course',
    by: 'learner',
    locale: 'pt-BR',
    title: 'Dúvida sobre a etapa de sondagem',
    body: 'Na etapa de sondagem, quantas perguntas abertas vocês fazem antes de apresentar o produto?',
    replies: [{ by: 'instructor', body: 'Duas ou três costumam bastar. O importante é ouvir a resposta inteira.' }],
    daysAgo: 4,
  },
  {
    forum: 'general',
    by: 'instructor',
    locale: 'en-US',
    title: 'Tips for your first week on the platform',
    body: 'Start with one online course, turn on notifications, and check the ranking on Fridays. What else helps?',
    replies: [
      { by: 'owner', locale: 'en-US', body: 'Download the course files so you can study offline on the bus.' },
      { by: 'agent', locale: 'en-US', body: 'Report your sales the same day: the points show up at once.' },
    ],
    daysAgo: 3,
  },
  {
    forum: 'general',
    by: 'owner',
    locale: 'pt-BR',
    title: 'Como vocês organizam a vitrine da loja?',
    body: 'Troquei a vitrine esta semana e queria ideias: vocês organizam por cor, por marca ou por preço?',
    replies: [
      { by: 'agent', body: 'Por cor chama mais atenção de quem passa na calçada.' },
      { by: 'instructor', body: 'Deixem os lançamentos na altura dos olhos e os mais vendidos perto do caixa.' },
    ],
    daysAgo: 2,
  },
];

/** Seeds the demo forum (see the module comment). */
export async function seedDemoForum({ tx, client, users }: DemoSeedContext): Promise<void> {
  const calendar = demoCalendar();
  const [course] = await tx
    .select({ id: catalogueItems.id })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.clientId, client.id), eq(catalogueItems.type, 'online_course')))
    .orderBy(asc(catalogueItems.id))
    .limit(1);
  const forumRows = await tx
    .insert(forums)
    .values([
      {
        clientId: client.id,
        titles: tr('Geral', 'General', 'General', 'Général'),
        descriptions: tr(
          'Conversas sobre a plataforma, os treinamentos e o dia a dia na loja.',
          'Talk about the platform, the trainings and everyday life in the store.',
          'Conversaciones sobre la plataforma, las formaciones y el día a día en la tienda.',
          'Échanges sur la plateforme, les formations et le quotidien en magasin.',
        ),
        position: 0,
      },
      {
        clientId: client.id,
        titles: tr('Dicas de vendas', 'Sales tips', 'Consejos de venta', 'Conseils de vente'),
        descriptions: tr(
          'O que funciona no atendimento e no fechamento.',
          'What works when serving customers and closing sales.',
          'Lo que funciona en la atención y el cierre.',
          'Ce qui marche pour accueillir et conclure.',
        ),
        position: 1,
      },
      ...(course
        ? [
            {
              clientId: client.id,
              itemId: course.id,
              titles: tr('Fórum do curso', 'Course forum', 'Foro del curso', 'Forum du cours'),
              descriptions: tr(
                'Dúvidas e trocas sobre este curso.',
                'Questions and ideas about this course.',
                'Dudas e ideas sobre este curso.',
                'Questions et idées sur ce cours.',
              ),
              position: 2,
            },
          ]
        : []),
    ])
    .returning({ id: forums.id });
  const forumIds = { general: forumRows[0]?.id, sales: forumRows[1]?.id, course: forumRows[2]?.id };

  for (const topic of DEMO_FORUM_TOPICS) {
    const forumId = forumIds[topic.forum];
    if (forumId === undefined) continue;
    const openedAt = calendar.at(-topic.daysAgo, 9);
    const lastActivityAt = calendar.at(-topic.daysAgo, 10 + topic.replies.length);
    const [row] = await tx
      .insert(forumTopics)
      .values({
        forumId,
        authorId: users[topic.by].id,
        title: topic.title,
        body: topic.body,
        locale: topic.locale,
        status: topic.closed ? 'closed' : 'open',
        createdAt: openedAt,
        lastActivityAt,
      })
      .returning({ id: forumTopics.id });
    if (!row) continue;
    for (const [index, reply] of topic.replies.entries()) {
      const [replyRow] = await tx
        .insert(forumReplies)
        .values({
          topicId: row.id,
          authorId: users[reply.by].id,
          body: reply.body,
          locale: reply.locale ?? topic.locale,
          createdAt: calendar.at(-topic.daysAgo, 10 + index, 15),
        })
        .returning({ id: forumReplies.id });
      if (replyRow && reply.reportedBy) {
        await tx.insert(forumReports).values({
          clientId: client.id,
          reporterId: users[reply.reportedBy].id,
          topicId: row.id,
          replyId: replyRow.id,
          reason: 'spam',
          details: 'Propaganda e link suspeito.',
          createdAt: calendar.at(-topic.daysAgo, 18),
        });
      }
    }
    if (topic.closed) {
      await tx.insert(forumModerationActions).values({
        clientId: client.id,
        moderatorId: users.moderator.id,
        action: 'status_changed',
        topicId: row.id,
        fromStatus: 'open',
        toStatus: 'closed',
        note: 'Aviso encerrado.',
        createdAt: calendar.at(-topic.daysAgo + 1, 9),
      });
    }
  }
}
