import { i as useWatch, n as Controller } from './zod-BX93EeEk.js';
import { t as ChoiceField } from './field-BhGmjKt2.js';
import { b as a, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { A as api, H as useQuery, N as unwrap } from '../entry-server.js';
import { t as useStates } from './get-states-Cd94FS-I.js';
// src/lib/reference/get-lgas.ts
/** GET /misc/lga/{stateId}: the local government areas of a state (entity.cities). */
var getLgas = (stateId, signal) => unwrap(api('GET', `/misc/lga/${stateId}`, void 0, { signal })).then((e) => e.cities);
function useLgas(stateId) {
  return useQuery({
    queryKey: ['reference', 'lgas', stateId],
    queryFn: ({ signal }) => getLgas(stateId, signal),
    enabled: !!stateId && stateId > 0,
    staleTime: Infinity,
  });
}
// src/components/account/place-fields.tsx
var messages = i18n('account/place-fields', {
  state: 'State',
  lga: 'LGA',
  loadingStates: 'Loading states…',
  selectState: 'Select your state',
  selectStateFirst: 'Select a state first',
  loadingLgas: 'Loading LGAs…',
  selectLga: 'Select your LGA',
});
/**
 * State and LGA from the reference API (spec §3: state_id, local_id). Choosing another state
 * empties the LGA, whose list is then loaded for that state. Controlled selects, so a value set
 * before its options arrive (the settings forms) is shown once they do.
 */
function PlaceFields({ control, setValue, errors, disabled }) {
  const t = useT(messages);
  const states = useStates();
  const stateId =
    Number(
      useWatch({
        control,
        name: 'state',
      }),
    ) || null;
  const lgas = useLgas(stateId);
  const lgaPlaceholder = !stateId ? t.selectStateFirst : lgas.isLoading ? t.loadingLgas : t.selectLga;
  const stateChoices = states.data?.map((s) => [s.state_id, s.name]);
  const lgaChoices = lgas.data?.map((l) => [l.local_id, l.local_name]);
  return /* @__PURE__ */ a('div', {
    className: 'grid gap-x-4 sm:grid-cols-2',
    children: [
      /* @__PURE__ */ a(Controller, {
        control,
        name: 'state',
        render: ({ field }) =>
          /* @__PURE__ */ a(ChoiceField, {
            label: t.state,
            placeholder: states.isLoading ? t.loadingStates : t.selectState,
            options: stateChoices,
            name: field.name,
            ref: field.ref,
            value: field.value == null ? '' : String(field.value),
            onBlur: field.onBlur,
            disabled,
            error: errors.state?.message,
            onChange: (e) => {
              field.onChange(e.currentTarget.value);
              setValue('lga', '');
            },
          }),
      }),
      /* @__PURE__ */ a(Controller, {
        control,
        name: 'lga',
        render: ({ field }) =>
          /* @__PURE__ */ a(ChoiceField, {
            label: t.lga,
            placeholder: lgaPlaceholder,
            options: lgaChoices,
            name: field.name,
            ref: field.ref,
            value: field.value == null ? '' : String(field.value),
            onChange: (e) => field.onChange(e.currentTarget.value),
            onBlur: field.onBlur,
            disabled: disabled || !stateId,
            error: errors.lga?.message,
          }),
      }),
    ],
  });
}
export { PlaceFields as t };
