import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { campaignRefSchema } from '@ireti/shared/campaigns/schemas';
import { campaignImagesSchema, editorImageSchema, thankYouImagesSchema } from '@ireti/shared/campaigns/types';
import { replyOf } from '@ireti/shared/contract';
import { ok } from '../../http/envelope.ts';
import { invalid } from '../../lib/errors.ts';
import { uploadLimits } from '../media/index.ts';
import { imageUploadFields, imageUploadLimits, parseImageNumber, readSingleFile, readSingleImage } from '../media/index.ts';
import { uploadCampaignImage, uploadEditorImage, uploadThankYouImage } from './images.ts';
import { actorOf } from './http.ts';

/**
 * Picture uploads: multipart (field "file") or JSON with a data URL (field "image"). The spec's
 * suffix is the picture's number, written right after the path: /image/upload2 is gallery image 2,
 * /image/message1 the first thank-you image; the campaign is named in the query string, or by `id`
 * in a JSON body (docs/decisions/033-campaign-images.md).
 */
const campaignQuery = z.object({ campaign: campaignRefSchema.optional() });
const suffixParams = z.object({ n: z.string() });
const NOT_ALLOWED = 'This value contains characters that are not allowed';
const campaignBody = imageUploadFields
  .extend({
    id: campaignRefSchema
      .refine((v) => !v.includes('\u0000'), NOT_ALLOWED)
      .optional()
      .meta({ description: 'application/json: the campaign (campaign_id or _id), when the query has no `campaign`' }),
  })
  .nullish();
const consumes = ['multipart/form-data', 'application/json'];
const CampaignMissing = 'Name the campaign: ?campaign= in the address, or "id" in a JSON body';
const CampaignDiffers = 'The body names another campaign than ?campaign=';

/** The campaign named by the query or by a JSON body's `id`; both may be given only if they agree. */
function campaignOf(req: { query: { campaign?: string }; body?: { id?: string } | null }): string {
  const { campaign } = req.query;
  const id = req.body?.id;
  if (campaign !== undefined && id !== undefined && id !== campaign) throw invalid({ id: CampaignDiffers });
  const ref = campaign ?? id;
  if (ref === undefined) throw invalid({ campaign: CampaignMissing });
  return ref;
}

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

  const image = {
    tags,
    security,
    summary: 'Upload the feature image (0, the default) or a gallery image (1–3) of a campaign (owner)',
    description: 'multipart/form-data with the file in "file", or JSON { "image": "data:image/png;base64,…", "id": campaign }.',
    querystring: campaignQuery,
    body: campaignBody,
    consumes,
    response: replyOf(campaignImagesSchema),
  };
  r.put('/image/upload', { schema: image, ...imageUploadLimits }, async (req) =>
    ok(await uploadCampaignImage(ctx, actorOf(req), campaignOf(req), 0, () => readSingleImage(req)), 'Image uploaded'),
  );
  r.put('/image/upload:n', { schema: { ...image, params: suffixParams }, ...imageUploadLimits }, async (req) => {
    const n = parseImageNumber(req.params.n);
    return ok(await uploadCampaignImage(ctx, actorOf(req), campaignOf(req), n, () => readSingleImage(req)), 'Image uploaded');
  });

  const message = {
    tags,
    security,
    summary: 'Upload a thank-you image (1, the default, or 2) of a campaign closed for donations (owner)',
    description: 'multipart/form-data with the file in "file", or JSON { "image": "data:image/png;base64,…", "id": campaign }.',
    querystring: campaignQuery,
    body: campaignBody,
    consumes,
    response: replyOf(thankYouImagesSchema),
  };
  r.put('/image/message', { schema: message, ...imageUploadLimits }, async (req) =>
    ok(await uploadThankYouImage(ctx, actorOf(req), campaignOf(req), 1, () => readSingleImage(req)), 'Image uploaded'),
  );
  r.put('/image/message:n', { schema: { ...message, params: suffixParams }, ...imageUploadLimits }, async (req) => {
    const n = thankYouNumber(req.params.n);
    return ok(await uploadThankYouImage(ctx, actorOf(req), campaignOf(req), n, () => readSingleImage(req)), 'Image uploaded');
  });

  r.post(
    '/pdf/uploadImage',
    {
      schema: { tags, security, summary: 'An image for the description editor; answers its URL', response: replyOf(editorImageSchema) },
      ...uploadLimits,
    },
    async (req) => ok(await uploadEditorImage(ctx, actorOf(req), () => readSingleFile(req)), 'Image uploaded'),
  );
};
export default routes;
