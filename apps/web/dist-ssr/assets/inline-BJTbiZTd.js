// ../../node_modules/@paystack/inline-js/es/inline.js
function e(e, t) {
  (null == t || t > e.length) && (t = e.length);
  for (var n = 0, a = Array(t); n < t; n++) a[n] = e[n];
  return a;
}
function t(e, t) {
  if (!(e instanceof t)) throw new TypeError('Cannot call a class as a function');
}
function n(e, t) {
  for (var n = 0; n < t.length; n++) {
    var a = t[n];
    ((a.enumerable = a.enumerable || !1), (a.configurable = !0), 'value' in a && (a.writable = !0), Object.defineProperty(e, u(a.key), a));
  }
}
function a(e, t, a) {
  return (t && n(e.prototype, t), a && n(e, a), Object.defineProperty(e, 'prototype', { writable: !1 }), e);
}
function r(e, t, n) {
  return (
    (t = u(t)) in e
      ? Object.defineProperty(e, t, {
          value: n,
          enumerable: !0,
          configurable: !0,
          writable: !0,
        })
      : (e[t] = n),
    e
  );
}
function i(e, t) {
  var n = Object.keys(e);
  if (Object.getOwnPropertySymbols) {
    var a = Object.getOwnPropertySymbols(e);
    (t &&
      (a = a.filter(function (t) {
        return Object.getOwnPropertyDescriptor(e, t).enumerable;
      })),
      n.push.apply(n, a));
  }
  return n;
}
function o(e) {
  for (var t = 1; t < arguments.length; t++) {
    var n = null != arguments[t] ? arguments[t] : {};
    t % 2
      ? i(Object(n), !0).forEach(function (t) {
          r(e, t, n[t]);
        })
      : Object.getOwnPropertyDescriptors
        ? Object.defineProperties(e, Object.getOwnPropertyDescriptors(n))
        : i(Object(n)).forEach(function (t) {
            Object.defineProperty(e, t, Object.getOwnPropertyDescriptor(n, t));
          });
  }
  return e;
}
function c(e, t) {
  if (null == e) return {};
  var n,
    a,
    r = (function (e, t) {
      if (null == e) return {};
      var n = {};
      for (var a in e)
        if ({}.hasOwnProperty.call(e, a)) {
          if (-1 !== t.indexOf(a)) continue;
          n[a] = e[a];
        }
      return n;
    })(e, t);
  if (Object.getOwnPropertySymbols) {
    var i = Object.getOwnPropertySymbols(e);
    for (a = 0; a < i.length; a++) ((n = i[a]), -1 === t.indexOf(n) && {}.propertyIsEnumerable.call(e, n) && (r[n] = e[n]));
  }
  return r;
}
function s(e, t) {
  return (
    (function (e) {
      if (Array.isArray(e)) return e;
    })(e) ||
    (function (e, t) {
      var n = null == e ? null : ('undefined' != typeof Symbol && e[Symbol.iterator]) || e['@@iterator'];
      if (null != n) {
        var a,
          r,
          i,
          o,
          c = [],
          s = !0,
          l = !1;
        try {
          if (((i = (n = n.call(e)).next), 0 === t)) {
            if (Object(n) !== n) return;
            s = !1;
          } else for (; !(s = (a = i.call(n)).done) && (c.push(a.value), c.length !== t); s = !0);
        } catch (e) {
          ((l = !0), (r = e));
        } finally {
          try {
            if (!s && null != n.return && ((o = n.return()), Object(o) !== o)) return;
          } finally {
            if (l) throw r;
          }
        }
        return c;
      }
    })(e, t) ||
    d(e, t) ||
    (function () {
      throw new TypeError(
        'Invalid attempt to destructure non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.',
      );
    })()
  );
}
function l(t) {
  return (
    (function (t) {
      if (Array.isArray(t)) return e(t);
    })(t) ||
    (function (e) {
      if (('undefined' != typeof Symbol && null != e[Symbol.iterator]) || null != e['@@iterator']) return Array.from(e);
    })(t) ||
    d(t) ||
    (function () {
      throw new TypeError(
        'Invalid attempt to spread non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.',
      );
    })()
  );
}
function u(e) {
  var t = (function (e, t) {
    if ('object' != typeof e || !e) return e;
    var n = e[Symbol.toPrimitive];
    if (void 0 !== n) {
      var a = n.call(e, t || 'default');
      if ('object' != typeof a) return a;
      throw new TypeError('@@toPrimitive must return a primitive value.');
    }
    return ('string' === t ? String : Number)(e);
  })(e, 'string');
  return 'symbol' == typeof t ? t : t + '';
}
function p(e) {
  return (
    (p =
      'function' == typeof Symbol && 'symbol' == typeof Symbol.iterator
        ? function (e) {
            return typeof e;
          }
        : function (e) {
            return e && 'function' == typeof Symbol && e.constructor === Symbol && e !== Symbol.prototype ? 'symbol' : typeof e;
          }),
    p(e)
  );
}
function d(t, n) {
  if (t) {
    if ('string' == typeof t) return e(t, n);
    var a = {}.toString.call(t).slice(8, -1);
    return (
      'Object' === a && t.constructor && (a = t.constructor.name),
      'Map' === a || 'Set' === a
        ? Array.from(t)
        : 'Arguments' === a || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(a)
          ? e(t, n)
          : void 0
    );
  }
}
var h = {
  cookieTestUrl: 'https://legacy-staging.paystack.co/test-iframe/start.html',
  publishableKey: 'uFmz/uE/SDT6GupOrSEXIZXGByjQ0zFkPyc9LqKHFqnTI0WPN3JS5kQPo/j9or0TOXlqMQj2lzHn/UGsQT4XeQ==',
  publicKey:
    '-----BEGIN PUBLIC KEY-----\r\nMFwwDQYJKoZIhvcNAQEBBQADSwAwSAJBALhZs/7hP0g0+hrqTq0hFyGVxgco0NMx\r\nZD8nPS6ihxap0yNFjzdyUuZED6P4/aK9Ezl5ajEI9pcx5/1BrEE+F3kCAwEAAQ==\r\n-----END PUBLIC KEY-----',
  applePayVersion: 6,
  applePayValidateSessionPath: 'applepay/validate-session/',
  applePayChargePath: 'applepay/charge',
};
var m = o(
  o({}, h),
  {},
  {
    checkoutUrl: 'http://localhost:8081/',
    paymentBaseUrl: 'https://legacy-staging.paystack.co/',
    paystackApiUrl: 'https://studio-api.paystack.co/',
    siteUrl: 'https://paystack.com',
    pusherKey: '1c7b262ee18455815893',
    pusherUrl: 'http://localhost:8081/static/vendor/pusher.min.js',
  },
);
var y = o(
  o({}, h),
  {},
  {
    checkoutUrl: 'https://checkout-studio.paystack.com/',
    paymentBaseUrl: 'https://legacy-staging.paystack.co/',
    paystackApiUrl: 'https://studio-api.paystack.co/',
    siteUrl: 'https://beta.paystack.com',
    pusherKey: '1c7b262ee18455815893',
    pusherUrl: 'https://checkout-studio.paystack.com/static/vendor/pusher.min.js',
  },
);
var f =
  {
    dev: m,
    staging: y,
    production: o(
      o({}, h),
      {},
      {
        checkoutUrl: 'https://checkout.paystack.com/',
        paymentBaseUrl: 'https://standard.paystack.co/',
        paystackApiUrl: 'https://api.paystack.co/',
        siteUrl: 'https://paystack.com',
        pusherKey: '8e4b9b7ca3418bd5cdc8',
        pusherUrl: 'https://checkout.paystack.com/static/vendor/pusher.min.js',
      },
    ),
  }.production || y;
