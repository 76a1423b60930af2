import type { CourseStatus } from '@campus/core/rules';
import { and, eq, inArray } from 'drizzle-orm';
import { assetUrl } from '../../shared/assets';
import { catalogueItems } from '../../db/schema';
import { demoCalendar } from './demo-dates';
import { createDemoRandom } from './demo-random';
import {
  demoLabels,
  insertDemoChildren,
  insertDemoItems,
  insertDemoStates,
  randomAudience,
  tagIds,
} from './demo-catalogue-items';
import type { DemoState } from './demo-catalogue-items';
import { seedDemoCourseActivities } from './demo-course-activities';
import { entryId } from './demo-site-lists';
import type { DemoSeedContext } from './index';

/** A demo online course: title, description, category code (null: none), tag codes. */
type CourseSpec = readonly [title: string, description: string, category: string | null, tags: readonly string[]];

/** The 42 demo online courses, numbered from 1 in this order (the learner's states refer to the numbers). */
export const DEMO_COURSES: readonly CourseSpec[] = [
  [
    'Técnicas de Vendas no Varejo',
    'Abordagem, sondagem e apresentação de produtos na loja.',
    'sales',
    ['varejo', 'negociacao', 'iniciante'],
  ],
  [
    'Negociação e Fechamento',
    'Como conduzir a negociação e fechar a venda sem perder a margem.',
    'sales',
    ['negociacao', 'avancado'],
  ],
  [
    'Como Lidar com Objeções',
    'As objeções mais comuns do cliente e como responder a cada uma.',
    'sales',
    ['negociacao'],
  ],
  [
    'Venda Consultiva de Tecnologia',
    'Descubra a necessidade do cliente antes de indicar o produto.',
    'sales',
    ['varejo', 'produto'],
  ],
  [
    'Vendas Adicionais e Acessórios',
    'Aumente o tíquete médio com garantia estendida e acessórios.',
    'sales',
    ['varejo'],
  ],
  [
    'Metas e Indicadores de Vendas',
    'Acompanhe conversão, tíquete médio e atingimento de metas.',
    'sales',
    ['varejo', 'avancado'],
  ],
  ['Venda Omnicanal', 'Loja física, site e aplicativo trabalhando juntos.', 'sales', ['varejo']],
  [
    'Prospecção de Clientes Corporativos',
    'Como encontrar e atender pequenas e médias empresas.',
    'sales',
    ['negociacao', 'avancado'],
  ],
  [
    'Notebooks: Linhas e Diferenciais',
    'Ultrafinos, corporativos, gamers e conversíveis: para quem é cada linha.',
    'products',
    ['notebooks', 'produto'],
  ],
  [
    'Processadores: Guia Essencial',
    'Núcleos, threads e frequência explicados para o cliente.',
    'products',
    ['processadores', 'produto', 'iniciante'],
  ],
  [
    'Gerações de Processadores',
    'O que muda de uma geração para outra e como comparar.',
    'products',
    ['processadores', 'avancado'],
  ],
  [
    'Monitores e Resolução de Tela',
    'Resolução, taxa de atualização e painéis IPS, VA e OLED.',
    'products',
    ['produto'],
  ],
  ['Armazenamento: SSD e HD', 'Velocidade, capacidade e quando indicar cada tecnologia.', 'products', ['produto']],
  [
    'Memória RAM Sem Mistério',
    'Quanto de memória cada perfil de cliente precisa.',
    'products',
    ['produto', 'iniciante'],
  ],
  [
    'Placas de Vídeo para Jogos',
    'Gráficos integrados ou dedicados: como orientar o gamer.',
    'products',
    ['produto', 'avancado'],
  ],
  ['Notebooks Gamer', 'Desempenho, refrigeração e telas de alta frequência.', 'products', ['notebooks']],
  ['Dispositivos 2 em 1', 'Tela sensível ao toque, caneta e modos de uso.', 'products', ['notebooks']],
  [
    'Redes Wi-Fi e Conectividade',
    'Wi-Fi 6, Bluetooth e portas: o que o cliente precisa saber.',
    'products',
    ['produto'],
  ],
  [
    'Atendimento ao Cliente de Excelência',
    'Os fundamentos de um atendimento que fideliza.',
    'service',
    ['atendimento', 'iniciante'],
  ],
  [
    'Comunicação Não Violenta no Atendimento',
    'Escuta ativa e empatia em conversas difíceis.',
    'service',
    ['atendimento'],
  ],
  ['Pós-venda e Garantia', 'Trocas, garantia e assistência técnica sem dor de cabeça.', 'service', ['atendimento']],
  [
    'Atendimento a Pessoas com Deficiência',
    'Acessibilidade e atendimento inclusivo na loja.',
    'service',
    ['atendimento'],
  ],
  [
    'Experiência do Cliente na Loja',
    'Da vitrine ao caixa: cada ponto de contato conta.',
    'service',
    ['atendimento', 'varejo'],
  ],
  ['Gestão de Reclamações', 'Transforme uma reclamação em uma oportunidade.', 'service', ['atendimento', 'avancado']],
  ['Liderança de Equipes de Loja', 'O papel do líder no dia a dia da loja.', 'leadership', ['lideranca']],
  ['Feedback que Transforma', 'Como dar e receber feedback de forma construtiva.', 'leadership', ['lideranca']],
  ['Gestão do Tempo', 'Prioridades, agenda e foco no que importa.', 'leadership', ['lideranca', 'iniciante']],
  ['Como Conduzir Reuniões Rápidas', 'Reuniões de 15 minutos que alinham a equipe.', 'leadership', ['lideranca']],
  ['Motivação e Reconhecimento', 'Reconheça resultados e mantenha a equipe engajada.', 'leadership', ['lideranca']],
  [
    'Planejamento de Escalas',
    'Escalas de trabalho para os horários de maior movimento.',
    'leadership',
    ['lideranca', 'avancado'],
  ],
  ['LGPD no Dia a Dia da Loja', 'Como tratar os dados pessoais dos clientes com segurança.', 'compliance', ['lgpd']],
  ['Código de Conduta', 'Os valores e as regras que orientam nosso trabalho.', 'compliance', ['iniciante']],
  ['Prevenção a Fraudes', 'Sinais de alerta em pagamentos e trocas.', 'compliance', ['avancado']],
  ['Segurança da Informação', 'Senhas fortes, golpes por e-mail e cuidados com dispositivos.', 'compliance', ['lgpd']],
  ['Regras do Programa de Pontos', 'Prazos, auditoria, níveis e resgates do programa.', 'compliance', ['iniciante']],
  ['Excel para o Varejo', 'Fórmulas essenciais para controlar vendas e estoque.', 'technology', ['iniciante']],
  ['Excel Avançado: Tabelas Dinâmicas', 'Analise as vendas por loja, produto e período.', 'technology', ['avancado']],
  ['Ferramentas de Colaboração Online', 'Chat, videochamada e documentos compartilhados.', 'technology', ['iniciante']],
  [
    'Inteligência Artificial no Varejo',
    'Recomendação de produtos, previsão de demanda e atendimento.',
    'technology',
    ['avancado'],
  ],
  [
    'Introdução à Computação em Nuvem',
    'O que é a nuvem e como ela aparece nos produtos que vendemos.',
    'technology',
    ['iniciante'],
  ],
  ['Cibersegurança para Usuários', 'Proteja seus dados e os dados dos clientes.', 'technology', ['lgpd']],
  [
    'Boas-vindas ao Campus',
    'Conheça a plataforma, o programa de pontos e como aproveitar cada recurso.',
    null,
    ['iniciante'],
  ],
];

