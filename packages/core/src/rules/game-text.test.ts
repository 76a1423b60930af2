import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  editDistance,
  enigmaLetters,
  enigmaMask,
  foldLetter,
  gameScore,
  isHiddenCharacter,
  matchTypedAnswer,
  parsePassage,
  typoAllowance,
} from './game-text.js';

describe('typoAllowance', () => {
  it('forgives nothing below 4 letters, one edit from 4, two from 10', () => {
    expect([1, 3, 4, 9, 10, 30].map(typoAllowance)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions one each', () => {
    expect(editDistance('casa', 'casa')).toBe(0);
    expect(editDistance('casa', 'casas')).toBe(1);
    expect(editDistance('casa', 'cas')).toBe(1);
    expect(editDistance('casa', 'caza')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('counts a swap of two neighbouring letters as one edit, where Levenshtein counts two', () => {
    expect(editDistance('recieve', 'receive')).toBe(1);
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(editDistance('abcd', 'badc')).toBe(2);
  });

  it('compares code points: an emoji or an accented letter is one', () => {
    expect(editDistance('😀a', 'a')).toBe(1);
    expect(editDistance('é', 'e')).toBe(1);
  });

  it('is symmetric, zero only for equal texts and at most the longer length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        const distance = editDistance(a, b);
        expect(editDistance(b, a)).toBe(distance);
        expect(distance === 0).toBe(a === b);
        expect(distance).toBeLessThanOrEqual(Math.max([...a].length, [...b].length));
      }),
    );
  });
});

describe('matchTypedAnswer', () => {
  it('takes case, accents, spaces and either decimal separator as exact', () => {
    expect(matchTypedAnswer('  brasilia ', ['Brasília'], false, 'pt-BR')).toBe('exact');
    expect(matchTypedAnswer('SÃO   PAULO', ['São Paulo'], false, 'pt-BR')).toBe('exact');
    expect(matchTypedAnswer('0,5', ['0.5'], false, 'pt-BR')).toBe('exact');
    expect(matchTypedAnswer('0.50', ['0,5'], false, 'en-US')).toBe('exact');
    expect(matchTypedAnswer('Rio', ['Brasília', 'rio'], false, 'pt-BR')).toBe('exact');
  });

  it('takes a near miss only with tolerance, and says it was a typo', () => {
    expect(matchTypedAnswer('Brazilia', ['Brasília'], false, 'pt-BR')).toBeNull();
    expect(matchTypedAnswer('Brazilia', ['Brasília'], true, 'pt-BR')).toBe('typo');
  });

  it('forgives one edit from 4 letters, two from 10, none below 4', () => {
    expect(matchTypedAnswer('caza', ['casa'], true, 'pt-BR')).toBe('typo');
    expect(matchTypedAnswer('cazz', ['casa'], true, 'pt-BR')).toBeNull();
    expect(matchTypedAnswer('sal', ['sol'], true, 'pt-BR')).toBeNull();
    // "computador" has 10 letters: two edits pass, three do not.
    expect(matchTypedAnswer('conputadr', ['computador'], true, 'pt-BR')).toBe('typo');
    expect(matchTypedAnswer('conputadrr', ['computador'], true, 'pt-BR')).toBe('typo');
    expect(matchTypedAnswer('conpudadrr', ['computador'], true, 'pt-BR')).toBeNull();
    // Nine letters still allow one edit only.
    expect(matchTypedAnswer('compudadr', ['computado'], true, 'pt-BR')).toBeNull();
  });

  it('counts a swap as one edit', () => {
    expect(matchTypedAnswer('csaa', ['casa'], true, 'pt-BR')).toBe('typo');
    expect(matchTypedAnswer('Barsília', ['Brasília'], true, 'pt-BR')).toBe('typo');
  });

  it('never takes an empty answer, even with tolerance', () => {
    expect(matchTypedAnswer('', ['a'], true, 'pt-BR')).toBeNull();
    expect(matchTypedAnswer('   ', ['sol'], true, 'pt-BR')).toBeNull();
  });
});

describe('parsePassage', () => {
  it('cuts a text at its gaps', () => {
    expect(parsePassage('A {{x}} b')).toEqual([{ text: 'A ' }, { gap: 'x' }, { text: ' b' }]);
    expect(parsePassage('{{a}}{{b-2}} fim.')).toEqual([{ gap: 'a' }, { gap: 'b-2' }, { text: ' fim.' }]);
    expect(parsePassage('Sem lacunas.')).toEqual([{ text: 'Sem lacunas.' }]);
  });

  it('leaves what is not a gap marker as text', () => {
    expect(parsePassage('{x} {{y z}} {{ok}}')).toEqual([{ text: '{x} {{y z}} ' }, { gap: 'ok' }]);
  });
});

describe('enigma letters', () => {
  it('hides letters and digits, shows spaces and punctuation', () => {
    expect(['a', 'É', 'ç', '7'].map(isHiddenCharacter)).toEqual([true, true, true, true]);
    expect([' ', ',', '-', '!', 'ab'].map(isHiddenCharacter)).toEqual([false, false, false, false, false]);
  });

  it('folds case and accents', () => {
    expect(foldLetter('É', 'fr-FR')).toBe('e');
    expect(foldLetter('Ç', 'pt-BR')).toBe('c');
    expect(foldLetter('a', 'pt-BR')).toBe('a');
  });

  it('masks what is not found yet, showing found letters as written', () => {
    expect(enigmaMask('Olá, mundo', ['o', 'a'], 'pt-BR')).toEqual([
      'O',
      null,
      'á',
      ',',
      ' ',
      null,
      null,
      null,
      null,
      'o',
    ]);
    expect(enigmaMask('Pé de', ['e'], 'pt-BR')).toEqual([null, 'é', ' ', null, 'e']);
    expect(enigmaMask('ab', [], 'pt-BR')).toEqual([null, null]);
  });

  it('lists each folded letter once', () => {
    expect(enigmaLetters('Olá, ola 2!', 'pt-BR')).toEqual(['o', 'l', 'a', '2']);
    expect(enigmaLetters('Pé de moleque', 'pt-BR')).toEqual(['p', 'e', 'd', 'm', 'o', 'l', 'q', 'u']);
  });
});

describe('gameScore', () => {
  it('is 100 × items ÷ (items + errors), rounded, and 0 without items', () => {
    expect(gameScore(10, 2)).toBe(83);
    expect(gameScore(5, 0)).toBe(100);
    expect(gameScore(3, 1)).toBe(75);
    expect(gameScore(0, 0)).toBe(0);
  });
});
