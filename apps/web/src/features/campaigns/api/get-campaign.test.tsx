import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { Code } from '@ireti/shared/status';
import { campaignKeys } from '../../../lib/campaigns/keys.ts';
import { getCampaign, refetchCampaignFresh } from './get-campaign.ts';

/**
 * After a visitor gives, the campaign is asked again fresh (Cache-Control: no-cache): the API's
 * public cache may show other readers the total of a moment ago, never the donor (decision 106).
 */
describe('the campaign read after giving', () => {
  afterEach(() => vi.unstubAllGlobals());

  const stub = (pledged: number) => {
    const seen: Record<string, string>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
        seen.push({ ...(init?.headers as Record<string, string>) });
        return new Response(
          JSON.stringify({ status: { code: Code.OK, desc: 'Successful' }, entity: { campaign_id: 'water4ikare', pledged } }),
          {
            headers: { 'content-type': 'application/json' },
          },
        );
      }),
    );
    return seen;
  };

  it('is asked with Cache-Control: no-cache and replaces what the page holds; an ordinary read is not', async () => {
    const client = new QueryClient();
    let seen = stub(100);
    await getCampaign('Water4Ikare');
    expect(seen[0]!['cache-control']).toBeUndefined();
    client.setQueryData(campaignKeys.one('water4ikare'), { campaign_id: 'water4ikare', pledged: 100 });
    seen = stub(250);
    await refetchCampaignFresh(client, 'water4ikare');
    expect(seen).toHaveLength(1);
    expect(seen[0]!['cache-control']).toBe('no-cache');
    expect(client.getQueryData(campaignKeys.one('water4ikare'))).toMatchObject({ pledged: 250 });
  });
});