/** The learner's state per course number: status, progress, enrolled (spec §4 Courses, every status). */
const LEARNER_COURSE_STATES: Readonly<Record<number, readonly [CourseStatus, number]>> = {
  1: ['finished', 100],
  10: ['finished', 100],
  19: ['finished', 100],
  31: ['finished', 100],
  35: ['finished', 100],
  2: ['in_progress', 45],
  9: ['in_progress', 70],
  20: ['in_progress', 30],
  25: ['in_progress', 15],
  36: ['in_progress', 60],
  33: ['blocked', 50],
  11: ['reproved', 80],
  3: ['restarted', 10],
  32: ['improved', 100],
  4: ['not_started', 0],
  12: ['not_started', 0],
  26: ['not_started', 0],
};

/** Course numbers the learner marked as favourites. */
const LEARNER_FAVOURITE_COURSES = [1, 2, 9, 10, 25, 39];

/** A demo trail: title, description, category code, course numbers in order. */
type TrailSpec = readonly [title: string, description: string, category: string, courses: readonly number[]];

/** The six demo trails (their webinars, live classes and presential catalogues are added by the events step). */
export const DEMO_TRAILS: readonly TrailSpec[] = [
  [
    'Trilha do Vendedor Iniciante',
    'Os primeiros passos de quem está começando nas vendas.',
    'sales',
    [42, 1, 3, 5, 19, 35],
  ],
  ['Especialista em Produtos', 'Domine notebooks, processadores e periféricos.', 'products', [9, 10, 11, 12, 13, 14]],
  ['Atendimento Nota 10', 'Atendimento, pós-venda e experiência do cliente.', 'service', [19, 20, 21, 23, 24]],
  ['Liderança de Loja', 'Para gerentes e líderes de equipe.', 'leadership', [25, 26, 27, 28, 29, 30]],
  ['Compliance e Segurança', 'Regras, dados pessoais e prevenção a fraudes.', 'compliance', [31, 32, 33, 34]],
  [
    'Tecnologia para o Varejo',
    'Ferramentas digitais para vender e gerir melhor.',
    'technology',
    [36, 37, 38, 39, 40, 41],
  ],
];

