import { useState } from 'react';
import { Link } from 'react-router';
import type { MyApplication } from '@ireti/shared/trust/types';
import { Page } from '../../components/ui/page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { ApplyGate } from './components/apply-gate.tsx';
import { DocumentUpload } from './components/document-upload.tsx';
import { SavedRedirect } from './components/saved-redirect.tsx';
import { useIdTypes } from './components/id-types.ts';
import { i18n, params, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('volunteers/verify-volunteer-page', {
  title: 'Verify your identity',
  intro: 'The first step to becoming a volunteer: a clear photo or scan of your identity document. Only our team can see it.',
  idTitle: 'Identity document',
  idHint: params('{types}, with your name and picture readable.'),
  next: 'Next',
});

/** /verify_volunteer: the identity document on its own, with Next to the proof of address (spec §2). */
export default function VerifyVolunteerPage() {
  const t = useT(messages);
  const [saved, setSaved] = useState<MyApplication | null>(null);
  // The shared list of ID types, so the hint names every one accepted (issue 26).
  const idTypes = useIdTypes();
  return (
    <Page title={t.title} intro={t.intro}>
      {saved && <SavedRedirect a={saved} />}
      <div className="max-w-xl">
        <ApplyGate from="/verify_volunteer">
          {(a) => (
            <DocumentUpload kind="id" title={t.idTitle} hint={t.idHint({ types: idTypes.phrase })} application={a} onSaved={setSaved} />
          )}
        </ApplyGate>
      </div>
      <div className="mt-8 flex justify-end border-t border-slate-200 pt-6">
        <Link to="/volunteer_document" className={buttonClass('primary')}>
          {t.next}
        </Link>
      </div>
    </Page>
  );
}
