// src/locales/pcm/unsubscribe.json
var unsubscribe_default = {
  'unsubscribe/unsubscribe-page': {
    title: 'Stop updates',
    broken: 'This link no dey work',
    notFound: 'Maybe the unsubscribe link no complete or dem type am wrong. Copy the whole link from the email.',
    goHome: 'Go back to Ireti',
    unsubscribed: 'We don stop your updates',
    subscribed: 'You go dey get updates again',
    noMore: 'You no go dey get updates about {campaign} again.',
    again: 'You go dey get updates about {campaign} again.',
    stillSent: 'Receipts and refund notice go still dey come: na about your money.',
    undo: 'Cancel am: make I dey get updates',
    unsubscribeAgain: 'Stop updates again',
    seeCampaign: 'Go see the campaign',
  },
};
export { unsubscribe_default as default };
