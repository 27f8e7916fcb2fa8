import { describe, expect, it } from 'vitest';
import { afterLogin } from './session.ts';

describe('where sign-in lands (spec §2; issues 15 and 26)', () => {
  it('keeps the spec’s order, an admin on the console and a volunteer on their queue', () => {
    expect(afterLogin({ verified: 0, image_url: '/media/a.webp' })).toBe('/send_email');
    expect(afterLogin({ verified: 1, image_url: null, is_volunteer: 1 })).toBe('/upload_profile_photo');
    expect(afterLogin({ verified: 1, image_url: '/media/a.webp', role: 'admin', is_volunteer: 1 })).toBe('/admin');
    expect(afterLogin({ verified: 1, image_url: '/media/a.webp', is_volunteer: 1 })).toBe('/volunteer_queue');
    expect(afterLogin({ verified: 1, image_url: '/media/a.webp', is_volunteer: 0 })).toBe('/profile');
  });
});
