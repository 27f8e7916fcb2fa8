import { Page } from '../../components/ui/page.tsx';

// Built by its feature's capability; see the issue that owns this route.
export default function EditCampaignPage() {
  return <Page title="EditCampaignPage">Coming with its capability.</Page>;
}
