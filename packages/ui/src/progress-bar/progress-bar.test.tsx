import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithCampus } from '../testing/index.js';
import { ProgressBar } from './progress-bar.js';

describe('ProgressBar', () => {
  it('is a progressbar named by its label, with its value and a localized percentage', async () => {
    const { campus } = renderWithCampus(<ProgressBar label="Progresso do curso" value={3} max={12} />);
    const bar = screen.getByRole('progressbar', { name: 'Progresso do curso' });
    expect(bar).toHaveAttribute('value', '3');
    expect(bar).toHaveAttribute('max', '12');
    expect(bar).toHaveAttribute('aria-valuetext', '25%');
    await act(() => campus.setLocale('fr-FR'));
    // French puts a (narrow no-break) space before the percent sign.
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toMatch(/^25\s%$/);
  });

  it('formats with one Intl formatter per language, not one per bar (a catalogue shows dozens)', () => {
    const NumberFormat = Intl.NumberFormat;
    let built = 0;
    Intl.NumberFormat = new Proxy(NumberFormat, {
      construct: (target, args: ConstructorParameters<typeof Intl.NumberFormat>) => {
        built += 1;
        return new target(...args);
      },
    });
    try {
      renderWithCampus(
        <>
          {[10, 20, 30, 40].map((value) => (
            <ProgressBar key={value} label={`Curso ${value}`} value={value} />
          ))}
        </>,
      );
      expect(screen.getByRole('progressbar', { name: 'Curso 40' })).toHaveAttribute('aria-valuetext', '40%');
      expect(built).toBeLessThanOrEqual(1);
    } finally {
      Intl.NumberFormat = NumberFormat;
    }
  });

  it('keeps the value within bounds and has a translated default label', () => {
    renderWithCampus(<ProgressBar value={140} />);
    expect(screen.getByRole('progressbar', { name: 'Progresso' })).toHaveAttribute('value', '100');
  });

  it('is indeterminate without a value', () => {
    renderWithCampus(<ProgressBar label="Enviando foto" showLabel={false} />);
    const bar = screen.getByRole('progressbar', { name: 'Enviando foto' });
    expect(bar).not.toHaveAttribute('value');
    expect(bar).not.toHaveAttribute('aria-valuetext');
  });
});
