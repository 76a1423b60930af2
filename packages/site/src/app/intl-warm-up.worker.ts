/*
 * The Intl warm-up's worker (intl-warm-up.ts): builds a number, a date-time and a plural formatter of the language
 * it is named after, which makes the renderer load ICU's data, then says so and is stopped.
 */
const locale = self.name;
new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(1);
new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(0);
new Intl.PluralRules(locale).select(1);
self.postMessage('warm');
