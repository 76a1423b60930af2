import type { PackageMessages } from '@campus/ui';

/*
 * The messages of the placing boards of the game viewer (issue 22: drag_the_words, drag_and_drop, find_the_pairs)
 * under `player-game-place`, registered by each board. The viewer's own words (the outcome of a move, errors left,
 * the end of the game) are under `player-game`.
 */

/** pt-BR, the default and fallback: every other language has exactly these keys and placeholders. */
const ptBR = {
  'player-game-place': {
    busy: 'Aguarde: a jogada anterior ainda está sendo conferida.',
    unpicked: 'Escolha de ‘{{piece}}’ desfeita.',
    words: {
      hint: 'Escolha uma palavra e depois a lacuna onde ela entra (toque, clique, Enter ou Espaço). Esc desfaz a escolha. Também é possível arrastar a palavra.',
      passage: 'Texto com lacunas',
      bank: 'Palavras',
      bank_empty: 'Nenhuma palavra restante.',
      gap_empty: 'Lacuna {{number}} de {{count}}, vazia',
      gap_pending: 'Lacuna {{number}} de {{count}}: {{word}}, conferindo',
      picked: 'Palavra ‘{{word}}’ escolhida. Escolha uma lacuna.',
      placed: 'Palavra ‘{{word}}’ colocada na lacuna {{number}}.',
      pick_first: 'Escolha primeiro uma palavra.',
    },
    items: {
      hint: 'Escolha um item e depois a área onde ele fica (toque, clique, Enter ou Espaço). Esc desfaz a escolha. Também é possível arrastar o item.',
      zones: 'Áreas',
      tray: 'Itens',
      tray_empty: 'Todos os itens foram colocados.',
      zone_empty: '{{zone}}, vazia',
      zone_items: '{{zone}}: {{items}}',
      zone_pending: '{{zone}}: {{item}}, conferindo',
      picked: 'Item ‘{{item}}’ escolhido. Escolha uma área.',
      placed: 'Item ‘{{item}}’ colocado em ‘{{zone}}’.',
      pick_first: 'Escolha primeiro um item.',
    },
    pairs: {
      hint: 'Vire duas cartas para encontrar um par (toque, clique, Enter ou Espaço). Use as setas para andar entre as cartas.',
      grid: 'Cartas',
      card_down: 'Carta {{number}}, virada para baixo',
      card_up: 'Carta {{number}}: {{face}}',
      card_found: 'Carta {{number}}: {{face}}, par encontrado',
      turned: 'Carta {{number}}: {{face}}. Escolha outra carta.',
      turned_second: 'Carta {{number}}: {{face}}, com a carta {{first}}: {{first_face}}.',
      turned_down: 'Carta {{number}} virada para baixo de novo.',
      found_already: 'O par desta carta já foi encontrado.',
    },
  },
};

/** The messages' shape: pt-BR's keys. */
export type PlaceMessages = typeof ptBR;

const enUS: PlaceMessages = {
  'player-game-place': {
    busy: 'Please wait: the last move is still being checked.',
    unpicked: '‘{{piece}}’ is no longer picked.',
    words: {
      hint: 'Pick a word, then the gap it goes in (tap, click, Enter or Space). Escape undoes the pick. You can also drag the word.',
      passage: 'Text with gaps',
      bank: 'Words',
      bank_empty: 'No words left.',
      gap_empty: 'Gap {{number}} of {{count}}, empty',
      gap_pending: 'Gap {{number}} of {{count}}: {{word}}, checking',
      picked: 'Word ‘{{word}}’ picked. Choose a gap.',
      placed: 'Word ‘{{word}}’ placed in gap {{number}}.',
      pick_first: 'Pick a word first.',
    },
    items: {
      hint: 'Pick an item, then the area it belongs to (tap, click, Enter or Space). Escape undoes the pick. You can also drag the item.',
      zones: 'Areas',
      tray: 'Items',
      tray_empty: 'Every item has been placed.',
      zone_empty: '{{zone}}, empty',
      zone_items: '{{zone}}: {{items}}',
      zone_pending: '{{zone}}: {{item}}, checking',
      picked: 'Item ‘{{item}}’ picked. Choose an area.',
      placed: 'Item ‘{{item}}’ placed in ‘{{zone}}’.',
      pick_first: 'Pick an item first.',
    },
    pairs: {
      hint: 'Turn two cards to find a pair (tap, click, Enter or Space). Use the arrow keys to move between the cards.',
      grid: 'Cards',
      card_down: 'Card {{number}}, face down',
      card_up: 'Card {{number}}: {{face}}',
      card_found: 'Card {{number}}: {{face}}, pair found',
      turned: 'Card {{number}}: {{face}}. Choose another card.',
      turned_second: 'Card {{number}}: {{face}}, with card {{first}}: {{first_face}}.',
      turned_down: 'Card {{number}} turned face down again.',
      found_already: 'This card’s pair has already been found.',
    },
  },
};

