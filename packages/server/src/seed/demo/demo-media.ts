import { statSync } from 'node:fs';
import { join } from 'node:path';
import { ASSETS_DIR, assetUrl } from '../../shared/assets';
import { podcastEpisodes, podcastPlaylists } from '../../db/schema';
import { demoEpisodeTranslations, demoPlaylistTranslations } from './demo-catalogue-translations';
import { demoCalendar } from './demo-dates';
import { createDemoRandom } from './demo-random';
import { demoLabels, insertDemoItems, insertDemoStates, randomAudience, tagIds } from './demo-catalogue-items';
import { entryId } from './demo-site-lists';
import type { DemoSeedContext } from './index';

/** A demo podcast: title, description, author, tag codes, playlists with their episode titles. */
type PodcastSpec = readonly [
  title: string,
  description: string,
  author: string,
  tags: readonly string[],
  playlists: readonly (readonly [title: string, episodes: readonly string[]])[],
];

/** The four demo podcasts, each with two playlists of three episodes. */
export const DEMO_PODCASTS: readonly PodcastSpec[] = [
  [
    'Vendas em Foco',
    'Conversas rápidas sobre técnicas de venda para quem está na loja.',
    'Equipe de Trade Marketing',
    ['varejo', 'negociacao'],
    [
      ['Temporada 1: Fundamentos', ['Como abordar o cliente', 'Perguntas que vendem', 'Apresentando benefícios']],
      ['Temporada 2: Negociação', ['Objeções de preço', 'Negociação em família', 'Fechamento sem pressão']],
    ],
  ],
  [
    'Papo de Loja',
    'Histórias reais de vendedores e gerentes de todo o Brasil.',
    'Comunidade Campus',
    ['varejo', 'atendimento'],
    [
      ['Histórias de balcão', ['O cliente que voltou', 'A venda do ano', 'Um dia de Black Friday']],
      ['Gestão na prática', ['Montando a escala', 'Metas da semana', 'Reconhecendo a equipe']],
    ],
  ],
  [
    'Tech Descomplicada',
    'Tecnologia explicada sem jargão para você explicar ao cliente.',
    'Juliana Prado',
    ['produto', 'processadores', 'notebooks'],
    [
      ['Processadores', ['Núcleos e threads', 'O que muda entre gerações', 'Gráficos integrados']],
      ['Notebooks', ['Ultrafino ou gamer?', 'Bateria de verdade', 'Telas e resolução']],
    ],
  ],
  [
    'Liderança em 15 Minutos',
    'Dicas curtas para líderes de loja.',
    'Paulo Henrique',
    ['lideranca'],
    [
      ['Primeiros passos', ['Virei líder, e agora?', 'Primeira reunião com a equipe', 'Dando o primeiro feedback']],
      ['Equipes de alta performance', ['Metas claras', 'Delegar sem medo', 'Cuidando do clima']],
    ],
  ],
];

/** A demo library file: title, description, file name (in assets/demo/library), category, extension, tags. */
type LibrarySpec = readonly [
  title: string,
  description: string,
  file: string,
  category: string,
  tags: readonly string[],
];

/** The eighteen demo library files, across five categories and six extensions. */
export const DEMO_LIBRARY: readonly LibrarySpec[] = [
  [
    'Manual do Vendedor',
    'O passo a passo do atendimento e do registro de vendas.',
    'manual-do-vendedor.pdf',
    'manuals',
    ['varejo'],
  ],
  [
    'Guia de Produtos: Notebooks',
    'As linhas de notebooks e para quem é cada uma.',
    'guia-de-produtos-notebooks.pdf',
    'manuals',
    ['notebooks'],
  ],
  [
    'Guia de Processadores',
    'Núcleos, frequência e gerações explicados.',
    'guia-de-processadores.pdf',
    'manuals',
    ['processadores'],
  ],
  [
    'Manual da Loja Modelo',
    'Padrões de vitrine, exposição e sinalização.',
    'manual-da-loja-modelo.pdf',
    'manuals',
    ['varejo'],
  ],
  [
    'Checklist de Atendimento',
    'Os cinco passos de um bom atendimento.',
    'checklist-de-atendimento.txt',
    'manuals',
    ['atendimento'],
  ],
  [
    'Tabela de Pontos',
    'Pontos por unidade vendida de cada categoria.',
    'tabela-de-pontos.csv',
    'spreadsheets',
    ['varejo'],
  ],
  [
    'Metas Trimestrais por Região',
    'Meta e realizado de cada região.',
    'metas-trimestrais.csv',
    'spreadsheets',
    ['varejo'],
  ],
  [
    'Calendário de Treinamentos',
    'Os próximos treinamentos online e presenciais.',
    'calendario-de-treinamentos.csv',
    'spreadsheets',
    ['iniciante'],
  ],
  ['Ranking Regional', 'A pontuação das regiões na campanha.', 'ranking-regional.csv', 'spreadsheets', ['varejo']],
  [
    'Infográfico da Linha de Produtos',
    'A linha de produtos em uma imagem.',
    'infografico-linha-de-produtos.png',
    'presentations',
    ['produto'],
  ],
  [
    'Planograma de Vitrine',
    'Onde cada produto fica na vitrine.',
    'planograma-de-vitrine.png',
    'presentations',
    ['varejo'],
  ],
  [
    'Mapa da Jornada do Cliente',
    'As cinco etapas da jornada de compra.',
    'mapa-da-jornada-do-cliente.svg',
    'presentations',
    ['atendimento'],
  ],
  [
    'Identidade Visual do Programa',
    'Cores e aplicações da marca do programa.',
    'identidade-visual.svg',
    'presentations',
    [],
  ],
  ['Política de Privacidade', 'Como tratamos os dados pessoais.', 'politica-de-privacidade.txt', 'policies', ['lgpd']],
  ['Código de Conduta', 'Os valores e as regras do programa.', 'codigo-de-conduta.txt', 'policies', []],
  [
    'Regulamento do Programa de Pontos',
    'Prazos, auditoria, níveis e resgates.',
    'regulamento-do-programa.pdf',
    'policies',
    ['iniciante'],
  ],
  ['Vinheta do Programa', 'A vinheta de abertura dos eventos.', 'vinheta-do-programa.wav', 'media', []],
  [
    'Mensagem do Diretor',
    'Uma mensagem para a equipe no início da campanha.',
    'mensagem-do-diretor.wav',
    'media',
    ['lideranca'],
  ],
];