function g(e, t) {
  var n = [];
  return (
    Object.keys(e).forEach(function (a) {
      var r = t ? ''.concat(t, '[').concat(a, ']') : a,
        i = e[r];
      n.push(
        null !== i && 'object' === ('undefined' == typeof v ? 'undefined' : p(v))
          ? g(i, r)
          : ''.concat(encodeURIComponent(a), '=').concat(encodeURIComponent(i)),
      );
    }),
    n.join('&')
  );
}
function b() {
  return document.currentScript || (e = document.getElementsByTagName('script'))[e.length - 1];
  var e;
}
function k() {
  var e = [],
    t = b();
  if (t) {
    var n = Array.prototype.slice.call(t.attributes);
    e = Object.keys(n)
      .filter(function (e) {
        var t = n[e].nodeName;
        return t && t.indexOf('data') > -1;
      })
      .map(function (e) {
        return n[e].nodeName;
      });
  }
  return e;
}
var w = {
  height: '50px',
  width: 'auto',
  borderRadius: '3px',
  padding: '10px',
  locale: 'en',
  type: 'pay',
};
var C = function (e) {
  return e && 'object' === p(e)
    ? Object.keys(w).reduce(function (t, n) {
        return o(o({}, t), {}, r({}, n, e[n] || w[n]));
      }, {})
    : w;
};
var P = function () {
  return Number(parseFloat((arguments.length > 0 && void 0 !== arguments[0] ? arguments[0] : 0) / 100).toFixed(2));
};
var S = {
  headers: {
    accept: 'application/json, text/plain, */*',
    'accept-language': 'en-GB,en-US;q=0.9,en;q=0.8',
    'content-type': 'application/x-www-form-urlencoded',
    'sec-ch-ua-mobile': '?0',
    'sec-fetch-dest': 'empty',
    'sec-fetch-mode': 'cors',
    'sec-fetch-site': 'cross-site',
  },
  referrerPolicy: 'no-referrer-when-downgrade',
  method: 'POST',
  mode: 'cors',
  credentials: 'omit',
};
function x(e) {
  return Object.keys(e)
    .reduce(function (t, n) {
      var a = encodeURIComponent(n),
        r = encodeURIComponent(e[n]),
        i = ''.concat(a, '=').concat(r);
      return [].concat(l(t), [i]);
    }, [])
    .join('&');
}
var A = function (e) {
  return (
    {
      biannually: 'BIANNUAL PLAN',
      annually: 'ANNUAL PLAN',
    }[e] || ''.concat(e.toUpperCase(), ' PLAN')
  );
};
var q = function () {
  try {
    return (
      window.location &&
      'https:' === window.location.protocol &&
      window.ApplePaySession &&
      window.ApplePaySession.supportsVersion(f.applePayVersion)
    );
  } catch (e) {
    return !1;
  }
};
var E = function () {
  var e = arguments.length > 0 && void 0 !== arguments[0] ? arguments[0] : [];
  return q() && e.includes('apple_pay');
};
function T(e) {
  var t = document.createElement('iframe');
  return (t.setAttribute('frameBorder', '0'), t.setAttribute('allowtransparency', 'true'), (t.id = e), (t.style.display = 'none'), t);
}
function _(e) {
  return e.querySelector('apple-pay-button') || e.querySelector('#apple-pay-button');
}
function I(e) {
  return document.querySelector('#'.concat(e));
}
function O(e, t, n) {
  var a = t.channels,
    r = void 0 === a ? [] : a,
    i = t.styles,
    o = void 0 === i ? {} : i,
    c = { applePay: !1 };
  return new Promise(function (t, a) {
    if (e)
      if (E(r)) {
        if (_(e)) return ((c.applePay = !0), void t(c));
        (function (e, t) {
          var n = t.container,
            a = t.integrity;
          return new Promise(function (t, r) {
            e || r('No script url');
            var i = document.createElement('script');
            ((i.src = e),
              (i.crossOrigin = 'anonymous'),
              a && (i.integrity = a),
              i.addEventListener('load', function () {
                t(!0);
              }),
              i.addEventListener('error', function () {
                (i.remove(), r(!1));
              }),
              n ? n.appendChild(i) : document.head.appendChild(i));
          });
        })('https://applepay.cdn-apple.com/jsapi/v1.1.0/apple-pay-sdk.js', {
          container: e,
          integrity: 'sha384-z/6BVHCcSypLSykOVpaT1PQWHOOgU45uOOlMkgi/bElX4yFqmChNMb7qiv80wFav',
        })
          .then(function () {
            if (n && 1077497 !== n && window && !Array.isArray(window.webpackJsonp))
              throw new Error(
                "Incorrect data type for 'webpackJsonp', expected array, got ".concat(
                  p(window.webpackJsonp),
                  '. Switching to fallback apple pay button',
                ),
              );
            ((function (e, t) {
              var n,
                a,
                r,
                i,
                o,
                c = t.styles,
                s = t.theme,
                l = document.createElement('style'),
                u =
                  ((a = (n = c).height),
                  (r = n.width),
                  (i = n.borderRadius),
                  (o = n.padding),
                  '\n  apple-pay-button {\n    --apple-pay-button-width: '
                    .concat(r, ';\n    --apple-pay-button-height: ')
                    .concat(a, ';\n    --apple-pay-button-border-radius: ')
                    .concat(i, ';\n    --apple-pay-button-padding: ')
                    .concat(o, ';\n    --apple-pay-button-box-sizing: border-box;\n    width: ')
                    .concat(r, ';\n  }\n'));
              ((l.type = 'text/css'),
                l.styleSheet ? (l.styleSheet.cssText = u) : l.appendChild(document.createTextNode(u)),
                e.appendChild(l));
              var p = document.createElement('apple-pay-button');
              (p.setAttribute('buttonstyle', 'light' === s ? 'white' : 'black'),
                p.setAttribute('type', c.type),
                p.setAttribute('locale', c.locale),
                e.appendChild(p));
            })(e, {
              styles: C(o.applePay),
              theme: o.theme,
            }),
              (c.applePay = !0),
              t(c));
          })
          .catch(function () {
            ((function (e, t) {
              var n,
                a,
                r,
                i,
                o,
                c,
                s,
                l = t.styles,
                u = t.theme,
                p = document.createElement('style'),
                d =
                  ((a = (n = l).height),
                  (r = n.width),
                  (i = n.borderRadius),
                  (o = n.padding),
                  (c = n.type),
                  (s = n.locale),
                  '\n  @supports (-webkit-appearance: -apple-pay-button) { \n    .apple-pay-button {\n        display: inline-block;\n        -webkit-appearance: -apple-pay-button;\n        width: '
                    .concat(r, ';\n        height: ')
                    .concat(a, ';\n        border-radius: ')
                    .concat(i, ';\n        padding: ')
                    .concat(o, ';\n        -apple-pay-button-type: ')
                    .concat(c, ';\n        -webkit-locale: ')
                    .concat(
                      s,
                      ';\n    }\n    .apple-pay-button-black {\n        -apple-pay-button-style: black;\n    }\n    .apple-pay-button-white {\n        -apple-pay-button-style: white;\n    }\n    .apple-pay-button-white-with-line {\n        -apple-pay-button-style: white-outline;\n    }\n  }\n\n  @supports not (-webkit-appearance: -apple-pay-button) {\n    .apple-pay-button {\n        display: inline-block;\n        background-size: 100% 60%;\n        background-repeat: no-repeat;\n        background-position: 50% 50%;\n        border-radius: 5px;\n        padding: 0px;\n        box-sizing: border-box;\n        min-width: 200px;\n        min-height: 32px;\n        max-height: 64px;\n    }\n    .apple-pay-button-black {\n        background-image: -webkit-named-image(apple-pay-logo-white);\n        background-color: black;\n    }\n    .apple-pay-button-white {\n        background-image: -webkit-named-image(apple-pay-logo-black);\n        background-color: white;\n    }\n    .apple-pay-button-white-with-line {\n        background-image: -webkit-named-image(apple-pay-logo-black);\n        background-color: white;\n        border: .5px solid black;\n    }\n  }\n',
                    ));
              ((p.type = 'text/css'),
                p.styleSheet ? (p.styleSheet.cssText = d) : p.appendChild(document.createTextNode(d)),
                e.appendChild(p));
              var h = document.createElement('button');
              (h.classList.add('apple-pay-button', 'light' === u ? 'apple-pay-button-white' : 'apple-pay-button-black'),
                (h.id = 'apple-pay-button'));
              var m = document.createElement('span');
              (m.classList.add('logo'), h.appendChild(m), e.appendChild(h));
            })(e, {
              styles: C(o.applePay),
              theme: o.theme,
            }),
              (c.applePay = !0),
              t(c));
          });
      } else a('No wallet payment method is available on this device');
    else a('Container to mount elements was not provided');
  });
}
function z(e) {
  for (; e.firstChild;) e.removeChild(e.firstChild);
}
var j = [
  {
    value: 'key',
    required: !0,
    types: ['string'],
  },
  {
    value: 'amount',
    required: !0,
    or: ['plan', 'planCode'],
    types: ['string', 'number'],
  },
  {
    value: 'currency',
    required: !1,
    types: ['string'],
  },
  {
    value: 'email',
    required: !0,
    or: ['customerCode'],
    types: ['string'],
  },
  {
    value: 'label',
    required: !1,
    types: ['string'],
  },
  {
    value: 'firstName',
    required: !1,
    types: ['string'],
  },
  {
    value: 'lastName',
    required: !1,
    types: ['string'],
  },
  {
    value: 'reference',
    required: !1,
    types: ['string'],
  },
  {
    value: 'phone',
    required: !1,
    types: ['string'],
  },
  {
    value: 'customerCode',
    required: !1,
    override: 'email',
    types: ['string'],
  },
  {
    value: 'channels',
    required: !1,
    types: ['array'],
  },
  {
    value: 'paymentRequest',
    required: !1,
    types: ['string', 'number'],
  },
  {
    value: 'paymentPage',
    required: !1,
    types: ['string'],
  },
  {
    value: 'hash',
    required: !1,
    types: ['string'],
  },
  {
    value: 'container',
    required: !1,
    types: ['string'],
  },
  {
    value: 'metadata',
    required: !1,
    types: ['object'],
  },
  {
    value: 'subaccountCode',
    required: !1,
    types: ['string'],
  },
  {
    value: 'bearer',
    required: !1,
    types: ['string'],
  },
  {
    value: 'transactionCharge',
    required: !1,
    types: ['string', 'number'],
  },
  {
    value: 'planCode',
    required: !1,
    override: 'amount',
    types: ['string'],
  },
  {
    value: 'subscriptionCount',
    required: !1,
    types: ['number'],
  },
  {
    value: 'planInterval',
    required: !1,
    types: ['string'],
  },
  {
    value: 'subscriptionLimit',
    required: !1,
    types: ['number'],
  },
  {
    value: 'subscriptionStartDate',
    required: !1,
    types: ['string'],
  },
  {
    value: 'accessCode',
    required: !1,
    types: ['string'],
  },
  {
    value: 'onError',
    required: !1,
    types: ['function'],
  },
  {
    value: 'onLoad',
    required: !1,
    types: ['function'],
  },
  {
    value: 'onSuccess',
    required: !1,
    types: ['function'],
  },
  {
    value: 'onCancel',
    required: !1,
    types: ['function'],
  },
  {
    value: 'callback',
    required: !1,
    types: ['function'],
  },
  {
    value: 'onClose',
    required: !1,
    types: ['function'],
  },
  {
    value: 'onBankTransferConfirmationPending',
    required: !1,
    types: ['function'],
  },
  {
    value: 'firstname',
    required: !1,
    types: ['string'],
  },
  {
    value: 'lastname',
    required: !1,
    types: ['string'],
  },
  {
    value: 'customer_code',
    required: !1,
    types: ['string'],
  },
  {
    value: 'payment_request',
    required: !1,
    types: ['string', 'number'],
  },
  {
    value: 'subaccount',
    required: !1,
    types: ['string'],
  },
  {
    value: 'transaction_charge',
    required: !1,
    types: ['number', 'string'],
  },
  {
    value: 'plan',
    required: !1,
    types: ['string'],
  },
  {
    value: 'quantity',
    required: !1,
    types: ['number'],
  },
  {
    value: 'interval',
    required: !1,
    types: ['string'],
  },
  {
    value: 'invoice_limit',
    required: !1,
    types: ['number', 'string'],
  },
  {
    value: 'start_date',
    required: !1,
    types: ['string'],
  },
  {
    value: 'payment_page',
    required: !1,
    types: ['number', 'string'],
  },
  {
    value: 'order_id',
    required: !1,
    types: ['number'],
  },
  {
    value: 'ref',
    required: !1,
    types: ['string'],
  },
  {
    value: 'card',
    required: !1,
    types: ['string'],
  },
  {
    value: 'bank',
    required: !1,
    types: ['string'],
  },
  {
    value: 'split',
    required: !1,
    types: ['object'],
  },
  {
    value: 'split_code',
    required: !1,
    types: ['string'],
  },
  {
    value: 'transaction_type',
    required: !1,
    types: ['string'],
  },
  {
    value: 'subscription',
    required: !1,
    types: ['number'],
  },
  {
    value: 'language',
    required: !1,
    types: ['string'],
  },
  {
    value: 'connect_account',
    required: !1,
    types: ['string'],
  },
  {
    value: 'connect_split',
    required: !1,
    types: ['array'],
  },
];
function V(e) {
  return (null == e ? void 0 : e.length) > 500 ? e.split('?')[0] : e;
}
function M(e) {
  var t,
    n,
    a,
    r,
    i = o({}, e);
  ((i.metadata = e.metadata || {}),
    (i.metadata.referrer =
      ((t = window.location),
      (n = t.href),
      (a = void 0 === n ? '' : n),
      (r = t.ancestorOrigins),
      [a]
        .concat(l(void 0 === r ? [] : r))
        .map(V)
        .join(','))),
    (i.metadata = JSON.stringify(i.metadata)),
    (i.mode = 'popup'),
    e.split && 'string' != typeof e.split && (i.split = JSON.stringify(i.split)));
  return (
    void 0 !== i.card && ['false', !1].indexOf(i.card) > -1 && ((i.channels = ['bank']), delete i.card),
    void 0 !== i.bank && ['false', !1].indexOf(i.bank) > -1 && ((i.channels = ['card']), delete i.bank),
    [
      {
        to: 'firstname',
        from: 'firstName',
      },
      {
        to: 'lastname',
        from: 'lastName',
      },
      {
        to: 'customer_code',
        from: 'customerCode',
      },
      {
        to: 'payment_request',
        from: 'paymentRequest',
      },
      {
        to: 'subaccount',
        from: 'subaccountCode',
      },
      {
        to: 'transaction_charge',
        from: 'transactionCharge',
      },
      {
        to: 'plan',
        from: 'planCode',
      },
      {
        to: 'quantity',
        from: 'subscriptionCount',
      },
      {
        to: 'interval',
        from: 'planInterval',
      },
      {
        to: 'invoice_limit',
        from: 'subscriptionLimit',
      },
      {
        to: 'start_date',
        from: 'subscriptionStartDate',
      },
      {
        to: 'ref',
        from: 'reference',
      },
    ].forEach(function (e) {
      i[e.from] && ((i[e.to] = i[e.from]), delete i[e.from]);
    }),
    Object.values(e).forEach(function (t, n) {
      if ('function' == typeof t) {
        var a = Object.keys(e)[n];
        delete i[a];
      }
    }),
    i
  );
}
var L = ['iPad Simulator', 'iPhone Simulator', 'iPod Simulator', 'iPad', 'iPhone', 'iPod'];
var U =
  window && window.navigator && (window.navigator.platform || (window.navigator.userAgentData && window.navigator.userAgentData.platform));
