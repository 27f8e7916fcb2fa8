import { on } from '../../lib/events.ts';
import { assignVolunteers } from './assignments.ts';

/**
 * Reactions of the trust module to other modules' changes, registered once per process when the
 * module is loaded. A new campaign is assigned to volunteers inside the transaction creating it.
 */
on('campaign.created', async (tx, e) => {
  await assignVolunteers(tx, e.campaignId, e.ownerId);
});
