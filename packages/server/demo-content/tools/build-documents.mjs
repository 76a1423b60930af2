// Writes the flat ODF sources (.fodp) of the demo documents into the folder given as the first argument:
// apostila-atendimento.fodp (50 A4 pages) and apresentacao.fodp (six 16:9 slides).
// generate.sh converts them with LibreOffice Impress (the only LibreOffice module the CI image installs).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const out = process.argv[2];
if (!out) throw new Error('usage: node build-documents.mjs <output folder>');
mkdirSync(out, { recursive: true });

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A flat ODF presentation whose pages are `pages` (each a list of frames) at `width` × `height` cm. */
function fodp({ width, height, background, pages }) {
  const frame = ({ x, y, w, h, style, paragraphs }) =>
    `<draw:frame draw:style-name="gr" svg:x="${x}cm" svg:y="${y}cm" svg:width="${w}cm" svg:height="${h}cm">` +
    `<draw:text-box>${paragraphs.map((p) => `<text:p text:style-name="${style}">${escape(p)}</text:p>`).join('')}` +
    `</draw:text-box></draw:frame>`;
  const paragraphStyle = (name, size, { bold = false, color = '#1f2937', space = '0.2cm' } = {}) =>
    `<style:style style:name="${name}" style:family="paragraph"><style:paragraph-properties fo:margin-bottom="${space}"/>` +
    `<style:text-properties fo:font-family="'Liberation Sans'" fo:font-size="${size}pt" fo:color="${color}"` +
    `${bold ? ' fo:font-weight="bold"' : ''}/></style:style>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:presentation="urn:oasis:names:tc:opendocument:xmlns:presentation:1.0" office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.presentation">
<office:styles/>
<office:automatic-styles>
<style:page-layout style:name="PM1"><style:page-layout-properties fo:margin-top="0cm" fo:margin-bottom="0cm" fo:margin-left="0cm" fo:margin-right="0cm" fo:page-width="${width}cm" fo:page-height="${height}cm" style:print-orientation="${width > height ? 'landscape' : 'portrait'}"/></style:page-layout>
<style:style style:name="dp1" style:family="drawing-page"><style:drawing-page-properties draw:fill="solid" draw:fill-color="${background}"/></style:style>
<style:style style:name="gr" style:family="graphic"><style:graphic-properties draw:stroke="none" draw:fill="none" draw:textarea-vertical-align="top" draw:auto-grow-height="false"/></style:style>
${paragraphStyle('Header', 9, { color: '#6b7280' })}
${paragraphStyle('Title', 20, { bold: true, color: '#0b4f8a', space: '0.3cm' })}
${paragraphStyle('Subtitle', 14, { bold: true, color: '#374151', space: '0.3cm' })}
${paragraphStyle('Body', 11, { space: '0.35cm' })}
${paragraphStyle('SlideTitle', 30, { bold: true, color: '#0b4f8a' })}
${paragraphStyle('SlideBody', 20, { space: '0.4cm' })}
${paragraphStyle('SlideNote', 14, { color: '#4b5563' })}
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Default" style:page-layout-name="PM1" draw:style-name="dp1"/></office:master-styles>
<office:body><office:presentation>
${pages
  .map(
    (frames, index) =>
      `<draw:page draw:name="page${index + 1}" draw:master-page-name="Default" draw:style-name="dp1">${frames.map(frame).join('')}</draw:page>`,
  )
  .join('\n')}
</office:presentation></office:body></office:document>
`;
}