/** A demo news article: title, summary, tag codes, days before the seed day, body paragraphs. */
type NewsSpec = readonly [
  title: string,
  summary: string,
  tags: readonly string[],
  daysAgo: number,
  body: readonly string[],
];

/** The twelve demo news articles, newest first. */
export const DEMO_NEWS: readonly NewsSpec[] = [
  [
    'Nova campanha começa com pontos em dobro',
    'Notebooks e monitores participantes valem o dobro nas duas primeiras semanas.',
    ['varejo'],
    1,
    [
      'A nova campanha trimestral começou.',
      'Nas duas primeiras semanas, vendas de notebooks e monitores participantes valem pontos em dobro. Confira o regulamento na biblioteca.',
    ],
  ],
  [
    'Aulas ao vivo com vagas abertas',
    'Garanta sua vaga nas aulas de negociação e de vitrines.',
    ['negociacao'],
    3,
    [
      'As aulas ao vivo do mês já estão com inscrições abertas.',
      'As vagas são limitadas: quando acabarem, a aula mostrará "Vagas esgotadas".',
    ],
  ],
  [
    'Trilha Especialista em Produtos atualizada',
    'Novos conteúdos sobre processadores de nova geração.',
    ['produto', 'processadores'],
    6,
    [
      'A trilha ganhou um novo webinar e uma aula ao vivo sobre processadores.',
      'Quem já concluiu a trilha pode rever os novos conteúdos sem perder o progresso.',
    ],
  ],
  [
    'Ranking regional: Sudeste na liderança',
    'A região Sudeste abriu vantagem na pontuação da campanha.',
    ['varejo'],
    9,
    [
      'O Sudeste lidera o ranking da campanha, seguido de perto pelo Sul.',
      'O ranking é atualizado em tempo real na página do seu perfil.',
    ],
  ],
  [
    'Conheça o podcast Tech Descomplicada',
    'Episódios curtos sobre tecnologia para explicar ao cliente.',
    ['produto'],
    12,
    [
      'O novo podcast explica tecnologia sem jargão.',
      'Os episódios têm até 20 minutos e podem ser ouvidos no aplicativo.',
    ],
  ],
  [
    'Dicas para fotos de vitrine',
    'Como enviar fotos que contam pontos.',
    ['varejo'],
    16,
    [
      'Cada tipo de foto vale uma vez por loja por semana.',
      'O limite recomeça no domingo: se já enviou, aguarde até segunda-feira.',
    ],
  ],
  [
    'LGPD: cuidados com os dados dos clientes',
    'Um lembrete sobre o tratamento de dados pessoais na loja.',
    ['lgpd'],
    20,
    ['Peça apenas os dados necessários para a venda.', 'Nunca fotografe documentos dos clientes com o seu celular.'],
  ],
  [
    'Resultados da campanha anterior',
    'Mais de 12 mil vendas informadas no trimestre.',
    ['varejo'],
    25,
    [
      'A campanha anterior terminou com recorde de vendas informadas.',
      'Os pontos da campanha anterior expiraram no fim dela: fique atento aos prazos.',
    ],
  ],
  [
    'Novo curso: Inteligência Artificial no Varejo',
    'Entenda como a IA aparece nos produtos e no atendimento.',
    ['avancado'],
    31,
    [
      'O curso mostra usos de IA em recomendação de produtos e previsão de demanda.',
      'Ele faz parte da trilha Tecnologia para o Varejo.',
    ],
  ],
  [
    'Encontros presenciais nas capitais',
    'A agenda de oficinas presenciais do semestre.',
    ['varejo'],
    38,
    ['As oficinas presenciais vão passar por nove capitais.', 'Algumas turmas são apenas para convidados.'],
  ],
  [
    'Aplicativo com download de atividades',
    'Estude sem internet com o download de atividades.',
    ['iniciante'],
    46,
    [
      'Agora você pode baixar as atividades no aplicativo.',
      'O download mostra o progresso e a atividade fica disponível offline.',
    ],
  ],
  [
    'Boas-vindas ao Campus',
    'A nova plataforma de treinamento está no ar.',
    ['iniciante'],
    58,
    [
      'O Campus reúne cursos, trilhas, aulas ao vivo, webinars, podcasts e a biblioteca.',
      'Comece pela trilha do Vendedor Iniciante.',
    ],
  ],
];

