import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { CampaignUpdateInput } from '@ireti/shared/campaigns/schemas';

/**
 * The wizard's first two steps before the campaign exists (it is created when step 2 is done):
 * what the campaigner typed is kept on this device, per account, so a reload or a lost connection
 * on step 1 or 2 loses nothing. Once the draft is created the server keeps it (?draft=…) and the
 * local copy goes.
 */
type Copy = { values: CampaignUpdateInput; step: 1 | 2; savedAt: number };
const TYPED = ['title', 'goal', 'category', 'affiliatedOrganization', 'summary', 'campaign_details', 'types'] as const;
/** The place (issue 14) is kept too, but alone (it starts as the owner's) it is not "something typed". */
const FIELDS = [...TYPED, 'state', 'lga'] as const;
/** A copy older than this is not offered back. */
const KEEP_MS = 30 * 24 * 3600 * 1000;

const keyOf = (userId: number) => `ireti.wizard.${userId}`;

function read(userId: number): Copy | null {
  try {
    const raw = localStorage.getItem(keyOf(userId));
    if (!raw) return null;
    const c = JSON.parse(raw) as Copy;
    if (!c || typeof c !== 'object' || !c.values || Date.now() - c.savedAt > KEEP_MS) return null;
    const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
    const values = Object.fromEntries(FIELDS.map((f) => [f, text(c.values[f])])) as CampaignUpdateInput;
    return { values, step: c.step === 2 ? 2 : 1, savedAt: c.savedAt };
  } catch {
    return null;
  }
}

export function forgetWizardCopy(userId: number | undefined) {
  if (userId === undefined) return;
  try {
    localStorage.removeItem(keyOf(userId));
  } catch {
    /* storage unavailable: nothing was kept */
  }
}

/**
 * Restores the local copy into `form` once (when there is no draft on the server), and keeps it
 * up to date while `active`. Returns whether a copy was restored, and a way to start afresh.
 */
export function useWizardLocalCopy(
  form: UseFormReturn<CampaignUpdateInput, unknown, unknown>,
  userId: number | undefined,
  active: boolean,
  step: number,
  onRestore: (step: 1 | 2) => void,
) {
  const [restored, setRestored] = useState<number | null>(null);
  const done = useRef(false);

  useEffect(() => {
    if (done.current || !active || userId === undefined) return;
    done.current = true;
    const copy = read(userId);
    if (!copy || TYPED.every((f) => !String(copy.values[f] ?? '').trim())) return;
    // A copy from before places (or with none chosen) keeps the owner's, which the form starts with.
    const place = copy.values.state ? {} : { state: form.getValues('state'), lga: form.getValues('lga') };
    // The defaults stay the new campaign's, so Start afresh goes back to them.
    form.reset({ ...copy.values, ...place }, { keepDefaultValues: true });
    setRestored(copy.savedAt);
    onRestore(copy.step);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the wizard opens without a draft
  }, [active, userId]);

  useEffect(() => {
    if (!active || userId === undefined) return;
    const save = () => {
      try {
        const values = form.getValues();
        const copy: Copy = { values, step: step === 2 ? 2 : 1, savedAt: Date.now() };
        localStorage.setItem(keyOf(userId), JSON.stringify(copy));
      } catch {
        /* storage full or unavailable: the wizard works without the copy */
      }
    };
    const sub = form.watch(save);
    save();
    return () => sub.unsubscribe();
  }, [active, userId, step, form]);

  const startAfresh = () => {
    forgetWizardCopy(userId);
    setRestored(null);
    form.reset();
    onRestore(1);
  };
  return { restored, startAfresh };
}
