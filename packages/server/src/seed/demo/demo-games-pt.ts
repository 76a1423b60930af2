import type { GameType } from '@campus/core/schemas';
import type { GAME_DOCUMENT_SCHEMAS } from '@campus/core/schemas';
import type { z } from 'zod';
import { assetUrl } from '../../shared/assets';

/*
 * The demo's games in Portuguese (issue 22): one of each of the eight types, on the retail subjects of the demo
 * courses. Written as an administrator imports them (core's GAME_DOCUMENT_SCHEMAS, defaults left out where they
 * fit); demo-games.ts checks them as the import does before storing them.
 */

/** A demo game: its activity's type and title, and the import document of that type. */
export type DemoGame = {
  [T in GameType]: {
    readonly type: T;
    readonly title: string;
    readonly document: z.input<(typeof GAME_DOCUMENT_SCHEMAS)[T]>;
  };
}[GameType];

/** The demo's pictures a game shows (static demo assets), with what a screen reader says of them. */
export const DEMO_GAME_IMAGES = {
  planogram: assetUrl('demo/library/planograma-de-vitrine.png'),
  journey: assetUrl('demo/library/mapa-da-jornada-do-cliente.svg'),
  growth: assetUrl('demo/library/infografico-linha-de-produtos.png'),
} as const;

const planogram = {
  url: DEMO_GAME_IMAGES.planogram,
  alt: 'Planograma de uma gôndola com três prateleiras cheias de produtos coloridos e uma base vazia',
};
const journey = {
  url: DEMO_GAME_IMAGES.journey,
  alt: 'Mapa da jornada do cliente em cinco etapas: descoberta, consideração, compra, uso e recomendação',
};
const growth = { url: DEMO_GAME_IMAGES.growth, alt: 'Gráfico de cinco barras que crescem da esquerda para a direita' };

