import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campaignRefSchema } from '@ireti/shared/campaigns/schemas';
import { ok } from '../../http/envelope.ts';
import { invalid } from '../../http/errors.ts';
import { uploadLimits } from '../media/media.limits.ts';
import { parseImageNumber, readSingleFile } from '../media/upload.ts';
import { uploadCampaignImage, uploadEditorImage, uploadThankYouImage } from './campaigns.images.ts';
import { actorOf } from './campaigns.http.ts';

/**
 * Picture uploads (multipart, field "file"). The spec's suffix is the picture's number, written
 * right after the path: /image/upload2 is gallery image 2, /image/message1 the first thank-you
 * image; the campaign is named in the query string (docs/decisions/033-campaign-images.md).
 */
const campaignQuery = z.object({ campaign: campaignRefSchema });
const suffixParams = z.object({ n: z.string() });

function thankYouNumber(suffix: string | undefined): 1 | 2 {
  if (suffix === undefined || suffix === '' || suffix === '1') return 1;
  if (suffix === '2') return 2;
  throw invalid({ image: 'The thank-you image number must be 1 or 2' });
}

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['campaigns'];
  const security = [{ bearer: [] }];

  const image = { tags, security, summary: 'Upload the feature image (0, the default) or a gallery image (1–3) of a campaign (owner)', querystring: campaignQuery };
  r.put('/image/upload', { schema: image, ...uploadLimits }, async (req) =>
    ok(await uploadCampaignImage(ctx, actorOf(req), req.query.campaign, 0, () => readSingleFile(req)), 'Image uploaded'),
  );
  r.put('/image/upload:n', { schema: { ...image, params: suffixParams }, ...uploadLimits }, async (req) => {
    const n = parseImageNumber(req.params.n);
    return ok(await uploadCampaignImage(ctx, actorOf(req), req.query.campaign, n, () => readSingleFile(req)), 'Image uploaded');
  });

  const message = { tags, security, summary: 'Upload a thank-you image (1, the default, or 2) of a campaign closed for donations (owner)', querystring: campaignQuery };
  r.put('/image/message', { schema: message, ...uploadLimits }, async (req) =>
    ok(await uploadThankYouImage(ctx, actorOf(req), req.query.campaign, 1, () => readSingleFile(req)), 'Image uploaded'),
  );
  r.put('/image/message:n', { schema: { ...message, params: suffixParams }, ...uploadLimits }, async (req) => {
    const n = thankYouNumber(req.params.n);
    return ok(await uploadThankYouImage(ctx, actorOf(req), req.query.campaign, n, () => readSingleFile(req)), 'Image uploaded');
  });

  r.post(
    '/pdf/uploadImage',
    { schema: { tags, security, summary: "An image for the description editor; answers its URL" }, ...uploadLimits },
    async (req) => ok(await uploadEditorImage(ctx, actorOf(req), () => readSingleFile(req)), 'Image uploaded'),
  );
};
export default routes;