/** Seed of this step's random choices. */
const MEDIA_SEED = 2026_03;

/** File extension → the `library_file_extensions` code. */
function extensionCode(file: string): string {
  return file.slice(file.lastIndexOf('.') + 1);
}

/** Demo step: podcasts with playlists and episodes, library files (real files in assets), news. */
export async function seedDemoMedia({ tx, client, users }: DemoSeedContext): Promise<void> {
  const random = createDemoRandom(MEDIA_SEED);
  const calendar = demoCalendar();
  const labels = await demoLabels(tx, client.id);
  const cover = (index: number) => assetUrl(`demo/covers/cover-${(index % 8) + 1}.svg`);

  const podcastIds = await insertDemoItems(
    tx,
    client.id,
    DEMO_PODCASTS.map(([title, description, author, tags], index) => ({
      type: 'podcast' as const,
      title,
      description,
      image: cover(index + 1),
      position: index + 1,
      details: { author },
      labels: tagIds(labels, tags),
    })),
  );
  for (const [podcastIndex, [, , , , playlists]] of DEMO_PODCASTS.entries()) {
    const playlistRows = await tx
      .insert(podcastPlaylists)
      .values(
        playlists.map(([title], position) => ({
          podcastId: podcastIds[podcastIndex] ?? 0,
          title,
          translations: demoPlaylistTranslations(title),
          position,
        })),
      )
      .returning({ id: podcastPlaylists.id });
    await tx.insert(podcastEpisodes).values(
      playlists.flatMap(([, episodes], playlistIndex) =>
        episodes.map((title, position) => ({
          playlistId: playlistRows[playlistIndex]?.id ?? 0,
          title,
          description: `Episódio ${position + 1}: ${title.toLowerCase()}.`,
          translations: demoEpisodeTranslations(title, position + 1),
          audioUrl: assetUrl(`demo/audio/episode-${(position % 3) + 1}.wav`),
          durationSeconds: random.int(10, 30) * 60,
          position,
        })),
      ),
    );
  }

  const libraryIds = await insertDemoItems(
    tx,
    client.id,
    DEMO_LIBRARY.map(([title, description, file, category, tags], index) => ({
      type: 'library_file' as const,
      title,
      description,
      categoryId: entryId(labels.libraryCategories, category),
      extensionId: entryId(labels.extensions, extensionCode(file)),
      // The day it was published, shown in the file's detail (issue 24): a few days apart, the first the newest.
      beginAt: calendar.at(-(10 + index * 4), 9),
      position: index + 1,
      details: {
        file_url: assetUrl(`demo/library/${file}`),
        file_name: file,
        file_size: statSync(join(ASSETS_DIR, 'demo', 'library', file)).size,
      },
      labels: [...randomAudience(random, labels), ...tagIds(labels, tags)],
    })),
  );

  const newsIds = await insertDemoItems(
    tx,
    client.id,
    DEMO_NEWS.map(([title, summary, tags, daysAgo, body], index) => ({
      type: 'news' as const,
      title,
      description: summary,
      image: cover(index + 4),
      beginAt: calendar.at(-daysAgo, 9),
      details: { body: body.join('\n\n') },
      labels: tagIds(labels, tags),
    })),
  );

  const learner = users.learner.id;
  await insertDemoStates(tx, [
    { userId: learner, itemId: podcastIds[0] ?? 0, favorite: true },
    { userId: learner, itemId: libraryIds[0] ?? 0, favorite: true },
    { userId: learner, itemId: libraryIds[15] ?? 0, favorite: true },
    { userId: learner, itemId: newsIds[0] ?? 0, favorite: true },
  ]);
}