/** Seed of the demo's random choices (audiences, workloads). */
const COURSES_SEED = 2026_01;

/**
 * Demo step: 42 online courses and 6 trails, with the learner's progress in every status of spec §4 and
 * a few states of the sales agent; each course with its activities, in states that agree with the course's.
 */
export async function seedDemoCourses({ tx, client, users }: DemoSeedContext): Promise<void> {
  const random = createDemoRandom(COURSES_SEED);
  const calendar = demoCalendar();
  const labels = await demoLabels(tx, client.id);
  const courseIds = await insertDemoItems(
    tx,
    client.id,
    DEMO_COURSES.map(([title, description, category, tags], index) => {
      // Every seventh course is offered for a limited period, around today.
      const dated = index % 7 === 3;
      return {
        type: 'online_course' as const,
        title,
        description,
        image: assetUrl(`demo/covers/cover-${(index % 8) + 1}.svg`),
        categoryId: category === null ? null : entryId(labels.categories, category),
        workloadMinutes: random.int(2, 16) * 15,
        position: index + 1,
        ...(dated ? { beginAt: calendar.at(-60 + index, 0), endAt: calendar.at(60 + index, 23, 59) } : {}),
        labels: [...randomAudience(random, labels), ...tagIds(labels, tags)],
      };
    }),
  );
  const course = (number: number) => courseIds[number - 1] ?? 0;

  const trailIds = await insertDemoItems(
    tx,
    client.id,
    DEMO_TRAILS.map(([title, description, category, courses], index) => ({
      type: 'trail' as const,
      title,
      description,
      image: assetUrl(`demo/covers/cover-${((index + 3) % 8) + 1}.svg`),
      categoryId: entryId(labels.categories, category),
      workloadMinutes: courses.length * 60,
      position: index + 1,
      labels: randomAudience(random, labels),
    })),
  );
  for (const [index, [, , , courses]] of DEMO_TRAILS.entries()) {
    await insertDemoChildren(tx, trailIds[index] ?? 0, courses.map(course));
  }

  const learner = users.learner.id;
  const favourites = new Set(LEARNER_FAVOURITE_COURSES);
  const states: DemoState[] = DEMO_COURSES.flatMap((_spec, index): DemoState[] => {
    const number = index + 1;
    const state = LEARNER_COURSE_STATES[number];
    if (!state && !favourites.has(number)) return [];
    return [
      {
        userId: learner,
        itemId: course(number),
        favorite: favourites.has(number),
        enrolled: state !== undefined,
        ...(state ? { status: state[0], progress: state[1] } : {}),
      },
    ];
  });
  const trail = (number: number) => trailIds[number - 1] ?? 0;
  states.push(
    { userId: learner, itemId: trail(1), enrolled: true, status: 'in_progress', progress: 60 },
    { userId: learner, itemId: trail(2), enrolled: true },
    { userId: learner, itemId: trail(3), favorite: true },
    { userId: learner, itemId: trail(5), enrolled: true, status: 'finished', progress: 100 },
    { userId: users.agent.id, itemId: course(1), enrolled: true, status: 'finished', progress: 100 },
    { userId: users.agent.id, itemId: course(5), enrolled: true, status: 'in_progress', progress: 35 },
    { userId: users.agent.id, itemId: course(9), favorite: true },
    { userId: users.owner.id, itemId: course(25), enrolled: true, status: 'in_progress', progress: 80 },
  );
  await insertDemoStates(tx, states);
  await seedDemoCourseActivities(tx, courseIds, states, (number) => LEARNER_COURSE_STATES[number]?.[0]);
}

/** The demo trails' ids by number (1–6), for the events step that adds webinars and live classes to them. */
export async function demoTrailIds(context: DemoSeedContext): Promise<number[]> {
  const rows = await context.tx
    .select({ id: catalogueItems.id, title: catalogueItems.title })
    .from(catalogueItems)
    .where(
      and(
        eq(catalogueItems.clientId, context.client.id),
        eq(catalogueItems.type, 'trail'),
        inArray(
          catalogueItems.title,
          DEMO_TRAILS.map(([title]) => title),
        ),
      ),
    );
  const byTitle = new Map(rows.map((row) => [row.title, row.id]));
  return DEMO_TRAILS.map(([title]) => byTitle.get(title) ?? 0);
}
