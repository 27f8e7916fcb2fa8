import { useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';

/**
 * The donate form's state: what the donor typed, the messages under the fields, and when they are
 * checked. It is small on purpose: the donate dialog is the end of the journey a phone on paid
 * data takes (home → a campaign → donate), and a form library with a schema library cost it about
 * 40 KB (decision 080). The checks are the shared, zod-free `donationErrors`.
 *
 * When a field is checked is the same as before (react-hook-form's `onTouched` mode): not while
 * the donor first types, but as they leave the field; after that, at every change of it. Once the
 * form has been sent, every field is checked as it changes. Sending checks everything, shows every
 * message, and takes the donor to the first field in error.
 */
export interface DonateValues {
  campaign: string;
  anonymous: boolean;
  /** As typed ("₦5,000"); read with the form's `toAmount`. */
  amount: string;
  firstname: string;
  lastname: string;
  email: string;
  mobile: string;
  comment: string;
  /** The chosen reward's _id, or '' for none (the radio's value). */
  reward: string;
  delivery_name: string;
  delivery_phone: string;
  delivery_address: string;
}
export type TextName = Exclude<keyof DonateValues, 'campaign' | 'anonymous' | 'reward'>;
type Errors = Partial<Record<string, string>>;

export function useDonateFormState(initial: () => DonateValues, check: (v: DonateValues) => Errors) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [isSubmitting, setSubmitting] = useState(false);
  // The latest values, for the checks run in the same event as a change (state updates later).
  const current = useRef(values);
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  /** Puts the check's word on one field (its message, or none) and leaves the others alone. */
  const checkOne = (name: string) => {
    const message = check(current.current)[name];
    setErrors((e) => {
      if (e[name] === message) return e;
      const next = { ...e };
      if (message === undefined) delete next[name];
      else next[name] = message;
      return next;
    });
  };

  const set = <K extends keyof DonateValues>(name: K, value: DonateValues[K], o: { validate?: boolean } = {}) => {
    current.current = { ...current.current, [name]: value };
    setValues(current.current);
    if (o.validate) checkOne(name);
  };

  /** A change: checked once the field has been left, or once the form has been sent. */
  const changed = <K extends keyof DonateValues>(name: K, value: DonateValues[K]) =>
    set(name, value, { validate: submitted.current || touched.current.has(name) });
  /** Leaving a field: checked, until the form has been sent (then changes do it). */
  const left = <K extends keyof DonateValues>(name: K, value: DonateValues[K]) => {
    touched.current.add(name);
    set(name, value, { validate: !submitted.current });
  };

  const focus = (name: string) => formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();

  return {
    values,
    errors,
    submitCount,
    isSubmitting,
    formRef,
    set,
    /** A text field or text area: value, events, name. */
    text: (name: TextName) => ({
      name,
      value: values[name],
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => changed(name, e.currentTarget.value),
      // Read from the control: a phone field puts the number in its normal form as it is left.
      onBlur: (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => left(name, e.currentTarget.value),
    }),
    checkbox: (name: 'anonymous') => ({
      name,
      checked: values[name],
      onChange: (e: ChangeEvent<HTMLInputElement>) => changed(name, e.currentTarget.checked),
      onBlur: () => left(name, current.current[name]),
    }),
    radio: (name: 'reward', value: string) => ({
      name,
      value,
      checked: values[name] === value,
      onChange: () => changed(name, value),
      onBlur: () => left(name, current.current[name]),
    }),
    /** A message from elsewhere (the server's word on a field), optionally taking the donor there. */
    setError: (name: string, message: string, o: { focus?: boolean } = {}) => {
      setErrors((e) => ({ ...e, [name]: message }));
      if (o.focus) focus(name);
    },
    /** Checks everything; sends when all is well, else shows every message and focuses the first field in error. */
    handleSubmit: (send: (v: DonateValues) => Promise<void>) => async (e: FormEvent) => {
      e.preventDefault();
      setSubmitting(true);
      const found = check(current.current);
      setErrors(found);
      try {
        if (Object.keys(found).length === 0) await send(current.current);
        else {
          const first = [...(formRef.current?.querySelectorAll<HTMLElement>('[name]') ?? [])].find((el) => {
            const name = el.getAttribute('name');
            return name !== null && found[name] !== undefined;
          });
          first?.focus();
        }
      } finally {
        submitted.current = true;
        setSubmitting(false);
        setSubmitCount((n) => n + 1);
      }
    },
  };
}

export type DonateFormState = ReturnType<typeof useDonateFormState>;
