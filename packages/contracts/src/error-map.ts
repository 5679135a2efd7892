import { z } from 'zod';

/**
 * Zod's issues become message keys of the shared catalogue (packages/locales), so the
 * server's field errors and the web forms speak the same words. A schema that sets its
 * own message must use a catalogue key too.
 */
z.config({
  customError(issue) {
    if (issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)) return 'required';
    if (issue.code === 'too_small' && issue.origin === 'string' && issue.minimum === 1) return 'required';
    if (issue.code === 'too_big' && issue.origin === 'string') return 'too long';
    if (issue.code === 'invalid_format' && issue.format === 'email') return 'email not valid';
    if (issue.code === 'invalid_value') return 'value not allowed';
    if (issue.code === 'invalid_type' && (issue.expected === 'number' || issue.expected === 'int')) return 'must be a number';
    return 'invalid input';
  },
});

export { z };
