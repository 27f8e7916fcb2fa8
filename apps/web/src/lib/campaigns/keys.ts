/**
 * Query keys of campaigns, shared by the campaigns feature and the campaign pieces other pages show:
 * a change to a campaign invalidates `campaignKeys.all`.
 */
export const campaignKeys = {
  all: ['campaigns'] as const,
  one: (id: string) => ['campaigns', 'one', id.toLowerCase()] as const,
  rewards: (id: string) => ['campaigns', 'rewards', id.toLowerCase()] as const,
  explore: (filters: object) => ['campaigns', 'explore', filters] as const,
  mine: ['campaigns', 'mine'] as const,
  stories: (perPage: number) => ['campaigns', 'stories', perPage] as const,
  list: (time: string, perPage: number) => ['campaigns', 'list', time, perPage] as const,
  stats: ['campaigns', 'stats'] as const,
};
