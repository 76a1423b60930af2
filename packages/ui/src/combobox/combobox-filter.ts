/** One choice of a {@link Combobox}. */
export interface ComboboxOption {
  value: string;
  /** What the person reads and types to find it, already translated. */
  label: string;
  /** @default false */
  disabled?: boolean;
}

/** Lower case without accents, so "sao" finds "São Paulo". */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** The default filter: options whose label contains the typed text, accents and case ignored. */
export function filterOptions(options: readonly ComboboxOption[], query: string): readonly ComboboxOption[] {
  const needle = normalizeForSearch(query);
  return needle === '' ? options : options.filter((option) => normalizeForSearch(option.label).includes(needle));
}

/** The next enabled index from `from` in `direction`, wrapping; -1 when every option is disabled. */
export function nextEnabledIndex(options: readonly ComboboxOption[], from: number, direction: 1 | -1): number {
  const count = options.length;
  for (let step = 1; step <= count; step += 1) {
    const index = (((from + direction * step) % count) + count) % count;
    if (options[index]?.disabled !== true) return index;
  }
  return -1;
}
