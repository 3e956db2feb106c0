import type { ValidationFailure, ValidatorInterface } from '../validator/types.js';
import type { LocalePicker, MessageFormatter } from './problem.js';

/**
 * The kernel's 422 messages come from the validator its request handler checks with, so a
 * rule added with `addRule(name, fn, message)` or a `setMessages` translation reaches the
 * client without being configured twice.
 */
export function messagesOf(
  validator: ValidatorInterface | undefined,
  fallback: (field: string, error: ValidationFailure, names: 'leaf' | 'path') => string,
  names: 'leaf' | 'path' = 'leaf',
): MessageFormatter {
  if (validator === undefined || typeof validator.message !== 'function')
    return (field, error) => fallback(field, error, names);
  return (field, error, locale) => validator.message!(field, error, locale, names);
}

/**
 * The default locale of a request's messages: `ctx.state.locale` when middleware set one,
 * else the first language of `Accept-Language` (by quality) that the validator has a message
 * set for, else the default set.
 */
export function defaultLocalePicker(validator: ValidatorInterface | undefined): LocalePicker {
  return (ctx) => {
    const chosen = ctx.state.locale;
    if (typeof chosen === 'string') return chosen;
    const known = validator?.locales;
    if (known === undefined || known.length === 0) return undefined;
    return bestLanguage(ctx.header('accept-language'), known);
  };
}

/** The preferred tag of an Accept-Language value that `known` has (exactly, or by its language). */
function bestLanguage(header: string | undefined, known: readonly string[]): string | undefined {
  if (header === undefined) return undefined;
  const ranked = header
    .slice(0, 1024)
    .split(',', 32)
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { tag } of ranked) {
    if (known.includes(tag)) return tag;
    const language = tag.split('-')[0]!;
    if (known.includes(language)) return language;
  }
  return undefined;
}