/** Ten chapters of a customer service handbook, five pages each: [chapter, sections, sentences]. */
const CHAPTERS = [
  [
    'O que é um atendimento de excelência',
    [
      'O cliente no centro',
      'Expectativa e percepção',
      'Momentos da verdade',
      'Atendimento e resultado',
      'Resumo do capítulo',
    ],
    [
      'Um atendimento de excelência começa antes de o cliente entrar na loja: a vitrine, a organização e a postura da equipe já comunicam o cuidado que ele vai encontrar.',
      'O cliente avalia o atendimento comparando o que esperava com o que percebeu; superar a expectativa não exige gestos grandiosos, e sim atenção aos detalhes.',
      'Cada contato com a marca é um momento da verdade, em que o cliente decide se confia ou não em quem o atende.',
      'Equipes que atendem bem vendem mais, recebem menos reclamações e conquistam clientes que voltam e indicam a loja para outras pessoas.',
    ],
  ],
  [
    'Acolhimento e primeira impressão',
    ['A chegada do cliente', 'Linguagem corporal', 'O tempo de espera', 'Chamar pelo nome', 'Resumo do capítulo'],
    [
      'Cumprimente o cliente nos primeiros segundos, mesmo que esteja ocupado: um olhar e um sorriso dizem que ele foi visto.',
      'Braços abertos, contato visual e uma distância confortável transmitem disponibilidade sem pressionar.',
      'Quando houver fila, informe o tempo aproximado de espera e ofereça algo útil enquanto isso, como um catálogo ou um assento.',
      'Perguntar e usar o nome do cliente torna a conversa pessoal e mostra respeito pela sua individualidade.',
    ],
  ],
  [
    'Escuta ativa e sondagem',
    [
      'Perguntas abertas',
      'Ouvir sem interromper',
      'Confirmar o entendimento',
      'Identificar a necessidade real',
      'Resumo do capítulo',
    ],
    [
      'Perguntas abertas, como “para que você vai usar o notebook?”, revelam muito mais do que perguntas de sim ou não.',
      'Deixe o cliente terminar de falar antes de responder; anotar pontos importantes ajuda a não perder nenhum detalhe.',
      'Repita com suas palavras o que entendeu: “então você precisa de algo leve, com bateria para o dia inteiro, certo?”.',
      'Por trás de um pedido de produto há uma necessidade; entendê-la permite indicar a solução certa, e não apenas a mais cara.',
    ],
  ],
  [
    'Conhecimento de produto',
    [
      'Características e benefícios',
      'Comparar com clareza',
      'Demonstrar na prática',
      'Quando não souber',
      'Resumo do capítulo',
    ],
    [
      'O cliente compra benefícios, não especificações: em vez de “16 GB de memória”, explique que ele poderá abrir muitos programas sem travar.',
      'Ao comparar dois modelos, escolha no máximo três critérios que importam para aquele cliente e mostre a diferença em cada um.',
      'Sempre que possível, coloque o produto nas mãos do cliente: experimentar vale mais do que qualquer argumento.',
      'Se não souber responder, diga que vai verificar e volte com a resposta; inventar uma informação destrói a confiança.',
    ],
  ],
  [
    'Comunicação clara e empática',
    ['Evitar jargões', 'Tom de voz', 'Empatia na prática', 'Atendimento por mensagem', 'Resumo do capítulo'],
    [
      'Termos técnicos confundem quem não é especialista; use comparações do dia a dia para explicar conceitos complexos.',
      'O tom de voz calmo e seguro tranquiliza o cliente, especialmente quando ele chega preocupado com um problema.',
      'Empatia é reconhecer o sentimento do cliente antes de resolver o problema: “entendo como isso é frustrante”.',
      'No atendimento por mensagem, responda rápido, escreva frases curtas e confirme sempre o próximo passo combinado.',
    ],
  ],
  [
    'Objeções e negociação',
    ['Objeção é interesse', 'Preço e valor', 'Condições de pagamento', 'Fechamento natural', 'Resumo do capítulo'],
    [
      'Uma objeção mostra que o cliente está considerando a compra; trate-a como um pedido de mais informação.',
      'Quando o preço parece alto, mostre o valor: durabilidade, garantia, economia de tempo e suporte depois da venda.',
      'Apresente as condições de pagamento com transparência, deixando claros juros, prazos e o valor total.',
      'O fechamento acontece naturalmente quando as dúvidas foram respondidas; pergunte se o cliente quer levar o produto hoje.',
    ],
  ],
  [
    'Vendas adicionais com ética',
    ['Complementar a compra', 'Garantia estendida', 'Não empurrar produtos', 'Pacotes e combos', 'Resumo do capítulo'],
    [
      'Sugerir um acessório que melhora a experiência, como uma capa ou um mouse, é um serviço ao cliente.',
      'Explique a garantia estendida com exemplos reais de situações cobertas e deixe o cliente decidir sem pressão.',
      'Empurrar um produto que o cliente não precisa pode gerar uma venda hoje e uma devolução amanhã.',
      'Pacotes com desconto fazem sentido quando todos os itens têm utilidade para aquele cliente específico.',
    ],
  ],
  [
    'Reclamações e situações difíceis',
    [
      'Acolher a reclamação',
      'Não levar para o lado pessoal',
      'Resolver e acompanhar',
      'Quando chamar o líder',
      'Resumo do capítulo',
    ],
    [
      'Uma reclamação bem resolvida pode transformar um cliente insatisfeito em um defensor da marca.',
      'O cliente está irritado com a situação, não com você; mantenha a calma e foque na solução.',
      'Combine um prazo realista, registre o atendimento e retorne ao cliente mesmo que ainda não haja solução definitiva.',
      'Chame o líder quando a solução estiver fora da sua autonomia, apresentando o caso para que o cliente não precise repetir tudo.',
    ],
  ],
  [
    'Pós-venda e fidelização',
    [
      'Entrega e instalação',
      'Contato depois da compra',
      'Trocas e garantia',
      'Programa de pontos',
      'Resumo do capítulo',
    ],
    [
      'Antes de o cliente sair, confira se ele sabe usar o produto e como acionar a assistência técnica.',
      'Uma mensagem alguns dias depois da compra, perguntando se está tudo bem, mostra que o relacionamento continua.',
      'Conheça a política de trocas e garantia para orientar o cliente com segurança, sem promessas que a loja não pode cumprir.',
      'O programa de pontos recompensa quem volta; explique como acumular e resgatar de forma simples.',
    ],
  ],
  [
    'Atendimento inclusivo e LGPD',
    [
      'Acessibilidade na loja',
      'Comunicação inclusiva',
      'Dados pessoais do cliente',
      'Consentimento',
      'Resumo do capítulo',
    ],
    [
      'Corredores livres, balcões acessíveis e atendimento prioritário são direitos de pessoas com deficiência e idosos.',
      'Pergunte como pode ajudar em vez de presumir; dirija-se sempre à pessoa, e não ao acompanhante.',
      'Colete apenas os dados pessoais necessários para a venda e nunca compartilhe informações de clientes fora dos sistemas da empresa.',
      'Peça o consentimento do cliente antes de cadastrá-lo para receber ofertas e respeite o pedido de descadastramento.',
    ],
  ],
];

