import { ID_TYPES } from '@ireti/shared/constants';
import { i18n, params, useT } from '../../../lib/i18n/index.ts';

/**
 * The identity documents a volunteer may send (shared ID_TYPES), named in the page's language:
 * the messages are keyed by the value the API keeps, which stays English.
 */
export const messages = i18n('volunteers/id-types', {
  'National ID': 'National ID',
  'NIN slip': 'NIN slip',
  "Voter's card": "Voter's card",
  "Driver's licence": "Driver's licence",
  'Student ID': 'Student ID',
  'International passport': 'International passport',
  'State bill receipt': 'State bill receipt',
  /** A list's last item after the others: "A, B or C". */
  orList: params('{list} or {last}'),
} satisfies Record<(typeof ID_TYPES)[number], string> & Record<string, unknown>);

/** Each ID type as [value, label] (for a ChoiceField), and the whole list as one phrase ("A, B or C"). */
export function useIdTypes() {
  const t = useT(messages);
  const options = ID_TYPES.map((v) => [v, t[v]] as const);
  const labels = options.map(([, label]) => label);
  const phrase =
    labels.length > 1 ? t.orList({ list: labels.slice(0, -1).join(', '), last: labels[labels.length - 1]! }) : (labels[0] ?? '');
  return { options, phrase };
}
