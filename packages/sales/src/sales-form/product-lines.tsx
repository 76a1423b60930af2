import { useEffect, useRef } from 'react';
import type { LoyaltyProduct } from '@campus/core/schemas';
import { Button, formatNumber, Select, TextField, useLocale, useT } from '@campus/ui';
import {
  CHOICE_LEVELS,
  chooseLevel,
  levelOptions,
  NOT_APPLICABLE,
  processorLabel,
  productOf,
} from './product-choices.js';
import type { ChoiceLevel, ProductLine } from './product-choices.js';
import { estimateLinePoints, MAX_QUANTITY, quantityOf } from './sale-draft.js';

/** Props of {@link ProductLines}. */
export interface ProductLinesProps {
  lines: readonly ProductLine[];
  products: readonly LoyaltyProduct[];
  multiplier: number;
  /** The message shown under a field (`products.0.sku` …), if any. */
  errorOf: (field: string) => string | undefined;
  onChange: (index: number, line: ProductLine) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  disabled: boolean;
}

const LEVEL_LABELS: Readonly<Record<ChoiceLevel, string>> = {
  brand: 'sales.form.brand',
  productType: 'sales.form.product_type',
  processor: 'sales.form.processor',
  formFactor: 'sales.form.form_factor',
  sku: 'sales.form.sku',
};

/**
 * The sale's product lines (spec §3 Sale products): per line the cascade brand → product type → processor and
 * generation → form factor → SKU, the quantity and the line's estimated points; lines are added and removed,
 * and focus follows (to the new line, or back to "add" after a removal).
 */
export function ProductLines({
  lines,
  products,
  multiplier,
  errorOf,
  onChange,
  onAdd,
  onRemove,
  disabled,
}: ProductLinesProps) {
  const t = useT();
  const locale = useLocale();
  const root = useRef<HTMLFieldSetElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'added' | 'removed' | undefined>(undefined);
  const count = lines.length;
  useEffect(() => {
    const wanted = focusAfter.current;
    focusAfter.current = undefined;
    if (wanted === 'removed') addButton.current?.focus();
    if (wanted === 'added') {
      const added = [...(root.current?.querySelectorAll<HTMLElement>('[data-line]') ?? [])].at(-1);
      added?.querySelector<HTMLElement>('select')?.focus();
    }
  }, [count]);

  const labelOf = (level: ChoiceLevel, value: string): string => {
    if (value === NOT_APPLICABLE) return t('sales.form.not_applicable');
    if (level === 'processor') return processorLabel(value);
    if (level === 'sku') {
      const product = products.find((candidate) => candidate.sku === value);
      return product ? t('sales.form.sku_option', { sku: product.sku, name: product.name }) : value;
    }
    return value;
  };

  return (
    <fieldset className="campus-sales__products" part="products" ref={root}>
      <legend className="campus-sales__legend">{t('sales.form.products')}</legend>
      {errorOf('products') !== undefined && <p className="campus-field__error">{errorOf('products')}</p>}
      {lines.map((line, index) => {
        const number = index + 1;
        const product = productOf(products, line);
        const points = estimateLinePoints(product, quantityOf(line), multiplier);
        return (
          <fieldset key={line.key} className="campus-sales__line" part="product-line" data-line="">
            <legend className="campus-sales__line-title">{t('sales.form.line', { number })}</legend>
            <div className="campus-sales__line-fields">
              {CHOICE_LEVELS.map((level) => (
                <Select
                  key={level}
                  label={t(LEVEL_LABELS[level])}
                  required
                  disabled={disabled}
                  value={line[level]}
                  options={levelOptions(products, line, level).map((value) => ({
                    value,
                    label: labelOf(level, value),
                  }))}
                  error={level === 'sku' ? errorOf(`products.${index}.sku`) : undefined}
                  onChange={(event) => onChange(index, chooseLevel(products, line, level, event.target.value))}
                />
              ))}
              <TextField
                label={t('sales.form.quantity')}
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_QUANTITY}
                step={1}
                required
                disabled={disabled}
                value={line.quantity}
                error={errorOf(`products.${index}.quantity`)}
                onChange={(event) => onChange(index, { ...line, quantity: event.target.value })}
              />
            </div>
            <div className="campus-sales__line-footer">
              <p className="campus-sales__line-points" part="line-points">
                {t('sales.form.line_points', {
                  points: t('sales.points', { count: points, formatted: formatNumber(points, locale) }),
                })}
              </p>
              <Button
                variant="secondary"
                disabled={disabled || count === 1}
                onClick={() => {
                  focusAfter.current = 'removed';
                  onRemove(index);
                }}
              >
                {t('sales.form.remove_line', { number })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <Button
        ref={addButton}
        variant="secondary"
        disabled={disabled}
        onClick={() => {
          focusAfter.current = 'added';
          onAdd();
        }}
      >
        {t('sales.form.add_line')}
      </Button>
    </fieldset>
  );
}
