import { Page } from '../../components/ui/page.tsx';

// Built by its feature's capability; see the issue that owns this route.
export default function CloseCampaignPage() {
  return <Page title="CloseCampaignPage">Coming with its capability.</Page>;
}
