import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Code } from '@ireti/shared/status';
import { Msg } from '@ireti/shared/messages';
import { displayName } from '@ireti/shared/accounts/types';
import { volunteerDecisionSchema, type VolunteerDecisionInput } from '@ireti/shared/trust/schemas';
import type { AdminApplicationItem } from '@ireti/shared/trust/types';
import { Button } from '../../../components/ui/button.tsx';
import { ChoiceField, FormError, TextArea, TextField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { serverErrors } from '../../../lib/forms.ts';
import { i18n, params, useT } from '../../../lib/i18n/index.ts';
import { Rich } from '../../../lib/i18n/rich.tsx';
import { useDecideApplication } from '../api/decide-application.ts';

export const messages = i18n('admin/decision-dialog', {
  title: 'Record the interview and decide',
  applicant: 'Applicant: {name}. They are told the decision by e-mail.',
  decision: 'Decision',
  approve: 'Approve',
  reject: 'Reject',
  interviewDate: 'Interview date',
  interviewNotes: 'Interview notes',
  grade: 'Grade (public)',
  chooseGrade: 'Choose a grade',
  gradeOf: params('{grade} of 5'),
  reason: 'Reason (sent to the applicant)',
  cancel: 'Cancel',
  approveVolunteer: 'Approve volunteer',
  rejectApplication: 'Reject application',
});

const fields = ['decision', 'interviewed_on', 'interview_notes', 'grade', 'reason'] as const;
const today = () => new Date().toISOString().slice(0, 10);
const GRADES = [5, 4, 3, 2, 1];

/** Record the interview, a grade 1–5 and the decision on a volunteer application. */
export function DecisionDialog({ a, onClose }: { a: AdminApplicationItem | null; onClose: () => void }) {
  const t = useT(messages);
  const decide = useDecideApplication();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<VolunteerDecisionInput>({
    resolver: zodResolver(volunteerDecisionSchema),
    defaultValues: { decision: 'approved', interviewed_on: today(), interview_notes: '', grade: '', reason: '' },
  });
  useEffect(() => {
    if (a) {
      form.reset({ decision: 'approved', interviewed_on: today(), interview_notes: '', grade: '', reason: '' });
      setFormError(null);
    }
  }, [a, form]);
  const decision = form.watch('decision');
  const e = form.formState.errors;

  const submit = form.handleSubmit(
    async (values) => {
      if (!a) return;
      const res = await decide.mutateAsync({ id: a.id, ...values });
      if (res.status.code === Code.OK) {
        toast(res.status.desc);
        onClose();
        return;
      }
      const errors = serverErrors(res);
      for (const f of fields) if (errors[f]) form.setError(f, { message: errors[f] });
      setFormError(res.status.desc);
    },
    () => setFormError(Msg.formInvalid),
  );

  return (
    <Modal open={!!a} onClose={onClose} title={t.title}>
      {a && (
        <form onSubmit={submit} noValidate>
          <p className="mb-4 text-sm text-slate-700">
            <Rich text={t.applicant} parts={{ name: <span className="font-semibold">{displayName(a.user)}</span> }} />
          </p>
          <fieldset className="mb-4">
            <legend className="text-sm font-medium text-slate-700">{t.decision}</legend>
            <div className="mt-1 flex gap-4">
              {(['approved', 'rejected'] as const).map((d) => (
                <label key={d} className="flex min-h-11 items-center gap-2 text-sm">
                  <input type="radio" value={d} {...form.register('decision')} className="h-4 w-4 accent-brand-700" />
                  {d === 'approved' ? t.approve : t.reject}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            label={t.interviewDate}
            type="date"
            max={today()}
            error={e.interviewed_on?.message}
            {...form.register('interviewed_on')}
          />
          <TextArea
            label={t.interviewNotes}
            rows={4}
            maxLength={4000}
            error={e.interview_notes?.message}
            {...form.register('interview_notes')}
          />
          {decision === 'approved' ? (
            <ChoiceField
              label={t.grade}
              placeholder={t.chooseGrade}
              options={GRADES.map((g) => [g, t.gradeOf({ grade: g })] as const)}
              error={e.grade?.message}
              {...form.register('grade')}
            />
          ) : (
            <TextArea label={t.reason} rows={3} maxLength={1000} error={e.reason?.message} {...form.register('reason')} />
          )}
          <FormError message={formError} />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="ghost" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" variant={decision === 'rejected' ? 'danger' : 'primary'} loading={decide.isPending}>
              {decision === 'approved' ? t.approveVolunteer : t.rejectApplication}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
