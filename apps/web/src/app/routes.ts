import type { ComponentType } from 'react';
import { prefetchCampaign } from '../features/campaigns/api/get-campaign.ts';
import { queryClient } from '../lib/query.ts';

/**
 * Every route of spec §2, each page lazy-loaded so a page ships only its own code (docs/design.md §1).
 * `private` routes send a signed-out visitor to /signin and back afterwards; `bare` hides the
 * header menus (the forgot and reset screens).
 */
export interface RouteDef {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  private?: boolean;
  bare?: boolean;
  admin?: boolean;
  /** Starts the page's main data as the route is entered, alongside its code (the campaign page). */
  prefetch?: (params: Record<string, string | undefined>) => void;
}

export const routes: RouteDef[] = [
  { path: '/', load: () => import('../features/home/home-page.tsx') },
  { path: '/campaigns', load: () => import('../features/campaigns/explore-page.tsx') },
  {
    path: '/campaign/:campaignId',
    load: () => import('../features/campaigns/campaign-page.tsx'),
    prefetch: (p) => prefetchCampaign(queryClient, p.campaignId),
  },
  // A supporter's own page for a campaign (issue 27, decision 094).
  { path: '/fundraise/:pageId', load: () => import('../features/campaigns/fundraise-page.tsx') },
  { path: '/success_stories', load: () => import('../features/campaigns/success-stories-page.tsx') },
  { path: '/signin', load: () => import('../features/auth/signin-page.tsx') },
  { path: '/signup', load: () => import('../features/auth/signup-chooser-page.tsx') },
  { path: '/signup_individual', load: () => import('../features/auth/signup-individual-page.tsx') },
  { path: '/signup_org', load: () => import('../features/auth/signup-org-page.tsx') },
  { path: '/forgot_password', load: () => import('../features/auth/forgot-password-page.tsx'), bare: true },
  { path: '/reset_password/:token', load: () => import('../features/auth/reset-password-page.tsx'), bare: true },
  { path: '/signout', load: () => import('../features/auth/signout-page.tsx') },
  { path: '/verify_email/:token', load: () => import('../features/auth/verify-email-page.tsx') },
  { path: '/send_email', load: () => import('../features/auth/send-email-page.tsx') },
  { path: '/volunteer', load: () => import('../features/volunteers/volunteer-page.tsx') },
  // An approved volunteer's public profile (spec §1: "their grading and profiles are public"; issue 14).
  { path: '/volunteer/:volunteerId', load: () => import('../features/volunteers/volunteer-profile-page.tsx') },
  { path: '/volunteer_document', load: () => import('../features/volunteers/volunteer-document-page.tsx') },
  { path: '/verify_volunteer', load: () => import('../features/volunteers/verify-volunteer-page.tsx') },
  { path: '/verified_page', load: () => import('../features/organizations/verified-organizations-page.tsx') },
  { path: '/verified_org_campaigns/:organizationId', load: () => import('../features/organizations/organization-page.tsx') },
  { path: '/how_it_works', load: () => import('../features/pages/how-it-works-page.tsx') },
  { path: '/about', load: () => import('../features/pages/about-page.tsx') },
  { path: '/faq', load: () => import('../features/pages/faq-page.tsx') },
  { path: '/help', load: () => import('../features/pages/help-page.tsx') },
  { path: '/support_sent', load: () => import('../features/pages/support-sent-page.tsx') },
  { path: '/blog', load: () => import('../features/pages/blog-page.tsx') },
  { path: '/blog_articles', load: () => import('../features/pages/blog-articles-page.tsx') },
  { path: '/terms_of_use', load: () => import('../features/pages/terms-page.tsx') },
  { path: '/privacy-policy', load: () => import('../features/pages/privacy-page.tsx') },
  { path: '/404', load: () => import('../features/pages/not-found-page.tsx') },
  { path: '/unsubscribe/:token', load: () => import('../features/unsubscribe/unsubscribe-page.tsx') },
  // Monthly donations: signed in, or by the e-mailed link (#t=…); decision 092.
  { path: '/monthly', load: () => import('../features/donations/monthly-page.tsx') },
  { path: '/dev/mailbox', load: () => import('../features/dev/mailbox-page.tsx') },
  // The sandbox's own subscription page, where its manage link leads (dev tools only; decision 100).
  { path: '/dev/sandbox/subscription/:code', load: () => import('../features/dev/sandbox-subscription-page.tsx') },
  // private
  { path: '/verify', load: () => import('../features/auth/verify-identity-page.tsx'), private: true },
  { path: '/create_campaigns', load: () => import('../features/campaigns/create-campaign-page.tsx'), private: true },
  { path: '/edit_campaign', load: () => import('../features/campaigns/edit-campaign-page.tsx'), private: true },
  { path: '/close_campaign', load: () => import('../features/campaigns/close-campaign-page.tsx'), private: true },
  { path: '/claim/:campaignId', load: () => import('../features/donations/claim-page.tsx'), private: true },
  { path: '/backers/:campaignId', load: () => import('../features/donations/backers-page.tsx'), private: true },
  { path: '/profile', load: () => import('../features/profile/profile-page.tsx'), private: true },
  // The volunteer's queue (issue 26): campaigns waiting for them to check; they land here after sign-in.
  { path: '/volunteer_queue', load: () => import('../features/volunteers/volunteer-queue-page.tsx'), private: true },
  { path: '/confirm_phone', load: () => import('../features/auth/confirm-phone-page.tsx'), private: true },
  { path: '/upload_profile_photo', load: () => import('../features/auth/upload-photo-page.tsx'), private: true },
  { path: '/profile_setting', load: () => import('../features/profile/settings-redirect-page.tsx'), private: true },
  { path: '/profile_setting/individual', load: () => import('../features/profile/settings-individual-page.tsx'), private: true },
  { path: '/profile_setting/organization', load: () => import('../features/profile/settings-organization-page.tsx'), private: true },
  { path: '/admin', load: () => import('../features/admin/admin-page.tsx'), private: true, admin: true },
];
