import { campaigns, faqEntries, institutionalPages, welcomeBanners } from '../../db/schema';
import { assetUrl } from '../../shared/assets';
import { demoFaqTranslations, demoPageTranslations } from './demo-content-translations';
import { demoCalendar } from './demo-dates';
import { demoEntryIds, entryId } from './demo-site-lists';
import type { DemoSeedContext } from './index';

/** The demo FAQ: category code → questions and answers. */
const DEMO_FAQ: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  account: [
    [
      'Como faço meu primeiro acesso?',
      'Na tela de login, escolha "Primeiro acesso", informe seu CPF e siga as instruções enviadas para o seu e-mail.',
    ],
    [
      'Esqueci minha senha. O que faço?',
      'Use "Esqueci minha senha": você pode receber um link por e-mail ou um código por SMS ou WhatsApp.',
    ],
    [
      'Como excluo minha conta?',
      'No seu perfil, escolha "Excluir conta" e digite seu nome completo para confirmar. Seus dados são removidos ou anonimizados.',
    ],
  ],
  learning: [
    [
      'Qual a diferença entre curso e trilha?',
      'Um curso trata de um tema. Uma trilha reúne cursos, webinars, aulas ao vivo e cursos presenciais em uma sequência.',
    ],
    [
      'Como me inscrevo em uma aula ao vivo?',
      'Abra a aula e escolha "Inscrever-se". As vagas são limitadas: quando acabam, a aula mostra "Vagas esgotadas".',
    ],
    [
      'Posso baixar as atividades para estudar sem internet?',
      'Sim, no aplicativo. O download mostra o progresso e a atividade fica disponível offline.',
    ],
  ],
  points: [
    [
      'Em quanto tempo devo informar uma venda?',
      'Em até 15 dias corridos após a data da venda, sempre dentro do período da campanha.',
    ],
    [
      'Meus pontos podem ser auditados?',
      'Sim. Os pontos são creditados na hora, mas podem ser auditados antes da confirmação de um resgate.',
    ],
    [
      'Quando meus pontos expiram?',
      'Os pontos de uma campanha expiram ao final dela. Pontos transferidos devem ser resgatados em até 12 meses.',
    ],
  ],
  certificates: [
    [
      'Onde encontro meus certificados?',
      'No seu perfil, em "Certificados". Cada curso concluído com aprovação gera um certificado.',
    ],
    [
      'Por que não recebi o certificado de um curso?',
      'Cursos com avaliação em modo bloqueio não geram certificado quando todas as tentativas são reprovadas.',
    ],
  ],
};

/** The demo's institutional and wildcard pages: slug → title and plain-text body. */
const DEMO_PAGES: readonly (readonly [string, string, string])[] = [
  [
    'about',
    'Sobre o Campus',
    'O Campus é a plataforma de treinamento dos profissionais de varejo da nossa rede.\n\nAqui você encontra cursos online, trilhas, aulas ao vivo, webinars, podcasts e uma biblioteca de materiais, além do programa de pontos.',
  ],
  [
    'about-the-program',
    'Sobre o programa de pontos',
    'Informe suas vendas e envie fotos da loja para acumular pontos, subir de nível e trocar por prêmios.\n\nO programa acontece em lojas selecionadas da Argentina, do Brasil, do Canadá, do Chile, da Colômbia, do México e do Peru.',
  ],
  [
    'cookies_policy',
    'Política de cookies',
    'Usamos cookies essenciais para manter sua sessão e, se você permitir, cookies de desempenho.\n\nVocê pode mudar suas preferências a qualquer momento nas configurações de cookies.',
  ],
  ['support', 'Suporte', 'Fale com a nossa equipe pelo formulário de contato. Respondemos em até 7 dias úteis.'],
  [
    'privacy-policy',
    'Política de privacidade',
    'Tratamos seus dados pessoais de acordo com a LGPD e apenas para as finalidades do programa.\n\nVocê pode pedir acesso, correção ou exclusão dos seus dados no seu perfil.',
  ],
  [
    'terms-and-conditions',
    'Termos e condições',
    'Ao usar o Campus, você concorda em informar apenas vendas reais e em respeitar o regulamento do programa.\n\nAtividades contrárias ao regulamento podem levar ao bloqueio da conta.',
  ],
  ['hotsite', 'Hotsite da campanha', 'Conheça os prêmios e as regras da campanha atual.'],
  ['about-the-team', 'Sobre o time', 'Somos o time de educação corporativa e de trade marketing.'],
];

/**
 * Campaigns of about 2.5 months each quarter (spec §9): the active one started 30 days before the seed day,
 * three previous ones, and the next one.
 */
function demoCampaigns(calendar: ReturnType<typeof demoCalendar>) {
  const quarter = (startOffset: number) => {
    const begin = calendar.day(startOffset);
    const [year, month] = begin.split('-').map(Number) as [number, number];
    return { begin, end: calendar.day(startOffset + 75), label: `${Math.ceil(month / 3)}º trimestre de ${year}` };
  };
  return [-300, -210, -120, -30, 60].map((startOffset, index) => {
    const { begin, end, label } = quarter(startOffset);
    return {
      name: `Campanha ${label}`,
      description:
        index === 3
          ? 'Venda notebooks e monitores participantes e ganhe pontos em dobro nas duas primeiras semanas.'
          : 'Campanha trimestral do programa de pontos.',
      image: assetUrl(`demo/banner-${(index % 3) + 1}.svg`),
      beginDate: begin,
      endDate: end,
    };
  });
}

/** Demo step: FAQ, institutional pages, welcome banner and campaigns. */
export async function seedDemoPlatformContent({ tx, client }: DemoSeedContext): Promise<void> {
  const calendar = demoCalendar();
  const categories = await demoEntryIds(tx, client.id, 'faq_categories');
  await tx.insert(faqEntries).values(
    Object.entries(DEMO_FAQ).flatMap(([category, questions]) =>
      questions.map(([question, answer], position) => ({
        clientId: client.id,
        categoryId: entryId(categories, category),
        question,
        answer,
        translations: demoFaqTranslations(question),
        position,
      })),
    ),
  );
  await tx.insert(institutionalPages).values(
    DEMO_PAGES.map(([slug, title, body]) => ({
      clientId: client.id,
      slug,
      title,
      body,
      translations: demoPageTranslations(slug),
    })),
  );
  await tx.insert(welcomeBanners).values([
    {
      clientId: client.id,
      title: 'Bem-vindo ao Campus',
      description: 'Sua jornada de aprendizado começa aqui.',
      image: assetUrl('demo/banner-1.svg'),
      link: '/trails',
      position: 1,
    },
    {
      clientId: client.id,
      title: 'Campanha do trimestre',
      description: 'Venda, registre e acumule pontos em dobro.',
      image: assetUrl('demo/banner-2.svg'),
      link: '/campaigns',
      position: 2,
      beginAt: calendar.at(-30, 0),
      endAt: calendar.at(45, 23, 59),
    },
    {
      clientId: client.id,
      title: 'Novas trilhas disponíveis',
      image: assetUrl('demo/banner-3.svg'),
      position: 3,
    },
  ]);
  await tx.insert(campaigns).values(demoCampaigns(calendar).map((campaign) => ({ clientId: client.id, ...campaign })));
}
