import { Link } from 'react-router';

/** The policies a new account accepts (spec §1: 18 or older, 13 to 17 with a guardian's consent). */
export function TermsNote() {
  return (
    <p className="mb-4 text-xs text-slate-600">
      By creating an account you agree to our{' '}
      <Link to="/terms_of_use" className="font-semibold text-brand-800 underline">
        Terms of Use
      </Link>{' '}
      and{' '}
      <Link to="/privacy-policy" className="font-semibold text-brand-800 underline">
        Privacy Policy
      </Link>
      , and confirm you are 18 or older (or 13 to 17 with a parent's or guardian's consent).
    </p>
  );
}
