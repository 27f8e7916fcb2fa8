import { GENDERS, ID_TYPES, ORGANIZATION_CATEGORIES, ORGANIZATION_TYPES } from '@ireti/shared/constants';
import { i18n, useT } from '../../../lib/i18n/index.ts';

/**
 * The labels of the values the account forms offer from the shared lists (genders, ID types,
 * organisation types and categories), keyed by the value that is stored and sent. A value the
 * list does not know (a reference list the API grew) is shown as it is.
 */
export const messages = i18n('account/choices', {
  male: 'Male',
  female: 'Female',
  'National ID': 'National ID',
  'NIN slip': 'NIN slip',
  "Voter's card": "Voter's card",
  "Driver's licence": "Driver's licence",
  'Student ID': 'Student ID',
  'International passport': 'International passport',
  'State bill receipt': 'State bill receipt',
  Profit: 'Profit',
  'Non-Profit': 'Non-Profit',
  'Student Organisation': 'Student Organisation',
  'Government Owned': 'Government Owned',
  Medical: 'Medical',
  Memorial: 'Memorial',
  Emergency: 'Emergency',
  Nonprofit: 'Nonprofit',
  Education: 'Education',
  Religion: 'Religion',
  Business: 'Business',
  Sports: 'Sports',
  Concert: 'Concert',
  'Reality Show': 'Reality Show',
  Entertainment: 'Entertainment',
  Community: 'Community',
  Competition: 'Competition',
  Creative: 'Creative',
  Event: 'Event',
  Faith: 'Faith',
  Family: 'Family',
  Newlywed: 'Newlywed',
  Travel: 'Travel',
  Volunteer: 'Volunteer',
  Wishes: 'Wishes',
});

/** Every value of the shared lists has its label above (checked by choices.test.ts). */
export const LISTED: readonly string[] = [...GENDERS, ...ID_TYPES, ...ORGANIZATION_TYPES, ...ORGANIZATION_CATEGORIES];

/** `const label = useChoiceLabel(); label('Non-Profit')`: a list value's label in the current language. */
export function useChoiceLabel(): (value: string) => string {
  const t = useT(messages) as Record<string, string>;
  return (value) => (Object.hasOwn(t, value) ? t[value]! : value);
}

/** A ChoiceField's options for list values: [value, label] pairs. */
export function useChoices(values: readonly string[] | undefined): (readonly [string, string])[] | undefined {
  const label = useChoiceLabel();
  return values?.map((v) => [v, label(v)] as const);
}
