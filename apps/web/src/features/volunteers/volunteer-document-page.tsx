import { useState } from 'react';
import { Link } from 'react-router';
import type { MyApplication } from '@ireti/shared/trust/types';
import { Page } from '../../components/ui/page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { ApplyGate } from './components/apply-gate.tsx';
import { DocumentUpload } from './components/document-upload.tsx';
import { SavedRedirect } from './components/saved-redirect.tsx';

/**
 * /volunteer_document: the identity document and the electricity bill (proof of address), each
 * with Save Changes; Next and Back both go to /volunteer (spec §2).
 */
export default function VolunteerDocumentPage() {
  const [saved, setSaved] = useState<MyApplication | null>(null);
  return (
    <Page
      title="Volunteer documents"
      intro="To become a volunteer, send us an identity document and a recent electricity bill that shows your address. Only our team can see them."
    >
      {saved && <SavedRedirect a={saved} />}
      <ApplyGate from="/volunteer_document">
        {(a) => (
          <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
            <DocumentUpload
              kind="id"
              title="Identity document"
              hint="A clear photo or scan of the whole document, with your name and picture readable."
              application={a}
              onSaved={setSaved}
            />
            <DocumentUpload
              kind="bill"
              title="Electricity bill"
              hint="Your proof of address: a bill from the last three months with your name or your address on it."
              application={a}
              onSaved={setSaved}
            />
          </div>
        )}
      </ApplyGate>
      <nav aria-label="Application steps" className="mt-8 flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-6">
        <Link to="/volunteer" className={buttonClass('ghost')}>
          Back
        </Link>
        <Link to="/volunteer" className={buttonClass('primary')}>
          Next
        </Link>
      </nav>
    </Page>
  );
}
