import { Link } from 'react-router';
import { i18n, useT } from '../../../lib/i18n/index.ts';
import { Rich } from '../../../lib/i18n/rich.tsx';

export const messages = i18n('auth/terms-note', {
  agree:
    "By creating an account you agree to our {terms} and {privacy}, and confirm you are 18 or older (or 13 to 17 with a parent's or guardian's consent).",
  terms: 'Terms of Use',
  privacy: 'Privacy Policy',
});

/** The policies a new account accepts (spec §1: 18 or older, 13 to 17 with a guardian's consent). */
export function TermsNote() {
  const t = useT(messages);
  return (
    <p className="mb-4 text-xs text-slate-600">
      <Rich
        text={t.agree}
        parts={{
          terms: (
            <Link to="/terms_of_use" className="font-semibold text-brand-800 underline">
              {t.terms}
            </Link>
          ),
          privacy: (
            <Link to="/privacy-policy" className="font-semibold text-brand-800 underline">
              {t.privacy}
            </Link>
          ),
        }}
      />
    </p>
  );
}
