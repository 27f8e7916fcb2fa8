import { useState } from 'react';
import { Link } from 'react-router';
import type { MyApplication } from '@ireti/shared/trust/types';
import { Page } from '../../components/ui/page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { ApplyGate } from './components/apply-gate.tsx';
import { DocumentUpload } from './components/document-upload.tsx';
import { SavedRedirect } from './components/saved-redirect.tsx';
import { i18n, useT } from '../../lib/i18n/index.ts';

export const messages = i18n('volunteers/volunteer-document-page', {
  title: 'Volunteer documents',
  intro:
    'To become a volunteer, send us an identity document and a recent electricity bill that shows your address. Only our team can see them.',
  idTitle: 'Identity document',
  idHint: 'A clear photo or scan of the whole document, with your name and picture readable.',
  billTitle: 'Electricity bill',
  billHint: 'Your proof of address: a bill from the last three months with your name or your address on it.',
  steps: 'Application steps',
  back: 'Back',
  next: 'Next',
});

/**
 * /volunteer_document: the identity document and the electricity bill (proof of address), each
 * with Save Changes; Next and Back both go to /volunteer (spec §2).
 */
export default function VolunteerDocumentPage() {
  const t = useT(messages);
  const [saved, setSaved] = useState<MyApplication | null>(null);
  return (
    <Page title={t.title} intro={t.intro}>
      {saved && <SavedRedirect a={saved} />}
      <ApplyGate from="/volunteer_document">
        {(a) => (
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
            <DocumentUpload kind="id" title={t.idTitle} hint={t.idHint} application={a} onSaved={setSaved} />
            <DocumentUpload kind="bill" title={t.billTitle} hint={t.billHint} application={a} onSaved={setSaved} />
          </div>
        )}
      </ApplyGate>
      <nav aria-label={t.steps} className="mt-8 flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-6">
        <Link to="/volunteer" className={buttonClass('ghost')}>
          {t.back}
        </Link>
        <Link to="/volunteer" className={buttonClass('primary')}>
          {t.next}
        </Link>
      </nav>
    </Page>
  );
}