const PAGE_COUNT = CHAPTERS.length * 5;

/** Page `index` (0-based) of the handbook: header, chapter and section titles, four paragraphs. */
function handbookPage(index) {
  const [chapter, sections, sentences] = CHAPTERS[Math.floor(index / 5)];
  const part = index % 5;
  const chapterNumber = Math.floor(index / 5) + 1;
  const rotated = (offset) => sentences[(part + offset) % sentences.length];
  const paragraphs =
    part === 4
      ? [
          `Resumo de “${chapter}”: atitudes simples, repetidas em cada atendimento, fazem a diferença.`,
          ...sentences.map((sentence) => `• ${sentence}`),
          'Antes de seguir, pense em um atendimento recente e anote o que você faria diferente com base neste capítulo.',
        ]
      : [
          `${rotated(0)} ${rotated(1)}`,
          `${rotated(2)} Na prática da loja, isso significa observar o cliente, adaptar a abordagem a cada perfil e registrar o que aprendeu para as próximas conversas.`,
          `${rotated(3)} Converse com a sua equipe sobre exemplos reais e combine como aplicar esta ideia na próxima semana.`,
          `Exercício ${chapterNumber}.${part + 1}: descreva em poucas linhas uma situação em que “${sections[part].toLowerCase()}” fez diferença para um cliente.`,
        ];
  return [
    {
      x: 2,
      y: 1.2,
      w: 17,
      h: 1,
      style: 'Header',
      paragraphs: [`Apostila — Atendimento de Excelência · página ${index + 1} de ${PAGE_COUNT}`],
    },
    { x: 2, y: 2.5, w: 17, h: 2.2, style: 'Title', paragraphs: [`Capítulo ${chapterNumber} — ${chapter}`] },
    { x: 2, y: 4.8, w: 17, h: 1.2, style: 'Subtitle', paragraphs: [`${chapterNumber}.${part + 1} ${sections[part]}`] },
    { x: 2, y: 6.3, w: 17, h: 20, style: 'Body', paragraphs },
  ];
}

const A4 = { width: 21, height: 29.7, background: '#ffffff' };

writeFileSync(
  join(out, 'apostila-atendimento.fodp'),
  fodp({ ...A4, pages: Array.from({ length: PAGE_COUNT }, (_, index) => handbookPage(index)) }),
);

const SLIDES = [
  [
    'Conheça o player de atividades',
    ['Uma apresentação de demonstração do Campus', 'A demo presentation of the Campus activity player'],
  ],
  [
    'O que você vai ver',
    ['• PDF, apresentação, vídeo e áudio', '• Páginas HTML e pacotes SCORM', '• Vídeos do YouTube e do Vimeo'],
  ],
  [
    'Como navegar',
    ['• Use os botões Anterior e Próximo', '• Ou as setas do teclado', '• O progresso é salvo automaticamente'],
  ],
  ['Retomar de onde parou', ['• Saia a qualquer momento', '• Ao voltar, o player abre onde você estava']],
  ['Concluir a atividade', ['• Chegue ao último slide para concluir', '• O curso avança para a próxima atividade']],
  ['Fim da apresentação', ['Obrigado! Este é o último slide.', 'Thank you! This is the last slide.']],
];
writeFileSync(
  join(out, 'apresentacao.fodp'),
  fodp({
    width: 25.4,
    height: 14.29,
    background: '#eef4fb',
    pages: SLIDES.map(([title, lines], index) => [
      { x: 1.5, y: 1, w: 22.4, h: 2.6, style: 'SlideTitle', paragraphs: [title] },
      { x: 1.5, y: 4, w: 22.4, h: 8, style: 'SlideBody', paragraphs: lines },
      { x: 1.5, y: 12.8, w: 22.4, h: 1, style: 'SlideNote', paragraphs: [`Slide ${index + 1} de ${SLIDES.length}`] },
    ]),
  }),
);
