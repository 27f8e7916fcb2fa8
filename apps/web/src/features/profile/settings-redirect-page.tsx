import { Page } from '../../components/ui/page.tsx';

// Built by its feature's capability; see the issue that owns this route.
export default function SettingsRedirectPage() {
  return <Page title="SettingsRedirectPage">Coming with its capability.</Page>;
}
