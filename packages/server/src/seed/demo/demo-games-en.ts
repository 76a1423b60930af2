import { DEMO_GAME_IMAGES } from './demo-games-pt';
import type { DemoGame } from './demo-games-pt';

/*
 * The demo's games in English (issue 22): the Portuguese games of demo-games-pt.ts for English-speaking people. A
 * game's document has no translations (the learner's answers are judged against its words), so English games are
 * activities of their own, in the English games course.
 */

const planogram = {
  url: DEMO_GAME_IMAGES.planogram,
  alt: 'Planogram of a shelf unit with three shelves full of colourful products and an empty base',
};
const journey = {
  url: DEMO_GAME_IMAGES.journey,
  alt: 'Customer journey map in five steps (labelled in Portuguese): discovery, consideration, purchase, use and recommendation',
};
const growth = { url: DEMO_GAME_IMAGES.growth, alt: 'Chart of five bars growing from left to right' };

/** The English games, in the order of the English games course. */
export const DEMO_GAMES_EN: readonly DemoGame[] = [
  {
    type: 'true_or_false',
    title: 'True or false: customer service',
    document: {
      instructions: 'Say whether each statement is true or false.',
      errors_allowed: 2,
      statements: [
        {
          id: 'discovery',
          text: 'Understanding what the customer needs before suggesting a product makes a sale more likely.',
          answer: true,
          feedback: { correct: 'Right: asking first shows which product fits.' },
        },
        {
          id: 'objection',
          text: 'When a customer raises an objection, it is best to change the subject.',
          answer: false,
          feedback: { incorrect: 'False: an objection is a question to answer, not a subject to avoid.' },
        },
        {
          id: 'warranty',
          text: 'An extended warranty is an add-on sale that also protects the customer.',
          answer: true,
        },
        {
          id: 'complaint',
          text: 'A customer whose complaint is well resolved tends to come back to the store.',
          answer: true,
        },
        {
          id: 'privacy',
          text: 'Customers’ personal data may be written on paper and left on the counter.',
          answer: false,
          feedback: { incorrect: 'False: customers’ personal data stays in the store’s systems only.' },
        },
        {
          id: 'journey',
          text: 'Recommendation is the last step of the customer journey.',
          image: journey,
          answer: true,
        },
      ],
    },
  },
  {
    type: 'this_or_that',
    title: 'This or that: SSD or HDD?',
    document: {
      instructions: 'Which storage technology does each phrase describe?',
      categories: [
        { id: 'ssd', label: 'SSD' },
        { id: 'hdd', label: 'HDD' },
      ],
      items: [
        {
          id: 'boot',
          text: 'Starts the computer in a few seconds',
          category: 'ssd',
          feedback: { correct: 'Right: with no spinning disks, an SSD reads much faster.' },
        },
        { id: 'capacity', text: 'More capacity for the same price', category: 'hdd' },
        { id: 'drop', text: 'No moving parts, so it survives a drop better', category: 'ssd' },
        { id: 'backup', text: 'Good for keeping lots of photo and video backups', category: 'hdd' },
        {
          id: 'platters',
          text: 'Has disks spinning inside the case',
          category: 'hdd',
          feedback: { incorrect: 'It is the HDD: an SSD keeps everything on memory chips.' },
        },
        { id: 'battery', text: 'Quieter, and uses less battery', category: 'ssd' },
      ],
    },
  },
  {
    type: 'fill_in_the_blanks',
    title: 'Fill in the blanks: processor essentials',
    document: {
      instructions: 'Type the missing word in each blank. Case does not matter.',
      text:
        'A processor with more {{cores}} runs more tasks at the same time. A processor’s clock speed is measured ' +
        'in {{unit}}. For games, what matters most is the {{graphics}} card. A laptop with 16 GB of {{memory}} ' +
        'runs many programs at once without slowing down.',
      blanks: [
        { id: 'cores', accepted: ['cores', 'core'], typo_tolerance: true },
        { id: 'unit', accepted: ['GHz', 'gigahertz'] },
        { id: 'graphics', accepted: ['graphics', 'video'], typo_tolerance: true },
        { id: 'memory', accepted: ['RAM'] },
      ],
    },
  },
  {
    type: 'drag_the_words',
    title: 'Drag the words: the steps of a sale',
    document: {
      instructions: 'Drag each word to the right gap. Two words are left over.',
      text:
        'Every sale starts with the {{approach}}: a greeting and a smile. In the {{discovery}}, the seller asks and ' +
        'listens to understand the need. Only then comes the {{presentation}} of the product that meets that need. ' +
        'Once the {{objections}} are answered, it is time for the {{closing}}.',
      blanks: [
        { id: 'approach', word: 'approach' },
        { id: 'discovery', word: 'discovery' },
        { id: 'presentation', word: 'presentation' },
        { id: 'objections', word: 'objections' },
        { id: 'closing', word: 'closing' },
      ],
      distractors: ['warranty', 'window'],
    },
  },
  {
    type: 'drag_and_drop',
    title: 'Drag and drop: the shelf planogram',
    document: {
      instructions: 'Move each product to the shelf where it sells best.',
      image: planogram,
      zones: [
        { id: 'eyes', label: 'Top shelf: eye level', x: 4, y: 6, width: 92, height: 32 },
        { id: 'hands', label: 'Middle shelf: hand level', x: 4, y: 41, width: 92, height: 27 },
        { id: 'base', label: 'Base: near the floor', x: 4, y: 71, width: 92, height: 24 },
      ],
      items: [
        { id: 'launch', text: 'Featured new laptop', zone: 'eyes' },
        { id: 'campaign', text: 'This month’s campaign product', zone: 'eyes' },
        { id: 'impulse', text: 'Mice and headphones, impulse buys', zone: 'hands' },
        { id: 'cables', text: 'Cables and adapters', zone: 'hands' },
        { id: 'printers', text: 'Printers in large boxes', zone: 'base' },
        { id: 'monitors', text: 'Heavy monitor boxes', zone: 'base' },
      ],
    },
  },
  {
    type: 'find_the_pairs',
    title: 'Find the pairs: tech acronyms',
    document: {
      instructions: 'Turn two cards at a time and match each acronym with what it means.',
      errors_allowed: 6,
      pairs: [
        { id: 'ssd', cards: [{ text: 'SSD' }, { text: 'Storage with no moving parts' }] },
        { id: 'ram', cards: [{ text: 'RAM' }, { text: 'Memory of the open programs' }] },
        { id: 'gpu', cards: [{ text: 'GPU' }, { text: 'Processes images and games' }] },
        { id: 'wifi', cards: [{ text: 'Wi-Fi 6' }, { text: 'Faster wireless network' }] },
        { id: 'ghz', cards: [{ text: 'GHz' }, { text: 'Processor clock speed' }] },
        { id: 'planogram', cards: [{ image: planogram }, { text: 'Planogram' }] },
      ],
    },
  },
  {
    type: 'flashcards',
    title: 'Flashcards: store metrics',
    document: {
      instructions: 'Think of the answer, flip the card and say whether you knew it.',
      errors_allowed: 2,
      minimum_score: 60,
      cards: [
        {
          id: 'ticket',
          front: { text: 'Average ticket' },
          back: { text: 'Revenue divided by the number of sales.' },
        },
        {
          id: 'conversion',
          front: { text: 'Conversion rate' },
          back: { text: 'Out of every 100 customers who walk in, how many buy.' },
        },
        {
          id: 'units',
          front: { text: 'Units per transaction' },
          back: { text: 'How many items each customer takes, on average.' },
        },
        {
          id: 'nps',
          front: { text: 'NPS' },
          back: { text: 'How likely customers are to recommend the store, scored 0 to 10.' },
        },
        {
          id: 'journey',
          front: { text: 'What are the steps of the customer journey?' },
          back: { text: 'Discovery, consideration, purchase, use and recommendation.', image: journey },
        },
      ],
    },
  },
  {
    type: 'enigma',
    title: 'Enigma: the goal of the month',
    document: {
      instructions: 'Find the phrase letter by letter, or type it whole if you already know it.',
      errors_allowed: 6,
      answer: 'Sales target',
      hint: 'The result the team agrees to reach this month.',
      image: growth,
      typo_tolerance: true,
    },
  },
];
