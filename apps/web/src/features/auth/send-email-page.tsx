import { Page } from '../../components/ui/page.tsx';

// Built by its feature's capability; see the issue that owns this route.
export default function SendEmailPage() {
  return <Page title="SendEmailPage">Coming with its capability.</Page>;
}
