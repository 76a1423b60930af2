import { LOCALES } from '@campus/core';
import { describe, expect, it } from 'vitest';
import { MEMBER_MESSAGE_KINDS, MEMBER_MESSAGE_TEXTS, memberMessageText } from './member-message-texts';
import { LOYALTY_ERROR_CODES, LOYALTY_MESSAGES } from './loyalty-messages';

describe('loyalty texts', () => {
  it('have every member message kind and loyalty error code in every locale', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(MEMBER_MESSAGE_TEXTS[locale]).sort()).toEqual([...MEMBER_MESSAGE_KINDS].sort());
      expect(Object.keys(LOYALTY_MESSAGES[locale]).sort()).toEqual([...LOYALTY_ERROR_CODES].sort());
    }
  });

  it('fill parameters and name levels in the reader’s language', () => {
    expect(memberMessageText('level_approved', { level: 'basic' }, 'fr-FR')).toBe(
      'Votre passage au niveau Basique est approuvé et vaut jusqu’à la fin de la campagne.',
    );
    expect(memberMessageText('sale_rejected', { invoice_number: 'NF-1', reason: 'ilegível' }, 'pt-BR')).toBe(
      'A venda da nota fiscal NF-1 foi recusada na auditoria: ilegível',
    );
    expect(memberMessageText('future_kind', {}, 'en-US')).toBe('future_kind');
  });

  it('read a parameter in the reader’s language when the message carries one per language', () => {
    const params = { badge: 'Primeiro curso', badge_en_US: 'First course', badge_fr_FR: 'Premier cours' };
    expect(memberMessageText('badge_earned', params, 'fr-FR')).toBe(
      'Félicitations ! Vous avez obtenu le badge Premier cours.',
    );
    expect(memberMessageText('badge_earned', params, 'en-US')).toBe(
      'Congratulations! You earned the First course badge.',
    );
    // No text for the reader's language: the default one.
    expect(memberMessageText('badge_earned', params, 'es-ES')).toBe(
      '¡Felicidades! Conseguiste la insignia Primeiro curso.',
    );
  });
});
