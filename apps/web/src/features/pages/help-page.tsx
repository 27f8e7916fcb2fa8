import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { supportSchema, type SupportInput } from '@ireti/shared/support/schemas';
import { Code } from '@ireti/shared/status';
import { Msg } from '@ireti/shared/messages';
import { Delay } from '@ireti/shared/constants';
import { displayName } from '@ireti/shared/accounts/types';
import { Page } from '../../components/ui/page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { EmailField, FormError, MobileField, TextArea, TextField } from '../../components/ui/field.tsx';
import { useAuth } from '../../lib/auth.ts';
import { Icon } from './components/icons.tsx';
import { useSendSupportMessage } from './api/send-support-message.ts';
import { supportEmail } from '../../lib/content/policy.ts';
import { i18n, params, useLocalise, useT } from '../../lib/i18n/index.ts';
import { Rich } from '../../lib/i18n/rich.tsx';

export const messages = i18n('pages/help-page', {
  opening: 'Opening the confirmation',
  sent: 'Message sent',
  sentText: 'Thank you. A copy is on its way to your inbox…',
  formTitle: 'Send us a message',
  name: 'Name',
  mobileHint: 'So we can call you back if that is quicker.',
  message: 'Message',
  messageHint: params('{length} / {max} characters. If it is about a campaign, include its link.'),
  send: 'Send message',
  title: 'Help',
  intro: 'Questions about a campaign, a donation, a refund or your account? Write to us — a person reads every message.',
  otherWays: 'Other ways to get help',
  answerTitle: 'We answer within two working days',
  answerText: 'Monday to Friday, 9 am to 5 pm (West Africa Time). You get a copy of your message by e-mail straight away.',
  emailTitle: 'Prefer e-mail?',
  emailText: 'Write to {email}.',
  quickTitle: 'Quick answers',
  quickText: 'Fees, refunds and volunteers are explained in our {faq} and {how}.',
  faq: 'FAQ',
  how: 'how it works',
  worriedTitle: 'Worried about a campaign?',
  worriedText: 'Use Report on the campaign’s page: it goes straight to our review team.',
});

const MESSAGE_MAX = 2000;
const fields = ['name', 'email', 'mobile', 'message'] as const;

function HelpForm() {
  const t = useT(messages);
  const tr = useLocalise();
  const { user } = useAuth();
  const navigate = useNavigate();
  const send = useSendSupportMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(supportSchema),
    defaultValues: {
      name: user ? displayName(user) : '',
      email: user ? (user.is_organization ? (user.organization_email ?? user.email) : user.email) : '',
      mobile: user ? ((user.is_organization ? user.organization_mobile : user.mobile) ?? '') : '',
      message: '',
    } satisfies SupportInput,
  });
  const messageLength = [...(watch('message') ?? '')].length;

  const onValid = handleSubmit(
    async (values) => {
      setFormError(null);
      const res = await send.mutateAsync(values);
      if (res.status.code === Code.OK) {
        setSent(true);
        // Spec §2: after a successful help request, /support_sent after 2 s.
        timer.current = setTimeout(() => navigate('/support_sent', { state: { name: values.name } }), Delay.redirectMs);
        return;
      }
      if (res.status.code === Code.VALIDATION && res.entity && 'errors' in res.entity) {
        for (const f of fields) {
          const m = res.entity.errors[f];
          if (m) setError(f, { message: m }, { shouldFocus: true });
        }
      }
      setFormError(res.status.desc);
    },
    () => setFormError(Msg.formInvalid),
  );

  if (sent) {
    return (
      <div
        ref={sentRef}
        tabIndex={-1}
        role="status"
        className="flex items-start gap-3 self-start rounded-xl border border-green-200 bg-green-50 p-6 text-green-900 focus:outline-none"
      >
        <Spinner small label={t.opening} />
        <div>
          <p className="text-lg font-bold">{t.sent}</p>
          <p className="mt-1">{t.sentText}</p>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={onValid}
      aria-labelledby="help-form-h"
      className="self-start rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 [&_input]:scroll-mt-24 [&_textarea]:scroll-mt-24"
    >
      <h2 id="help-form-h" className="mb-4 text-xl font-bold text-slate-900">
        {t.formTitle}
      </h2>
      <FormError message={formError && tr(formError)} />
      <TextField label={t.name} autoComplete="name" error={errors.name?.message && tr(errors.name.message)} {...register('name')} />
      <EmailField error={errors.email?.message && tr(errors.email.message)} {...register('email')} />
      <MobileField error={errors.mobile?.message && tr(errors.mobile.message)} hint={t.mobileHint} {...register('mobile')} />
      <TextArea
        label={t.message}
        rows={6}
        error={errors.message?.message && tr(errors.message.message)}
        hint={
          <span className={messageLength > MESSAGE_MAX ? 'text-red-700' : undefined}>
            {t.messageHint({ length: messageLength, max: MESSAGE_MAX })}
          </span>
        }
        {...register('message')}
      />
      <Button type="submit" loading={send.isPending} className="w-full sm:w-auto">
        {t.send}
      </Button>
    </form>
  );
}

export default function HelpPage() {
  const t = useT(messages);
  return (
    <Page title={t.title} intro={t.intro} width="max-w-5xl">
      <div className="grid gap-8 md:grid-cols-[3fr_2fr]">
        <HelpForm />
        <aside aria-labelledby="other-help-h" className="space-y-6">
          <h2 id="other-help-h" className="sr-only">
            {t.otherWays}
          </h2>
          <div className="flex gap-3">
            <span className="mt-0.5 text-brand-700">
              <Icon name="clock" />
            </span>
            <div>
              <h3 className="font-bold text-slate-900">{t.answerTitle}</h3>
              <p className="mt-1 text-sm text-slate-600">{t.answerText}</p>
            </div>
          </div>
          <div className="flex gap-3">
            <span className="mt-0.5 text-brand-700">
              <Icon name="mail" />
            </span>
            <div>
              <h3 className="font-bold text-slate-900">{t.emailTitle}</h3>
              <p className="mt-1 text-sm text-slate-600">
                <Rich
                  text={t.emailText}
                  parts={{
                    email: (
                      <a href={`mailto:${supportEmail}`} className="font-semibold text-brand-700 underline">
                        {supportEmail}
                      </a>
                    ),
                  }}
                />
              </p>
            </div>
          </div>
          <div className="flex gap-3">
            <span className="mt-0.5 text-brand-700">
              <Icon name="search" />
            </span>
            <div>
              <h3 className="font-bold text-slate-900">{t.quickTitle}</h3>
              <p className="mt-1 text-sm text-slate-600">
                <Rich
                  text={t.quickText}
                  parts={{
                    faq: (
                      <Link to="/faq" className="font-semibold text-brand-700 underline">
                        {t.faq}
                      </Link>
                    ),
                    how: (
                      <Link to="/how_it_works" className="font-semibold text-brand-700 underline">
                        {t.how}
                      </Link>
                    ),
                  }}
                />
              </p>
            </div>
          </div>
          <div className="flex gap-3">
            <span className="mt-0.5 text-brand-700">
              <Icon name="flag" />
            </span>
            <div>
              <h3 className="font-bold text-slate-900">{t.worriedTitle}</h3>
              <p className="mt-1 text-sm text-slate-600">{t.worriedText}</p>
            </div>
          </div>
        </aside>
      </div>
    </Page>
  );
}
