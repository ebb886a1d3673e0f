import { z } from 'zod';
import { m } from './message-text';

/*
 * The message catalogue's functions live in `message-text.ts`, without zod, so the web app's
 * first page can render a message (`@showroom/contract/messages`) without loading every schema.
 * This file words zod's issues from the catalogue for the schemas that import it.
 */
export * from './message-text';

/**
 * The sentence for a zod issue that its schema does not word itself: every issue, in the
 * API or in a form, then carries a catalogue token.
 */
function issueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      // Left out, or left empty (a form's unpicked choice is null): required.
      if (issue.input === undefined || issue.input === null) return m('validation.required');
      if (issue.expected === 'int' && typeof issue.input === 'number') {
        return m('validation.wholeNumber');
      }
      if (issue.expected === 'number' || issue.expected === 'int') return m('validation.number');
      if (issue.expected === 'boolean') return m('validation.boolean');
      if (issue.expected === 'string') return m('validation.text');
      if (issue.expected === 'array') return m('validation.list');
      return m('validation.invalid');
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') {
        return min <= 1 ? m('validation.required') : m('validation.minLength', { min });
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return m('validation.minItems', { min });
      }
      return issue.inclusive === false
        ? m('validation.greaterThan', { min })
        : m('validation.atLeast', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return m('validation.maxLength', { max });
      if (issue.origin === 'array' || issue.origin === 'set') {
        return m('validation.maxItems', { max });
      }
      return m('validation.atMost', { max });
    }
    case 'invalid_format':
      if (issue.format === 'email') return m('validation.email');
      if (issue.format === 'datetime') return m('validation.dateTime');
      return m('validation.format');
    case 'invalid_value':
      return m('validation.oneOf', { values: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return m('validation.unknownField');
    case 'not_multiple_of':
      return m('validation.wholeNumber');
    case 'custom':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return m('validation.invalid');
  }
}

z.config({ customError: issueMessage });
