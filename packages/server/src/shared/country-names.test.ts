import { COUNTRIES } from '@campus/core/rules';
import { describe, expect, it } from 'vitest';
import { countryName, localizeCountries } from './country-names';

describe('country names in the interface languages (Intl.DisplayNames)', () => {
  it('names every programme country in each language, not the stored English name', () => {
    expect(countryName('BRA', 'pt-BR', 'Brazil')).toBe('Brasil');
    expect(countryName('BRA', 'en-US', 'Brazil')).toBe('Brazil');
    expect(countryName('PER', 'es-ES', 'Peru')).toBe('Perú');
    expect(countryName('MEX', 'fr-FR', 'Mexico')).toBe('Mexique');
    for (const { code, name } of COUNTRIES) expect(countryName(code, 'fr-FR', `stored ${name}`)).not.toMatch(/^stored/);
  });

  it('keeps the stored name for a code it cannot map', () => {
    expect(countryName('XYZ', 'pt-BR', 'Terra do Nunca')).toBe('Terra do Nunca');
  });

  it('sorts as the language sorts', () => {
    const rows = [
      { code: 'PER', name: 'Peru' },
      { code: 'CHL', name: 'Chile' },
      { code: 'CAN', name: 'Canada' },
    ];
    expect(localizeCountries(rows, 'fr-FR').map((row) => row.name)).toEqual(['Canada', 'Chili', 'Pérou']);
    expect(localizeCountries(rows, 'pt-BR').map((row) => row.name)).toEqual(['Canadá', 'Chile', 'Peru']);
  });
});