const esES: PlaceMessages = {
  'player-game-place': {
    busy: 'Espera: la jugada anterior todavía se está comprobando.',
    unpicked: 'Se deshizo la elección de ‘{{piece}}’.',
    words: {
      hint: 'Elige una palabra y después el hueco donde va (toca, haz clic, Intro o Espacio). Esc deshace la elección. También puedes arrastrar la palabra.',
      passage: 'Texto con huecos',
      bank: 'Palabras',
      bank_empty: 'No quedan palabras.',
      gap_empty: 'Hueco {{number}} de {{count}}, vacío',
      gap_pending: 'Hueco {{number}} de {{count}}: {{word}}, comprobando',
      picked: 'Palabra ‘{{word}}’ elegida. Elige un hueco.',
      placed: 'Palabra ‘{{word}}’ colocada en el hueco {{number}}.',
      pick_first: 'Elige primero una palabra.',
    },
    items: {
      hint: 'Elige un elemento y después el área donde va (toca, haz clic, Intro o Espacio). Esc deshace la elección. También puedes arrastrar el elemento.',
      zones: 'Áreas',
      tray: 'Elementos',
      tray_empty: 'Todos los elementos están colocados.',
      zone_empty: '{{zone}}, vacía',
      zone_items: '{{zone}}: {{items}}',
      zone_pending: '{{zone}}: {{item}}, comprobando',
      picked: 'Elemento ‘{{item}}’ elegido. Elige un área.',
      placed: 'Elemento ‘{{item}}’ colocado en ‘{{zone}}’.',
      pick_first: 'Elige primero un elemento.',
    },
    pairs: {
      hint: 'Da la vuelta a dos cartas para encontrar una pareja (toca, haz clic, Intro o Espacio). Usa las flechas para moverte entre las cartas.',
      grid: 'Cartas',
      card_down: 'Carta {{number}}, boca abajo',
      card_up: 'Carta {{number}}: {{face}}',
      card_found: 'Carta {{number}}: {{face}}, pareja encontrada',
      turned: 'Carta {{number}}: {{face}}. Elige otra carta.',
      turned_second: 'Carta {{number}}: {{face}}, con la carta {{first}}: {{first_face}}.',
      turned_down: 'Carta {{number}} boca abajo de nuevo.',
      found_already: 'La pareja de esta carta ya se encontró.',
    },
  },
};

const frFR: PlaceMessages = {
  'player-game-place': {
    busy: 'Patientez : le coup précédent est encore en cours de vérification.',
    unpicked: '« {{piece}} » n’est plus choisi.',
    words: {
      hint: 'Choisissez un mot, puis le trou où il va (touchez, cliquez, Entrée ou Espace). Échap annule le choix. Vous pouvez aussi faire glisser le mot.',
      passage: 'Texte à trous',
      bank: 'Mots',
      bank_empty: 'Plus aucun mot.',
      gap_empty: 'Trou {{number}} sur {{count}}, vide',
      gap_pending: 'Trou {{number}} sur {{count}} : {{word}}, vérification',
      picked: 'Mot « {{word}} » choisi. Choisissez un trou.',
      placed: 'Mot « {{word}} » placé dans le trou {{number}}.',
      pick_first: 'Choisissez d’abord un mot.',
    },
    items: {
      hint: 'Choisissez un élément, puis la zone où il va (touchez, cliquez, Entrée ou Espace). Échap annule le choix. Vous pouvez aussi faire glisser l’élément.',
      zones: 'Zones',
      tray: 'Éléments',
      tray_empty: 'Tous les éléments sont placés.',
      zone_empty: '{{zone}}, vide',
      zone_items: '{{zone}} : {{items}}',
      zone_pending: '{{zone}} : {{item}}, vérification',
      picked: 'Élément « {{item}} » choisi. Choisissez une zone.',
      placed: 'Élément « {{item}} » placé dans « {{zone}} ».',
      pick_first: 'Choisissez d’abord un élément.',
    },
    pairs: {
      hint: 'Retournez deux cartes pour trouver une paire (touchez, cliquez, Entrée ou Espace). Les flèches permettent de passer d’une carte à l’autre.',
      grid: 'Cartes',
      card_down: 'Carte {{number}}, face cachée',
      card_up: 'Carte {{number}} : {{face}}',
      card_found: 'Carte {{number}} : {{face}}, paire trouvée',
      turned: 'Carte {{number}} : {{face}}. Choisissez une autre carte.',
      turned_second: 'Carte {{number}} : {{face}}, avec la carte {{first}} : {{first_face}}.',
      turned_down: 'Carte {{number}} de nouveau face cachée.',
      found_already: 'La paire de cette carte a déjà été trouvée.',
    },
  },
};

/** The placing boards' messages in every interface language, registered by each board (`usePackageMessages`). */
export const PLACE_MESSAGES: PackageMessages = {
  'pt-BR': ptBR,
  'en-US': enUS,
  'es-ES': esES,
  'fr-FR': frFR,
};