/** The Portuguese games, in the order of the games course (the first is the one the learner already won). */
export const DEMO_GAMES_PT: readonly DemoGame[] = [
  {
    type: 'true_or_false',
    title: 'Verdadeiro ou falso: atendimento ao cliente',
    document: {
      instructions: 'Diga se cada afirmação é verdadeira ou falsa.',
      errors_allowed: 2,
      statements: [
        {
          id: 'sondagem',
          text: 'Entender a necessidade do cliente antes de indicar um produto aumenta a chance de venda.',
          answer: true,
          feedback: { correct: 'Isso: a sondagem mostra qual é o produto certo.' },
        },
        {
          id: 'objecao',
          text: 'Quando o cliente apresenta uma objeção, o melhor é mudar de assunto.',
          answer: false,
          feedback: { incorrect: 'É falsa: uma objeção é uma dúvida a responder, não um assunto a evitar.' },
        },
        {
          id: 'garantia',
          text: 'A garantia estendida é uma venda adicional que também protege o cliente.',
          answer: true,
        },
        {
          id: 'reclamacao',
          text: 'Um cliente que tem a reclamação bem resolvida tende a voltar à loja.',
          answer: true,
        },
        {
          id: 'lgpd',
          text: 'Os dados pessoais do cliente podem ser anotados em papel e deixados no balcão.',
          answer: false,
          feedback: { incorrect: 'É falsa: pela LGPD, os dados do cliente ficam só nos sistemas da loja.' },
        },
        {
          id: 'jornada',
          text: 'A recomendação é a última etapa da jornada do cliente.',
          image: journey,
          answer: true,
        },
      ],
    },
  },
  {
    type: 'this_or_that',
    title: 'Isto ou aquilo: SSD ou HD?',
    document: {
      instructions: 'Qual tecnologia de armazenamento cada frase descreve?',
      categories: [
        { id: 'ssd', label: 'SSD' },
        { id: 'hd', label: 'HD' },
      ],
      items: [
        {
          id: 'inicio',
          text: 'Liga o computador em poucos segundos',
          category: 'ssd',
          feedback: { correct: 'Isso: sem discos girando, o SSD lê muito mais rápido.' },
        },
        { id: 'capacidade', text: 'Mais capacidade pelo mesmo preço', category: 'hd' },
        { id: 'queda', text: 'Sem partes móveis, aguenta melhor uma queda', category: 'ssd' },
        { id: 'backup', text: 'Bom para guardar muitas fotos e vídeos de backup', category: 'hd' },
        {
          id: 'discos',
          text: 'Tem discos que giram dentro da caixa',
          category: 'hd',
          feedback: { incorrect: 'É o HD: o SSD guarda tudo em chips de memória.' },
        },
        { id: 'bateria', text: 'Mais silencioso, e gasta menos bateria', category: 'ssd' },
      ],
    },
  },
  {
    type: 'fill_in_the_blanks',
    title: 'Complete as lacunas: o essencial dos processadores',
    document: {
      instructions: 'Escreva a palavra que falta em cada lacuna. Acentos e maiúsculas não importam.',
      text:
        'Um processador com mais {{nucleos}} executa mais tarefas ao mesmo tempo. A frequência do processador é ' +
        'medida em {{unidade}}. Para jogos, o que mais pesa é a placa de {{video}}. Um notebook com 16 GB de ' +
        'memória {{memoria}} roda vários programas abertos sem travar.',
      blanks: [
        { id: 'nucleos', accepted: ['núcleos', 'núcleo', 'cores'], typo_tolerance: true },
        { id: 'unidade', accepted: ['GHz', 'gigahertz'] },
        { id: 'video', accepted: ['vídeo'], typo_tolerance: true },
        { id: 'memoria', accepted: ['RAM'] },
      ],
    },
  },
  {
    type: 'drag_the_words',
    title: 'Arraste as palavras: as etapas da venda',
    document: {
      instructions: 'Arraste cada palavra para a lacuna certa. Duas palavras sobram.',
      text:
        'Toda venda começa pela {{abordagem}}: um cumprimento e um sorriso. Na {{sondagem}}, o vendedor pergunta ' +
        'e escuta para entender a necessidade. Só então vem a {{apresentacao}} do produto que resolve essa ' +
        'necessidade. Respondidas as {{objecoes}}, chega a hora do {{fechamento}}.',
      blanks: [
        { id: 'abordagem', word: 'abordagem' },
        { id: 'sondagem', word: 'sondagem' },
        { id: 'apresentacao', word: 'apresentação' },
        { id: 'objecoes', word: 'objeções' },
        { id: 'fechamento', word: 'fechamento' },
      ],
      distractors: ['garantia', 'vitrine'],
    },
  },
  {
    type: 'drag_and_drop',
    title: 'Arraste e solte: o planograma da gôndola',
    document: {
      instructions: 'Leve cada produto para a prateleira em que ele vende mais.',
      image: planogram,
      zones: [
        { id: 'olhos', label: 'Prateleira de cima: altura dos olhos', x: 4, y: 6, width: 92, height: 32 },
        { id: 'maos', label: 'Prateleira do meio: altura das mãos', x: 4, y: 41, width: 92, height: 27 },
        { id: 'base', label: 'Base: perto do chão', x: 4, y: 71, width: 92, height: 24 },
      ],
      items: [
        { id: 'lancamento', text: 'Notebook lançamento em destaque', zone: 'olhos' },
        { id: 'campanha', text: 'Produto da campanha do mês', zone: 'olhos' },
        { id: 'impulso', text: 'Mouses e fones, compra por impulso', zone: 'maos' },
        { id: 'cabos', text: 'Cabos e adaptadores', zone: 'maos' },
        { id: 'impressoras', text: 'Impressoras em caixas grandes', zone: 'base' },
        { id: 'monitores', text: 'Caixas pesadas de monitores', zone: 'base' },
      ],
    },
  },
  {
    type: 'find_the_pairs',
    title: 'Encontre os pares: siglas da tecnologia',
    document: {
      instructions: 'Vire dois cartões de cada vez e junte cada sigla ao que ela significa.',
      errors_allowed: 6,
      pairs: [
        { id: 'ssd', cards: [{ text: 'SSD' }, { text: 'Armazenamento sem partes móveis' }] },
        { id: 'ram', cards: [{ text: 'RAM' }, { text: 'Memória dos programas abertos' }] },
        { id: 'gpu', cards: [{ text: 'GPU' }, { text: 'Processa imagens e jogos' }] },
        { id: 'wifi', cards: [{ text: 'Wi-Fi 6' }, { text: 'Rede sem fio mais rápida' }] },
        { id: 'ghz', cards: [{ text: 'GHz' }, { text: 'Frequência do processador' }] },
        { id: 'planograma', cards: [{ image: planogram }, { text: 'Planograma' }] },
      ],
    },
  },
  {
    type: 'flashcards',
    title: 'Cartões de memorização: os indicadores da loja',
    document: {
      instructions: 'Pense na resposta, vire o cartão e diga se você sabia.',
      errors_allowed: 2,
      minimum_score: 60,
      cards: [
        {
          id: 'tiquete',
          front: { text: 'Tíquete médio' },
          back: { text: 'O faturamento dividido pelo número de vendas.' },
        },
        {
          id: 'conversao',
          front: { text: 'Taxa de conversão' },
          back: { text: 'De cada 100 clientes que entram na loja, quantos compram.' },
        },
        {
          id: 'pecas',
          front: { text: 'Peças por atendimento' },
          back: { text: 'Quantos itens, em média, cada cliente leva.' },
        },
        {
          id: 'nps',
          front: { text: 'NPS' },
          back: { text: 'O quanto os clientes recomendariam a loja, numa nota de 0 a 10.' },
        },
        {
          id: 'jornada',
          front: { text: 'Quais são as etapas da jornada do cliente?' },
          back: { text: 'Descoberta, consideração, compra, uso e recomendação.', image: journey },
        },
      ],
    },
  },
  {
    type: 'enigma',
    title: 'Enigma: o objetivo do mês',
    document: {
      instructions: 'Descubra a expressão letra por letra, ou escreva-a inteira se já souber.',
      errors_allowed: 6,
      answer: 'Meta de vendas',
      hint: 'O resultado que a equipe combina de alcançar no mês.',
      image: growth,
      typo_tolerance: true,
    },
  },
];
