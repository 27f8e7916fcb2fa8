import { _ as ORGANIZATION_CATEGORIES, f as ID_TYPES, l as GENDERS, v as ORGANIZATION_TYPES } from './constants-DBX7dDmi.js';
import { n as i18n, p as useT } from './i18n-BuQGntTV.js';
// src/components/account/choices.ts
/**
 * The labels of the values the account forms offer from the shared lists (genders, ID types,
 * organisation types and categories), keyed by the value that is stored and sent. A value the
 * list does not know (a reference list the API grew) is shown as it is.
 */
var messages = i18n('account/choices', {
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
[...GENDERS, ...ID_TYPES, ...ORGANIZATION_TYPES, ...ORGANIZATION_CATEGORIES];
/** `const label = useChoiceLabel(); label('Non-Profit')`: a list value's label in the current language. */
function useChoiceLabel() {
  const t = useT(messages);
  return (value) => (Object.hasOwn(t, value) ? t[value] : value);
}
/** A ChoiceField's options for list values: [value, label] pairs. */
function useChoices(values) {
  const label = useChoiceLabel();
  return values?.map((v) => [v, label(v)]);
}
export { useChoices as n, useChoiceLabel as t };