var N = function () {
  var e = arguments.length > 0 && void 0 !== arguments[0] ? arguments[0] : {},
    t = e.platform,
    n = e.userAgent,
    a = void 0 === n ? window && window.navigator && window.navigator.userAgent : n,
    r = t || U;
  return L.includes(r) || (a.includes('Mac') && 'ontouchend' in document);
};
var B = function (e, t, n) {
  var a = ''.concat(f.paystackApiUrl, 'transaction/update_log/').concat(e),
    r = { Authorization: 'Bearer '.concat(t) };
  return fetch(a, {
    method: 'POST',
    body: JSON.stringify({ payload: JSON.stringify(n) }),
    headers: r,
  });
};
var R = function (e, t) {
  var n = ''.concat(f.paystackApiUrl, 'transaction/set_ip/').concat(e),
    a = { Authorization: 'Bearer '.concat(t) };
  return fetch(n, {
    method: 'POST',
    headers: a,
  });
};
var D = {
  initializeLog: function (e) {
    var t = e || {},
      n = t.attempts,
      a = t.authentication,
      r = t.errors,
      i = t.history;
    this.log = {
      start_time: Math.round(Date.now() / 1e3),
      time_spent: 0,
      attempts: n || 0,
      authentication: a,
      errors: r || 0,
      success: !1,
      mobile: N(),
      input: [],
      history: i || [],
    };
  },
  getTimeSpent: function () {
    var e = Math.round(Date.now() / 1e3);
    return ((this.log.time_spent = e - this.log.start_time), this.log.time_spent);
  },
  logAPIResponse: function (e, t) {
    switch (e.status) {
      case 'success':
        return this.logApiSuccess(t);
      case 'failed':
        return this.logApiError(e.message);
      default:
        return !1;
    }
  },
  logValidationResponse: function (e) {
    return (
      this.log.history.push({
        type: 'action',
        message: e,
        time: this.getTimeSpent(),
      }),
      this.saveLog()
    );
  },
  logAttempt: function (e) {
    var t = 'Attempted to pay';
    return (
      e && (t += ' with '.concat(e)),
      (this.log.attempts += 1),
      this.log.history.push({
        type: 'action',
        message: t,
        time: this.getTimeSpent(),
      }),
      this.saveLog()
    );
  },
  logApiError: function (e) {
    var t = 'Error';
    return (
      e && (t += ': '.concat(e)),
      (this.log.errors += 1),
      this.log.history.push({
        type: 'error',
        message: t,
        time: this.getTimeSpent(),
      }),
      this.saveLog()
    );
  },
  logApiSuccess: function (e) {
    var t = 'Successfully paid';
    return (
      e && (t += ' with '.concat(e)),
      (this.log.success = !0),
      this.log.history.push({
        type: 'success',
        message: t,
        time: this.getTimeSpent(),
      }),
      this.saveLog()
    );
  },
  saveLog: function () {
    try {
      if (this.response) return B(this.id, this.response.merchant_key, this.log);
    } catch (e) {}
  },
  saveIpAddress: function () {
    try {
      if (this.response) return R(this.id, this.response.merchant_key);
    } catch (e) {}
  },
};
var F = ['language', 'connect_account'];
var W = {
  requestInline: function () {
    var e = this,
      t = this.urlParameters,
      n = t.language,
      a = t.connect_account,
      r = c(t, F),
      i = o({ 'Content-Type': 'application/json' }, n && { 'Accept-Language': n });
    return (
      this.accessCode
        ? fetch(new URL('transaction/verify_access_code/'.concat(this.accessCode), f.paystackApiUrl).toString(), { headers: i })
        : fetch(new URL('/checkout/request_inline', f.paystackApiUrl).toString(), {
            method: 'POST',
            body: JSON.stringify(r),
            headers: o(o({}, i), a && { 'x-connect-account': a }),
          })
    )
      .then(function (e) {
        return e.json();
      })
      .then(function (t) {
        if (!1 === t.status) throw new Error(t.message);
        return (
          (e.response = t.data),
          (e.id = t.data.id),
          (e.status = t.data.transaction_status),
          (e.accessCode = t.data.access_code),
          (e.log = null),
          Object.assign(e, D),
          e.initializeLog(t.data.log),
          e.saveIpAddress(),
          t.data
        );
      });
  },
};
var J = (function () {
  return a(
    function e(n) {
      (t(this, e),
        (function (e) {
          function t(e, t) {
            ((this.message = e), (this.issues = t || []));
          }
          if (!e || 'object' !== p(e)) throw new t('Transaction parameters should be a non-empty object');
          var n = e;
          if ('accessCode' in n) return { accessCode: n.accessCode };
          Object.keys(n).forEach(function (e) {
            void 0 !==
              j.find(function (t) {
                return t.value === e;
              }) || delete n[e];
          });
          var a = Object.keys(n),
            r = [];
          if (
            (j
              .filter(function (e) {
                return e.required;
              })
              .forEach(function (e) {
                var t = !n[e.value],
                  a = e.or
                    ? e.or.some(function (e) {
                        return n[e];
                      })
                    : null;
                t && !a && r.push({ message: 'Required parameter missing: '.concat(e.value) });
              }),
            a.forEach(function (e) {
              var t = n[e],
                a = j.find(function (t) {
                  return t.value === e;
                }),
                i = p(t);
              ('object' === i && Array.isArray(t) && (i = 'array'),
                a.types.indexOf(i) <= -1 &&
                  r.push({
                    message: 'Invalid parameter type: '.concat(e),
                    validTypes: a.types,
                  }));
            }),
            a.forEach(function (e) {
              var t = j.find(function (t) {
                return t.value === e;
              });
              t.override && delete n[t.override];
            }),
            r.length)
          )
            throw new t('Invalid transaction parameters', r);
        })(n),
        (this.parameters = n),
        (this.urlParameters = M(n)),
        (this.id = null),
        (this.status = null),
        (this.accessCode = n.accessCode || null),
        (this.authorizationUrl = null),
        (this.errors = []),
        (this.response = null),
        (this.isActive = !0));
      var a = n.onError,
        r = n.onLoad,
        i = n.onSuccess,
        o = n.onCancel,
        c = n.callback,
        s = n.onClose,
        l = n.onBankTransferConfirmationPending;
      ((this.callbacks = {
        onError: a,
        onLoad: r,
        onSuccess: i,
        onCancel: o,
        onBankTransferConfirmationPending: l,
      }),
        (this.deprecatedCallbacks = {
          callback: c,
          onClose: s,
        }),
        Object.assign(this, W));
    },
    [
      {
        key: 'onSetupError',
        value: function (e) {
          (this.logError(e), this.callbacks.onError && this.callbacks.onError(e));
        },
      },
      {
        key: 'onLoad',
        value: function (e) {
          var t = e.id,
            n = e.customer,
            a = e.accessCode;
          (Object.assign(this, {
            id: t,
            customer: n,
            accessCode: a,
          }),
            (this.authorizationUrl = ''.concat(f.checkoutUrl).concat(a)),
            this.callbacks.onLoad &&
              this.callbacks.onLoad({
                id: t,
                customer: n,
                accessCode: a,
              }));
        },
      },
      {
        key: 'onSuccess',
        value: function (e) {
          ((this.isActive = !1),
            (this.response = e),
            (this.status = e.status),
            this.callbacks.onSuccess && this.callbacks.onSuccess(e),
            this.deprecatedCallbacks.callback && this.deprecatedCallbacks.callback(e));
        },
      },
      {
        key: 'setStatus',
        value: function (e) {
          this.status = e;
        },
      },
      {
        key: 'onCancel',
        value: function () {
          (this.callbacks.onCancel && this.callbacks.onCancel(), this.deprecatedCallbacks.onClose && this.deprecatedCallbacks.onClose());
        },
      },
      {
        key: 'cancel',
        value: function () {
          ((this.isActive = !1), this.onCancel());
        },
      },
      {
        key: 'onBankTransferConfirmationPending',
        value: function () {
          (this.cancel(), this.callbacks.onBankTransferConfirmationPending && this.callbacks.onBankTransferConfirmationPending());
        },
      },
      {
        key: 'logError',
        value: function (e) {
          this.errors.push(e);
        },
      },
    ],
  );
})();
var K = console ? console.warn || console.log : function () {};
function Q(e, t, n) {
  K(
    '"'
      .concat(e, '" has been deprecated, please use "')
      .concat(t, '". ')
      .concat(n || ''),
  );
}
var G;
var H = ['preload', 'inlineTransaction', 'transactionData'];
var X = ['container', 'styles', 'onElementsMount'];
function Y(e, t) {
  if (!e.length) return null;
  var n = e.filter(function (e) {
    var n,
      a,
      r,
      i,
      o = !e.status || 'abandoned' === e.status,
      c =
        ((n = e.parameters),
        (a = t),
        (r = Object.keys(n).sort().join('') === Object.keys(a).sort().join('')),
        (i = Object.values(n).sort().join('') === Object.values(a).sort().join('')),
        r && i);
    return o && c;
  });
  return n.length ? n[n.length - 1] : null;
}
function Z(e) {
  var t = e.checkoutIframe,
    n = e.urlParameters;
  t &&
    n &&
    t.contentWindow.postMessage(
      {
        type: 'inline:url',
        path: 'newTransaction',
        params: n,
      },
      '*',
    );
}
var $ = 'trackPaymentError';
var ee = 'trackPaymentAttempt';
var te = 'trackPaymentCompletion';
function ne(e) {
  throw (K(e), new Error(e));
}
var ae;
var re;
var ie = (function () {
  function e(n) {
    var a, r;
    (t(this, e),
      (this.id = (function () {
        for (var e = '', t = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', n = 0; n < 5; n += 1)
          e += t.charAt(Math.floor(62 * Math.random()));
        return e;
      })()),
      (this.transactions = []),
      (this.isOpen = !1),
      (this.isLoaded = !1),
      (this.isDeprecatedApi = n && n.isDeprecatedApi),
      n && n.isEmbed
        ? (this.isEmbed = !0)
        : n &&
          n.isPaymentRequest &&
          ((n.container && I(n.container)) || ne('A container is required to mount the payment request button'),
          (this.paymentRequestContainer = I(n.container)),
          (this.paymentRequestTransaction = null)),
      (this.backgroundIframe = (function (e) {
        var t = T('inline-background-'.concat(e));
        ((t.style.cssText =
          '\n  z-index: 999999999999999;\n  background: transparent;\n  background: rgba(0, 0, 0, 0.75);    \n  border: 0px none transparent;\n  overflow-x: hidden;\n  overflow-y: hidden;\n  margin: 0;\n  padding: 0;\n  -webkit-tap-highlight-color: transparent;\n  -webkit-touch-callout: none;\n  position: fixed;\n  left: 0;\n  top: 0;\n  width: 100%;\n  height: 100%;\n  transition: opacity 0.3s;\n  -webkit-transition: opacity 0.3s;\n  visibility: hidden;\n  display: none;\n'),
          (t.style.colorScheme = 'light'),
          document.body.appendChild(t));
        var n = t.contentWindow.document;
        return (
          n.open(),
          n.write(
            '\n  <!DOCTYPE html>\n  <html lang="en">\n\n  <head>\n    <meta charset="UTF-8">\n    <meta name="viewport" content="width=device-width, initial-scale=1.0">\n    <meta http-equiv="X-UA-Compatible" content="ie=edge">\n    <title>Paystack Popup Loader</title>\n    <style>\n      .app-loader {\n        margin: 200px 0;\n        text-align: center;\n        color: white;\n      }      \n      @keyframes app-loader__spinner {\n        0% {\n          opacity: 1;\n        }\n        100% {\n          opacity: 0;\n        }\n      }\n      @-webkit-keyframes app-loader__spinner {\n        0% {\n          opacity: 1;\n        }\n        100% {\n          opacity: 0;\n        }\n      }\n      .app-loader__spinner {\n        position: relative;\n        display: inline-block;\n      }\n      .app-loader__spinner div {\n        left: 95px;\n        top: 35px;\n        position: absolute;\n        -webkit-animation: app-loader__spinner linear 1s infinite;\n        animation: app-loader__spinner linear 1s infinite;\n        background: white;\n        width: 10px;\n        height: 30px;\n        border-radius: 40%;\n        -webkit-transform-origin: 5px 65px;\n        transform-origin: 5px 65px;\n      }\n      .app-loader__spinner div:nth-child(1) {\n        -webkit-transform: rotate(0deg);\n        transform: rotate(0deg);\n        -webkit-animation-delay: -0.916666666666667s;\n        animation-delay: -0.916666666666667s;\n      }\n      .app-loader__spinner div:nth-child(2) {\n        -webkit-transform: rotate(30deg);\n        transform: rotate(30deg);\n        -webkit-animation-delay: -0.833333333333333s;\n        animation-delay: -0.833333333333333s;\n      }\n      .app-loader__spinner div:nth-child(3) {\n        -webkit-transform: rotate(60deg);\n        transform: rotate(60deg);\n        -webkit-animation-delay: -0.75s;\n        animation-delay: -0.75s;\n      }\n      .app-loader__spinner div:nth-child(4) {\n        -webkit-transform: rotate(90deg);\n        transform: rotate(90deg);\n        -webkit-animation-delay: -0.666666666666667s;\n        animation-delay: -0.666666666666667s;\n      }\n      .app-loader__spinner div:nth-child(5) {\n        -webkit-transform: rotate(120deg);\n        transform: rotate(120deg);\n        -webkit-animation-delay: -0.583333333333333s;\n        animation-delay: -0.583333333333333s;\n      }\n      .app-loader__spinner div:nth-child(6) {\n        -webkit-transform: rotate(150deg);\n        transform: rotate(150deg);\n        -webkit-animation-delay: -0.5s;\n        animation-delay: -0.5s;\n      }\n      .app-loader__spinner div:nth-child(7) {\n        -webkit-transform: rotate(180deg);\n        transform: rotate(180deg);\n        -webkit-animation-delay: -0.416666666666667s;\n        animation-delay: -0.416666666666667s;\n      }\n      .app-loader__spinner div:nth-child(8) {\n        -webkit-transform: rotate(210deg);\n        transform: rotate(210deg);\n        -webkit-animation-delay: -0.333333333333333s;\n        animation-delay: -0.333333333333333s;\n      }\n      .app-loader__spinner div:nth-child(9) {\n        -webkit-transform: rotate(240deg);\n        transform: rotate(240deg);\n        -webkit-animation-delay: -0.25s;\n        animation-delay: -0.25s;\n      }\n      .app-loader__spinner div:nth-child(10) {\n        -webkit-transform: rotate(270deg);\n        transform: rotate(270deg);\n        -webkit-animation-delay: -0.166666666666667s;\n        animation-delay: -0.166666666666667s;\n      }\n      .app-loader__spinner div:nth-child(11) {\n        -webkit-transform: rotate(300deg);\n        transform: rotate(300deg);\n        -webkit-animation-delay: -0.083333333333333s;\n        animation-delay: -0.083333333333333s;\n      }\n      .app-loader__spinner div:nth-child(12) {\n        -webkit-transform: rotate(330deg);\n        transform: rotate(330deg);\n        -webkit-animation-delay: 0s;\n        animation-delay: 0s;\n      }\n      .app-loader__spinner {\n        width: 40px;\n        height: 40px;\n        -webkit-transform: translate(-20px, -20px) scale(0.2) translate(20px, 20px);\n        transform: translate(-20px, -20px) scale(0.2) translate(20px, 20px);\n      }\n    </style>\n  </head>\n\n  <body>\n    <div id="app-loader" class="app-loader">\n      <div id="spinner" class="app-loader__spinner">\n        <div></div><div></div><div></div><div></div><div></div><div></div><div>\n        </div><div></div><div></div><div></div><div></div><div></div>\n      </div>\n    </div>\n  </body>\n\n  </html>\n',
          ),
          n.close(),
          t
        );
      })(this.id)),
      (this.checkoutIframe =
        ((a = this.id),
        ((r = T('inline-checkout-'.concat(a))).src = ''.concat(f.checkoutUrl, 'popup?precheckout=true')),
        (r.style.cssText =
          '\n  z-index: 999999999999999;\n  background: transparent;\n  border: 0px none transparent;\n  overflow-x: hidden;\n  overflow-y: hidden;\n  margin: 0;\n  padding: 0;\n  -webkit-tap-highlight-color: transparent;\n  -webkit-touch-callout: none;\n  position: fixed;\n  left: 0;\n  top: 0;\n  width: 100%;\n  visibility: hidden;\n  display: none;\n  height: 100%;\n'),
        (r.style.colorScheme = 'light'),
        r.setAttribute('allowpaymentrequest', 'true'),
        r.setAttribute('allow', 'payment; clipboard-read; clipboard-write'),
        document.body.appendChild(r),
        r)),
      this.registerListeners());
  }
  return a(
    e,
    [
      {
        key: 'registerListeners',
        value: function () {
          var e = this;
          window.addEventListener('message', function (t) {
            var n = ''.concat(t.origin, '/') === f.checkoutUrl,
              a = e.checkoutIframe && e.checkoutIframe.contentWindow === t.source,
              r = e.isEmbed;
            n || a ? e.respondToEvent(t) : r && e.respondToEmbedEvents(t);
          });
        },
      },
      {
        key: 'sendAnalyticsEventToCheckout',
        value: function (e, t) {
          this.checkoutIframe.contentWindow.postMessage(
            {
              type: 'analytics',
              action: e,
              params: t,
            },
            '*',
          );
        },
      },
      {
        key: 'checkout',
        value: function (e) {
          (this.activeTransaction() && this.activeTransaction().cancel(), (G = this));
          var t = Y(this.transactions, e) || new J(e);
          return new Promise(function (e, n) {
            t.requestInline()
              .then(function (n) {
                (G.newTransaction({
                  inlineTransaction: t,
                  transactionData: n,
                }),
                  e(t));
              })
              .catch(function (e) {
                (t.onSetupError({
                  status: !1,
                  message: e.message,
                }),
                  n(e));
              });
          });
        },
      },
      {
        key: 'newTransaction',
        value: function (e) {
          var t = e.preload,
            n = e.inlineTransaction,
            a = e.transactionData,
            r = c(e, H),
            i = this.paymentRequestContainer && _(this.paymentRequestContainer);
          if ((this.activeTransaction() && !i && this.activeTransaction().cancel(), n && a))
            return (
              this.transactions.push(n),
              this.isDeprecatedApi ||
                this.open(
                  {
                    accessCode: a.access_code,
                    language: n.urlParameters.language,
                  },
                  t,
                ),
              n
            );
          var o = Y(this.transactions, n ? n.parameters : r);
          if (o)
            return (
              (o.isActive = !0),
              this.isDeprecatedApi ||
                this.open(
                  {
                    accessCode: o.accessCode,
                    language: o.urlParameters.language,
                  },
                  t,
                ),
              o
            );
          var s = n || new J(r),
            l = s.accessCode
              ? {
                  accessCode: s.accessCode,
                  language: s.urlParameters.language,
                }
              : s.urlParameters;
          return (this.transactions.push(s), this.isDeprecatedApi || this.open(l, t), s);
        },
      },
      {
        key: 'preloadTransaction',
        value: function (e) {
          var t = this;
          this.newTransaction(o(o({}, e), {}, { preload: !0 }));
          return function () {
            return t.animateCheckoutIn();
          };
        },
      },
      {
        key: 'paymentRequest',
        value: function (e) {
          var t = e.container,
            n = e.styles,
            a = e.onElementsMount,
            r = c(e, X);
          return (
            (G = this),
            new Promise(function (i, o) {
              var c = document.querySelector('#'.concat(e.loadPaystackCheckoutButton));
              if (q()) {
                (G.activeTransaction() && G.activeTransaction().cancel(),
                  (t && I(t)) || ne('A container is required to mount the payment request button'),
                  (G.paymentRequestContainer = I(t)));
                var s = Y(G.transactions, r),
                  l = s || new J(r);
                l.requestInline()
                  .then(function (e) {
                    O(
                      G.paymentRequestContainer,
                      {
                        channels: e.channels,
                        styles: n,
                      },
                      e.merchant_id,
                    )
                      .then(function (e) {
                        a && a(e);
                      })
                      .catch(function () {
                        a && a(null);
                      })
                      .finally(function () {
                        if ((s ? (l.isActive = !0) : G.transactions.push(l), G.registerPaymentRequestEventListeners(), c))
                          c.onclick = G.preloadTransaction({
                            inlineTransaction: l,
                            transactionData: e,
                          });
                        i(l);
                      });
                  })
                  .catch(function (e) {
                    (l.onSetupError({
                      status: !1,
                      message: e.message,
                    }),
                      o(e));
                  });
              } else {
                if (e && e.loadPaystackCheckoutButton)
                  if (c) c.onclick = G.preloadTransaction(r);
                  else
                    K(
                      "This device does not support any payment request wallet options. Please consult our documentation at https://developers.paystack.co/docs/paystack-inline to see how to load alternative payment options using 'loadPaystackCheckoutButton'",
                    );
                a && a(null);
                i(G.activeTransaction());
              }
            })
          );
        },
      },
      {
        key: 'registerApplePayEventListener',
        value: function () {
          var e = this;
          _(this.paymentRequestContainer).onclick = function () {
            return e.startApplePay();
          };
        },
      },
      {
        key: 'registerPaymentRequestEventListeners',
        value: function () {
          var e = this.activeTransaction();
          e && E(e.response.channels) ? this.registerApplePayEventListener() : z(this.paymentRequestContainer);
        },
      },
      {
        key: 'startApplePay',
        value: function () {
          var e,
            t,
            n,
            a,
            r,
            i = this,
            c = 'apple pay',
            s = this.activeTransaction();
          if (s) {
            var l = {
                channel: 'apple_pay',
                paymentMethod: c,
                currency: s.currency,
                amount: s.amount,
              },
              u = {
                channel: 'apple_pay',
                currency: s.currency,
                amount: s.amount,
                timeSpent: s.getTimeSpent(),
              };
            try {
              (s.logAttempt(c), this.sendAnalyticsEventToCheckout(ee, l));
              var p =
                  ((e = {
                    currency: s.response.currency,
                    amount: s.response.amount,
                    merchantName: s.response.merchant_name,
                    interval: s.response.plan_details && s.response.plan_details.interval,
                  }),
                  (t = e.currency),
                  (n = e.amount),
                  (a = e.merchantName),
                  (r = e.interval),
                  o(
                    {
                      countryCode: 'NG',
                      currencyCode: t,
                      merchantCapabilities: ['supports3DS', 'supportsCredit', 'supportsDebit'],
                      supportedNetworks: ['visa', 'masterCard'],
                      requiredBillingContactFields: ['postalAddress', 'name', 'phone', 'email'],
                      total: {
                        label: ''.concat(a, ' - Paystack'),
                        type: 'final',
                        amount: String(P(n)),
                      },
                    },
                    'string' == typeof r &&
                      '' !== r.trim() && {
                        lineItems: [
                          {
                            label: A(r),
                            amount: String(P(n)),
                          },
                        ],
                      },
                  )),
                d = new window.ApplePaySession(f.applePayVersion, p);
              ((d.onvalidatemerchant = function (e) {
                (function (e) {
                  var t = e.transactionId,
                    n = e.validationURL,
                    a = e.merchantName,
                    r = e.domainName,
                    i = void 0 === r ? window && window.location && window.location.hostname : r,
                    c = ''.concat(f.paymentBaseUrl).concat(f.applePayValidateSessionPath),
                    s = x({
                      transaction: t,
                      sessionUrl: n,
                      displayName: a,
                      domainName: i,
                    });
                  return fetch(c, o(o({}, S), {}, { body: s })).then(function (e) {
                    return e.json();
                  });
                })({
                  validationURL: e.validationURL,
                  transactionId: s.id,
                  merchantName: s.response.merchant_name,
                })
                  .then(function (e) {
                    ('success' !== e.status ? s.onSetupError(e) : d.completeMerchantValidation(e.data), s.logValidationResponse(e.message));
                  })
                  .catch(function (e) {
                    s.onSetupError(e);
                  });
              }),
                (d.oncancel = function () {
                  s.onCancel();
                }),
                (d.onpaymentauthorized = function (e) {
                  var t = e.payment;
                  (function (e) {
                    var t = e.transactionId,
                      n = e.payment,
                      a = ''.concat(f.paymentBaseUrl).concat(f.applePayChargePath),
                      r = x({
                        transaction: t,
                        paymentObject: JSON.stringify(n),
                      });
                    return fetch(a, o(o({}, S), {}, { body: r })).then(function (e) {
                      return e.json();
                    });
                  })({
                    transactionId: s.id,
                    payment: t,
                  })
                    .then(function (e) {
                      (s.logAPIResponse(e, c),
                        'success' === e.status
                          ? (d.completePayment(d.STATUS_SUCCESS), s.onSuccess(e), i.sendAnalyticsEventToCheckout(te, u))
                          : (d.completePayment(d.STATUS_FAILURE),
                            s.onSetupError(e),
                            i.sendAnalyticsEventToCheckout($, {
                              channel: 'apple_pay',
                              message: (e && e.message) || 'Transaction attempt failed',
                            })));
                    })
                    .catch(function (e) {
                      (d.completePayment(d.STATUS_FAILURE),
                        s.onSetupError(e),
                        i.sendAnalyticsEventToCheckout($, {
                          channel: 'apple_pay',
                          message: (e && e.message) || 'Error occurred',
                        }));
                    });
                }),
                d.begin());
            } catch (e) {
              s.onSetupError(e);
            }
          } else ne('Could not initiate apple pay transaction');
        },
      },
      {
        key: 'resumeTransaction',
        value: function (e) {
          var t = arguments.length > 1 && void 0 !== arguments[1] ? arguments[1] : {},
            n = t.onSuccess,
            a = t.onCancel,
            r = t.onLoad,
            i = t.onError;
          return this.newTransaction({
            accessCode: e,
            onSuccess: n,
            onCancel: a,
            onLoad: r,
            onError: i,
          });
        },
      },
      {
        key: 'activeTransaction',
        value: function () {
          var e = this.transactions.filter(function (e) {
            return e.isActive;
          });
          return e.length ? e[e.length - 1] : null;
        },
      },
      {
        key: 'cancelTransaction',
        value: function (e) {
          var t =
            this.transactions.find(function (t) {
              return t.id === e;
            }) || this.activeTransaction();
          t && (t.cancel(), this.close());
        },
      },
      {
        key: 'respondToEvent',
        value: function (e) {
          if (e) {
            var t,
              n,
              a = this.activeTransaction();
            try {
              var r = e.data || e.message,
                i = r.event,
                o = r.data;
              if (i)
                switch (i) {
                  case 'loaded:checkout':
                    if (((this.isLoaded = !0), a)) {
                      var c = this.checkoutIframe,
                        s = a.urlParameters,
                        l = a.response;
                      Z({
                        checkoutIframe: c,
                        urlParameters: l
                          ? {
                              accessCode: l.access_code,
                              language: null == s ? void 0 : s.language,
                            }
                          : s,
                      });
                    }
                    break;
                  case 'loaded:transaction':
                    ((t = this.backgroundIframe),
                      (n = t.contentWindow.document) && (n.getElementById('app-loader').style.display = 'none'),
                      a.onLoad(o));
                    break;
                  case 'error':
                    'setup' === o.type ? a.onSetupError(o) : a.logError(o);
                    break;
                  case 'cancel':
                  case 'close':
                    this.close();
                    var u = o && o.status;
                    (u && a.setStatus(u),
                      (this.paymentRequestContainer && _(this.paymentRequestContainer)) || (a.isActive = !1),
                      a.onCancel());
                    break;
                  case 'transfer:pending':
                    this.close();
                    var p = o && o.status;
                    (p && a.setStatus(p), a.onBankTransferConfirmationPending());
                    break;
                  case 'success':
                    (this.close(), a.onSuccess(o));
                }
            } catch (e) {}
          }
        },
      },
      {
        key: 'respondToEmbedEvents',
        value: function (e) {
          var t,
            n,
            a = this.activeTransaction(),
            r = e.data || e.message;
          if (r && ('string' == typeof r || r instanceof String)) {
            var i = {
              action: (n = (t = r) && 'string' == typeof t ? t.split(' ')[0] : null),
              data: n ? t.split(' ').slice(2).join(' ') : null,
            };
            if (i && 'PaystackClose' === i.action) i.data && a.onSuccess(r);
            'PaystackTLSClose' === i.action && a.cancel();
          }
        },
      },
      {
        key: 'animateCheckoutIn',
        value: function () {
          var e,
            t = this;
          if (!this.isOpen)
            (((e = {
              checkoutIframe: this.checkoutIframe,
              backgroundIframe: this.backgroundIframe,
            }),
            new Promise(function (t, n) {
              e || n('No dom element provided');
              var a = e.checkoutIframe,
                r = e.backgroundIframe;
              ((a && r) || n('No dom element provided'),
                (a.style.display = ''),
                (a.style.visibility = 'visible'),
                (r.style.display = ''),
                (r.style.visibility = 'visible'),
                t());
            })).then(function () {
              t.checkoutIframe.contentWindow.postMessage('render', '*');
            }),
              (this.isOpen = !0));
        },
      },
      {
        key: 'open',
        value: function (e, t) {
          e &&
            (Z({
              checkoutIframe: this.checkoutIframe,
              urlParameters: e,
            }),
            t || this.animateCheckoutIn());
        },
      },
      {
        key: 'close',
        value: function () {
          var e = this;
          if (this.isOpen) {
            var t;
            (((t = {
              checkoutIframe: this.checkoutIframe,
              backgroundIframe: this.backgroundIframe,
            }),
            new Promise(function (e, n) {
              t || n('No dom element provided');
              var a = t.checkoutIframe,
                r = t.backgroundIframe;
              ((a && r) || n('No dom element provided'),
                (r.style.opacity = 0),
                (a.style.display = 'none'),
                (a.style.visibility = 'hidden'),
                setTimeout(function () {
                  ((r.style.display = 'none'), (r.style.visibility = 'hidden'), (r.style.opacity = 1), e());
                }, 300));
            })).then(function () {
              e.checkoutIframe.contentWindow.postMessage('close', '*');
            }),
              (this.isOpen = !1));
          }
        },
      },
      {
        key: 'isLoaded',
        value: function () {
          return this.isLoaded;
        },
      },
    ],
    [
      {
        key: 'setup',
        value: function (t) {
          var n = t && t.container;
          (G ||
            (G = new e({
              isDeprecatedApi: !0,
              isEmbed: n,
            })),
            Q(
              'PaystackPop.setup()',
              'new PaystackPop()',
              'Please consult our documentation at https://developers.paystack.co/docs/paystack-inline',
            ));
          var a = G.newTransaction(t, 'deprecated'),
            r = a.urlParameters;
          if (n) {
            var i = ''.concat(f.siteUrl, '/assets/payment/production/inline.html?').concat(g(r)),
              o = (function (e, t) {
                var n = T('embed-checkout-'.concat(e));
                return (
                  (n.style.cssText =
                    '\n  background: transparent;\n  background: rgba(0,0,0,0);\n  border: 0px none transparent;\n  overflow-x: hidden;\n  overflow-y: hidden;\n  nmargin: 0;\n  padding: 0;\n  -webkit-tap-highlight-color: transparent;\n  -webkit-touch-callout: none;\n  left: 0;\n  top: 0;\n  width: 100%;\n  height: 100%;\n  visibility: hidden;\n  display: none;\n'),
                  (n.src = t),
                  (n.id = e),
                  (n.name = e),
                  n.setAttribute('allowpaymentrequest', 'true'),
                  n.setAttribute('allow', 'payment; clipboard-read; clipboard-write'),
                  n
                );
              })(G.id, i);
            ((function (e, t) {
              var n = document.getElementById(e);
              ((n.innerHTML = ''),
                n.removeAttribute('style'),
                (n.className = 'paystack-embed-container'),
                (n.style.position = 'relative'),
                (n.style.width = '100%'),
                n.appendChild(t));
            })(t.container, o),
              (o.onload = function () {
                var e;
                (o.contentWindow.postMessage('PaystackOpen '.concat(G.id), '*'),
                  (e = o),
                  new Promise(function (t, n) {
                    (e || n('No dom element provided'), (e.style.display = ''), (e.style.visibility = 'visible'), t());
                  }));
              }));
          } else
            a.openIframe = function () {
              (Q('openIframe', 'open', 'Please consult our documentation at https://developers.paystack.co/docs/paystack-inline'),
                G.open(r));
            };
          return a;
        },
      },
    ],
  );
})();
if (((ae = k().length > 0), (re = b() && 'FORM' === b().parentElement.tagName), ae && re)) {
  var oe,
    ce = (function () {
      var e = {},
        t = b();
      return (
        k().forEach(function (n) {
          var a = t.getAttribute(n),
            r = n.split('data-')[1].replace(/-([a-z])/g, function (e) {
              return e[1].toUpperCase();
            });
          e[r] = a;
        }),
        (function (e) {
          if (e.buttonId && !document.getElementById(e.buttonId))
            throw new Error('Please make sure the buttonId is an element available in the DOM');
          var t = o({}, e);
          ((t.buttonText = e.buttonText || 'Pay'), (t.buttonVariant = 'normal'), (t.buttonWordmarkVariant = 'normal'));
          var n = ['normal', 'light'];
          return (
            e.buttonVariant && n.indexOf(e.buttonVariant) > -1 && (t.buttonVariant = e.buttonVariant),
            e.buttonWordmarkVariant && n.indexOf(e.buttonWordmarkVariant) > -1 && (t.buttonWordmarkVariant = e.buttonWordmarkVariant),
            t
          );
        })(e)
      );
    })(),
    se = b().parentElement;
  (G || (G = new ie()),
    (function (e) {
      var t;
      if (e.id) (t = document.getElementById(e.id)).setAttribute('data-inline-id', e.id);
      else {
        var n = document.createElement('div');
        ((n.id = 'inline-button-'.concat(e.inlineId)),
          (n.innerHTML = (function (e) {
            var t, n;
            return '\n    <style>\n      #inline-button-'
              .concat(
                e.inlineId,
                ' {\n        position: relative;\n        text-align: center;\n        display: inline-block;\n      }\n      #inline-button-',
              )
              .concat(e.inlineId, '__trigger {\n        ')
              .concat(
                ((t = e.variant || 'normal'),
                (n = {
                  normal:
                    '\n    background: linear-gradient(180deg,#44b669 0,#40ad57);\n    text-shadow: 1px 1px 1px rgba(0,0,0,.1);\n    color: #ffffff;\n  ',
                  light: '\n    background: white;\n    text-shadow: none;\n    color: #011b33;\n  ',
                }),
                ''
                  .concat(
                    '\n    box-sizing: border-box;\n    display: inline-block;\n    line-height: 1;\n    white-space: nowrap;\n    margin: 0 0 10px;\n    text-align: center;\n    -webkit-appearance: none;\n    outline: none;\n    font-size: 14px;\n    font-weight: 600;\n    border-radius: 6px;\n    cursor: pointer;\n    padding: 16px 24px;\n    box-shadow: 0px 1px 4px rgba(0, 0, 0, 0.15);\n    transition: all .3s ease;\n    border: none;\n    min-width: 190px;\n  ',
                  )
                  .concat(n[t])),
                '\n      }\n      #inline-button-',
              )
              .concat(e.inlineId, '__trigger:hover {\n        box-shadow: 0px 4px 12px rgba(0, 0, 0, 0.2);\n      }\n      #inline-button-')
              .concat(
                e.inlineId,
                '__trigger:active {\n        transform: translateY(3px);\n      }\n    </style>\n    <button id="inline-button-',
              )
              .concat(e.inlineId, '__trigger" data-inline-id="')
              .concat(e.inlineId, '">')
              .concat(e.text || 'Pay', ' ')
              .concat(e.currency || 'NGN', ' ')
              .concat(e.amount, '</button>\n    <div id="inline-button-')
              .concat(e.inlineId, '__wordmark">\n      ')
              .concat(
                {
                  normal:
                    '\n  <svg id="inline-button-wordmark" width="137" height="13" fill="none" xmlns="http://www.w3.org/2000/svg">\n    <path d="M.037 5.095l1.075-.135c-.011-.774-.025-1.944-.013-2.149C1.19 1.364 2.38.134 3.81.013 3.9.006 3.99.002 4.077 0a2.947 2.947 0 0 1 2.046.76c.574.509.95 1.26 1.008 2.007.015.192.01 1.491.01 2.257l1.096.163L8.2 11.44 4.093 12 0 11.346l.037-6.251zm4.106-.514l1.724.256c-.007-.933-.05-2.295-.26-2.654-.319-.545-.846-.867-1.443-.88h-.063c-.607.008-1.138.322-1.458.864-.222.378-.266 1.66-.265 2.637l1.765-.223zM18.228 10.108c-.576 0-1.064-.072-1.464-.216a2.864 2.864 0 0 1-.972-.6 2.552 2.552 0 0 1-.588-.864 4.067 4.067 0 0 1-.252-1.044h1.008c.032.256.088.5.168.732.08.224.204.424.372.6.168.168.388.304.66.408.28.096.636.144 1.068.144.28 0 .536-.036.768-.108.24-.08.448-.192.624-.336.176-.144.312-.316.408-.516.104-.2.156-.42.156-.66 0-.24-.032-.448-.096-.624a1.02 1.02 0 0 0-.336-.468 1.885 1.885 0 0 0-.636-.324 6.4 6.4 0 0 0-1.008-.228 8.79 8.79 0 0 1-1.212-.276 3.246 3.246 0 0 1-.9-.432 1.982 1.982 0 0 1-.564-.672c-.128-.272-.192-.6-.192-.984 0-.328.068-.632.204-.912.136-.288.324-.536.564-.744.248-.208.54-.372.876-.492.336-.12.708-.18 1.116-.18.864 0 1.548.204 2.052.612.512.4.812.984.9 1.752h-.936c-.104-.544-.316-.932-.636-1.164-.32-.24-.78-.36-1.38-.36-.592 0-1.04.132-1.344.396a1.255 1.255 0 0 0-.444.996c0 .208.024.396.072.564.056.16.156.3.3.42.152.12.36.228.624.324a6.72 6.72 0 0 0 1.068.228c.48.072.9.168 1.26.288.36.12.664.276.912.468s.432.428.552.708c.128.28.192.624.192 1.032 0 .36-.076.696-.228 1.008a2.472 2.472 0 0 1-.612.804c-.264.224-.58.4-.948.528-.36.128-.752.192-1.176.192zM25.355 10.108c-.44 0-.848-.076-1.224-.228a2.916 2.916 0 0 1-.96-.636 2.966 2.966 0 0 1-.636-1.008 3.77 3.77 0 0 1-.216-1.308v-.096c0-.472.072-.904.216-1.296.144-.4.344-.74.6-1.02.264-.288.576-.508.936-.66.36-.16.756-.24 1.188-.24.36 0 .708.06 1.044.18.344.112.648.292.912.54.264.248.472.572.624.972.16.392.24.868.24 1.428v.324h-4.728c.024.72.204 1.272.54 1.656.336.376.828.564 1.476.564.984 0 1.54-.364 1.668-1.092h.996c-.112.632-.408 1.112-.888 1.44-.48.32-1.076.48-1.788.48zm1.704-3.852c-.048-.648-.232-1.112-.552-1.392-.312-.28-.728-.42-1.248-.42-.512 0-.932.164-1.26.492-.32.32-.524.76-.612 1.32h3.672zM32.091 10.108c-.44 0-.848-.072-1.224-.216a3.054 3.054 0 0 1-.972-.636 3.12 3.12 0 0 1-.648-1.008 3.626 3.626 0 0 1-.228-1.32v-.096c0-.48.08-.916.24-1.308.16-.4.376-.74.648-1.02.28-.28.604-.496.972-.648.376-.16.772-.24 1.188-.24.328 0 .644.04.948.12.312.08.588.208.828.384.248.168.456.392.624.672.168.28.276.62.324 1.02h-.984c-.08-.496-.284-.848-.612-1.056-.32-.208-.696-.312-1.128-.312a1.93 1.93 0 0 0-.804.168c-.24.112-.452.272-.636.48a2.23 2.23 0 0 0-.42.744 2.991 2.991 0 0 0-.156.996v.096c0 .776.188 1.364.564 1.764.384.392.88.588 1.488.588.224 0 .436-.032.636-.096a1.651 1.651 0 0 0 .96-.768c.112-.192.18-.416.204-.672h.924a2.595 2.595 0 0 1-.276.948 2.386 2.386 0 0 1-.576.744c-.24.208-.52.372-.84.492-.32.12-.668.18-1.044.18zM38.335 10.108a2.83 2.83 0 0 1-.876-.132 1.724 1.724 0 0 1-.684-.42 2.145 2.145 0 0 1-.456-.756c-.112-.304-.168-.672-.168-1.104V3.724h.996v3.924c0 .552.116.956.348 1.212.24.256.608.384 1.104.384.224 0 .44-.036.648-.108.208-.072.392-.18.552-.324.16-.144.288-.324.384-.54.096-.216.144-.464.144-.744V3.724h.996V10h-.996v-.996c-.144.296-.388.556-.732.78-.336.216-.756.324-1.26.324zM43.216 3.724h.996v1.128c.2-.352.452-.64.756-.864.312-.232.748-.356 1.308-.372v.936a4.461 4.461 0 0 0-.852.12 1.647 1.647 0 0 0-.66.324 1.472 1.472 0 0 0-.408.612c-.096.248-.144.564-.144.948V10h-.996V3.724zM50 10.108c-.44 0-.848-.076-1.224-.228a2.916 2.916 0 0 1-.96-.636 2.966 2.966 0 0 1-.636-1.008 3.77 3.77 0 0 1-.216-1.308v-.096c0-.472.072-.904.216-1.296.144-.4.344-.74.6-1.02.264-.288.576-.508.936-.66.36-.16.756-.24 1.188-.24.36 0 .708.06 1.044.18.344.112.648.292.912.54.264.248.472.572.624.972.16.392.24.868.24 1.428v.324h-4.728c.024.72.204 1.272.54 1.656.336.376.828.564 1.476.564.984 0 1.54-.364 1.668-1.092h.996c-.112.632-.408 1.112-.888 1.44-.48.32-1.076.48-1.788.48zm1.704-3.852c-.048-.648-.232-1.112-.552-1.392-.312-.28-.728-.42-1.248-.42-.512 0-.932.164-1.26.492-.32.32-.524.76-.612 1.32h3.672zM56.496 10.108c-.408 0-.788-.068-1.14-.204a2.683 2.683 0 0 1-.9-.612 3.01 3.01 0 0 1-.588-.984 4.01 4.01 0 0 1-.204-1.32v-.096c0-.48.072-.92.216-1.32.144-.4.344-.744.6-1.032.256-.296.564-.524.924-.684.36-.16.756-.24 1.188-.24.528 0 .956.112 1.284.336.328.216.584.476.768.78V.724h.996V10h-.996V8.92c-.088.152-.208.3-.36.444a2.792 2.792 0 0 1-.516.384 2.874 2.874 0 0 1-.6.252c-.216.072-.44.108-.672.108zm.108-.828c.288 0 .56-.048.816-.144.256-.096.476-.24.66-.432.184-.2.328-.448.432-.744.112-.304.168-.656.168-1.056v-.096c0-.808-.18-1.404-.54-1.788-.352-.384-.836-.576-1.452-.576-.624 0-1.112.208-1.464.624-.352.416-.528 1.008-.528 1.776v.096c0 .392.048.736.144 1.032.104.296.24.54.408.732.176.192.38.336.612.432.232.096.48.144.744.144zM67.712 10.108c-.512 0-.948-.112-1.308-.336a2.38 2.38 0 0 1-.816-.804V10h-.996V.724h.996V4.78a1.92 1.92 0 0 1 .348-.432c.152-.144.32-.268.504-.372.192-.112.396-.2.612-.264.216-.064.436-.096.66-.096.408 0 .788.072 1.14.216.352.144.652.352.9.624.256.272.456.604.6.996.144.392.216.832.216 1.32v.096c0 .48-.068.92-.204 1.32a3.103 3.103 0 0 1-.576 1.02 2.583 2.583 0 0 1-.9.672 2.937 2.937 0 0 1-1.176.228zm-.096-.828c.624 0 1.1-.2 1.428-.6.328-.408.492-.996.492-1.764V6.82c0-.4-.052-.748-.156-1.044a2.095 2.095 0 0 0-.42-.732 1.53 1.53 0 0 0-.612-.444 1.798 1.798 0 0 0-.744-.156c-.288 0-.56.048-.816.144a1.71 1.71 0 0 0-.648.444c-.184.192-.328.44-.432.744a3.152 3.152 0 0 0-.156 1.044v.096c0 .8.192 1.396.576 1.788.384.384.88.576 1.488.576zM73.63 9.352l-2.46-5.628h1.068l1.92 4.5 1.74-4.5h1.02l-3.468 8.46h-1.008l1.188-2.832zM87.127 3.669A3.138 3.138 0 0 0 86.1 2.95a3.09 3.09 0 0 0-1.228-.25c-.448 0-.848.086-1.187.26a2.199 2.199 0 0 0-.662.497v-.191a.387.387 0 0 0-.214-.348.323.323 0 0 0-.14-.03h-1.315a.314.314 0 0 0-.254.116.377.377 0 0 0-.1.262v8.97c0 .1.034.188.1.258a.34.34 0 0 0 .254.103h1.341a.342.342 0 0 0 .244-.103.336.336 0 0 0 .11-.259v-3.06c.178.202.417.357.702.464.35.134.72.203 1.093.203.43 0 .848-.082 1.242-.248a3.124 3.124 0 0 0 1.04-.724c.305-.326.545-.709.707-1.128a3.93 3.93 0 0 0 .263-1.477c0-.54-.086-1.037-.263-1.477a3.387 3.387 0 0 0-.706-1.12zm-1.204 3.24c-.073.19-.18.362-.315.51a1.415 1.415 0 0 1-1.065.466c-.2.001-.4-.04-.584-.12a1.484 1.484 0 0 1-.49-.346 1.593 1.593 0 0 1-.32-.51 1.738 1.738 0 0 1-.115-.63c0-.224.04-.435.115-.631a1.532 1.532 0 0 1 .804-.846c.185-.086.386-.13.59-.129.215 0 .414.044.593.13.177.083.338.199.474.341a1.622 1.622 0 0 1 .425 1.135c0 .225-.037.436-.112.63zM95.298 2.89h-1.33a.339.339 0 0 0-.246.11.384.384 0 0 0-.108.266v.166a1.856 1.856 0 0 0-.602-.472 2.525 2.525 0 0 0-1.166-.258 3.227 3.227 0 0 0-2.284.964 3.554 3.554 0 0 0-.734 1.123 3.827 3.827 0 0 0-.275 1.477c0 .54.092 1.037.275 1.477.184.434.427.817.728 1.128a3.146 3.146 0 0 0 2.277.973c.437 0 .834-.088 1.173-.259.25-.13.456-.287.608-.471v.177a.34.34 0 0 0 .11.259.341.341 0 0 0 .244.104h1.33a.324.324 0 0 0 .25-.105.349.349 0 0 0 .102-.258V3.267a.377.377 0 0 0-.1-.262.325.325 0 0 0-.252-.115zM93.502 6.9a1.55 1.55 0 0 1-.312.511c-.136.143-.296.26-.473.344-.178.085-.38.129-.596.129-.207 0-.407-.044-.59-.13a1.501 1.501 0 0 1-.791-.855 1.766 1.766 0 0 1-.112-.62c0-.225.038-.436.112-.632.075-.193.181-.364.314-.504.137-.143.3-.26.478-.342.182-.085.382-.129.59-.129.215 0 .417.044.595.13.178.085.338.2.473.341a1.623 1.623 0 0 1 .424 1.135c0 .215-.037.424-.112.622zM108.567 6.094a2.265 2.265 0 0 0-.654-.402c-.247-.101-.509-.181-.785-.235l-1.014-.204c-.26-.05-.441-.117-.543-.203a.328.328 0 0 1-.136-.264c0-.11.063-.2.189-.282.137-.086.329-.13.566-.13.26 0 .518.053.757.157.243.106.471.226.67.36.295.187.546.162.727-.053l.487-.57a.543.543 0 0 0 .152-.357c0-.128-.064-.245-.185-.351-.207-.184-.533-.378-.971-.568-.437-.192-.987-.29-1.637-.29-.427 0-.82.058-1.168.172-.35.116-.65.276-.893.474-.245.204-.438.44-.57.713a2 2 0 0 0-.198.875c0 .56.167 1.017.496 1.358.328.333.766.56 1.304.67l1.054.232c.3.062.528.132.675.21.129.067.19.163.19.297 0 .12-.061.227-.188.324-.133.104-.342.155-.622.155a1.83 1.83 0 0 1-.831-.19 3.056 3.056 0 0 1-.678-.458.995.995 0 0 0-.307-.17c-.126-.037-.268.003-.431.13l-.583.461c-.169.145-.24.32-.209.522.029.194.19.394.491.62.269.193.614.368 1.029.518.415.151.901.229 1.453.229.444 0 .854-.058 1.215-.172.362-.119.681-.278.941-.48a2.056 2.056 0 0 0 .819-1.663c0-.319-.053-.6-.165-.836a1.843 1.843 0 0 0-.447-.6zM114.383 7.73a.363.363 0 0 0-.295-.192.55.55 0 0 0-.343.113c-.095.062-.198.11-.306.141a.75.75 0 0 1-.426.013.43.43 0 0 1-.181-.093.554.554 0 0 1-.143-.204.92.92 0 0 1-.059-.362v-2.46h1.731c.099 0 .188-.04.266-.117a.368.368 0 0 0 .112-.26V3.268a.369.369 0 0 0-.115-.268.38.38 0 0 0-.263-.109h-1.732V1.216a.354.354 0 0 0-.108-.27.347.347 0 0 0-.243-.104h-1.344a.36.36 0 0 0-.34.226.371.371 0 0 0-.027.148V2.89h-.767a.324.324 0 0 0-.255.115.385.385 0 0 0-.098.262V4.31a.4.4 0 0 0 .212.346c.044.021.092.032.14.03h.768v2.925c0 .39.069.726.2 1.003.132.274.305.504.514.676.217.178.465.31.731.388.27.084.551.126.833.126.385 0 .75-.061 1.094-.18a2.13 2.13 0 0 0 .861-.552c.152-.181.17-.381.046-.581l-.463-.76zM121.672 2.89h-1.329a.339.339 0 0 0-.244.11.39.39 0 0 0-.08.122.394.394 0 0 0-.027.144v.166a1.906 1.906 0 0 0-.605-.472c-.335-.173-.726-.258-1.168-.258-.42 0-.834.083-1.226.249a3.24 3.24 0 0 0-1.055.715 3.528 3.528 0 0 0-.734 1.123 3.79 3.79 0 0 0-.276 1.477c0 .54.092 1.037.275 1.477.184.434.428.817.729 1.128a3.138 3.138 0 0 0 2.273.973 2.59 2.59 0 0 0 1.175-.259c.255-.13.457-.287.612-.471v.177a.34.34 0 0 0 .108.259.343.343 0 0 0 .243.104h1.329a.335.335 0 0 0 .252-.105.364.364 0 0 0 .102-.258V3.267a.38.38 0 0 0-.1-.262.332.332 0 0 0-.115-.087.311.311 0 0 0-.139-.028zM119.876 6.9a1.534 1.534 0 0 1-.786.855 1.362 1.362 0 0 1-.594.129c-.207 0-.405-.044-.588-.13a1.516 1.516 0 0 1-.792-.855 1.757 1.757 0 0 1-.113-.62c0-.225.037-.436.112-.632.073-.187.179-.358.314-.504.138-.143.3-.26.479-.342.184-.086.385-.13.588-.129.217 0 .415.044.594.13.181.085.34.2.472.341.134.143.24.313.314.504a1.73 1.73 0 0 1 0 1.253zM128.978 7.64l-.763-.593c-.146-.118-.284-.15-.404-.1a.742.742 0 0 0-.279.205 2.527 2.527 0 0 1-.583.535c-.192.122-.444.183-.742.183-.219 0-.42-.04-.6-.122a1.423 1.423 0 0 1-.469-.342 1.575 1.575 0 0 1-.308-.51 1.751 1.751 0 0 1-.106-.617c0-.228.034-.438.106-.632.07-.192.173-.363.308-.503.135-.144.295-.26.472-.342.187-.088.391-.132.597-.13.298 0 .547.064.742.187.198.126.396.306.584.534.078.092.17.16.278.206.122.048.259.016.401-.101l.762-.594a.53.53 0 0 0 .201-.269.437.437 0 0 0-.034-.365 3.329 3.329 0 0 0-1.18-1.127c-.504-.291-1.108-.441-1.784-.441a3.519 3.519 0 0 0-2.51 1.033c-.322.322-.576.71-.747 1.137a3.68 3.68 0 0 0-.273 1.407c0 .495.093.968.273 1.402.173.424.427.808.747 1.128a3.527 3.527 0 0 0 2.51 1.034c.676 0 1.28-.149 1.784-.444a3.286 3.286 0 0 0 1.182-1.13.411.411 0 0 0 .055-.173.415.415 0 0 0-.023-.182.624.624 0 0 0-.197-.273zM136.06 9.045l-2.104-3.143 1.801-2.415c.094-.139.119-.272.075-.397-.031-.09-.116-.2-.334-.2h-1.425a.52.52 0 0 0-.234.058.482.482 0 0 0-.209.205L132.191 5.2h-.349V.363a.37.37 0 0 0-.099-.26.352.352 0 0 0-.253-.103h-1.332a.37.37 0 0 0-.337.22.346.346 0 0 0-.027.143V9.29c0 .103.038.193.11.259a.353.353 0 0 0 .254.104h1.333a.328.328 0 0 0 .251-.105.346.346 0 0 0 .075-.119.333.333 0 0 0 .024-.14V6.927h.386l1.571 2.446c.112.187.267.281.46.281h1.491c.226 0 .32-.11.358-.202.054-.13.038-.262-.047-.406zM102.863 2.89h-1.489a.389.389 0 0 0-.298.122.544.544 0 0 0-.13.249l-1.099 4.167h-.268l-1.182-4.167a.66.66 0 0 0-.113-.247.329.329 0 0 0-.264-.124h-1.544c-.199 0-.325.066-.372.193a.588.588 0 0 0-.002.37l1.887 5.865c.03.093.08.17.145.232a.388.388 0 0 0 .281.104h.798l-.066.19-.19.547a.872.872 0 0 1-.29.426.7.7 0 0 1-.442.148.956.956 0 0 1-.4-.09 1.842 1.842 0 0 1-.35-.209.62.62 0 0 0-.335-.115h-.016c-.13 0-.243.074-.334.216l-.474.708c-.193.304-.086.504.039.615.234.224.528.399.875.524.344.125.723.186 1.126.186.682 0 1.252-.187 1.689-.565.435-.376.756-.887.952-1.524l2.188-7.258c.05-.155.05-.284.005-.389-.037-.08-.125-.174-.327-.174z" fill="#011B33"/>\n    </svg>',
                  light:
                    '\n  <svg id="inline-button-wordmark--white" width="137" height="13" fill="none" xmlns="http://www.w3.org/2000/svg">\n  <path d="M.037 5.095l1.075-.135c-.011-.774-.025-1.944-.013-2.149C1.19 1.364 2.38.134 3.81.013 3.9.006 3.99.002 4.077 0a2.947 2.947 0 0 1 2.046.76c.574.509.95 1.26 1.008 2.007.015.192.01 1.491.01 2.257l1.096.163L8.2 11.44 4.093 12 0 11.346l.037-6.251zm4.106-.514l1.724.256c-.007-.933-.05-2.295-.26-2.654-.319-.545-.846-.867-1.443-.88h-.063c-.607.008-1.138.322-1.458.864-.222.378-.266 1.66-.265 2.637l1.765-.223zM18.228 10.108c-.576 0-1.064-.072-1.464-.216a2.864 2.864 0 0 1-.972-.6 2.552 2.552 0 0 1-.588-.864 4.067 4.067 0 0 1-.252-1.044h1.008c.032.256.088.5.168.732.08.224.204.424.372.6.168.168.388.304.66.408.28.096.636.144 1.068.144.28 0 .536-.036.768-.108.24-.08.448-.192.624-.336.176-.144.312-.316.408-.516.104-.2.156-.42.156-.66 0-.24-.032-.448-.096-.624a1.02 1.02 0 0 0-.336-.468 1.885 1.885 0 0 0-.636-.324 6.4 6.4 0 0 0-1.008-.228 8.79 8.79 0 0 1-1.212-.276 3.246 3.246 0 0 1-.9-.432 1.982 1.982 0 0 1-.564-.672c-.128-.272-.192-.6-.192-.984 0-.328.068-.632.204-.912.136-.288.324-.536.564-.744.248-.208.54-.372.876-.492.336-.12.708-.18 1.116-.18.864 0 1.548.204 2.052.612.512.4.812.984.9 1.752h-.936c-.104-.544-.316-.932-.636-1.164-.32-.24-.78-.36-1.38-.36-.592 0-1.04.132-1.344.396a1.255 1.255 0 0 0-.444.996c0 .208.024.396.072.564.056.16.156.3.3.42.152.12.36.228.624.324a6.72 6.72 0 0 0 1.068.228c.48.072.9.168 1.26.288.36.12.664.276.912.468s.432.428.552.708c.128.28.192.624.192 1.032 0 .36-.076.696-.228 1.008a2.472 2.472 0 0 1-.612.804c-.264.224-.58.4-.948.528-.36.128-.752.192-1.176.192zM25.355 10.108c-.44 0-.848-.076-1.224-.228a2.916 2.916 0 0 1-.96-.636 2.966 2.966 0 0 1-.636-1.008 3.77 3.77 0 0 1-.216-1.308v-.096c0-.472.072-.904.216-1.296.144-.4.344-.74.6-1.02.264-.288.576-.508.936-.66.36-.16.756-.24 1.188-.24.36 0 .708.06 1.044.18.344.112.648.292.912.54.264.248.472.572.624.972.16.392.24.868.24 1.428v.324h-4.728c.024.72.204 1.272.54 1.656.336.376.828.564 1.476.564.984 0 1.54-.364 1.668-1.092h.996c-.112.632-.408 1.112-.888 1.44-.48.32-1.076.48-1.788.48zm1.704-3.852c-.048-.648-.232-1.112-.552-1.392-.312-.28-.728-.42-1.248-.42-.512 0-.932.164-1.26.492-.32.32-.524.76-.612 1.32h3.672zM32.091 10.108c-.44 0-.848-.072-1.224-.216a3.054 3.054 0 0 1-.972-.636 3.12 3.12 0 0 1-.648-1.008 3.626 3.626 0 0 1-.228-1.32v-.096c0-.48.08-.916.24-1.308.16-.4.376-.74.648-1.02.28-.28.604-.496.972-.648.376-.16.772-.24 1.188-.24.328 0 .644.04.948.12.312.08.588.208.828.384.248.168.456.392.624.672.168.28.276.62.324 1.02h-.984c-.08-.496-.284-.848-.612-1.056-.32-.208-.696-.312-1.128-.312a1.93 1.93 0 0 0-.804.168c-.24.112-.452.272-.636.48a2.23 2.23 0 0 0-.42.744 2.991 2.991 0 0 0-.156.996v.096c0 .776.188 1.364.564 1.764.384.392.88.588 1.488.588.224 0 .436-.032.636-.096a1.651 1.651 0 0 0 .96-.768c.112-.192.18-.416.204-.672h.924a2.595 2.595 0 0 1-.276.948 2.386 2.386 0 0 1-.576.744c-.24.208-.52.372-.84.492-.32.12-.668.18-1.044.18zM38.335 10.108a2.83 2.83 0 0 1-.876-.132 1.724 1.724 0 0 1-.684-.42 2.145 2.145 0 0 1-.456-.756c-.112-.304-.168-.672-.168-1.104V3.724h.996v3.924c0 .552.116.956.348 1.212.24.256.608.384 1.104.384.224 0 .44-.036.648-.108.208-.072.392-.18.552-.324.16-.144.288-.324.384-.54.096-.216.144-.464.144-.744V3.724h.996V10h-.996v-.996c-.144.296-.388.556-.732.78-.336.216-.756.324-1.26.324zM43.216 3.724h.996v1.128c.2-.352.452-.64.756-.864.312-.232.748-.356 1.308-.372v.936a4.461 4.461 0 0 0-.852.12 1.647 1.647 0 0 0-.66.324 1.472 1.472 0 0 0-.408.612c-.096.248-.144.564-.144.948V10h-.996V3.724zM50 10.108c-.44 0-.848-.076-1.224-.228a2.916 2.916 0 0 1-.96-.636 2.966 2.966 0 0 1-.636-1.008 3.77 3.77 0 0 1-.216-1.308v-.096c0-.472.072-.904.216-1.296.144-.4.344-.74.6-1.02.264-.288.576-.508.936-.66.36-.16.756-.24 1.188-.24.36 0 .708.06 1.044.18.344.112.648.292.912.54.264.248.472.572.624.972.16.392.24.868.24 1.428v.324h-4.728c.024.72.204 1.272.54 1.656.336.376.828.564 1.476.564.984 0 1.54-.364 1.668-1.092h.996c-.112.632-.408 1.112-.888 1.44-.48.32-1.076.48-1.788.48zm1.704-3.852c-.048-.648-.232-1.112-.552-1.392-.312-.28-.728-.42-1.248-.42-.512 0-.932.164-1.26.492-.32.32-.524.76-.612 1.32h3.672zM56.496 10.108c-.408 0-.788-.068-1.14-.204a2.683 2.683 0 0 1-.9-.612 3.01 3.01 0 0 1-.588-.984 4.01 4.01 0 0 1-.204-1.32v-.096c0-.48.072-.92.216-1.32.144-.4.344-.744.6-1.032.256-.296.564-.524.924-.684.36-.16.756-.24 1.188-.24.528 0 .956.112 1.284.336.328.216.584.476.768.78V.724h.996V10h-.996V8.92c-.088.152-.208.3-.36.444a2.792 2.792 0 0 1-.516.384 2.874 2.874 0 0 1-.6.252c-.216.072-.44.108-.672.108zm.108-.828c.288 0 .56-.048.816-.144.256-.096.476-.24.66-.432.184-.2.328-.448.432-.744.112-.304.168-.656.168-1.056v-.096c0-.808-.18-1.404-.54-1.788-.352-.384-.836-.576-1.452-.576-.624 0-1.112.208-1.464.624-.352.416-.528 1.008-.528 1.776v.096c0 .392.048.736.144 1.032.104.296.24.54.408.732.176.192.38.336.612.432.232.096.48.144.744.144zM67.712 10.108c-.512 0-.948-.112-1.308-.336a2.38 2.38 0 0 1-.816-.804V10h-.996V.724h.996V4.78a1.92 1.92 0 0 1 .348-.432c.152-.144.32-.268.504-.372.192-.112.396-.2.612-.264.216-.064.436-.096.66-.096.408 0 .788.072 1.14.216.352.144.652.352.9.624.256.272.456.604.6.996.144.392.216.832.216 1.32v.096c0 .48-.068.92-.204 1.32a3.103 3.103 0 0 1-.576 1.02 2.583 2.583 0 0 1-.9.672 2.937 2.937 0 0 1-1.176.228zm-.096-.828c.624 0 1.1-.2 1.428-.6.328-.408.492-.996.492-1.764V6.82c0-.4-.052-.748-.156-1.044a2.095 2.095 0 0 0-.42-.732 1.53 1.53 0 0 0-.612-.444 1.798 1.798 0 0 0-.744-.156c-.288 0-.56.048-.816.144a1.71 1.71 0 0 0-.648.444c-.184.192-.328.44-.432.744a3.152 3.152 0 0 0-.156 1.044v.096c0 .8.192 1.396.576 1.788.384.384.88.576 1.488.576zM73.63 9.352l-2.46-5.628h1.068l1.92 4.5 1.74-4.5h1.02l-3.468 8.46h-1.008l1.188-2.832zM87.127 3.669A3.138 3.138 0 0 0 86.1 2.95a3.09 3.09 0 0 0-1.228-.25c-.448 0-.848.086-1.187.26a2.199 2.199 0 0 0-.662.497v-.191a.387.387 0 0 0-.214-.348.323.323 0 0 0-.14-.03h-1.315a.314.314 0 0 0-.254.116.377.377 0 0 0-.1.262v8.97c0 .1.034.188.1.258a.34.34 0 0 0 .254.103h1.341a.342.342 0 0 0 .244-.103.336.336 0 0 0 .11-.259v-3.06c.178.202.417.357.702.464.35.134.72.203 1.093.203.43 0 .848-.082 1.242-.248a3.124 3.124 0 0 0 1.04-.724c.305-.326.545-.709.707-1.128a3.93 3.93 0 0 0 .263-1.477c0-.54-.086-1.037-.263-1.477a3.387 3.387 0 0 0-.706-1.12zm-1.204 3.24c-.073.19-.18.362-.315.51a1.415 1.415 0 0 1-1.065.466c-.2.001-.4-.04-.584-.12a1.484 1.484 0 0 1-.49-.346 1.593 1.593 0 0 1-.32-.51 1.738 1.738 0 0 1-.115-.63c0-.224.04-.435.115-.631a1.532 1.532 0 0 1 .804-.846c.185-.086.386-.13.59-.129.215 0 .414.044.593.13.177.083.338.199.474.341a1.622 1.622 0 0 1 .425 1.135c0 .225-.037.436-.112.63zM95.298 2.89h-1.33a.339.339 0 0 0-.246.11.384.384 0 0 0-.108.266v.166a1.856 1.856 0 0 0-.602-.472 2.525 2.525 0 0 0-1.166-.258 3.227 3.227 0 0 0-2.284.964 3.554 3.554 0 0 0-.734 1.123 3.827 3.827 0 0 0-.275 1.477c0 .54.092 1.037.275 1.477.184.434.427.817.728 1.128a3.146 3.146 0 0 0 2.277.973c.437 0 .834-.088 1.173-.259.25-.13.456-.287.608-.471v.177a.34.34 0 0 0 .11.259.341.341 0 0 0 .244.104h1.33a.324.324 0 0 0 .25-.105.349.349 0 0 0 .102-.258V3.267a.377.377 0 0 0-.1-.262.325.325 0 0 0-.252-.115zM93.502 6.9a1.55 1.55 0 0 1-.312.511c-.136.143-.296.26-.473.344-.178.085-.38.129-.596.129-.207 0-.407-.044-.59-.13a1.501 1.501 0 0 1-.791-.855 1.766 1.766 0 0 1-.112-.62c0-.225.038-.436.112-.632.075-.193.181-.364.314-.504.137-.143.3-.26.478-.342.182-.085.382-.129.59-.129.215 0 .417.044.595.13.178.085.338.2.473.341a1.623 1.623 0 0 1 .424 1.135c0 .215-.037.424-.112.622zM108.567 6.094a2.265 2.265 0 0 0-.654-.402c-.247-.101-.509-.181-.785-.235l-1.014-.204c-.26-.05-.441-.117-.543-.203a.328.328 0 0 1-.136-.264c0-.11.063-.2.189-.282.137-.086.329-.13.566-.13.26 0 .518.053.757.157.243.106.471.226.67.36.295.187.546.162.727-.053l.487-.57a.543.543 0 0 0 .152-.357c0-.128-.064-.245-.185-.351-.207-.184-.533-.378-.971-.568-.437-.192-.987-.29-1.637-.29-.427 0-.82.058-1.168.172-.35.116-.65.276-.893.474-.245.204-.438.44-.57.713a2 2 0 0 0-.198.875c0 .56.167 1.017.496 1.358.328.333.766.56 1.304.67l1.054.232c.3.062.528.132.675.21.129.067.19.163.19.297 0 .12-.061.227-.188.324-.133.104-.342.155-.622.155a1.83 1.83 0 0 1-.831-.19 3.056 3.056 0 0 1-.678-.458.995.995 0 0 0-.307-.17c-.126-.037-.268.003-.431.13l-.583.461c-.169.145-.24.32-.209.522.029.194.19.394.491.62.269.193.614.368 1.029.518.415.151.901.229 1.453.229.444 0 .854-.058 1.215-.172.362-.119.681-.278.941-.48a2.056 2.056 0 0 0 .819-1.663c0-.319-.053-.6-.165-.836a1.843 1.843 0 0 0-.447-.6zM114.383 7.73a.363.363 0 0 0-.295-.192.55.55 0 0 0-.343.113c-.095.062-.198.11-.306.141a.75.75 0 0 1-.426.013.43.43 0 0 1-.181-.093.554.554 0 0 1-.143-.204.92.92 0 0 1-.059-.362v-2.46h1.731c.099 0 .188-.04.266-.117a.368.368 0 0 0 .112-.26V3.268a.369.369 0 0 0-.115-.268.38.38 0 0 0-.263-.109h-1.732V1.216a.354.354 0 0 0-.108-.27.347.347 0 0 0-.243-.104h-1.344a.36.36 0 0 0-.34.226.371.371 0 0 0-.027.148V2.89h-.767a.324.324 0 0 0-.255.115.385.385 0 0 0-.098.262V4.31a.4.4 0 0 0 .212.346c.044.021.092.032.14.03h.768v2.925c0 .39.069.726.2 1.003.132.274.305.504.514.676.217.178.465.31.731.388.27.084.551.126.833.126.385 0 .75-.061 1.094-.18a2.13 2.13 0 0 0 .861-.552c.152-.181.17-.381.046-.581l-.463-.76zM121.672 2.89h-1.329a.339.339 0 0 0-.244.11.39.39 0 0 0-.08.122.394.394 0 0 0-.027.144v.166a1.906 1.906 0 0 0-.605-.472c-.335-.173-.726-.258-1.168-.258-.42 0-.834.083-1.226.249a3.24 3.24 0 0 0-1.055.715 3.528 3.528 0 0 0-.734 1.123 3.79 3.79 0 0 0-.276 1.477c0 .54.092 1.037.275 1.477.184.434.428.817.729 1.128a3.138 3.138 0 0 0 2.273.973 2.59 2.59 0 0 0 1.175-.259c.255-.13.457-.287.612-.471v.177a.34.34 0 0 0 .108.259.343.343 0 0 0 .243.104h1.329a.335.335 0 0 0 .252-.105.364.364 0 0 0 .102-.258V3.267a.38.38 0 0 0-.1-.262.332.332 0 0 0-.115-.087.311.311 0 0 0-.139-.028zM119.876 6.9a1.534 1.534 0 0 1-.786.855 1.362 1.362 0 0 1-.594.129c-.207 0-.405-.044-.588-.13a1.516 1.516 0 0 1-.792-.855 1.757 1.757 0 0 1-.113-.62c0-.225.037-.436.112-.632.073-.187.179-.358.314-.504.138-.143.3-.26.479-.342.184-.086.385-.13.588-.129.217 0 .415.044.594.13.181.085.34.2.472.341.134.143.24.313.314.504a1.73 1.73 0 0 1 0 1.253zM128.978 7.64l-.763-.593c-.146-.118-.284-.15-.404-.1a.742.742 0 0 0-.279.205 2.527 2.527 0 0 1-.583.535c-.192.122-.444.183-.742.183-.219 0-.42-.04-.6-.122a1.423 1.423 0 0 1-.469-.342 1.575 1.575 0 0 1-.308-.51 1.751 1.751 0 0 1-.106-.617c0-.228.034-.438.106-.632.07-.192.173-.363.308-.503.135-.144.295-.26.472-.342.187-.088.391-.132.597-.13.298 0 .547.064.742.187.198.126.396.306.584.534.078.092.17.16.278.206.122.048.259.016.401-.101l.762-.594a.53.53 0 0 0 .201-.269.437.437 0 0 0-.034-.365 3.329 3.329 0 0 0-1.18-1.127c-.504-.291-1.108-.441-1.784-.441a3.519 3.519 0 0 0-2.51 1.033c-.322.322-.576.71-.747 1.137a3.68 3.68 0 0 0-.273 1.407c0 .495.093.968.273 1.402.173.424.427.808.747 1.128a3.527 3.527 0 0 0 2.51 1.034c.676 0 1.28-.149 1.784-.444a3.286 3.286 0 0 0 1.182-1.13.411.411 0 0 0 .055-.173.415.415 0 0 0-.023-.182.624.624 0 0 0-.197-.273zM136.06 9.045l-2.104-3.143 1.801-2.415c.094-.139.119-.272.075-.397-.031-.09-.116-.2-.334-.2h-1.425a.52.52 0 0 0-.234.058.482.482 0 0 0-.209.205L132.191 5.2h-.349V.363a.37.37 0 0 0-.099-.26.352.352 0 0 0-.253-.103h-1.332a.37.37 0 0 0-.337.22.346.346 0 0 0-.027.143V9.29c0 .103.038.193.11.259a.353.353 0 0 0 .254.104h1.333a.328.328 0 0 0 .251-.105.346.346 0 0 0 .075-.119.333.333 0 0 0 .024-.14V6.927h.386l1.571 2.446c.112.187.267.281.46.281h1.491c.226 0 .32-.11.358-.202.054-.13.038-.262-.047-.406zM102.863 2.89h-1.489a.389.389 0 0 0-.298.122.544.544 0 0 0-.13.249l-1.099 4.167h-.268l-1.182-4.167a.66.66 0 0 0-.113-.247.329.329 0 0 0-.264-.124h-1.544c-.199 0-.325.066-.372.193a.588.588 0 0 0-.002.37l1.887 5.865c.03.093.08.17.145.232a.388.388 0 0 0 .281.104h.798l-.066.19-.19.547a.872.872 0 0 1-.29.426.7.7 0 0 1-.442.148.956.956 0 0 1-.4-.09 1.842 1.842 0 0 1-.35-.209.62.62 0 0 0-.335-.115h-.016c-.13 0-.243.074-.334.216l-.474.708c-.193.304-.086.504.039.615.234.224.528.399.875.524.344.125.723.186 1.126.186.682 0 1.252-.187 1.689-.565.435-.376.756-.887.952-1.524l2.188-7.258c.05-.155.05-.284.005-.389-.037-.08-.125-.174-.327-.174z" fill="#ffffff"/>\n  </svg>\n',
                }[e.wordmarkVariant || 'normal'],
                '\n    </div>\n  ',
              );
          })(e)),
          e.parent.parentNode.insertBefore(n, e.parent.nextSibling),
          (t = s(n.getElementsByTagName('button'), 1)[0]));
      }
      return t;
    })({
      inlineId: G.id,
      amount: ce.amount / 100,
      currency: ce.currency,
      id: ce.buttonId,
      text: ce.buttonText,
      variant: ce.buttonVariant,
      wordmarkVariant: ce.buttonWordmarkVariant,
      parent: b(),
    }).addEventListener('click', function (e) {
      (e.preventDefault(),
        oe
          ? G.resumeTransaction(oe.accessCode)
          : (oe = G.newTransaction(
              o(
                o({}, ce),
                {},
                {
                  onSuccess: function (e) {
                    var t = {
                        type: 'hidden',
                        name: 'reference',
                        value: e.reference,
                        parent: se,
                      },
                      n = t.type,
                      a = t.value,
                      r = t.name,
                      i = t.parent,
                      o;
                    (((o = document.createElement('input')).type = n), (o.value = a), (o.name = r), i.appendChild(o), se.submit());
                  },
                },
              ),
            )));
    }));
}
export { ie as default };
