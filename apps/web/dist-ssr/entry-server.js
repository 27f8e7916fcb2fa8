import {
  A as P$1,
  B as r,
  C as Z$1,
  E as k$2,
  F as w$1,
  I as $$1,
  L as U$1,
  M as b$1,
  N as d$1,
  O as A$2,
  P as j$1,
  R as k$1,
  S as M$1,
  T as fn,
  V as x$1,
  _ as LANGUAGE_NAMES,
  a as loadLanguage,
  b as a$1,
  c as params,
  d as useLanguage,
  f as useLocalise,
  g as LANGUAGES,
  h as transform,
  i as loadDictionary,
  j as T$1,
  k as F$1,
  l as preloadAreas,
  m as strings,
  n as i18n,
  o as locale,
  p as useT,
  r as keepEveryStore,
  s as localiseNow,
  t as adoptAccountLanguage,
  u as setLanguage,
  x as A$1,
  y as isLanguage,
  z as n,
} from './assets/i18n-BuQGntTV.js';
import {
  C as partialMatchKey,
  O as skipToken,
  S as noop,
  T as resolveQueryValue,
  _ as hashQueryKeyByOptions,
  a as onlineManager,
  b as matchMutation,
  c as Subscribable,
  g as hashKey,
  h as functionalUpdate,
  i as createRetryer,
  o as notifyManager,
  s as focusManager,
  t as Removable,
  x as matchQuery,
} from './assets/removable-BrrS1Mf6.js';
import { n as QueryObserver, r as Query, t as useBaseQuery } from './assets/useBaseQuery-FHjRJqRI.js';
import { t as QueryClientProvider } from './assets/QueryClientProvider-C5IhZYKB.js';
import { t as Code } from './assets/status-ClvZbWz5.js';
import { o as Delay, p as ImagePrefix } from './assets/constants-DBX7dDmi.js';
import { AsyncLocalStorage } from 'node:async_hooks';
// ../../node_modules/preact-render-to-string/dist/index.mjs
var o = '__s';
var i = '__c';
var a = '__k';
var u = '__d';
var c = '__s';
var f = /[\s\n\\/='"\0<>]/;
var s = /^(xlink|xmlns|xml)([A-Z])/;
var l =
  /^(?:accessK|auto[A-Z]|cell|ch|col|cont|cross|dateT|encT|form[A-Z]|frame|hrefL|inputM|maxL|minL|noV|playsI|popoverT|readO|rowS|src[A-Z]|tabI|useM|item[A-Z])/;
var p =
  /^ac|^ali|arabic|basel|cap|clipPath$|clipRule$|color|dominant|enable|fill|flood|font|glyph[^R]|horiz|image|letter|lighting|marker[^WUH]|overline|panose|pointe|paint|rendering|shape|stop|strikethrough|stroke|text[^L]|transform|underline|unicode|units|^v[^i]|^w|^xH/;
var h = /* @__PURE__ */ new Set(['draggable', 'spellcheck']);
function d(e) {
  void 0 !== e.__g ? (e.__g |= 8) : (e[u] = !0);
}
function v(e) {
  void 0 !== e.__g ? (e.__g &= -9) : (e[u] = !1);
}
function m(e) {
  return void 0 !== e.__g ? !!(8 & e.__g) : !0 === e[u];
}
var y = /["&<]/;
function _(e) {
  if (0 === e.length || !1 === y.test(e)) return e;
  for (var t = 0, n = 0, r = '', o = ''; n < e.length; n++) {
    switch (e.charCodeAt(n)) {
      case 34:
        o = '&quot;';
        break;
      case 38:
        o = '&amp;';
        break;
      case 60:
        o = '&lt;';
        break;
      default:
        continue;
    }
    (n !== t && (r += e.slice(t, n)), (r += o), (t = n + 1));
  }
  return (n !== t && (r += e.slice(t, n)), r);
}
var g = {};
var k = /* @__PURE__ */ new Set([
  'animation-iteration-count',
  'border-image-outset',
  'border-image-slice',
  'border-image-width',
  'box-flex',
  'box-flex-group',
  'box-ordinal-group',
  'column-count',
  'fill-opacity',
  'flex',
  'flex-grow',
  'flex-negative',
  'flex-order',
  'flex-positive',
  'flex-shrink',
  'flood-opacity',
  'font-weight',
  'grid-column',
  'grid-row',
  'line-clamp',
  'line-height',
  'opacity',
  'order',
  'orphans',
  'stop-opacity',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-miterlimit',
  'stroke-opacity',
  'stroke-width',
  'tab-size',
  'widows',
  'z-index',
  'zoom',
]);
var b = /[A-Z]/g;
function x(e) {
  var t = '';
  for (var n in e) {
    var r = e[n];
    if (null != r && '' !== r) {
      var o = '-' == n[0] ? n : g[n] || (g[n] = n.replace(b, '-$&').toLowerCase()),
        i = ';';
      ('number' != typeof r || o.startsWith('--') || k.has(o) || (i = 'px;'), (t = t + o + ':' + r + i));
    }
  }
  return t || void 0;
}
function w() {
  this.__d = !0;
}
function H(e, t) {
  return {
    __v: e,
    context: t,
    props: e.props,
    setState: w,
    forceUpdate: w,
    __d: !0,
    __h: new Array(0),
  };
}
function C(e, t, n) {
  if (!e.s) {
    if (n instanceof D) {
      if (!n.s) return void (n.o = C.bind(null, e, t));
      (1 & t && (t = n.s), (n = n.v));
    }
    if (n && n.then) return void n.then(C.bind(null, e, t), C.bind(null, e, 2));
    ((e.s = t), (e.v = n));
    const r = e.o;
    r && r(e);
  }
}
var D = /*#__PURE__*/ (function () {
  function e() {}
  return (
    (e.prototype.then = function (t, n) {
      var r = new e(),
        o = this.s;
      if (o) {
        var i = 1 & o ? t : n;
        if (i) {
          try {
            C(r, 1, i(this.v));
          } catch (e) {
            C(r, 2, e);
          }
          return r;
        }
        return this;
      }
      return (
        (this.o = function (e) {
          try {
            var o = e.v;
            1 & e.s ? C(r, 1, t ? t(o) : o) : n ? C(r, 1, n(o)) : C(r, 2, o);
          } catch (e) {
            C(r, 2, e);
          }
        }),
        r
      );
    }),
    e
  );
})();
function A(e) {
  return e instanceof D && 1 & e.s;
}
function S(e, t, n) {
  for (var r; ;) {
    var o = e();
    if ((A(o) && (o = o.v), !o)) return i;
    if (o.then) {
      r = 0;
      break;
    }
    var i = n();
    if (i && i.then) {
      if (!A(i)) {
        r = 1;
        break;
      }
      i = i.s;
    }
    if (t) {
      var a = t();
      if (a && a.then && !A(a)) {
        r = 2;
        break;
      }
    }
  }
  var u = new D(),
    c = C.bind(null, u, 2);
  return ((0 === r ? o.then(s) : 1 === r ? i.then(f) : a.then(l)).then(void 0, c), u);
  function f(r) {
    i = r;
    do {
      if (t && (a = t()) && a.then && !A(a)) return void a.then(l).then(void 0, c);
      if (!(o = e()) || (A(o) && !o.v)) return void C(u, 1, i);
      if (o.then) return void o.then(s).then(void 0, c);
      A((i = n())) && (i = i.v);
    } while (!i || !i.then);
    i.then(f).then(void 0, c);
  }
  function s(e) {
    e ? ((i = n()) && i.then ? i.then(f).then(void 0, c) : f(i)) : C(u, 1, i);
  }
  function l() {
    (o = e()) ? (o.then ? o.then(s).then(void 0, c) : s(o)) : C(u, 1, i);
  }
}
function E(e, t) {
  try {
    var n = e();
  } catch (e) {
    return t(!0, e);
  }
  return n && n.then ? n.then(t.bind(null, !1), t.bind(null, !0)) : t(!1, n);
}
var L = function (n, r) {
  try {
    var o = W();
    return Promise.resolve(
      E(
        function () {
          return Promise.resolve(
            B(function () {
              var i,
                u = k$1($$1, null);
              return (
                (u[a] = [n]),
                o.rootHook && o.rootHook(n, (((i = {})[a] = u), (i.nodeType = 1), i)),
                q(n, r || T, !1, void 0, u, !0, void 0, o)
              );
            }),
          ).then(function (e) {
            var t,
              n = (function () {
                if (P(e)) {
                  var n = function () {
                      var e = o.join(U);
                      return ((t = 1), e);
                    },
                    r = 0,
                    o = e,
                    i = S(
                      function () {
                        return (
                          !!o.some(function (e) {
                            return e && 'function' == typeof e.then;
                          }) && r++ < 25
                        );
                      },
                      void 0,
                      function () {
                        return Promise.resolve(Promise.all(o)).then(function (e) {
                          o = e.flat();
                        });
                      },
                    );
                  return i && i.then ? i.then(n) : n();
                }
              })();
            return n && n.then
              ? n.then(function (n) {
                  return t ? n : e;
                })
              : t
                ? n
                : e;
          });
        },
        function (e, t) {
          if (
            (o.commitHook &&
              B(function () {
                return o.commitHook(n, j);
              }),
            (j.length = 0),
            e)
          )
            throw t;
          return t;
        },
      ),
    );
  } catch (e) {
    return Promise.reject(e);
  }
};
var T = {};
var j = [];
var P = Array.isArray;
var $ = Object.assign;
var U = '';
var Z = '<!--$s-->';
var F = '<!--/$s-->';
function M(e) {
  return 'string' == typeof e ? Z + e + F : P(e) ? (e.unshift(Z), e.push(F), e) : e && 'function' == typeof e.then ? e.then(M) : Z + e + F;
}
function W() {
  return {
    beforeDiff: n.__b,
    afterDiff: n.diffed,
    renderHook: n.__r,
    unmountHook: n.unmount,
    rootHook: n.__,
    commitHook: n.__c,
    catchError: n.__e,
    errorBoundaries: n.errorBoundaries,
  };
}
function B(e) {
  var t = n[o];
  n[o] = !0;
  try {
    return e();
  } finally {
    n[o] = t;
  }
}
function N(e, t, n) {
  var r,
    o = e.type,
    a = !0;
  return (
    e[i] ? ((a = !1), ((r = e[i]).state = r[c])) : (r = new o(e.props, t)),
    (e[i] = r),
    (r.__v = e),
    (r.props = e.props),
    (r.context = t),
    d(r),
    r.state ?? (r.state = T),
    r[c] ?? (r[c] = r.state),
    o.getDerivedStateFromProps
      ? (r.state = $({}, r.state, o.getDerivedStateFromProps(r.props, r.state)))
      : a && r.componentWillMount
        ? (r.componentWillMount(), (r.state = r[c] !== r.state ? r[c] : r.state))
        : !a && r.componentWillUpdate && r.componentWillUpdate(),
    n.renderHook && n.renderHook(e),
    r.render(r.props, r.state, t)
  );
}
function q(e, n, o, u, y, g, k, b) {
  if (null == e || !0 === e || !1 === e || e === U) return U;
  var w = typeof e;
  if ('object' != w) return 'function' == w ? U : 'string' == w ? _(e) : e + U;
  if (P(e)) {
    var C,
      D = U;
    y[a] = e;
    for (var A = e.length, S = 0; S < A; S++) {
      var E = e[S];
      if (null != E && 'boolean' != typeof E) {
        var L,
          j = q(E, n, o, u, y, g, k, b);
        'string' == typeof j ? (D += j) : (C || (C = new Array(A)), D && C.push(D), (D = U), P(j) ? (L = C).push.apply(L, j) : C.push(j));
      }
    }
    return C ? (D && C.push(D), C) : D;
  }
  if (!r(e)) return U;
  ((e.__ = y), b.beforeDiff && b.beforeDiff(e));
  var Z = e.type,
    F = e.props;
  if ('function' == typeof Z) {
    var W,
      z,
      O,
      R = n;
    if (Z === $$1) {
      if ('tpl' in F) {
        for (var K, G = U, J = 0; J < F.tpl.length; J++)
          if (((G += F.tpl[J]), F.exprs && J < F.exprs.length)) {
            var Q = F.exprs[J];
            if (null == Q) continue;
            if ('object' == typeof Q && (r(Q) || P(Q))) {
              var X,
                Y = q(Q, n, o, u, e, g, k, b);
              'string' == typeof Y ? (G += Y) : (K || (K = []), G && K.push(G), (G = U), P(Y) ? (X = K).push.apply(X, Y) : K.push(Y));
            } else G += Q;
          }
        return K ? (G && K.push(G), K) : G;
      }
      if ('UNSTABLE_comment' in F) return '<!--' + _(F.UNSTABLE_comment) + '-->';
      z = F.children;
    } else {
      if (null != (W = Z.contextType)) {
        var ee = n[W.__c];
        R = ee ? ee.props.value : W.__;
      }
      var te = Z.prototype && 'function' == typeof Z.prototype.render;
      if (te) ((z = N(e, R, b)), (O = e[i]));
      else {
        e[i] = O = H(e, R);
        for (var ne = 0; m(O) && ne++ < 25;) {
          (v(O), b.renderHook && b.renderHook(e));
          try {
            z = Z.call(O, F, R);
          } catch (t) {
            throw (g && t && 'function' == typeof t.then && (e._suspended = !0), t);
          }
        }
        d(O);
      }
      if (
        (null != O.getChildContext && (n = $({}, n, O.getChildContext())),
        te && b.errorBoundaries && (Z.getDerivedStateFromError || O.componentDidCatch))
      ) {
        z = null != z && z.type === $$1 && null == z.key && null == z.props.tpl ? z.props.children : z;
        try {
          return q(z, n, o, u, e, g, !1, b);
        } catch (r) {
          return (
            Z.getDerivedStateFromError && (O[c] = Z.getDerivedStateFromError(r)),
            O.componentDidCatch && O.componentDidCatch(r, T),
            m(O)
              ? ((z = N(e, n, b)),
                null != (O = e[i]).getChildContext && (n = $({}, n, O.getChildContext())),
                q((z = null != z && z.type === $$1 && null == z.key && null == z.props.tpl ? z.props.children : z), n, o, u, e, g, k, b))
              : U
          );
        } finally {
          (b.afterDiff && b.afterDiff(e), b.unmountHook && b.unmountHook(e));
        }
      }
    }
    z = null != z && z.type === $$1 && null == z.key && null == z.props.tpl ? z.props.children : z;
    try {
      var re = q(z, n, o, u, e, g, k, b);
      return (b.afterDiff && b.afterDiff(e), b.unmountHook && b.unmountHook(e), e._suspended ? M(re) : re);
    } catch (t) {
      if (!g && k && k.onError) {
        var oe = (function t(r) {
          return k.onError(r, e, function (e, r) {
            try {
              return B(function () {
                return q(e, n, o, u, r, g, k, b);
              });
            } catch (e) {
              return t(e);
            }
          });
        })(t);
        return void 0 !== oe ? oe : (b.catchError && b.catchError(t, e), U);
      }
      if (!g) throw t;
      if (!t || 'function' != typeof t.then) throw t;
      return t.then(function t() {
        try {
          var r = B(function () {
            return q(z, n, o, u, e, g, k, b);
          });
          return e._suspended ? M(r) : r;
        } catch (e) {
          if (!e || 'function' != typeof e.then) throw e;
          return e.then(t);
        }
      });
    }
  }
  var ie,
    ae = '<' + Z,
    ue = U;
  for (var ce in F) {
    var fe = F[ce];
    if ('function' != typeof (fe = V(fe) ? fe.value : fe) || 'class' === ce || 'className' === ce) {
      switch (ce) {
        case 'children':
          ie = fe;
          continue;
        case 'key':
        case 'ref':
        case '__self':
        case '__source':
          continue;
        case 'htmlFor':
          if ('for' in F) continue;
          ce = 'for';
          break;
        case 'className':
          if ('class' in F) continue;
          ce = 'class';
          break;
        case 'defaultChecked':
          ce = 'checked';
          break;
        case 'defaultSelected':
          ce = 'selected';
          break;
        case 'defaultValue':
        case 'value':
          switch (((ce = 'value'), Z)) {
            case 'textarea':
              ie = fe;
              continue;
            case 'select':
              u = fe;
              continue;
            case 'option':
              u != fe || 'selected' in F || (ae += ' selected');
          }
          break;
        case 'dangerouslySetInnerHTML':
          ue = fe && fe.__html;
          continue;
        case 'style':
          'object' == typeof fe && (fe = x(fe));
          break;
        case 'acceptCharset':
          ce = 'accept-charset';
          break;
        case 'httpEquiv':
          ce = 'http-equiv';
          break;
        default:
          if (f.test(ce)) continue;
          s.test(ce)
            ? (ce = ce.replace(s, '$1:$2').toLowerCase())
            : ('-' !== ce[4] && !h.has(ce)) || null == fe
              ? o
                ? p.test(ce) && (ce = 'panose1' === ce ? 'panose-1' : ce.replace(/([A-Z])/g, '-$1').toLowerCase())
                : l.test(ce) && (ce = ce.toLowerCase())
              : (fe += U);
      }
      null != fe && !1 !== fe && (ae = !0 === fe || fe === U ? ae + ' ' + ce : ae + ' ' + ce + '="' + _(fe + U) + '"');
    }
  }
  if (f.test(Z)) throw new Error(Z + ' is not a valid HTML tag name in ' + ae + '>');
  if (
    (ue ||
      ('string' == typeof ie
        ? (ue = _(ie))
        : null != ie && !1 !== ie && !0 !== ie && (ue = q(ie, n, 'svg' === Z || ('foreignObject' !== Z && o), u, e, g, k, b))),
    b.afterDiff && b.afterDiff(e),
    b.unmountHook && b.unmountHook(e),
    !ue && I.has(Z))
  )
    return ae + '/>';
  var se = '</' + Z + '>',
    le = ae + '>';
  return P(ue) ? [le].concat(ue, [se]) : 'string' != typeof ue ? [le, ue, se] : le + ue + se;
}
var I = /* @__PURE__ */ new Set([
  'area',
  'base',
  'br',
  'col',
  'command',
  'embed',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
function V(e) {
  return null !== e && 'object' == typeof e && 'function' == typeof e.peek && 'value' in e;
}
// ../../node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs
/**
 * react-router v7.18.5
 *
 * Copyright (c) Remix Software Inc.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE.md file in the root directory of this source tree.
 *
 * @license MIT
 */
var __typeError = (msg) => {
  throw TypeError(msg);
};
var __accessCheck = (obj, member, msg) => member.has(obj) || __typeError('Cannot ' + msg);
var __privateGet = (obj, member, getter) => (
  __accessCheck(obj, member, 'read from private field'),
  getter ? getter.call(obj) : member.get(obj)
);
var __privateAdd = (obj, member, value) =>
  member.has(obj)
    ? __typeError('Cannot add the same private member more than once')
    : member instanceof WeakSet
      ? member.add(obj)
      : member.set(obj, value);
var ABSOLUTE_URL_REGEX = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;
var PROTOCOL_RELATIVE_URL_REGEX = /^[\\/]{2}/;
function normalizeProtocolRelativeUrl(url, protocol) {
  return protocol + url.replace(/\\/g, '/');
}
function invariant(value, message) {
  if (value === false || value === null || typeof value === 'undefined') throw new Error(message);
}
function warning(cond, message) {
  if (!cond) {
    if (typeof console !== 'undefined') console.warn(message);
    try {
      throw new Error(message);
    } catch (e) {}
  }
}
function createKey() {
  return Math.random().toString(36).substring(2, 10);
}
function createLocation(current, to, state = null, key, mask) {
  return {
    pathname: typeof current === 'string' ? current : current.pathname,
    search: '',
    hash: '',
    ...(typeof to === 'string' ? parsePath(to) : to),
    state,
    key: (to && to.key) || key || createKey(),
    mask,
  };
}
function createPath({ pathname = '/', search = '', hash = '' }) {
  if (search && search !== '?') pathname += search.charAt(0) === '?' ? search : '?' + search;
  if (hash && hash !== '#') pathname += hash.charAt(0) === '#' ? hash : '#' + hash;
  return pathname;
}
function parsePath(path) {
  let parsedPath = {};
  if (path) {
    let hashIndex = path.indexOf('#');
    if (hashIndex >= 0) {
      parsedPath.hash = path.substring(hashIndex);
      path = path.substring(0, hashIndex);
    }
    let searchIndex = path.indexOf('?');
    if (searchIndex >= 0) {
      parsedPath.search = path.substring(searchIndex);
      path = path.substring(0, searchIndex);
    }
    if (path) parsedPath.pathname = path;
  }
  return parsedPath;
}
var _map;
var RouterContextProvider = class {
  /**
   * Create a new `RouterContextProvider` instance
   * @param init An optional initial context map to populate the provider with
   */
  constructor(init) {
    __privateAdd(this, _map, /* @__PURE__ */ new Map());
    if (init) for (let [context, value] of init) this.set(context, value);
  }
  /**
   * Access a value from the context. If no value has been set for the context,
   * it will return the context's `defaultValue` if provided, or throw an error
   * if no `defaultValue` was set.
   * @param context The context to get the value for
   * @returns The value for the context, or the context's `defaultValue` if no
   * value was set
   */
  get(context) {
    if (__privateGet(this, _map).has(context)) return __privateGet(this, _map).get(context);
    if (context.defaultValue !== void 0) return context.defaultValue;
    throw new Error('No value found for context');
  }
  /**
   * Set a value for the context. If the context already has a value set, this
   * will overwrite it.
   *
   * @param context The context to set the value for
   * @param value The value to set for the context
   * @returns {void}
   */
  set(context, value) {
    __privateGet(this, _map).set(context, value);
  }
};
_map = /* @__PURE__ */ new WeakMap();
var unsupportedLazyRouteObjectKeys = /* @__PURE__ */ new Set(['lazy', 'caseSensitive', 'path', 'id', 'index', 'children']);
function isUnsupportedLazyRouteObjectKey(key) {
  return unsupportedLazyRouteObjectKeys.has(key);
}
var unsupportedLazyRouteFunctionKeys = /* @__PURE__ */ new Set(['lazy', 'caseSensitive', 'path', 'id', 'index', 'middleware', 'children']);
function isUnsupportedLazyRouteFunctionKey(key) {
  return unsupportedLazyRouteFunctionKeys.has(key);
}
function isIndexRoute(route) {
  return route.index === true;
}
function convertRoutesToDataRoutes(routes, mapRouteProperties2, parentPath = [], manifest = {}, allowInPlaceMutations = false) {
  return routes.map((route, index) => {
    let treePath = [...parentPath, String(index)];
    let id = typeof route.id === 'string' ? route.id : treePath.join('-');
    invariant(route.index !== true || !route.children, `Cannot specify children on an index route`);
    invariant(
      allowInPlaceMutations || !manifest[id],
      `Found a route id collision on id "${id}".  Route id's must be globally unique within Data Router usages`,
    );
    if (isIndexRoute(route)) {
      let indexRoute = {
        ...route,
        id,
      };
      manifest[id] = mergeRouteUpdates(indexRoute, mapRouteProperties2(indexRoute));
      return indexRoute;
    } else {
      let pathOrLayoutRoute = {
        ...route,
        id,
        children: void 0,
      };
      manifest[id] = mergeRouteUpdates(pathOrLayoutRoute, mapRouteProperties2(pathOrLayoutRoute));
      if (route.children)
        pathOrLayoutRoute.children = convertRoutesToDataRoutes(
          route.children,
          mapRouteProperties2,
          treePath,
          manifest,
          allowInPlaceMutations,
        );
      return pathOrLayoutRoute;
    }
  });
}
function mergeRouteUpdates(route, updates) {
  return Object.assign(route, {
    ...updates,
    ...(typeof updates.lazy === 'object' && updates.lazy != null
      ? {
          lazy: {
            ...route.lazy,
            ...updates.lazy,
          },
        }
      : {}),
  });
}
function matchRoutes(routes, locationArg, basename = '/') {
  return matchRoutesImpl(routes, locationArg, basename, false);
}
function matchRoutesImpl(routes, locationArg, basename, allowPartial, precomputedBranches) {
  let pathname = stripBasename((typeof locationArg === 'string' ? parsePath(locationArg) : locationArg).pathname || '/', basename);
  if (pathname == null) return null;
  let branches = precomputedBranches ?? flattenAndRankRoutes(routes);
  let matches = null;
  let decoded = decodePath(pathname);
  for (let i = 0; matches == null && i < branches.length; ++i) matches = matchRouteBranch(branches[i], decoded, allowPartial);
  return matches;
}
function convertRouteMatchToUiMatch(match, loaderData) {
  let { route, pathname, params } = match;
  return {
    id: route.id,
    pathname,
    params,
    data: loaderData[route.id],
    loaderData: loaderData[route.id],
    handle: route.handle,
  };
}
function flattenAndRankRoutes(routes) {
  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
  return branches;
}
function flattenRoutes(routes, branches = [], parentsMeta = [], parentPath = '', _hasParentOptionalSegments = false) {
  let flattenRoute = (route, index, hasParentOptionalSegments = _hasParentOptionalSegments, relativePath) => {
    let meta = {
      relativePath: relativePath === void 0 ? route.path || '' : relativePath,
      caseSensitive: route.caseSensitive === true,
      childrenIndex: index,
      route,
    };
    if (meta.relativePath.startsWith('/')) {
      if (!meta.relativePath.startsWith(parentPath) && hasParentOptionalSegments) return;
      invariant(
        meta.relativePath.startsWith(parentPath),
        `Absolute route path "${meta.relativePath}" nested under path "${parentPath}" is not valid. An absolute child route path must start with the combined path of all its parent routes.`,
      );
      meta.relativePath = meta.relativePath.slice(parentPath.length);
    }
    let path = joinPaths([parentPath, meta.relativePath]);
    let routesMeta = parentsMeta.concat(meta);
    if (route.children && route.children.length > 0) {
      invariant(route.index !== true, `Index routes must not have child routes. Please remove all child routes from route path "${path}".`);
      flattenRoutes(route.children, branches, routesMeta, path, hasParentOptionalSegments);
    }
    if (route.path == null && !route.index) return;
    branches.push({
      path,
      score: computeScore(path, route.index),
      routesMeta: routesMeta.map((meta2, i) => {
        let [matcher, params] = compilePath(meta2.relativePath, meta2.caseSensitive, i === routesMeta.length - 1);
        return {
          ...meta2,
          matcher,
          compiledParams: params,
        };
      }),
    });
  };
  routes.forEach((route, index) => {
    if (route.path === '' || !route.path?.includes('?')) flattenRoute(route, index);
    else for (let exploded of explodeOptionalSegments(route.path)) flattenRoute(route, index, true, exploded);
  });
  return branches;
}
function explodeOptionalSegments(path) {
  let segments = path.split('/');
  if (segments.length === 0) return [];
  let [first, ...rest] = segments;
  let isOptional = first.endsWith('?');
  let required = first.replace(/\?$/, '');
  if (rest.length === 0) return isOptional ? [required, ''] : [required];
  let restExploded = explodeOptionalSegments(rest.join('/'));
  let result = [];
  result.push(...restExploded.map((subpath) => (subpath === '' ? required : [required, subpath].join('/'))));
  if (isOptional) result.push(...restExploded);
  return result.map((exploded) => (path.startsWith('/') && exploded === '' ? '/' : exploded));
}
function rankRouteBranches(branches) {
  branches.sort((a, b) =>
    a.score !== b.score
      ? b.score - a.score
      : compareIndexes(
          a.routesMeta.map((meta) => meta.childrenIndex),
          b.routesMeta.map((meta) => meta.childrenIndex),
        ),
  );
}
var paramRe = /^:[\w-]+$/;
var dynamicSegmentValue = 3;
var indexRouteValue = 2;
var emptySegmentValue = 1;
var staticSegmentValue = 10;
var splatPenalty = -2;
var isSplat = (s) => s === '*';
function computeScore(path, index) {
  let segments = path.split('/');
  let initialScore = segments.length;
  if (segments.some(isSplat)) initialScore += splatPenalty;
  if (index) initialScore += indexRouteValue;
  return segments
    .filter((s) => !isSplat(s))
    .reduce(
      (score, segment) => score + (paramRe.test(segment) ? dynamicSegmentValue : segment === '' ? emptySegmentValue : staticSegmentValue),
      initialScore,
    );
}
function compareIndexes(a, b) {
  return a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]) ? a[a.length - 1] - b[b.length - 1] : 0;
}
function matchRouteBranch(branch, pathname, allowPartial = false) {
  let { routesMeta } = branch;
  let matchedParams = {};
  let matchedPathname = '/';
  let matches = [];
  for (let i = 0; i < routesMeta.length; ++i) {
    let meta = routesMeta[i];
    let end = i === routesMeta.length - 1;
    let remainingPathname = matchedPathname === '/' ? pathname : pathname.slice(matchedPathname.length) || '/';
    let pattern = {
      path: meta.relativePath,
      caseSensitive: meta.caseSensitive,
      end,
    };
    let match =
      meta.matcher && meta.compiledParams
        ? matchPathImpl(pattern, remainingPathname, meta.matcher, meta.compiledParams)
        : matchPath(pattern, remainingPathname);
    let route = meta.route;
    if (!match && end && allowPartial && !routesMeta[routesMeta.length - 1].route.index)
      match = matchPath(
        {
          path: meta.relativePath,
          caseSensitive: meta.caseSensitive,
          end: false,
        },
        remainingPathname,
      );
    if (!match) return null;
    Object.assign(matchedParams, match.params);
    matches.push({
      params: matchedParams,
      pathname: joinPaths([matchedPathname, match.pathname]),
      pathnameBase: normalizePathname(joinPaths([matchedPathname, match.pathnameBase])),
      route,
    });
    if (match.pathnameBase !== '/') matchedPathname = joinPaths([matchedPathname, match.pathnameBase]);
  }
  return matches;
}
function matchPath(pattern, pathname) {
  if (typeof pattern === 'string')
    pattern = {
      path: pattern,
      caseSensitive: false,
      end: true,
    };
  let [matcher, compiledParams] = compilePath(pattern.path, pattern.caseSensitive, pattern.end);
  return matchPathImpl(pattern, pathname, matcher, compiledParams);
}
function matchPathImpl(pattern, pathname, matcher, compiledParams) {
  let match = pathname.match(matcher);
  if (!match) return null;
  let matchedPathname = match[0];
  let pathnameBase = removeTrailingSlash(matchedPathname, 1);
  let captureGroups = match.slice(1);
  return {
    params: compiledParams.reduce((memo2, { paramName, isOptional }, index) => {
      if (paramName === '*') {
        let splatValue = captureGroups[index] || '';
        pathnameBase = removeTrailingSlash(matchedPathname.slice(0, matchedPathname.length - splatValue.length), 1);
      }
      const value = captureGroups[index];
      if (isOptional && !value) memo2[paramName] = void 0;
      else memo2[paramName] = (value || '').replace(/%2F/g, '/');
      return memo2;
    }, {}),
    pathname: matchedPathname,
    pathnameBase,
    pattern,
  };
}
function compilePath(path, caseSensitive = false, end = true) {
  warning(
    path === '*' || !path.endsWith('*') || path.endsWith('/*'),
    `Route path "${path}" will be treated as if it were "${path.replace(/\*$/, '/*')}" because the \`*\` character must always follow a \`/\` in the pattern. To get rid of this warning, please change the route path to "${path.replace(/\*$/, '/*')}".`,
  );
  let params = [];
  let regexpSource =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)(\?)?/g, (match, paramName, isOptional, index, str) => {
        params.push({
          paramName,
          isOptional: isOptional != null,
        });
        if (isOptional) {
          let nextChar = str.charAt(index + match.length);
          if (nextChar && nextChar !== '/') return '/([^\\/]*)';
          return '(?:/([^\\/]*))?';
        }
        return '/([^\\/]+)';
      })
      .replace(/\/([\w-]+)\?(\/|$)/g, '(/$1)?$2');
  if (path.endsWith('*')) {
    params.push({ paramName: '*' });
    regexpSource += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) regexpSource += '\\/*$';
  else if (path !== '' && path !== '/') regexpSource += '(?:(?=\\/|$))';
  return [new RegExp(regexpSource, caseSensitive ? void 0 : 'i'), params];
}
function decodePath(value) {
  try {
    return value
      .split('/')
      .map((v) => decodeURIComponent(v).replace(/\//g, '%2F'))
      .join('/');
  } catch (error) {
    warning(
      false,
      `The URL path "${value}" could not be decoded because it is a malformed URL segment. This is probably due to a bad percent encoding (${error}).`,
    );
    return value;
  }
}
function stripBasename(pathname, basename) {
  if (basename === '/') return pathname;
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return null;
  let startIndex = basename.endsWith('/') ? basename.length - 1 : basename.length;
  let nextChar = pathname.charAt(startIndex);
  if (nextChar && nextChar !== '/') return null;
  return pathname.slice(startIndex) || '/';
}
function prependBasename({ basename, pathname }) {
  return pathname === '/' ? basename : joinPaths([basename, pathname]);
}
var isAbsoluteUrl = (url) => ABSOLUTE_URL_REGEX.test(url);
function resolvePath(to, fromPathname = '/') {
  let { pathname: toPathname, search = '', hash = '' } = typeof to === 'string' ? parsePath(to) : to;
  let pathname;
  if (toPathname) {
    toPathname = removeDoubleSlashes(toPathname);
    if (toPathname.startsWith('/') || toPathname.startsWith('\\')) pathname = resolvePathname(toPathname.substring(1), '/');
    else pathname = resolvePathname(toPathname, fromPathname);
  } else pathname = fromPathname;
  return {
    pathname,
    search: normalizeSearch(search),
    hash: normalizeHash(hash),
  };
}
function resolvePathname(relativePath, fromPathname) {
  let segments = removeTrailingSlash(fromPathname).split('/');
  relativePath.split('/').forEach((segment) => {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') segments.push(segment);
  });
  return segments.length > 1 ? segments.join('/') : '/';
}
function getInvalidPathError(char, field, dest, path) {
  return `Cannot include a '${char}' character in a manually specified \`to.${field}\` field [${JSON.stringify(path)}].  Please separate it out to the \`to.${dest}\` field. Alternatively you may provide the full path as a string in <Link to="..."> and the router will parse it for you.`;
}
function getPathContributingMatches(matches) {
  return matches.filter((match, index) => index === 0 || (match.route.path && match.route.path.length > 0));
}
function getResolveToMatches(matches) {
  let pathMatches = getPathContributingMatches(matches);
  return pathMatches.map((match, idx) => (idx === pathMatches.length - 1 ? match.pathname : match.pathnameBase));
}
function resolveTo(toArg, routePathnames, locationPathname, isPathRelative = false) {
  let to;
  if (typeof toArg === 'string') to = parsePath(toArg);
  else {
    to = { ...toArg };
    invariant(!to.pathname || !to.pathname.includes('?'), getInvalidPathError('?', 'pathname', 'search', to));
    invariant(!to.pathname || !to.pathname.includes('#'), getInvalidPathError('#', 'pathname', 'hash', to));
    invariant(!to.search || !to.search.includes('#'), getInvalidPathError('#', 'search', 'hash', to));
  }
  let isEmptyPath = toArg === '' || to.pathname === '';
  let toPathname = isEmptyPath ? '/' : to.pathname;
  let from;
  if (toPathname == null) from = locationPathname;
  else {
    let routePathnameIndex = routePathnames.length - 1;
    if (!isPathRelative && toPathname.startsWith('..')) {
      let toSegments = toPathname.split('/');
      while (toSegments[0] === '..') {
        toSegments.shift();
        routePathnameIndex -= 1;
      }
      to.pathname = toSegments.join('/');
    }
    from = routePathnameIndex >= 0 ? routePathnames[routePathnameIndex] : '/';
  }
  let path = resolvePath(to, from);
  let hasExplicitTrailingSlash = toPathname && toPathname !== '/' && toPathname.endsWith('/');
  let hasCurrentTrailingSlash = (isEmptyPath || toPathname === '.') && locationPathname.endsWith('/');
  if (!path.pathname.endsWith('/') && (hasExplicitTrailingSlash || hasCurrentTrailingSlash)) path.pathname += '/';
  return path;
}
var removeDoubleSlashes = (path) => path.replace(/[\\/]{2,}/g, '/');
var joinPaths = (paths) => removeDoubleSlashes(paths.join('/'));
function removeTrailingSlash(path, minLength = 0) {
  let end = path.length;
  while (end > minLength && path.charCodeAt(end - 1) === 47) end--;
  return end === path.length ? path : path.slice(0, end);
}
var normalizePathname = (pathname) => removeTrailingSlash(pathname).replace(/^\/*/, '/');
var normalizeSearch = (search) => (!search || search === '?' ? '' : search.startsWith('?') ? search : '?' + search);
var normalizeHash = (hash) => (!hash || hash === '#' ? '' : hash.startsWith('#') ? hash : '#' + hash);
var ErrorResponseImpl = class {
  constructor(status, statusText, data2, internal = false) {
    this.status = status;
    this.statusText = statusText || '';
    this.internal = internal;
    if (data2 instanceof Error) {
      this.data = data2.toString();
      this.error = data2;
    } else this.data = data2;
  }
};
function isRouteErrorResponse(error) {
  return (
    error != null &&
    typeof error.status === 'number' &&
    typeof error.statusText === 'string' &&
    typeof error.internal === 'boolean' &&
    'data' in error
  );
}
function getRoutePattern(matches) {
  return joinPaths(matches.map((m) => m.route.path).filter(Boolean)) || '/';
}
var isBrowser =
  typeof window !== 'undefined' && typeof window.document !== 'undefined' && typeof window.document.createElement !== 'undefined';
function parseToInfo(_to, basename) {
  let to = _to;
  if (typeof to !== 'string' || !ABSOLUTE_URL_REGEX.test(to))
    return {
      absoluteURL: void 0,
      isExternal: false,
      to,
    };
  let absoluteURL = to;
  let isExternal = false;
  if (isBrowser)
    try {
      let currentUrl = new URL(window.location.href);
      let targetUrl = PROTOCOL_RELATIVE_URL_REGEX.test(to) ? new URL(normalizeProtocolRelativeUrl(to, currentUrl.protocol)) : new URL(to);
      let path = stripBasename(targetUrl.pathname, basename);
      if (targetUrl.origin === currentUrl.origin && path != null) to = path + targetUrl.search + targetUrl.hash;
      else isExternal = true;
    } catch (e) {
      warning(
        false,
        `<Link to="${to}"> contains an invalid URL which will probably break when clicked - please update to a valid URL path.`,
      );
    }
  return {
    absoluteURL,
    isExternal,
    to,
  };
}
var UninstrumentedSymbol = Symbol('Uninstrumented');
function getRouteInstrumentationUpdates(fns, route) {
  let aggregated = {
    lazy: [],
    'lazy.loader': [],
    'lazy.action': [],
    'lazy.middleware': [],
    middleware: [],
    loader: [],
    action: [],
  };
  fns.forEach((fn) =>
    fn({
      id: route.id,
      index: route.index,
      path: route.path,
      instrument(i) {
        let keys = Object.keys(aggregated);
        for (let key of keys) if (i[key]) aggregated[key].push(i[key]);
      },
    }),
  );
  let updates = {};
  if (typeof route.lazy === 'function' && aggregated.lazy.length > 0) {
    let instrumented = wrapImpl(aggregated.lazy, route.lazy, () => void 0);
    if (instrumented) updates.lazy = instrumented;
  }
  if (typeof route.lazy === 'object') {
    let lazyObject = route.lazy;
    ['middleware', 'loader', 'action'].forEach((key) => {
      let lazyFn = lazyObject[key];
      let instrumentations = aggregated[`lazy.${key}`];
      if (typeof lazyFn === 'function' && instrumentations.length > 0) {
        let instrumented = wrapImpl(instrumentations, lazyFn, () => void 0);
        if (instrumented) updates.lazy = Object.assign(updates.lazy || {}, { [key]: instrumented });
      }
    });
  }
  ['loader', 'action'].forEach((key) => {
    let handler = route[key];
    if (typeof handler === 'function' && aggregated[key].length > 0) {
      let original = handler[UninstrumentedSymbol] ?? handler;
      let instrumented = wrapImpl(aggregated[key], original, (...args) => getHandlerInfo(args[0]));
      if (instrumented) {
        if (key === 'loader' && original.hydrate === true) instrumented.hydrate = true;
        instrumented[UninstrumentedSymbol] = original;
        updates[key] = instrumented;
      }
    }
  });
  if (route.middleware && route.middleware.length > 0 && aggregated.middleware.length > 0)
    updates.middleware = route.middleware.map((middleware) => {
      let original = middleware[UninstrumentedSymbol] ?? middleware;
      let instrumented = wrapImpl(aggregated.middleware, original, (...args) => getHandlerInfo(args[0]));
      if (instrumented) {
        instrumented[UninstrumentedSymbol] = original;
        return instrumented;
      }
      return middleware;
    });
  return updates;
}
function wrapImpl(impls, handler, getInfo) {
  if (impls.length === 0) return null;
  return async (...args) => {
    let result = await recurseRight(impls, getInfo(...args), () => handler(...args), impls.length - 1);
    if (result.type === 'error') throw result.value;
    return result.value;
  };
}
async function recurseRight(impls, info, handler, index) {
  let impl = impls[index];
  let result;
  if (!impl)
    try {
      result = {
        type: 'success',
        value: await handler(),
      };
    } catch (e) {
      result = {
        type: 'error',
        value: e,
      };
    }
  else {
    let handlerPromise = void 0;
    let callHandler = async () => {
      if (handlerPromise) console.error('You cannot call instrumented handlers more than once');
      else handlerPromise = recurseRight(impls, info, handler, index - 1);
      result = await handlerPromise;
      invariant(result, 'Expected a result');
      if (result.type === 'error' && result.value instanceof Error)
        return {
          status: 'error',
          error: result.value,
        };
      return {
        status: 'success',
        error: void 0,
      };
    };
    try {
      await impl(callHandler, info);
    } catch (e) {
      console.error('An instrumentation function threw an error:', e);
    }
    if (!handlerPromise) await callHandler();
    await handlerPromise;
  }
  if (result) return result;
  return {
    type: 'error',
    value: /* @__PURE__ */ new Error('No result assigned in instrumentation chain.'),
  };
}
function getHandlerInfo(args) {
  let { request, context, params, pattern } = args;
  return {
    request: getReadonlyRequest(request),
    params: { ...params },
    pattern,
    context: getReadonlyContext(context),
  };
}
function getReadonlyRequest(request) {
  return {
    method: request.method,
    url: request.url,
    headers: { get: (...args) => request.headers.get(...args) },
  };
}
function getReadonlyContext(context) {
  if (isPlainObject(context)) {
    let frozen = { ...context };
    Object.freeze(frozen);
    return frozen;
  } else return { get: (ctx) => context.get(ctx) };
}
var objectProtoNames = Object.getOwnPropertyNames(Object.prototype).sort().join('\0');
function isPlainObject(thing) {
  if (thing === null || typeof thing !== 'object') return false;
  const proto = Object.getPrototypeOf(thing);
  return proto === Object.prototype || proto === null || Object.getOwnPropertyNames(proto).sort().join('\0') === objectProtoNames;
}
var DEFAULT_NAVIGATION_URL = new URL('http://localhost');
function getNavigatorCurrentUrl(navigator) {
  if (navigator.createURL) return navigator.createURL('/');
  try {
    return new URL(navigator.createHref('/'), DEFAULT_NAVIGATION_URL);
  } catch {
    return DEFAULT_NAVIGATION_URL;
  }
}
function isSameOrigin(a, b) {
  return a.origin === b.origin && (a.origin !== 'null' || (a.protocol === b.protocol && a.host === b.host));
}
function isExplicitUrl(destination, target) {
  if (destination.startsWith('//')) return true;
  let protocol = target.protocol.toLowerCase();
  if (!destination.toLowerCase().startsWith(protocol)) return false;
  return target.host === '' || destination.slice(protocol.length).startsWith('//');
}
function validateNavigationTarget(original, resolved, currentUrl, externalPolicy) {
  let originalUrl = null;
  try {
    originalUrl = original == null ? null : new URL(original, currentUrl);
  } catch {}
  let resolvedUrl = new URL(resolved, currentUrl);
  let originalIsExternal = originalUrl != null && !isSameOrigin(originalUrl, currentUrl);
  let resolvedIsExternal = !isSameOrigin(resolvedUrl, currentUrl);
  if (externalPolicy === 'reject') {
    if (originalIsExternal || resolvedIsExternal) throw new Error('External navigation is not allowed');
  } else if (resolvedIsExternal) {
    if (originalUrl == null || !isExplicitUrl(original, originalUrl) || !isSameOrigin(originalUrl, resolvedUrl))
      throw new Error('External navigation is not allowed');
  }
}
var validMutationMethodsArr = ['POST', 'PUT', 'PATCH', 'DELETE'];
var validMutationMethods = new Set(validMutationMethodsArr);
var validRequestMethodsArr = ['GET', ...validMutationMethodsArr];
var validRequestMethods = new Set(validRequestMethodsArr);
var redirectStatusCodes = /* @__PURE__ */ new Set([301, 302, 303, 307, 308]);
var IDLE_NAVIGATION = {
  state: 'idle',
  location: void 0,
  matches: void 0,
  historyAction: void 0,
  formMethod: void 0,
  formAction: void 0,
  formEncType: void 0,
  formData: void 0,
  json: void 0,
  text: void 0,
};
var IDLE_FETCHER = {
  state: 'idle',
  data: void 0,
  formMethod: void 0,
  formAction: void 0,
  formEncType: void 0,
  formData: void 0,
  json: void 0,
  text: void 0,
};
var IDLE_BLOCKER = {
  state: 'unblocked',
  proceed: void 0,
  reset: void 0,
  location: void 0,
};
var defaultMapRouteProperties = (route) => ({ hasErrorBoundary: Boolean(route.hasErrorBoundary) });
var ResetLoaderDataSymbol = Symbol('ResetLoaderData');
function createStaticHandler(routes, opts) {
  invariant(routes.length > 0, 'You must provide a non-empty routes array to createStaticHandler');
  let manifest = {};
  let basename = (opts ? opts.basename : null) || '/';
  let _mapRouteProperties = opts?.mapRouteProperties || defaultMapRouteProperties;
  let mapRouteProperties2 = _mapRouteProperties;
  ({ ...opts?.future });
  if (opts?.instrumentations) {
    let instrumentations = opts.instrumentations;
    mapRouteProperties2 = (route) => {
      return {
        ..._mapRouteProperties(route),
        ...getRouteInstrumentationUpdates(instrumentations.map((i) => i.route).filter(Boolean), route),
      };
    };
  }
  let dataRoutes = convertRoutesToDataRoutes(routes, mapRouteProperties2, void 0, manifest);
  let routeBranches = flattenAndRankRoutes(dataRoutes);
  let matchCost = routeBranches.reduce((total, branch) => total + branch.routesMeta.length, 0);
  async function query(
    request,
    {
      requestContext,
      filterMatchesToLoad,
      skipLoaderErrorBubbling,
      skipRevalidation,
      dataStrategy,
      generateMiddlewareResponse,
      normalizePath,
    } = {},
  ) {
    let normalizePathImpl = normalizePath || defaultNormalizePath;
    let method = request.method;
    let location = createLocation('', normalizePathImpl(request), null, 'default');
    let matches = matchRoutesImpl(dataRoutes, location, basename, false, routeBranches);
    requestContext = requestContext != null ? requestContext : new RouterContextProvider();
    if (!isValidMethod(method) && method !== 'HEAD') {
      let error = getInternalRouterError(405, { method });
      let { matches: methodNotAllowedMatches, route } = getShortCircuitMatches(dataRoutes);
      let staticContext = {
        basename,
        location,
        matches: methodNotAllowedMatches,
        loaderData: {},
        actionData: null,
        errors: { [route.id]: error },
        statusCode: error.status,
        loaderHeaders: {},
        actionHeaders: {},
      };
      return generateMiddlewareResponse ? generateMiddlewareResponse(() => Promise.resolve(staticContext)) : staticContext;
    } else if (!matches) {
      let error = getInternalRouterError(404, { pathname: location.pathname });
      let { matches: notFoundMatches, route } = getShortCircuitMatches(dataRoutes);
      let staticContext = {
        basename,
        location,
        matches: notFoundMatches,
        loaderData: {},
        actionData: null,
        errors: { [route.id]: error },
        statusCode: error.status,
        loaderHeaders: {},
        actionHeaders: {},
      };
      return generateMiddlewareResponse ? generateMiddlewareResponse(() => Promise.resolve(staticContext)) : staticContext;
    }
    if (generateMiddlewareResponse) {
      invariant(
        requestContext instanceof RouterContextProvider,
        'When using middleware in `staticHandler.query()`, any provided `requestContext` must be an instance of `RouterContextProvider`',
      );
      try {
        await loadLazyMiddlewareForMatches(matches, manifest, mapRouteProperties2);
        let renderedStaticContext;
        let response = await runServerMiddlewarePipeline(
          {
            request,
            url: createDataFunctionUrl(request, location),
            pattern: getRoutePattern(matches),
            matches,
            params: matches[0].params,
            context: requestContext,
          },
          async () => {
            return await generateMiddlewareResponse(async (revalidationRequest, opts2 = {}) => {
              let result2 = await queryImpl(
                revalidationRequest,
                location,
                matches,
                requestContext,
                dataStrategy || null,
                skipLoaderErrorBubbling === true,
                null,
                'filterMatchesToLoad' in opts2 ? (opts2.filterMatchesToLoad ?? null) : (filterMatchesToLoad ?? null),
                skipRevalidation === true,
              );
              if (isResponse(result2)) return result2;
              renderedStaticContext = {
                location,
                basename,
                ...result2,
              };
              return renderedStaticContext;
            });
          },
          async (error, routeId) => {
            if (isRedirectResponse(error)) return error;
            if (isResponse(error))
              try {
                error = new ErrorResponseImpl(error.status, error.statusText, await parseResponseBody(error));
              } catch (e) {
                error = e;
              }
            if (isDataWithResponseInit(error)) error = dataWithResponseInitToErrorResponse(error);
            if (renderedStaticContext) {
              if (routeId in renderedStaticContext.loaderData) renderedStaticContext.loaderData[routeId] = void 0;
              let staticContext = getStaticContextFromError(
                dataRoutes,
                renderedStaticContext,
                error,
                skipLoaderErrorBubbling ? routeId : findNearestBoundary(matches, routeId).route.id,
              );
              return generateMiddlewareResponse(() => Promise.resolve(staticContext));
            } else {
              let boundaryRouteId = skipLoaderErrorBubbling
                ? routeId
                : findNearestBoundary(matches, matches.find((m) => m.route.id === routeId || m.route.loader)?.route.id || routeId).route.id;
              let staticContext = {
                matches,
                location,
                basename,
                loaderData: {},
                actionData: null,
                errors: { [boundaryRouteId]: error },
                statusCode: isRouteErrorResponse(error) ? error.status : 500,
                actionHeaders: {},
                loaderHeaders: {},
              };
              return generateMiddlewareResponse(() => Promise.resolve(staticContext));
            }
          },
        );
        invariant(isResponse(response), 'Expected a response in query()');
        return response;
      } catch (e) {
        if (isResponse(e)) return e;
        throw e;
      }
    }
    let result = await queryImpl(
      request,
      location,
      matches,
      requestContext,
      dataStrategy || null,
      skipLoaderErrorBubbling === true,
      null,
      filterMatchesToLoad || null,
      skipRevalidation === true,
    );
    if (isResponse(result)) return result;
    return {
      location,
      basename,
      ...result,
    };
  }
  async function queryRoute(request, { routeId, requestContext, dataStrategy, generateMiddlewareResponse, normalizePath } = {}) {
    let normalizePathImpl = normalizePath || defaultNormalizePath;
    let method = request.method;
    let location = createLocation('', normalizePathImpl(request), null, 'default');
    let matches = matchRoutesImpl(dataRoutes, location, basename, false, routeBranches);
    requestContext = requestContext != null ? requestContext : new RouterContextProvider();
    if (!isValidMethod(method) && method !== 'HEAD' && method !== 'OPTIONS') throw getInternalRouterError(405, { method });
    else if (!matches) throw getInternalRouterError(404, { pathname: location.pathname });
    let match = routeId ? matches.find((m) => m.route.id === routeId) : getTargetMatch(matches, location);
    if (routeId && !match)
      throw getInternalRouterError(403, {
        pathname: location.pathname,
        routeId,
      });
    else if (!match) throw getInternalRouterError(404, { pathname: location.pathname });
    if (generateMiddlewareResponse) {
      invariant(
        requestContext instanceof RouterContextProvider,
        'When using middleware in `staticHandler.queryRoute()`, any provided `requestContext` must be an instance of `RouterContextProvider`',
      );
      await loadLazyMiddlewareForMatches(matches, manifest, mapRouteProperties2);
      return await runServerMiddlewarePipeline(
        {
          request,
          url: createDataFunctionUrl(request, location),
          pattern: getRoutePattern(matches),
          matches,
          params: matches[0].params,
          context: requestContext,
        },
        async () => {
          return await generateMiddlewareResponse(async (innerRequest) => {
            let processed = handleQueryResult(
              await queryImpl(innerRequest, location, matches, requestContext, dataStrategy || null, false, match, null, false),
            );
            return isResponse(processed) ? processed : typeof processed === 'string' ? new Response(processed) : Response.json(processed);
          });
        },
        (error) => {
          if (isDataWithResponseInit(error)) return Promise.resolve(dataWithResponseInitToResponse(error));
          if (isResponse(error)) return Promise.resolve(error);
          throw error;
        },
      );
    }
    return handleQueryResult(await queryImpl(request, location, matches, requestContext, dataStrategy || null, false, match, null, false));
    function handleQueryResult(result2) {
      if (isResponse(result2)) return result2;
      let error = result2.errors ? Object.values(result2.errors)[0] : void 0;
      if (error !== void 0) throw error;
      if (result2.actionData) return Object.values(result2.actionData)[0];
      if (result2.loaderData) return Object.values(result2.loaderData)[0];
    }
  }
  async function queryImpl(
    request,
    location,
    matches,
    requestContext,
    dataStrategy,
    skipLoaderErrorBubbling,
    routeMatch,
    filterMatchesToLoad,
    skipRevalidation,
  ) {
    invariant(request.signal, 'query()/queryRoute() requests must contain an AbortController signal');
    try {
      if (isMutationMethod(request.method))
        return await submit(
          request,
          location,
          matches,
          routeMatch || getTargetMatch(matches, location),
          requestContext,
          dataStrategy,
          skipLoaderErrorBubbling,
          routeMatch != null,
          filterMatchesToLoad,
          skipRevalidation,
        );
      let result = await loadRouteData(
        request,
        location,
        matches,
        requestContext,
        dataStrategy,
        skipLoaderErrorBubbling,
        routeMatch,
        filterMatchesToLoad,
      );
      return isResponse(result)
        ? result
        : {
            ...result,
            actionData: null,
            actionHeaders: {},
          };
    } catch (e) {
      if (isDataStrategyResult(e) && isResponse(e.result)) {
        if (e.type === 'error') throw e.result;
        return e.result;
      }
      if (isRedirectResponse(e)) return e;
      throw e;
    }
  }
  async function submit(
    request,
    location,
    matches,
    actionMatch,
    requestContext,
    dataStrategy,
    skipLoaderErrorBubbling,
    isRouteRequest,
    filterMatchesToLoad,
    skipRevalidation,
  ) {
    let result;
    if (!actionMatch.route.action && !actionMatch.route.lazy) {
      let error = getInternalRouterError(405, {
        method: request.method,
        pathname: new URL(request.url).pathname,
        routeId: actionMatch.route.id,
      });
      if (isRouteRequest) throw error;
      result = {
        type: 'error',
        error,
      };
    } else {
      result = (
        await callDataStrategy(
          request,
          location,
          getTargetedDataStrategyMatches(mapRouteProperties2, manifest, request, location, matches, actionMatch, [], requestContext),
          isRouteRequest,
          requestContext,
          dataStrategy,
        )
      )[actionMatch.route.id];
      if (request.signal.aborted) throwStaticHandlerAbortedError(request, isRouteRequest);
    }
    if (isRedirectResult(result))
      throw new Response(null, {
        status: result.response.status,
        headers: { Location: result.response.headers.get('Location') },
      });
    if (isRouteRequest) {
      if (isErrorResult(result)) throw result.error;
      return {
        matches: [actionMatch],
        loaderData: {},
        actionData: { [actionMatch.route.id]: result.data },
        errors: null,
        statusCode: 200,
        loaderHeaders: {},
        actionHeaders: {},
      };
    }
    if (skipRevalidation) {
      if (isErrorResult(result)) {
        let boundaryMatch = skipLoaderErrorBubbling ? actionMatch : findNearestBoundary(matches, actionMatch.route.id);
        return {
          statusCode: isRouteErrorResponse(result.error) ? result.error.status : result.statusCode != null ? result.statusCode : 500,
          actionData: null,
          actionHeaders: { ...(result.headers ? { [actionMatch.route.id]: result.headers } : {}) },
          matches,
          loaderData: {},
          errors: { [boundaryMatch.route.id]: result.error },
          loaderHeaders: {},
        };
      } else
        return {
          actionData: { [actionMatch.route.id]: result.data },
          actionHeaders: result.headers ? { [actionMatch.route.id]: result.headers } : {},
          matches,
          loaderData: {},
          errors: null,
          statusCode: result.statusCode || 200,
          loaderHeaders: {},
        };
    }
    let loaderRequest = new Request(request.url, {
      headers: request.headers,
      redirect: request.redirect,
      signal: request.signal,
    });
    if (isErrorResult(result))
      return {
        ...(await loadRouteData(
          loaderRequest,
          location,
          matches,
          requestContext,
          dataStrategy,
          skipLoaderErrorBubbling,
          null,
          filterMatchesToLoad,
          [(skipLoaderErrorBubbling ? actionMatch : findNearestBoundary(matches, actionMatch.route.id)).route.id, result],
        )),
        statusCode: isRouteErrorResponse(result.error) ? result.error.status : result.statusCode != null ? result.statusCode : 500,
        actionData: null,
        actionHeaders: { ...(result.headers ? { [actionMatch.route.id]: result.headers } : {}) },
      };
    return {
      ...(await loadRouteData(
        loaderRequest,
        location,
        matches,
        requestContext,
        dataStrategy,
        skipLoaderErrorBubbling,
        null,
        filterMatchesToLoad,
      )),
      actionData: { [actionMatch.route.id]: result.data },
      ...(result.statusCode ? { statusCode: result.statusCode } : {}),
      actionHeaders: result.headers ? { [actionMatch.route.id]: result.headers } : {},
    };
  }
  async function loadRouteData(
    request,
    location,
    matches,
    requestContext,
    dataStrategy,
    skipLoaderErrorBubbling,
    routeMatch,
    filterMatchesToLoad,
    pendingActionResult,
  ) {
    let isRouteRequest = routeMatch != null;
    if (isRouteRequest && !routeMatch?.route.loader && !routeMatch?.route.lazy)
      throw getInternalRouterError(400, {
        method: request.method,
        pathname: new URL(request.url).pathname,
        routeId: routeMatch?.route.id,
      });
    let dsMatches;
    if (routeMatch)
      dsMatches = getTargetedDataStrategyMatches(mapRouteProperties2, manifest, request, location, matches, routeMatch, [], requestContext);
    else {
      let maxIdx =
        pendingActionResult && isErrorResult(pendingActionResult[1])
          ? matches.findIndex((m) => m.route.id === pendingActionResult[0]) - 1
          : void 0;
      let pattern = getRoutePattern(matches);
      dsMatches = matches.map((match, index) => {
        if (maxIdx != null && index > maxIdx)
          return getDataStrategyMatch(mapRouteProperties2, manifest, request, location, pattern, match, [], requestContext, false);
        return getDataStrategyMatch(
          mapRouteProperties2,
          manifest,
          request,
          location,
          pattern,
          match,
          [],
          requestContext,
          (match.route.loader || match.route.lazy) != null && (!filterMatchesToLoad || filterMatchesToLoad(match)),
        );
      });
    }
    if (!dataStrategy && !dsMatches.some((m) => m.shouldLoad))
      return {
        matches,
        loaderData: {},
        errors:
          pendingActionResult && isErrorResult(pendingActionResult[1]) ? { [pendingActionResult[0]]: pendingActionResult[1].error } : null,
        statusCode: 200,
        loaderHeaders: {},
      };
    let results = await callDataStrategy(request, location, dsMatches, isRouteRequest, requestContext, dataStrategy);
    if (request.signal.aborted) throwStaticHandlerAbortedError(request, isRouteRequest);
    return {
      ...processRouteLoaderData(matches, results, pendingActionResult, true, skipLoaderErrorBubbling),
      matches,
    };
  }
  async function callDataStrategy(request, location, matches, isRouteRequest, requestContext, dataStrategy) {
    let results = await callDataStrategyImpl(dataStrategy || defaultDataStrategy, request, location, matches, null, requestContext, true);
    let dataResults = {};
    await Promise.all(
      matches.map(async (match) => {
        if (!(match.route.id in results)) return;
        let result = results[match.route.id];
        if (isRedirectDataStrategyResult(result)) {
          let response = result.result;
          throw normalizeRelativeRoutingRedirectResponse(response, request, match.route.id, matches, basename);
        }
        if (isRouteRequest) {
          if (isResponse(result.result)) throw result;
          else if (isDataWithResponseInit(result.result)) throw dataWithResponseInitToResponse(result.result);
        }
        dataResults[match.route.id] = await convertDataStrategyResultToDataResult(result);
      }),
    );
    return dataResults;
  }
  return {
    dataRoutes,
    _matchCost: matchCost,
    _internalRouteBranches: routeBranches,
    query,
    queryRoute,
  };
}
function getStaticContextFromError(routes, handlerContext, error, boundaryId) {
  let errorBoundaryId = boundaryId || handlerContext._deepestRenderedBoundaryId || routes[0].id;
  return {
    ...handlerContext,
    statusCode: isRouteErrorResponse(error) ? error.status : 500,
    errors: { [errorBoundaryId]: error },
  };
}
function throwStaticHandlerAbortedError(request, isRouteRequest) {
  if (request.signal.reason !== void 0) throw request.signal.reason;
  throw new Error(
    `${isRouteRequest ? 'queryRoute' : 'query'}() call aborted without an \`AbortSignal.reason\`: ${request.method} ${request.url}`,
  );
}
function defaultNormalizePath(request) {
  let url = new URL(request.url);
  return {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
  };
}
function normalizeTo(location, matches, basename, to, fromRouteId, relative) {
  let contextualMatches;
  let activeRouteMatch;
  if (fromRouteId) {
    contextualMatches = [];
    for (let match of matches) {
      contextualMatches.push(match);
      if (match.route.id === fromRouteId) {
        activeRouteMatch = match;
        break;
      }
    }
  } else {
    contextualMatches = matches;
    activeRouteMatch = matches[matches.length - 1];
  }
  let path = resolveTo(
    to ? to : '.',
    getResolveToMatches(contextualMatches),
    stripBasename(location.pathname, basename) || location.pathname,
    relative === 'path',
  );
  if (to == null) {
    path.search = location.search;
    path.hash = location.hash;
  }
  if ((to == null || to === '' || to === '.') && activeRouteMatch) {
    let nakedIndex = hasNakedIndexQuery(path.search);
    if (activeRouteMatch.route.index && !nakedIndex) path.search = path.search ? path.search.replace(/^\?/, '?index&') : '?index';
    else if (!activeRouteMatch.route.index && nakedIndex) {
      let params = new URLSearchParams(path.search);
      let indexValues = params.getAll('index');
      params.delete('index');
      indexValues.filter((v) => v).forEach((v) => params.append('index', v));
      let qs = params.toString();
      path.search = qs ? `?${qs}` : '';
    }
  }
  if (basename !== '/')
    path.pathname = prependBasename({
      basename,
      pathname: path.pathname,
    });
  return createPath(path);
}
function shouldRevalidateLoader(loaderMatch, arg) {
  if (loaderMatch.route.shouldRevalidate) {
    let routeChoice = loaderMatch.route.shouldRevalidate(arg);
    if (typeof routeChoice === 'boolean') return routeChoice;
  }
  return arg.defaultShouldRevalidate;
}
var lazyRoutePropertyCache = /* @__PURE__ */ new WeakMap();
var loadLazyRouteProperty = ({ key, route, manifest, mapRouteProperties: mapRouteProperties2 }) => {
  let routeToUpdate = manifest[route.id];
  invariant(routeToUpdate, 'No route found in manifest');
  if (!routeToUpdate.lazy || typeof routeToUpdate.lazy !== 'object') return;
  let lazyFn = routeToUpdate.lazy[key];
  if (!lazyFn) return;
  let cache = lazyRoutePropertyCache.get(routeToUpdate);
  if (!cache) {
    cache = {};
    lazyRoutePropertyCache.set(routeToUpdate, cache);
  }
  let cachedPromise = cache[key];
  if (cachedPromise) return cachedPromise;
  let propertyPromise = (async () => {
    let isUnsupported = isUnsupportedLazyRouteObjectKey(key);
    let isStaticallyDefined = routeToUpdate[key] !== void 0 && key !== 'hasErrorBoundary';
    if (isUnsupported) {
      warning(!isUnsupported, 'Route property ' + key + ' is not a supported lazy route property. This property will be ignored.');
      cache[key] = Promise.resolve();
    } else if (isStaticallyDefined)
      warning(false, `Route "${routeToUpdate.id}" has a static property "${key}" defined. The lazy property will be ignored.`);
    else {
      let value = await lazyFn();
      if (value != null) {
        Object.assign(routeToUpdate, { [key]: value });
        Object.assign(routeToUpdate, mapRouteProperties2(routeToUpdate));
      }
    }
    if (typeof routeToUpdate.lazy === 'object') {
      routeToUpdate.lazy[key] = void 0;
      if (Object.values(routeToUpdate.lazy).every((value) => value === void 0)) routeToUpdate.lazy = void 0;
    }
  })();
  cache[key] = propertyPromise;
  return propertyPromise;
};
var lazyRouteFunctionCache = /* @__PURE__ */ new WeakMap();
function loadLazyRoute(route, type, manifest, mapRouteProperties2, lazyRoutePropertiesToSkip) {
  let routeToUpdate = manifest[route.id];
  invariant(routeToUpdate, 'No route found in manifest');
  if (!route.lazy)
    return {
      lazyRoutePromise: void 0,
      lazyHandlerPromise: void 0,
    };
  if (typeof route.lazy === 'function') {
    let cachedPromise = lazyRouteFunctionCache.get(routeToUpdate);
    if (cachedPromise)
      return {
        lazyRoutePromise: cachedPromise,
        lazyHandlerPromise: cachedPromise,
      };
    let lazyRoutePromise2 = (async () => {
      invariant(typeof route.lazy === 'function', 'No lazy route function found');
      let lazyRoute = await route.lazy();
      let routeUpdates = {};
      for (let lazyRouteProperty in lazyRoute) {
        let lazyValue = lazyRoute[lazyRouteProperty];
        if (lazyValue === void 0) continue;
        let isUnsupported = isUnsupportedLazyRouteFunctionKey(lazyRouteProperty);
        let isStaticallyDefined = routeToUpdate[lazyRouteProperty] !== void 0 && lazyRouteProperty !== 'hasErrorBoundary';
        if (isUnsupported)
          warning(
            !isUnsupported,
            'Route property ' +
              lazyRouteProperty +
              ' is not a supported property to be returned from a lazy route function. This property will be ignored.',
          );
        else if (isStaticallyDefined)
          warning(
            !isStaticallyDefined,
            `Route "${routeToUpdate.id}" has a static property "${lazyRouteProperty}" defined but its lazy function is also returning a value for this property. The lazy route property "${lazyRouteProperty}" will be ignored.`,
          );
        else routeUpdates[lazyRouteProperty] = lazyValue;
      }
      Object.assign(routeToUpdate, routeUpdates);
      Object.assign(routeToUpdate, {
        ...mapRouteProperties2(routeToUpdate),
        lazy: void 0,
      });
    })();
    lazyRouteFunctionCache.set(routeToUpdate, lazyRoutePromise2);
    lazyRoutePromise2.catch(() => {});
    return {
      lazyRoutePromise: lazyRoutePromise2,
      lazyHandlerPromise: lazyRoutePromise2,
    };
  }
  let lazyKeys = Object.keys(route.lazy);
  let lazyPropertyPromises = [];
  let lazyHandlerPromise = void 0;
  for (let key of lazyKeys) {
    if (lazyRoutePropertiesToSkip && lazyRoutePropertiesToSkip.includes(key)) continue;
    let promise = loadLazyRouteProperty({
      key,
      route,
      manifest,
      mapRouteProperties: mapRouteProperties2,
    });
    if (promise) {
      lazyPropertyPromises.push(promise);
      if (key === type) lazyHandlerPromise = promise;
    }
  }
  let lazyRoutePromise = lazyPropertyPromises.length > 0 ? Promise.all(lazyPropertyPromises).then(() => {}) : void 0;
  lazyRoutePromise?.catch(() => {});
  lazyHandlerPromise?.catch(() => {});
  return {
    lazyRoutePromise,
    lazyHandlerPromise,
  };
}
function isNonNullable(value) {
  return value !== void 0;
}
function loadLazyMiddlewareForMatches(matches, manifest, mapRouteProperties2) {
  let promises = matches
    .map(({ route }) => {
      if (typeof route.lazy !== 'object' || !route.lazy.middleware) return;
      return loadLazyRouteProperty({
        key: 'middleware',
        route,
        manifest,
        mapRouteProperties: mapRouteProperties2,
      });
    })
    .filter(isNonNullable);
  return promises.length > 0 ? Promise.all(promises) : void 0;
}
async function defaultDataStrategy(args) {
  let matchesToLoad = args.matches.filter((m) => m.shouldLoad);
  let keyedResults = {};
  (await Promise.all(matchesToLoad.map((m) => m.resolve()))).forEach((result, i) => {
    keyedResults[matchesToLoad[i].route.id] = result;
  });
  return keyedResults;
}
function runServerMiddlewarePipeline(args, handler, errorHandler) {
  return runMiddlewarePipeline(args, handler, processResult, isResponse, errorHandler);
  function processResult(result) {
    return isDataWithResponseInit(result) ? dataWithResponseInitToResponse(result) : result;
  }
}
function runClientMiddlewarePipeline(args, handler) {
  return runMiddlewarePipeline(
    args,
    handler,
    (r) => {
      if (isRedirectResponse(r)) throw r;
      return r;
    },
    isDataStrategyResults,
    errorHandler,
  );
  function errorHandler(error, routeId, nextResult) {
    if (nextResult)
      return Promise.resolve(
        Object.assign(nextResult.value, {
          [routeId]: {
            type: 'error',
            result: error,
          },
        }),
      );
    else {
      let { matches } = args;
      let boundaryRouteId = findNearestBoundary(
        matches,
        matches[
          Math.min(
            Math.max(
              matches.findIndex((m) => m.route.id === routeId),
              0,
            ),
            Math.max(
              matches.findIndex((m) => m.shouldCallHandler()),
              0,
            ),
          )
        ].route.id,
      ).route.id;
      return Promise.resolve({
        [boundaryRouteId]: {
          type: 'error',
          result: error,
        },
      });
    }
  }
}
async function runMiddlewarePipeline(args, handler, processResult, isResult, errorHandler) {
  let { matches, ...dataFnArgs } = args;
  return await callRouteMiddleware(
    dataFnArgs,
    matches.flatMap((m) => (m.route.middleware ? m.route.middleware.map((fn) => [m.route.id, fn]) : [])),
    handler,
    processResult,
    isResult,
    errorHandler,
  );
}
async function callRouteMiddleware(args, middlewares, handler, processResult, isResult, errorHandler, idx = 0) {
  let { request } = args;
  if (request.signal.aborted) throw request.signal.reason ?? /* @__PURE__ */ new Error(`Request aborted: ${request.method} ${request.url}`);
  let tuple = middlewares[idx];
  if (!tuple) return await handler();
  let [routeId, middleware] = tuple;
  let nextResult;
  let next = async () => {
    if (nextResult) throw new Error('You may only call `next()` once per middleware');
    try {
      nextResult = { value: await callRouteMiddleware(args, middlewares, handler, processResult, isResult, errorHandler, idx + 1) };
      return nextResult.value;
    } catch (error) {
      nextResult = { value: await errorHandler(error, routeId, nextResult) };
      return nextResult.value;
    }
  };
  try {
    let value = await middleware(args, next);
    let result = value != null ? processResult(value) : void 0;
    if (isResult(result)) return result;
    else if (nextResult) return result ?? nextResult.value;
    else {
      nextResult = { value: await next() };
      return nextResult.value;
    }
  } catch (error) {
    return await errorHandler(error, routeId, nextResult);
  }
}
function getDataStrategyMatchLazyPromises(mapRouteProperties2, manifest, request, match, lazyRoutePropertiesToSkip) {
  let lazyMiddlewarePromise = loadLazyRouteProperty({
    key: 'middleware',
    route: match.route,
    manifest,
    mapRouteProperties: mapRouteProperties2,
  });
  let lazyRoutePromises = loadLazyRoute(
    match.route,
    isMutationMethod(request.method) ? 'action' : 'loader',
    manifest,
    mapRouteProperties2,
    lazyRoutePropertiesToSkip,
  );
  return {
    middleware: lazyMiddlewarePromise,
    route: lazyRoutePromises.lazyRoutePromise,
    handler: lazyRoutePromises.lazyHandlerPromise,
  };
}
function getDataStrategyMatch(
  mapRouteProperties2,
  manifest,
  request,
  path,
  pattern,
  match,
  lazyRoutePropertiesToSkip,
  scopedContext,
  shouldLoad,
  shouldRevalidateArgs = null,
  callSiteDefaultShouldRevalidate,
) {
  let isUsingNewApi = false;
  let _lazyPromises = getDataStrategyMatchLazyPromises(mapRouteProperties2, manifest, request, match, lazyRoutePropertiesToSkip);
  return {
    ...match,
    _lazyPromises,
    shouldLoad,
    shouldRevalidateArgs,
    shouldCallHandler(defaultShouldRevalidate) {
      isUsingNewApi = true;
      if (!shouldRevalidateArgs) return shouldLoad;
      if (typeof callSiteDefaultShouldRevalidate === 'boolean')
        return shouldRevalidateLoader(match, {
          ...shouldRevalidateArgs,
          defaultShouldRevalidate: callSiteDefaultShouldRevalidate,
        });
      if (typeof defaultShouldRevalidate === 'boolean')
        return shouldRevalidateLoader(match, {
          ...shouldRevalidateArgs,
          defaultShouldRevalidate,
        });
      return shouldRevalidateLoader(match, shouldRevalidateArgs);
    },
    resolve(handlerOverride) {
      let { lazy, loader, middleware } = match.route;
      let callHandler = isUsingNewApi || shouldLoad || (handlerOverride && !isMutationMethod(request.method) && (lazy || loader));
      let isMiddlewareOnlyRoute = middleware && middleware.length > 0 && !loader && !lazy;
      if (callHandler && (isMutationMethod(request.method) || !isMiddlewareOnlyRoute))
        return callLoaderOrAction({
          request,
          path,
          pattern,
          match,
          lazyHandlerPromise: _lazyPromises?.handler,
          lazyRoutePromise: _lazyPromises?.route,
          handlerOverride,
          scopedContext,
        });
      return Promise.resolve({
        type: 'data',
        result: void 0,
      });
    },
  };
}
function getTargetedDataStrategyMatches(
  mapRouteProperties2,
  manifest,
  request,
  path,
  matches,
  targetMatch,
  lazyRoutePropertiesToSkip,
  scopedContext,
  shouldRevalidateArgs = null,
) {
  return matches.map((match) => {
    if (match.route.id !== targetMatch.route.id)
      return {
        ...match,
        shouldLoad: false,
        shouldRevalidateArgs,
        shouldCallHandler: () => false,
        _lazyPromises: getDataStrategyMatchLazyPromises(mapRouteProperties2, manifest, request, match, lazyRoutePropertiesToSkip),
        resolve: () =>
          Promise.resolve({
            type: 'data',
            result: void 0,
          }),
      };
    return getDataStrategyMatch(
      mapRouteProperties2,
      manifest,
      request,
      path,
      getRoutePattern(matches),
      match,
      lazyRoutePropertiesToSkip,
      scopedContext,
      true,
      shouldRevalidateArgs,
    );
  });
}
async function callDataStrategyImpl(dataStrategyImpl, request, path, matches, fetcherKey, scopedContext, isStaticHandler) {
  if (matches.some((m) => m._lazyPromises?.middleware)) await Promise.all(matches.map((m) => m._lazyPromises?.middleware));
  let dataStrategyArgs = {
    request,
    url: createDataFunctionUrl(request, path),
    pattern: getRoutePattern(matches),
    params: matches[0].params,
    context: scopedContext,
    matches,
  };
  let runClientMiddleware = isStaticHandler
    ? () => {
        throw new Error(
          'You cannot call `runClientMiddleware()` from a static handler `dataStrategy`. Middleware is run outside of `dataStrategy` during SSR in order to bubble up the Response.  You can enable middleware via the `respond` API in `query`/`queryRoute`',
        );
      }
    : (cb) => {
        let typedDataStrategyArgs = dataStrategyArgs;
        return runClientMiddlewarePipeline(typedDataStrategyArgs, () => {
          return cb({
            ...typedDataStrategyArgs,
            fetcherKey,
            runClientMiddleware: () => {
              throw new Error('Cannot call `runClientMiddleware()` from within an `runClientMiddleware` handler');
            },
          });
        });
      };
  let results = await dataStrategyImpl({
    ...dataStrategyArgs,
    fetcherKey,
    runClientMiddleware,
  });
  try {
    await Promise.all(matches.flatMap((m) => [m._lazyPromises?.handler, m._lazyPromises?.route]));
  } catch (e) {}
  return results;
}
async function callLoaderOrAction({ request, path, pattern, match, lazyHandlerPromise, lazyRoutePromise, handlerOverride, scopedContext }) {
  let result;
  let onReject;
  let isAction = isMutationMethod(request.method);
  let type = isAction ? 'action' : 'loader';
  let runHandler = (handler) => {
    let reject;
    let abortPromise = new Promise((_, r) => (reject = r));
    onReject = () => reject();
    request.signal.addEventListener('abort', onReject);
    let actualHandler = (ctx) => {
      if (typeof handler !== 'function')
        return Promise.reject(
          /* @__PURE__ */ new Error(
            `You cannot call the handler for a route which defines a boolean "${type}" [routeId: ${match.route.id}]`,
          ),
        );
      return handler(
        {
          request,
          url: createDataFunctionUrl(request, path),
          pattern,
          params: match.params,
          context: scopedContext,
        },
        ...(ctx !== void 0 ? [ctx] : []),
      );
    };
    let handlerPromise = (async () => {
      try {
        return {
          type: 'data',
          result: await (handlerOverride ? handlerOverride((ctx) => actualHandler(ctx)) : actualHandler()),
        };
      } catch (e) {
        return {
          type: 'error',
          result: e,
        };
      }
    })();
    return Promise.race([handlerPromise, abortPromise]);
  };
  try {
    let handler = isAction ? match.route.action : match.route.loader;
    if (lazyHandlerPromise || lazyRoutePromise) {
      if (handler) {
        let handlerError;
        let [value] = await Promise.all([
          runHandler(handler).catch((e) => {
            handlerError = e;
          }),
          lazyHandlerPromise,
          lazyRoutePromise,
        ]);
        if (handlerError !== void 0) throw handlerError;
        result = value;
      } else {
        await lazyHandlerPromise;
        let handler2 = isAction ? match.route.action : match.route.loader;
        if (handler2) [result] = await Promise.all([runHandler(handler2), lazyRoutePromise]);
        else if (type === 'action') {
          let url = new URL(request.url);
          let pathname = url.pathname + url.search;
          throw getInternalRouterError(405, {
            method: request.method,
            pathname,
            routeId: match.route.id,
          });
        } else
          return {
            type: 'data',
            result: void 0,
          };
      }
    } else if (!handler) {
      let url = new URL(request.url);
      throw getInternalRouterError(404, { pathname: url.pathname + url.search });
    } else result = await runHandler(handler);
  } catch (e) {
    return {
      type: 'error',
      result: e,
    };
  } finally {
    if (onReject) request.signal.removeEventListener('abort', onReject);
  }
  return result;
}
async function parseResponseBody(response) {
  let contentType = response.headers.get('Content-Type');
  if (contentType && /\bapplication\/json\b/.test(contentType)) return response.body == null ? null : response.json();
  return response.text();
}
async function convertDataStrategyResultToDataResult(dataStrategyResult) {
  let { result, type } = dataStrategyResult;
  if (isResponse(result)) {
    let data2;
    try {
      data2 = await parseResponseBody(result);
    } catch (e) {
      return {
        type: 'error',
        error: e,
      };
    }
    if (type === 'error')
      return {
        type: 'error',
        error: new ErrorResponseImpl(result.status, result.statusText, data2),
        statusCode: result.status,
        headers: result.headers,
      };
    return {
      type: 'data',
      data: data2,
      statusCode: result.status,
      headers: result.headers,
    };
  }
  if (type === 'error') {
    if (isDataWithResponseInit(result)) {
      if (result.data instanceof Error)
        return {
          type: 'error',
          error: result.data,
          statusCode: result.init?.status,
          headers: result.init?.headers ? new Headers(result.init.headers) : void 0,
        };
      return {
        type: 'error',
        error: dataWithResponseInitToErrorResponse(result),
        statusCode: isRouteErrorResponse(result) ? result.status : void 0,
        headers: result.init?.headers ? new Headers(result.init.headers) : void 0,
      };
    }
    return {
      type: 'error',
      error: result,
      statusCode: isRouteErrorResponse(result) ? result.status : void 0,
    };
  }
  if (isDataWithResponseInit(result))
    return {
      type: 'data',
      data: result.data,
      statusCode: result.init?.status,
      headers: result.init?.headers ? new Headers(result.init.headers) : void 0,
    };
  return {
    type: 'data',
    data: result,
  };
}
function normalizeRelativeRoutingRedirectResponse(response, request, routeId, matches, basename) {
  let location = response.headers.get('Location');
  invariant(location, 'Redirects returned/thrown from loaders/actions must have a Location header');
  if (!isAbsoluteUrl(location)) {
    let trimmedMatches = matches.slice(0, matches.findIndex((m) => m.route.id === routeId) + 1);
    location = normalizeTo(new URL(request.url), trimmedMatches, basename, location);
    response.headers.set('Location', location);
  }
  return response;
}
var invalidProtocols = [
  'about:',
  'blob:',
  'chrome:',
  'chrome-untrusted:',
  'content:',
  'data:',
  'devtools:',
  'file:',
  'filesystem:',
  'javascript:',
];
function hasInvalidProtocol(location) {
  try {
    return invalidProtocols.includes(new URL(location).protocol);
  } catch {
    return false;
  }
}
function createDataFunctionUrl(request, path) {
  let url = new URL(request.url);
  let parsed = typeof path === 'string' ? parsePath(path) : path;
  url.pathname = parsed.pathname || '/';
  if (parsed.search) {
    let searchParams = new URLSearchParams(parsed.search);
    let indexValues = searchParams.getAll('index');
    searchParams.delete('index');
    for (let value of indexValues.filter(Boolean)) searchParams.append('index', value);
    url.search = searchParams.size ? `?${searchParams.toString()}` : '';
  } else url.search = '';
  url.hash = parsed.hash || '';
  return url;
}
function processRouteLoaderData(matches, results, pendingActionResult, isStaticHandler = false, skipLoaderErrorBubbling = false) {
  let loaderData = {};
  let errors = null;
  let statusCode;
  let foundError = false;
  let loaderHeaders = {};
  let pendingError = pendingActionResult && isErrorResult(pendingActionResult[1]) ? pendingActionResult[1].error : void 0;
  matches.forEach((match) => {
    if (!(match.route.id in results)) return;
    let id = match.route.id;
    let result = results[id];
    invariant(!isRedirectResult(result), 'Cannot handle redirect results in processLoaderData');
    if (isErrorResult(result)) {
      let error = result.error;
      if (pendingError !== void 0) {
        error = pendingError;
        pendingError = void 0;
      }
      errors = errors || {};
      if (skipLoaderErrorBubbling) errors[id] = error;
      else {
        let boundaryMatch = findNearestBoundary(matches, id);
        if (errors[boundaryMatch.route.id] == null) errors[boundaryMatch.route.id] = error;
      }
      if (!isStaticHandler) loaderData[id] = ResetLoaderDataSymbol;
      if (!foundError) {
        foundError = true;
        statusCode = isRouteErrorResponse(result.error) ? result.error.status : 500;
      }
      if (result.headers) loaderHeaders[id] = result.headers;
    } else {
      loaderData[id] = result.data;
      if (result.statusCode && result.statusCode !== 200 && !foundError) statusCode = result.statusCode;
      if (result.headers) loaderHeaders[id] = result.headers;
    }
  });
  if (pendingError !== void 0 && pendingActionResult) {
    errors = { [pendingActionResult[0]]: pendingError };
    if (pendingActionResult[2]) loaderData[pendingActionResult[2]] = void 0;
  }
  return {
    loaderData,
    errors,
    statusCode: statusCode || 200,
    loaderHeaders,
  };
}
function findNearestBoundary(matches, routeId) {
  return (
    (routeId ? matches.slice(0, matches.findIndex((m) => m.route.id === routeId) + 1) : [...matches])
      .reverse()
      .find((m) => m.route.hasErrorBoundary === true) || matches[0]
  );
}
function getShortCircuitMatches(routes) {
  let route = routes.length === 1 ? routes[0] : routes.find((r) => r.index || !r.path || r.path === '/') || { id: `__shim-error-route__` };
  return {
    matches: [
      {
        params: {},
        pathname: '',
        pathnameBase: '',
        route,
      },
    ],
    route,
  };
}
function getInternalRouterError(status, { pathname, routeId, method, type, message } = {}) {
  let statusText = 'Unknown Server Error';
  let errorMessage = 'Unknown @remix-run/router error';
  if (status === 400) {
    statusText = 'Bad Request';
    if (method && pathname && routeId)
      errorMessage = `You made a ${method} request to "${pathname}" but did not provide a \`loader\` for route "${routeId}", so there is no way to handle the request.`;
    else if (type === 'invalid-body') errorMessage = 'Unable to encode submission body';
  } else if (status === 403) {
    statusText = 'Forbidden';
    errorMessage = `Route "${routeId}" does not match URL "${pathname}"`;
  } else if (status === 404) {
    statusText = 'Not Found';
    errorMessage = `No route matches URL "${pathname}"`;
  } else if (status === 405) {
    statusText = 'Method Not Allowed';
    if (method && pathname && routeId)
      errorMessage = `You made a ${method.toUpperCase()} request to "${pathname}" but did not provide an \`action\` for route "${routeId}", so there is no way to handle the request.`;
    else if (method) errorMessage = `Invalid request method "${method.toUpperCase()}"`;
  }
  return new ErrorResponseImpl(status || 500, statusText, new Error(errorMessage), true);
}
function dataWithResponseInitToResponse(data2) {
  return Response.json(data2.data, data2.init ?? void 0);
}
function dataWithResponseInitToErrorResponse(data2) {
  return new ErrorResponseImpl(data2.init?.status ?? 500, data2.init?.statusText ?? 'Internal Server Error', data2.data);
}
function isDataStrategyResults(result) {
  return (
    result != null &&
    typeof result === 'object' &&
    Object.entries(result).every(([key, value]) => typeof key === 'string' && isDataStrategyResult(value))
  );
}
function isDataStrategyResult(result) {
  return (
    result != null &&
    typeof result === 'object' &&
    'type' in result &&
    'result' in result &&
    (result.type === 'data' || result.type === 'error')
  );
}
function isRedirectDataStrategyResult(result) {
  return isResponse(result.result) && redirectStatusCodes.has(result.result.status);
}
function isErrorResult(result) {
  return result.type === 'error';
}
function isRedirectResult(result) {
  return (result && result.type) === 'redirect';
}
function isDataWithResponseInit(value) {
  return (
    typeof value === 'object' &&
    value != null &&
    'type' in value &&
    'data' in value &&
    'init' in value &&
    value.type === 'DataWithResponseInit'
  );
}
function isResponse(value) {
  return (
    value != null &&
    typeof value.status === 'number' &&
    typeof value.statusText === 'string' &&
    typeof value.headers === 'object' &&
    typeof value.body !== 'undefined'
  );
}
function isRedirectStatusCode(statusCode) {
  return redirectStatusCodes.has(statusCode);
}
function isRedirectResponse(result) {
  return isResponse(result) && isRedirectStatusCode(result.status) && result.headers.has('Location');
}
function isValidMethod(method) {
  return validRequestMethods.has(method.toUpperCase());
}
function isMutationMethod(method) {
  return validMutationMethods.has(method.toUpperCase());
}
function hasNakedIndexQuery(search) {
  return new URLSearchParams(search).getAll('index').some((v) => v === '');
}
function getTargetMatch(matches, location) {
  let search = typeof location === 'string' ? parsePath(location).search : location.search;
  if (matches[matches.length - 1].route.index && hasNakedIndexQuery(search || '')) return matches[matches.length - 1];
  let pathMatches = getPathContributingMatches(matches);
  return pathMatches[pathMatches.length - 1];
}
var DataRouterContext = U$1(null);
DataRouterContext.displayName = 'DataRouter';
var DataRouterStateContext = U$1(null);
DataRouterStateContext.displayName = 'DataRouterState';
var RSCRouterContext = U$1(false);
function useIsRSCRouterContext() {
  return j$1(RSCRouterContext);
}
var ViewTransitionContext = U$1({ isTransitioning: false });
ViewTransitionContext.displayName = 'ViewTransition';
var FetchersContext = U$1(/* @__PURE__ */ new Map());
FetchersContext.displayName = 'Fetchers';
var AwaitContext = U$1(null);
AwaitContext.displayName = 'Await';
var NavigationContext = U$1(null);
NavigationContext.displayName = 'Navigation';
var LocationContext = U$1(null);
LocationContext.displayName = 'Location';
var RouteContext = U$1({
  outlet: null,
  matches: [],
  isDataRoute: false,
});
RouteContext.displayName = 'Route';
var RouteErrorContext = U$1(null);
RouteErrorContext.displayName = 'RouteError';
var ERROR_DIGEST_BASE = 'REACT_ROUTER_ERROR';
var ERROR_DIGEST_REDIRECT = 'REDIRECT';
var ERROR_DIGEST_ROUTE_ERROR_RESPONSE = 'ROUTE_ERROR_RESPONSE';
function decodeRedirectErrorDigest(digest) {
  if (digest.startsWith(`${ERROR_DIGEST_BASE}:${ERROR_DIGEST_REDIRECT}:{`))
    try {
      let parsed = JSON.parse(digest.slice(28));
      if (
        typeof parsed === 'object' &&
        parsed &&
        typeof parsed.status === 'number' &&
        typeof parsed.statusText === 'string' &&
        typeof parsed.location === 'string' &&
        typeof parsed.reloadDocument === 'boolean' &&
        typeof parsed.replace === 'boolean'
      )
        return parsed;
    } catch {}
}
function decodeRouteErrorResponseDigest(digest) {
  if (digest.startsWith(`${ERROR_DIGEST_BASE}:${ERROR_DIGEST_ROUTE_ERROR_RESPONSE}:{`))
    try {
      let parsed = JSON.parse(digest.slice(40));
      if (typeof parsed === 'object' && parsed && typeof parsed.status === 'number' && typeof parsed.statusText === 'string')
        return new ErrorResponseImpl(parsed.status, parsed.statusText, parsed.data);
    } catch {}
}
function useHref(to, { relative } = {}) {
  invariant(useInRouterContext(), `useHref() may be used only in the context of a <Router> component.`);
  let { basename, navigator } = j$1(NavigationContext);
  let { hash, pathname, search } = useResolvedPath(to, { relative });
  let joinedPathname = pathname;
  if (basename !== '/') joinedPathname = pathname === '/' ? basename : joinPaths([basename, pathname]);
  return navigator.createHref({
    pathname: joinedPathname,
    search,
    hash,
  });
}
function useInRouterContext() {
  return j$1(LocationContext) != null;
}
function useLocation() {
  invariant(useInRouterContext(), `useLocation() may be used only in the context of a <Router> component.`);
  return j$1(LocationContext).location;
}
var navigateEffectWarning = `You should call navigate() in a React.useEffect(), not when your component is first rendered.`;
function useIsomorphicLayoutEffect(cb) {
  if (!j$1(NavigationContext).static) F$1(cb);
}
function useNavigate() {
  let { isDataRoute } = j$1(RouteContext);
  return isDataRoute ? useNavigateStable() : useNavigateUnstable();
}
function useNavigateUnstable() {
  invariant(useInRouterContext(), `useNavigate() may be used only in the context of a <Router> component.`);
  let dataRouterContext = j$1(DataRouterContext);
  let { basename, navigator } = j$1(NavigationContext);
  let { matches } = j$1(RouteContext);
  let { pathname: locationPathname } = useLocation();
  let routePathnamesJson = JSON.stringify(getResolveToMatches(matches));
  let activeRef = T$1(false);
  useIsomorphicLayoutEffect(() => {
    activeRef.current = true;
  });
  return b$1(
    (to, options = {}) => {
      warning(activeRef.current, navigateEffectWarning);
      if (!activeRef.current) return;
      if (typeof to === 'number') {
        navigator.go(to);
        return;
      }
      let path = resolveTo(to, JSON.parse(routePathnamesJson), locationPathname, options.relative === 'path');
      if (dataRouterContext == null && basename !== '/')
        path.pathname = path.pathname === '/' ? basename : joinPaths([basename, path.pathname]);
      validateNavigationTarget(
        typeof to === 'string' ? to : createPath(to),
        navigator.createHref(path),
        getNavigatorCurrentUrl(navigator),
        'reject',
      );
      (!!options.replace ? navigator.replace : navigator.push)(path, options.state, options);
    },
    [basename, navigator, routePathnamesJson, locationPathname, dataRouterContext],
  );
}
var OutletContext = U$1(null);
function useOutlet(context) {
  let outlet = j$1(RouteContext).outlet;
  return w$1(() => outlet && /* @__PURE__ */ k$1(OutletContext.Provider, { value: context }, outlet), [outlet, context]);
}
function useParams() {
  let { matches } = j$1(RouteContext);
  return matches[matches.length - 1]?.params ?? {};
}
function useResolvedPath(to, { relative } = {}) {
  let { matches } = j$1(RouteContext);
  let { pathname: locationPathname } = useLocation();
  let routePathnamesJson = JSON.stringify(getResolveToMatches(matches));
  return w$1(
    () => resolveTo(to, JSON.parse(routePathnamesJson), locationPathname, relative === 'path'),
    [to, routePathnamesJson, locationPathname, relative],
  );
}
function useRoutesImpl(routes, locationArg, dataRouterOpts) {
  invariant(useInRouterContext(), `useRoutes() may be used only in the context of a <Router> component.`);
  let { navigator } = j$1(NavigationContext);
  let { matches: parentMatches } = j$1(RouteContext);
  let routeMatch = parentMatches[parentMatches.length - 1];
  let parentParams = routeMatch ? routeMatch.params : {};
  let parentPathname = routeMatch ? routeMatch.pathname : '/';
  let parentPathnameBase = routeMatch ? routeMatch.pathnameBase : '/';
  let parentRoute = routeMatch && routeMatch.route;
  {
    let parentPath = (parentRoute && parentRoute.path) || '';
    warningOnce(
      parentPathname,
      !parentRoute || parentPath.endsWith('*') || parentPath.endsWith('*?'),
      `You rendered descendant <Routes> (or called \`useRoutes()\`) at "${parentPathname}" (under <Route path="${parentPath}">) but the parent route path has no trailing "*". This means if you navigate deeper, the parent won't match anymore and therefore the child routes will never render.

Please change the parent <Route path="${parentPath}"> to <Route path="${parentPath === '/' ? '*' : `${parentPath}/*`}">.`,
    );
  }
  let locationFromContext = useLocation();
  let location;
  if (locationArg) {
    let parsedLocationArg = typeof locationArg === 'string' ? parsePath(locationArg) : locationArg;
    invariant(
      parentPathnameBase === '/' || parsedLocationArg.pathname?.startsWith(parentPathnameBase),
      `When overriding the location using \`<Routes location>\` or \`useRoutes(routes, location)\`, the location pathname must begin with the portion of the URL pathname that was matched by all parent routes. The current pathname base is "${parentPathnameBase}" but pathname "${parsedLocationArg.pathname}" was given in the \`location\` prop.`,
    );
    location = parsedLocationArg;
  } else location = locationFromContext;
  let pathname = location.pathname || '/';
  let remainingPathname = pathname;
  if (parentPathnameBase !== '/') {
    let parentSegments = parentPathnameBase.replace(/^\//, '').split('/');
    remainingPathname = '/' + pathname.replace(/^\//, '').split('/').slice(parentSegments.length).join('/');
  }
  let matches =
    dataRouterOpts && dataRouterOpts.state.matches.length
      ? dataRouterOpts.state.matches.map((m) => Object.assign(m, { route: dataRouterOpts.manifest[m.route.id] || m.route }))
      : matchRoutes(routes, { pathname: remainingPathname });
  warning(parentRoute || matches != null, `No routes matched location "${location.pathname}${location.search}${location.hash}" `);
  warning(
    matches == null ||
      matches[matches.length - 1].route.element !== void 0 ||
      matches[matches.length - 1].route.Component !== void 0 ||
      matches[matches.length - 1].route.lazy !== void 0,
    `Matched leaf route at location "${location.pathname}${location.search}${location.hash}" does not have an element or Component. This means it will render an <Outlet /> with a null value by default resulting in an "empty" page.`,
  );
  let renderedMatches = _renderMatches(
    matches &&
      matches.map((match) =>
        Object.assign({}, match, {
          params: Object.assign({}, parentParams, match.params),
          pathname: joinPaths([
            parentPathnameBase,
            navigator.encodeLocation
              ? navigator.encodeLocation(match.pathname.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23')).pathname
              : match.pathname,
          ]),
          pathnameBase:
            match.pathnameBase === '/'
              ? parentPathnameBase
              : joinPaths([
                  parentPathnameBase,
                  navigator.encodeLocation
                    ? navigator.encodeLocation(match.pathnameBase.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23')).pathname
                    : match.pathnameBase,
                ]),
        }),
      ),
    parentMatches,
    dataRouterOpts,
  );
  if (locationArg && renderedMatches)
    return /* @__PURE__ */ k$1(
      LocationContext.Provider,
      {
        value: {
          location: {
            pathname: '/',
            search: '',
            hash: '',
            state: null,
            key: 'default',
            mask: void 0,
            ...location,
          },
          navigationType: 'POP',
        },
      },
      renderedMatches,
    );
  return renderedMatches;
}
function DefaultErrorComponent() {
  let error = useRouteError();
  let message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : JSON.stringify(error);
  let stack = error instanceof Error ? error.stack : null;
  let lightgrey = 'rgba(200,200,200, 0.5)';
  let preStyles = {
    padding: '0.5rem',
    backgroundColor: lightgrey,
  };
  let codeStyles = {
    padding: '2px 4px',
    backgroundColor: lightgrey,
  };
  let devInfo = null;
  console.error('Error handled by React Router default ErrorBoundary:', error);
  devInfo = /* @__PURE__ */ k$1(
    $$1,
    null,
    /* @__PURE__ */ k$1('p', null, '💿 Hey developer 👋'),
    /* @__PURE__ */ k$1(
      'p',
      null,
      'You can provide a way better UX than this when your app throws errors by providing your own ',
      /* @__PURE__ */ k$1('code', { style: codeStyles }, 'ErrorBoundary'),
      ' or',
      ' ',
      /* @__PURE__ */ k$1('code', { style: codeStyles }, 'errorElement'),
      ' prop on your route.',
    ),
  );
  return /* @__PURE__ */ k$1(
    $$1,
    null,
    /* @__PURE__ */ k$1('h2', null, 'Unexpected Application Error!'),
    /* @__PURE__ */ k$1('h3', { style: { fontStyle: 'italic' } }, message),
    stack ? /* @__PURE__ */ k$1('pre', { style: preStyles }, stack) : null,
    devInfo,
  );
}
var defaultErrorElement = /* @__PURE__ */ k$1(DefaultErrorComponent, null);
var RenderErrorBoundary = class extends x$1 {
  constructor(props) {
    super(props);
    this.state = {
      location: props.location,
      revalidation: props.revalidation,
      error: props.error,
    };
  }
  static getDerivedStateFromError(error) {
    return { error };
  }
  static getDerivedStateFromProps(props, state) {
    if (state.location !== props.location || (state.revalidation !== 'idle' && props.revalidation === 'idle'))
      return {
        error: props.error,
        location: props.location,
        revalidation: props.revalidation,
      };
    return {
      error: props.error !== void 0 ? props.error : state.error,
      location: state.location,
      revalidation: props.revalidation || state.revalidation,
    };
  }
  componentDidCatch(error, errorInfo) {
    if (this.props.onError) this.props.onError(error, errorInfo);
    else console.error('React Router caught the following error during render', error);
  }
  render() {
    let error = this.state.error;
    if (this.context && typeof error === 'object' && error && 'digest' in error && typeof error.digest === 'string') {
      const decoded = decodeRouteErrorResponseDigest(error.digest);
      if (decoded) error = decoded;
    }
    let result =
      error !== void 0
        ? /* @__PURE__ */ k$1(
            RouteContext.Provider,
            { value: this.props.routeContext },
            /* @__PURE__ */ k$1(RouteErrorContext.Provider, {
              value: error,
              children: this.props.component,
            }),
          )
        : this.props.children;
    if (this.context) return /* @__PURE__ */ k$1(RSCErrorHandler, { error }, result);
    return result;
  }
};
RenderErrorBoundary.contextType = RSCRouterContext;
var errorRedirectHandledMap = /* @__PURE__ */ new WeakMap();
function RSCErrorHandler({ children, error }) {
  let { basename, navigator } = j$1(NavigationContext);
  if (typeof error === 'object' && error && 'digest' in error && typeof error.digest === 'string') {
    let redirect2 = decodeRedirectErrorDigest(error.digest);
    if (redirect2) {
      let existingRedirect = errorRedirectHandledMap.get(error);
      if (existingRedirect) throw existingRedirect;
      let parsed = parseToInfo(redirect2.location, basename);
      let target = parsed.absoluteURL || parsed.to;
      validateNavigationTarget(redirect2.location, target, getNavigatorCurrentUrl(navigator), 'allow-explicit');
      if (hasInvalidProtocol(target)) throw new Error('Invalid redirect location');
      if (isBrowser && !errorRedirectHandledMap.get(error)) {
        if (parsed.isExternal || redirect2.reloadDocument) window.location.href = target;
        else {
          const redirectPromise = Promise.resolve().then(() =>
            window.__reactRouterDataRouter.navigate(parsed.to, { replace: redirect2.replace }),
          );
          errorRedirectHandledMap.set(error, redirectPromise);
          throw redirectPromise;
        }
      }
      return /* @__PURE__ */ k$1('meta', {
        httpEquiv: 'refresh',
        content: `0;url=${target}`,
      });
    }
  }
  return children;
}
function RenderedRoute({ routeContext, match, children }) {
  let dataRouterContext = j$1(DataRouterContext);
  if (
    dataRouterContext &&
    dataRouterContext.static &&
    dataRouterContext.staticContext &&
    (match.route.errorElement || match.route.ErrorBoundary)
  )
    dataRouterContext.staticContext._deepestRenderedBoundaryId = match.route.id;
  return /* @__PURE__ */ k$1(RouteContext.Provider, { value: routeContext }, children);
}
function _renderMatches(matches, parentMatches = [], dataRouterOpts) {
  let dataRouterState = dataRouterOpts?.state;
  if (matches == null) {
    if (!dataRouterState) return null;
    if (dataRouterState.errors) matches = dataRouterState.matches;
    else if (parentMatches.length === 0 && !dataRouterState.initialized && dataRouterState.matches.length > 0)
      matches = dataRouterState.matches;
    else return null;
  }
  let renderedMatches = matches;
  let errors = dataRouterState?.errors;
  if (errors != null) {
    let errorIndex = renderedMatches.findIndex((m) => m.route.id && errors?.[m.route.id] !== void 0);
    invariant(errorIndex >= 0, `Could not find a matching route for errors on route IDs: ${Object.keys(errors).join(',')}`);
    renderedMatches = renderedMatches.slice(0, Math.min(renderedMatches.length, errorIndex + 1));
  }
  let renderFallback = false;
  let fallbackIndex = -1;
  if (dataRouterOpts && dataRouterState) {
    renderFallback = dataRouterState.renderFallback;
    for (let i = 0; i < renderedMatches.length; i++) {
      let match = renderedMatches[i];
      if (match.route.HydrateFallback || match.route.hydrateFallbackElement) fallbackIndex = i;
      if (match.route.id) {
        let { loaderData, errors: errors2 } = dataRouterState;
        let needsToRunLoader =
          match.route.loader && !loaderData.hasOwnProperty(match.route.id) && (!errors2 || errors2[match.route.id] === void 0);
        if (match.route.lazy || needsToRunLoader) {
          if (dataRouterOpts.isStatic) renderFallback = true;
          if (fallbackIndex >= 0) renderedMatches = renderedMatches.slice(0, fallbackIndex + 1);
          else renderedMatches = [renderedMatches[0]];
          break;
        }
      }
    }
  }
  let onErrorHandler = dataRouterOpts?.onError;
  let onError =
    dataRouterState && onErrorHandler
      ? (error, errorInfo) => {
          onErrorHandler(error, {
            location: dataRouterState.location,
            params: dataRouterState.matches?.[0]?.params ?? {},
            pattern: getRoutePattern(dataRouterState.matches),
            errorInfo,
          });
        }
      : void 0;
  return renderedMatches.reduceRight((outlet, match, index) => {
    let error;
    let shouldRenderHydrateFallback = false;
    let errorElement = null;
    let hydrateFallbackElement = null;
    if (dataRouterState) {
      error = errors && match.route.id ? errors[match.route.id] : void 0;
      errorElement = match.route.errorElement || defaultErrorElement;
      if (renderFallback) {
        if (fallbackIndex < 0 && index === 0) {
          warningOnce('route-fallback', false, 'No `HydrateFallback` element provided to render during initial hydration');
          shouldRenderHydrateFallback = true;
          hydrateFallbackElement = null;
        } else if (fallbackIndex === index) {
          shouldRenderHydrateFallback = true;
          hydrateFallbackElement = match.route.hydrateFallbackElement || null;
        }
      }
    }
    let matches2 = parentMatches.concat(renderedMatches.slice(0, index + 1));
    let getChildren = () => {
      let children;
      if (error) children = errorElement;
      else if (shouldRenderHydrateFallback) children = hydrateFallbackElement;
      else if (match.route.Component) children = /* @__PURE__ */ k$1(match.route.Component, null);
      else if (match.route.element) children = match.route.element;
      else children = outlet;
      return /* @__PURE__ */ k$1(RenderedRoute, {
        match,
        routeContext: {
          outlet,
          matches: matches2,
          isDataRoute: dataRouterState != null,
        },
        children,
      });
    };
    return dataRouterState && (match.route.ErrorBoundary || match.route.errorElement || index === 0)
      ? /* @__PURE__ */ k$1(RenderErrorBoundary, {
          location: dataRouterState.location,
          revalidation: dataRouterState.revalidation,
          component: errorElement,
          error,
          children: getChildren(),
          routeContext: {
            outlet: null,
            matches: matches2,
            isDataRoute: true,
          },
          onError,
        })
      : getChildren();
  }, null);
}
function getDataRouterConsoleError(hookName) {
  return `${hookName} must be used within a data router.  See https://reactrouter.com/en/main/routers/picking-a-router.`;
}
function useDataRouterContext(hookName) {
  let ctx = j$1(DataRouterContext);
  invariant(ctx, getDataRouterConsoleError(hookName));
  return ctx;
}
function useDataRouterState(hookName) {
  let state = j$1(DataRouterStateContext);
  invariant(state, getDataRouterConsoleError(hookName));
  return state;
}
function useRouteContext(hookName) {
  let route = j$1(RouteContext);
  invariant(route, getDataRouterConsoleError(hookName));
  return route;
}
function useCurrentRouteId(hookName) {
  let route = useRouteContext(hookName);
  let thisRoute = route.matches[route.matches.length - 1];
  invariant(thisRoute.route.id, `${hookName} can only be used on routes that contain a unique "id"`);
  return thisRoute.route.id;
}
function useRouteId() {
  return useCurrentRouteId('useRouteId');
}
function useNavigation() {
  let state = useDataRouterState('useNavigation');
  return w$1(() => {
    let { matches, historyAction, ...rest } = state.navigation;
    return rest;
  }, [state.navigation]);
}
function useMatches() {
  let { matches, loaderData } = useDataRouterState('useMatches');
  return w$1(() => matches.map((m) => convertRouteMatchToUiMatch(m, loaderData)), [matches, loaderData]);
}
function useRouteError() {
  let error = j$1(RouteErrorContext);
  let state = useDataRouterState('useRouteError');
  let routeId = useCurrentRouteId('useRouteError');
  if (error !== void 0) return error;
  return state.errors?.[routeId];
}
function useNavigateStable() {
  let { router } = useDataRouterContext('useNavigate');
  let id = useCurrentRouteId('useNavigate');
  let activeRef = T$1(false);
  useIsomorphicLayoutEffect(() => {
    activeRef.current = true;
  });
  return b$1(
    async (to, options = {}) => {
      warning(activeRef.current, navigateEffectWarning);
      if (!activeRef.current) return;
      if (typeof to === 'number') await router.navigate(to);
      else
        await router.navigate(to, {
          fromRouteId: id,
          ...options,
        });
    },
    [router, id],
  );
}
var alreadyWarned = {};
function warningOnce(key, cond, message) {
  if (!cond && !alreadyWarned[key]) {
    alreadyWarned[key] = true;
    warning(false, message);
  }
}
function mapRouteProperties(route) {
  let updates = { hasErrorBoundary: route.hasErrorBoundary || route.ErrorBoundary != null || route.errorElement != null };
  if (route.Component) {
    if (route.element) warning(false, 'You should not include both `Component` and `element` on your route - `Component` will be used.');
    Object.assign(updates, {
      element: k$1(route.Component),
      Component: void 0,
    });
  }
  if (route.HydrateFallback) {
    if (route.hydrateFallbackElement)
      warning(
        false,
        'You should not include both `HydrateFallback` and `hydrateFallbackElement` on your route - `HydrateFallback` will be used.',
      );
    Object.assign(updates, {
      hydrateFallbackElement: k$1(route.HydrateFallback),
      HydrateFallback: void 0,
    });
  }
  if (route.ErrorBoundary) {
    if (route.errorElement)
      warning(false, 'You should not include both `ErrorBoundary` and `errorElement` on your route - `ErrorBoundary` will be used.');
    Object.assign(updates, {
      errorElement: k$1(route.ErrorBoundary),
      ErrorBoundary: void 0,
    });
  }
  return updates;
}
A$1(DataRoutes2);
function DataRoutes2({ routes, manifest, future, state, isStatic, onError }) {
  return useRoutesImpl(routes, void 0, {
    manifest,
    state,
    isStatic,
    onError,
    future,
  });
}
function Navigate({ to, replace: replace2, state, relative }) {
  invariant(useInRouterContext(), `<Navigate> may be used only in the context of a <Router> component.`);
  let { static: isStatic, navigator } = j$1(NavigationContext);
  warning(
    !isStatic,
    `<Navigate> must not be used on the initial render in a <StaticRouter>. This is a no-op, but you should modify your code so the <Navigate> is only ever rendered in response to some user interaction or state change.`,
  );
  let { matches } = j$1(RouteContext);
  let { pathname: locationPathname } = useLocation();
  let navigate = useNavigate();
  let path = resolveTo(to, getResolveToMatches(matches), locationPathname, relative === 'path');
  validateNavigationTarget(
    typeof to === 'string' ? to : createPath(to),
    navigator.createHref(path),
    getNavigatorCurrentUrl(navigator),
    'reject',
  );
  let jsonPath = JSON.stringify(path);
  A$2(() => {
    navigate(JSON.parse(jsonPath), {
      replace: replace2,
      state,
      relative,
    });
  }, [navigate, jsonPath, relative, replace2, state]);
  return null;
}
function Outlet(props) {
  return useOutlet(props.context);
}
function Router({
  basename: basenameProp = '/',
  children = null,
  location: locationProp,
  navigationType = 'POP',
  navigator,
  static: staticProp = false,
  useTransitions,
}) {
  invariant(
    !useInRouterContext(),
    `You cannot render a <Router> inside another <Router>. You should never have more than one in your app.`,
  );
  let basename = basenameProp.replace(/^\/*/, '/');
  let navigationContext = w$1(
    () => ({
      basename,
      navigator,
      static: staticProp,
      useTransitions,
      future: {},
    }),
    [basename, navigator, staticProp, useTransitions],
  );
  if (typeof locationProp === 'string') locationProp = parsePath(locationProp);
  let { pathname = '/', search = '', hash = '', state = null, key = 'default', mask } = locationProp;
  let locationContext = w$1(() => {
    let trailingPathname = stripBasename(pathname, basename);
    if (trailingPathname == null) return null;
    return {
      location: {
        pathname: trailingPathname,
        search,
        hash,
        state,
        key,
        mask,
      },
      navigationType,
    };
  }, [basename, pathname, search, hash, state, key, navigationType, mask]);
  warning(
    locationContext != null,
    `<Router basename="${basename}"> is not able to match the URL "${pathname}${search}${hash}" because it does not start with the basename, so the <Router> won't render anything.`,
  );
  if (locationContext == null) return null;
  return /* @__PURE__ */ k$1(
    NavigationContext.Provider,
    { value: navigationContext },
    /* @__PURE__ */ k$1(LocationContext.Provider, {
      children,
      value: locationContext,
    }),
  );
}
var defaultMethod = 'get';
var defaultEncType = 'application/x-www-form-urlencoded';
function isHtmlElement(object) {
  return typeof HTMLElement !== 'undefined' && object instanceof HTMLElement;
}
function isButtonElement(object) {
  return isHtmlElement(object) && object.tagName.toLowerCase() === 'button';
}
function isFormElement(object) {
  return isHtmlElement(object) && object.tagName.toLowerCase() === 'form';
}
function isInputElement(object) {
  return isHtmlElement(object) && object.tagName.toLowerCase() === 'input';
}
function isModifiedEvent(event) {
  return !!(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}
function shouldProcessLinkClick(event, target) {
  return event.button === 0 && (!target || target === '_self') && !isModifiedEvent(event);
}
function createSearchParams(init = '') {
  return new URLSearchParams(
    typeof init === 'string' || Array.isArray(init) || init instanceof URLSearchParams
      ? init
      : Object.keys(init).reduce((memo2, key) => {
          let value = init[key];
          return memo2.concat(Array.isArray(value) ? value.map((v) => [key, v]) : [[key, value]]);
        }, []),
  );
}
function getSearchParamsForLocation(locationSearch, defaultSearchParams) {
  let searchParams = createSearchParams(locationSearch);
  if (defaultSearchParams)
    defaultSearchParams.forEach((_, key) => {
      if (!searchParams.has(key))
        defaultSearchParams.getAll(key).forEach((value) => {
          searchParams.append(key, value);
        });
    });
  return searchParams;
}
var _formDataSupportsSubmitter = null;
function isFormDataSubmitterSupported() {
  if (_formDataSupportsSubmitter === null)
    try {
      new FormData(document.createElement('form'), 0);
      _formDataSupportsSubmitter = false;
    } catch (e) {
      _formDataSupportsSubmitter = true;
    }
  return _formDataSupportsSubmitter;
}
var supportedFormEncTypes = /* @__PURE__ */ new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);
function getFormEncType(encType) {
  if (encType != null && !supportedFormEncTypes.has(encType)) {
    warning(false, `"${encType}" is not a valid \`encType\` for \`<Form>\`/\`<fetcher.Form>\` and will default to "${defaultEncType}"`);
    return null;
  }
  return encType;
}
function getFormSubmissionInfo(target, basename) {
  let method;
  let action;
  let encType;
  let formData;
  let body;
  if (isFormElement(target)) {
    let attr = target.getAttribute('action');
    action = attr ? stripBasename(attr, basename) : null;
    method = target.getAttribute('method') || defaultMethod;
    encType = getFormEncType(target.getAttribute('enctype')) || defaultEncType;
    formData = new FormData(target);
  } else if (isButtonElement(target) || (isInputElement(target) && (target.type === 'submit' || target.type === 'image'))) {
    let form = target.form;
    if (form == null) throw new Error(`Cannot submit a <button> or <input type="submit"> without a <form>`);
    let attr = target.getAttribute('formaction') || form.getAttribute('action');
    action = attr ? stripBasename(attr, basename) : null;
    method = target.getAttribute('formmethod') || form.getAttribute('method') || defaultMethod;
    encType = getFormEncType(target.getAttribute('formenctype')) || getFormEncType(form.getAttribute('enctype')) || defaultEncType;
    formData = new FormData(form, target);
    if (!isFormDataSubmitterSupported()) {
      let { name, type, value } = target;
      if (type === 'image') {
        let prefix = name ? `${name}.` : '';
        formData.append(`${prefix}x`, '0');
        formData.append(`${prefix}y`, '0');
      } else if (name) formData.append(name, value);
    }
  } else if (isHtmlElement(target)) throw new Error(`Cannot submit element that is not <form>, <button>, or <input type="submit|image">`);
  else {
    method = defaultMethod;
    action = null;
    encType = defaultEncType;
    body = target;
  }
  if (formData && encType === 'text/plain') {
    body = formData;
    formData = void 0;
  }
  return {
    action,
    method: method.toLowerCase(),
    encType,
    formData,
    body,
  };
}
Object.getOwnPropertyNames(Object.prototype).sort().join('\0');
var ESCAPE_LOOKUP = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
var ESCAPE_REGEX = /[&><\u2028\u2029]/g;
function escapeHtml(html) {
  return html.replace(ESCAPE_REGEX, (match) => ESCAPE_LOOKUP[match]);
}
function invariant2(value, message) {
  if (value === false || value === null || typeof value === 'undefined') throw new Error(message);
}
function singleFetchUrl(reqUrl, basename, trailingSlashAware, extension) {
  let url =
    typeof reqUrl === 'string' ? new URL(reqUrl, typeof window === 'undefined' ? 'server://singlefetch/' : window.location.origin) : reqUrl;
  if (trailingSlashAware) {
    if (url.pathname.endsWith('/')) url.pathname = `${url.pathname}_.${extension}`;
    else url.pathname = `${url.pathname}.${extension}`;
  } else if (url.pathname === '/') url.pathname = `_root.${extension}`;
  else if (basename && stripBasename(url.pathname, basename) === '/') url.pathname = `${removeTrailingSlash(basename)}/_root.${extension}`;
  else url.pathname = `${removeTrailingSlash(url.pathname)}.${extension}`;
  return url;
}
async function loadRouteModule(route, routeModulesCache) {
  if (route.id in routeModulesCache) return routeModulesCache[route.id];
  try {
    let routeModule = await import(
      /* @vite-ignore */
      /* webpackIgnore: true */
      route.module
    );
    routeModulesCache[route.id] = routeModule;
    return routeModule;
  } catch (error) {
    console.error(`Error loading route module \`${route.module}\`, reloading page...`);
    console.error(error);
    if (window.__reactRouterContext && window.__reactRouterContext.isSpaMode && void 0);
    window.location.reload();
    return new Promise(() => {});
  }
}
function isPageLinkDescriptor(object) {
  return object != null && typeof object.page === 'string';
}
function isHtmlLinkDescriptor(object) {
  if (object == null) return false;
  if (object.href == null)
    return object.rel === 'preload' && typeof object.imageSrcSet === 'string' && typeof object.imageSizes === 'string';
  return typeof object.rel === 'string' && typeof object.href === 'string';
}
async function getKeyedPrefetchLinks(matches, manifest, routeModules) {
  return dedupeLinkDescriptors(
    (
      await Promise.all(
        matches.map(async (match) => {
          let route = manifest.routes[match.route.id];
          if (route) {
            let mod = await loadRouteModule(route, routeModules);
            return mod.links ? mod.links() : [];
          }
          return [];
        }),
      )
    )
      .flat(1)
      .filter(isHtmlLinkDescriptor)
      .filter((link) => link.rel === 'stylesheet' || link.rel === 'preload')
      .map((link) =>
        link.rel === 'stylesheet'
          ? {
              ...link,
              rel: 'prefetch',
              as: 'style',
            }
          : {
              ...link,
              rel: 'prefetch',
            },
      ),
  );
}
function getNewMatchesForLinks(page, nextMatches, currentMatches, manifest, location, mode) {
  let isNew = (match, index) => {
    if (!currentMatches[index]) return true;
    return match.route.id !== currentMatches[index].route.id;
  };
  let matchPathChanged = (match, index) => {
    return (
      currentMatches[index].pathname !== match.pathname ||
      (currentMatches[index].route.path?.endsWith('*') && currentMatches[index].params['*'] !== match.params['*'])
    );
  };
  if (mode === 'assets') return nextMatches.filter((match, index) => isNew(match, index) || matchPathChanged(match, index));
  if (mode === 'data')
    return nextMatches.filter((match, index) => {
      let manifestRoute = manifest.routes[match.route.id];
      if (!manifestRoute || !manifestRoute.hasLoader) return false;
      if (isNew(match, index) || matchPathChanged(match, index)) return true;
      if (match.route.shouldRevalidate) {
        let routeChoice = match.route.shouldRevalidate({
          currentUrl: new URL(location.pathname + location.search + location.hash, window.origin),
          currentParams: currentMatches[0]?.params || {},
          nextUrl: new URL(page, window.origin),
          nextParams: match.params,
          defaultShouldRevalidate: true,
        });
        if (typeof routeChoice === 'boolean') return routeChoice;
      }
      return true;
    });
  return [];
}
function getModuleLinkHrefs(matches, manifest, { includeHydrateFallback } = {}) {
  return dedupeHrefs(
    matches
      .map((match) => {
        let route = manifest.routes[match.route.id];
        if (!route) return [];
        let hrefs = [route.module];
        if (route.clientActionModule) hrefs = hrefs.concat(route.clientActionModule);
        if (route.clientLoaderModule) hrefs = hrefs.concat(route.clientLoaderModule);
        if (includeHydrateFallback && route.hydrateFallbackModule) hrefs = hrefs.concat(route.hydrateFallbackModule);
        if (route.imports) hrefs = hrefs.concat(route.imports);
        return hrefs;
      })
      .flat(1),
  );
}
function dedupeHrefs(hrefs) {
  return [...new Set(hrefs)];
}
function sortKeys(obj) {
  let sorted = {};
  let keys = Object.keys(obj).sort();
  for (let key of keys) sorted[key] = obj[key];
  return sorted;
}
function dedupeLinkDescriptors(descriptors, preloads) {
  let set = /* @__PURE__ */ new Set();
  let preloadsSet = new Set(preloads);
  return descriptors.reduce((deduped, descriptor) => {
    if (preloads && !isPageLinkDescriptor(descriptor) && descriptor.as === 'script' && descriptor.href && preloadsSet.has(descriptor.href))
      return deduped;
    let key = JSON.stringify(sortKeys(descriptor));
    if (!set.has(key)) {
      set.add(key);
      deduped.push({
        key,
        link: descriptor,
      });
    }
    return deduped;
  }, []);
}
function useDataRouterContext2() {
  let context = j$1(DataRouterContext);
  invariant2(context, 'You must render this element inside a <DataRouterContext.Provider> element');
  return context;
}
function useDataRouterStateContext() {
  let context = j$1(DataRouterStateContext);
  invariant2(context, 'You must render this element inside a <DataRouterStateContext.Provider> element');
  return context;
}
var FrameworkContext = U$1(void 0);
FrameworkContext.displayName = 'FrameworkContext';
function useFrameworkContext() {
  let context = j$1(FrameworkContext);
  invariant2(context, 'You must render this element inside a <HydratedRouter> element');
  return context;
}
function usePrefetchBehavior(prefetch, theirElementProps) {
  let frameworkContext = j$1(FrameworkContext);
  let [maybePrefetch, setMaybePrefetch] = d$1(false);
  let [shouldPrefetch, setShouldPrefetch] = d$1(false);
  let { onFocus, onBlur, onMouseEnter, onMouseLeave, onTouchStart } = theirElementProps;
  let ref = T$1(null);
  A$2(() => {
    if (prefetch === 'render') setShouldPrefetch(true);
    if (prefetch === 'viewport') {
      let callback = (entries) => {
        entries.forEach((entry) => {
          setShouldPrefetch(entry.isIntersecting);
        });
      };
      let observer = new IntersectionObserver(callback, { threshold: 0.5 });
      if (ref.current) observer.observe(ref.current);
      return () => {
        observer.disconnect();
      };
    }
  }, [prefetch]);
  A$2(() => {
    if (maybePrefetch) {
      let id = setTimeout(() => {
        setShouldPrefetch(true);
      }, 100);
      return () => {
        clearTimeout(id);
      };
    }
  }, [maybePrefetch]);
  let setIntent = () => {
    setMaybePrefetch(true);
  };
  let cancelIntent = () => {
    setMaybePrefetch(false);
    setShouldPrefetch(false);
  };
  if (!frameworkContext) return [false, ref, {}];
  if (prefetch !== 'intent') return [shouldPrefetch, ref, {}];
  return [
    shouldPrefetch,
    ref,
    {
      onFocus: composeEventHandlers(onFocus, setIntent),
      onBlur: composeEventHandlers(onBlur, cancelIntent),
      onMouseEnter: composeEventHandlers(onMouseEnter, setIntent),
      onMouseLeave: composeEventHandlers(onMouseLeave, cancelIntent),
      onTouchStart: composeEventHandlers(onTouchStart, setIntent),
    },
  ];
}
function composeEventHandlers(theirHandler, ourHandler) {
  return (event) => {
    theirHandler && theirHandler(event);
    if (!event.defaultPrevented) ourHandler(event);
  };
}
function PrefetchPageLinks({ page, ...linkProps }) {
  let rsc = useIsRSCRouterContext();
  let { nonce: contextNonce } = useFrameworkContext();
  let { router } = useDataRouterContext2();
  let matches = w$1(() => matchRoutes(router.routes, page, router.basename), [router.routes, page, router.basename]);
  if (!matches) return null;
  if (linkProps.nonce == null && contextNonce)
    linkProps = {
      ...linkProps,
      nonce: contextNonce,
    };
  if (rsc)
    return /* @__PURE__ */ k$1(RSCPrefetchPageLinksImpl, {
      page,
      matches,
      ...linkProps,
    });
  return /* @__PURE__ */ k$1(PrefetchPageLinksImpl, {
    page,
    matches,
    ...linkProps,
  });
}
function useKeyedPrefetchLinks(matches) {
  let { manifest, routeModules } = useFrameworkContext();
  let [keyedPrefetchLinks, setKeyedPrefetchLinks] = d$1([]);
  A$2(() => {
    let interrupted = false;
    getKeyedPrefetchLinks(matches, manifest, routeModules).then((links) => {
      if (!interrupted) setKeyedPrefetchLinks(links);
    });
    return () => {
      interrupted = true;
    };
  }, [matches, manifest, routeModules]);
  return keyedPrefetchLinks;
}
function RSCPrefetchPageLinksImpl({ page, matches: nextMatches, ...linkProps }) {
  let location = useLocation();
  let { future } = useFrameworkContext();
  let { basename } = useDataRouterContext2();
  let dataHrefs = w$1(() => {
    if (page === location.pathname + location.search + location.hash) return [];
    let url = singleFetchUrl(page, basename, future.v8_trailingSlashAwareDataRequests, 'rsc');
    let hasSomeRoutesWithShouldRevalidate = false;
    let targetRoutes = [];
    for (let match of nextMatches)
      if (typeof match.route.shouldRevalidate === 'function') hasSomeRoutesWithShouldRevalidate = true;
      else targetRoutes.push(match.route.id);
    if (hasSomeRoutesWithShouldRevalidate && targetRoutes.length > 0) url.searchParams.set('_routes', targetRoutes.join(','));
    return [url.pathname + url.search];
  }, [basename, future.v8_trailingSlashAwareDataRequests, page, location, nextMatches]);
  return /* @__PURE__ */ k$1(
    $$1,
    null,
    dataHrefs.map((href) =>
      /* @__PURE__ */ k$1('link', {
        key: href,
        rel: 'prefetch',
        as: 'fetch',
        href,
        ...linkProps,
      }),
    ),
  );
}
function PrefetchPageLinksImpl({ page, matches: nextMatches, ...linkProps }) {
  let location = useLocation();
  let { future, manifest, routeModules } = useFrameworkContext();
  let { basename } = useDataRouterContext2();
  let { loaderData, matches } = useDataRouterStateContext();
  let newMatchesForData = w$1(
    () => getNewMatchesForLinks(page, nextMatches, matches, manifest, location, 'data'),
    [page, nextMatches, matches, manifest, location],
  );
  let newMatchesForAssets = w$1(
    () => getNewMatchesForLinks(page, nextMatches, matches, manifest, location, 'assets'),
    [page, nextMatches, matches, manifest, location],
  );
  let dataHrefs = w$1(() => {
    if (page === location.pathname + location.search + location.hash) return [];
    let routesParams = /* @__PURE__ */ new Set();
    let foundOptOutRoute = false;
    nextMatches.forEach((m) => {
      let manifestRoute = manifest.routes[m.route.id];
      if (!manifestRoute || !manifestRoute.hasLoader) return;
      if (
        !newMatchesForData.some((m2) => m2.route.id === m.route.id) &&
        m.route.id in loaderData &&
        routeModules[m.route.id]?.shouldRevalidate
      )
        foundOptOutRoute = true;
      else if (manifestRoute.hasClientLoader) foundOptOutRoute = true;
      else routesParams.add(m.route.id);
    });
    if (routesParams.size === 0) return [];
    let url = singleFetchUrl(page, basename, future.v8_trailingSlashAwareDataRequests, 'data');
    if (foundOptOutRoute && routesParams.size > 0)
      url.searchParams.set(
        '_routes',
        nextMatches
          .filter((m) => routesParams.has(m.route.id))
          .map((m) => m.route.id)
          .join(','),
      );
    return [url.pathname + url.search];
  }, [
    basename,
    future.v8_trailingSlashAwareDataRequests,
    loaderData,
    location,
    manifest,
    newMatchesForData,
    nextMatches,
    page,
    routeModules,
  ]);
  let moduleHrefs = w$1(() => getModuleLinkHrefs(newMatchesForAssets, manifest), [newMatchesForAssets, manifest]);
  let keyedPrefetchLinks = useKeyedPrefetchLinks(newMatchesForAssets);
  return /* @__PURE__ */ k$1(
    $$1,
    null,
    dataHrefs.map((href) =>
      /* @__PURE__ */ k$1('link', {
        key: href,
        rel: 'prefetch',
        as: 'fetch',
        href,
        ...linkProps,
      }),
    ),
    moduleHrefs.map((href) =>
      /* @__PURE__ */ k$1('link', {
        key: href,
        rel: 'modulepreload',
        href,
        ...linkProps,
      }),
    ),
    keyedPrefetchLinks.map(({ key, link }) =>
      /* @__PURE__ */ k$1('link', {
        key,
        nonce: linkProps.nonce,
        ...link,
        crossOrigin: link.crossOrigin ?? linkProps.crossOrigin,
      }),
    ),
  );
}
function mergeRefs(...refs) {
  return (value) => {
    refs.forEach((ref) => {
      if (typeof ref === 'function') ref(value);
      else if (ref != null) ref.current = value;
    });
  };
}
var isBrowser2 =
  typeof window !== 'undefined' && typeof window.document !== 'undefined' && typeof window.document.createElement !== 'undefined';
try {
  if (isBrowser2) window.__reactRouterVersion = '7.18.5';
} catch (e) {}
function HistoryRouter({ basename, children, history, useTransitions }) {
  let [state, setStateImpl] = d$1({
    action: history.action,
    location: history.location,
  });
  let setState = b$1(
    (newState) => {
      if (useTransitions === false) setStateImpl(newState);
      else M$1(() => setStateImpl(newState));
    },
    [useTransitions],
  );
  F$1(() => history.listen(setState), [history, setState]);
  return /* @__PURE__ */ k$1(Router, {
    basename,
    children,
    location: state.location,
    navigationType: state.action,
    navigator: history,
    useTransitions,
  });
}
HistoryRouter.displayName = 'unstable_HistoryRouter';
var Link = k$2(function LinkWithRef(
  {
    onClick,
    discover = 'render',
    prefetch = 'none',
    relative,
    reloadDocument,
    replace: replace2,
    mask,
    state,
    target,
    to,
    preventScrollReset,
    viewTransition,
    defaultShouldRevalidate,
    ...rest
  },
  forwardedRef,
) {
  let { basename, navigator, useTransitions } = j$1(NavigationContext);
  let isAbsolute = typeof to === 'string' && ABSOLUTE_URL_REGEX.test(to);
  let parsed = parseToInfo(to, basename);
  to = parsed.to;
  let href = useHref(to, { relative });
  let location = useLocation();
  let maskedHref = null;
  if (mask) {
    let resolved = resolveTo(mask, [], location.mask ? location.mask.pathname : '/', true);
    if (basename !== '/') resolved.pathname = resolved.pathname === '/' ? basename : joinPaths([basename, resolved.pathname]);
    maskedHref = navigator.createHref(resolved);
  }
  let [shouldPrefetch, prefetchRef, prefetchHandlers] = usePrefetchBehavior(prefetch, rest);
  let internalOnClick = useLinkClickHandler(to, {
    replace: replace2,
    mask,
    state,
    target,
    preventScrollReset,
    relative,
    viewTransition,
    defaultShouldRevalidate,
    useTransitions,
  });
  function handleClick(event) {
    if (onClick) onClick(event);
    if (!event.defaultPrevented) internalOnClick(event);
  }
  let isSpaLink = !(parsed.isExternal || reloadDocument);
  let link = /* @__PURE__ */ k$1('a', {
    ...rest,
    ...prefetchHandlers,
    href: (isSpaLink ? maskedHref : void 0) || parsed.absoluteURL || href,
    onClick: isSpaLink ? handleClick : onClick,
    ref: mergeRefs(forwardedRef, prefetchRef),
    target,
    'data-discover': !isAbsolute && discover === 'render' ? 'true' : void 0,
  });
  return shouldPrefetch && !isAbsolute
    ? /* @__PURE__ */ k$1($$1, null, link, /* @__PURE__ */ k$1(PrefetchPageLinks, { page: href }))
    : link;
});
Link.displayName = 'Link';
var NavLink = k$2(function NavLinkWithRef(
  {
    'aria-current': ariaCurrentProp = 'page',
    caseSensitive = false,
    className: classNameProp = '',
    end = false,
    style: styleProp,
    to,
    viewTransition,
    children,
    ...rest
  },
  ref,
) {
  let path = useResolvedPath(to, { relative: rest.relative });
  let location = useLocation();
  let routerState = j$1(DataRouterStateContext);
  let { navigator, basename } = j$1(NavigationContext);
  let isTransitioning = routerState != null && useViewTransitionState(path) && viewTransition === true;
  let toPathname = navigator.encodeLocation ? navigator.encodeLocation(path).pathname : path.pathname;
  let locationPathname = location.pathname;
  let nextLocationPathname =
    routerState && routerState.navigation && routerState.navigation.location ? routerState.navigation.location.pathname : null;
  if (!caseSensitive) {
    locationPathname = locationPathname.toLowerCase();
    nextLocationPathname = nextLocationPathname ? nextLocationPathname.toLowerCase() : null;
    toPathname = toPathname.toLowerCase();
  }
  if (nextLocationPathname && basename) nextLocationPathname = stripBasename(nextLocationPathname, basename) || nextLocationPathname;
  const endSlashPosition = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  let isActive =
    locationPathname === toPathname ||
    (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlashPosition) === '/');
  let isPending =
    nextLocationPathname != null &&
    (nextLocationPathname === toPathname ||
      (!end && nextLocationPathname.startsWith(toPathname) && nextLocationPathname.charAt(toPathname.length) === '/'));
  let renderProps = {
    isActive,
    isPending,
    isTransitioning,
  };
  let ariaCurrent = isActive ? ariaCurrentProp : void 0;
  let className;
  if (typeof classNameProp === 'function') className = classNameProp(renderProps);
  else
    className = [classNameProp, isActive ? 'active' : null, isPending ? 'pending' : null, isTransitioning ? 'transitioning' : null]
      .filter(Boolean)
      .join(' ');
  let style = typeof styleProp === 'function' ? styleProp(renderProps) : styleProp;
  return /* @__PURE__ */ k$1(
    Link,
    {
      ...rest,
      'aria-current': ariaCurrent,
      className,
      ref,
      style,
      to,
      viewTransition,
    },
    typeof children === 'function' ? children(renderProps) : children,
  );
});
NavLink.displayName = 'NavLink';
var Form = k$2(
  (
    {
      discover = 'render',
      fetcherKey,
      navigate,
      reloadDocument,
      replace: replace2,
      state,
      method = defaultMethod,
      action,
      onSubmit,
      relative,
      preventScrollReset,
      viewTransition,
      defaultShouldRevalidate,
      ...props
    },
    forwardedRef,
  ) => {
    let { useTransitions } = j$1(NavigationContext);
    let submit = useSubmit();
    let formAction = useFormAction(action, { relative });
    let formMethod = method.toLowerCase() === 'get' ? 'get' : 'post';
    let isAbsolute = typeof action === 'string' && ABSOLUTE_URL_REGEX.test(action);
    let submitHandler = (event) => {
      onSubmit && onSubmit(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      let submitter = event.nativeEvent.submitter;
      let submitMethod = submitter?.getAttribute('formmethod') || method;
      let doSubmit = () =>
        submit(submitter || event.currentTarget, {
          fetcherKey,
          method: submitMethod,
          navigate,
          replace: replace2,
          state,
          relative,
          preventScrollReset,
          viewTransition,
          defaultShouldRevalidate,
        });
      if (useTransitions && navigate !== false) M$1(() => doSubmit());
      else doSubmit();
    };
    return /* @__PURE__ */ k$1('form', {
      ref: forwardedRef,
      method: formMethod,
      action: formAction,
      onSubmit: reloadDocument ? onSubmit : submitHandler,
      ...props,
      'data-discover': !isAbsolute && discover === 'render' ? 'true' : void 0,
    });
  },
);
Form.displayName = 'Form';
function ScrollRestoration({ getKey, storageKey, ...props }) {
  let remixContext = j$1(FrameworkContext);
  let { basename } = j$1(NavigationContext);
  let location = useLocation();
  let matches = useMatches();
  useScrollRestoration({
    getKey,
    storageKey,
  });
  let ssrKey = w$1(() => {
    if (!remixContext || !getKey) return null;
    let userKey = getScrollRestorationKey(location, matches, basename, getKey);
    return userKey !== location.key ? userKey : null;
  }, []);
  if (!remixContext || remixContext.isSpaMode) return null;
  let restoreScroll = ((storageKey2, restoreKey) => {
    if (!window.history.state || !window.history.state.key) {
      let key = Math.random().toString(32).slice(2);
      window.history.replaceState({ key }, '');
    }
    try {
      let storedY = JSON.parse(sessionStorage.getItem(storageKey2) || '{}')[restoreKey || window.history.state.key];
      if (typeof storedY === 'number') window.scrollTo(0, storedY);
    } catch (error) {
      console.error(error);
      sessionStorage.removeItem(storageKey2);
    }
  }).toString();
  if (props.nonce == null && remixContext?.nonce) props.nonce = remixContext.nonce;
  return /* @__PURE__ */ k$1('script', {
    ...props,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: {
      __html: `(${restoreScroll})(${escapeHtml(JSON.stringify(storageKey || SCROLL_RESTORATION_STORAGE_KEY))}, ${escapeHtml(JSON.stringify(ssrKey))})`,
    },
  });
}
ScrollRestoration.displayName = 'ScrollRestoration';
function getDataRouterConsoleError2(hookName) {
  return `${hookName} must be used within a data router.  See https://reactrouter.com/en/main/routers/picking-a-router.`;
}
function useDataRouterContext3(hookName) {
  let ctx = j$1(DataRouterContext);
  invariant(ctx, getDataRouterConsoleError2(hookName));
  return ctx;
}
function useDataRouterState2(hookName) {
  let state = j$1(DataRouterStateContext);
  invariant(state, getDataRouterConsoleError2(hookName));
  return state;
}
function useLinkClickHandler(
  to,
  { target, replace: replaceProp, mask, state, preventScrollReset, relative, viewTransition, defaultShouldRevalidate, useTransitions } = {},
) {
  let navigate = useNavigate();
  let location = useLocation();
  let path = useResolvedPath(to, { relative });
  return b$1(
    (event) => {
      if (shouldProcessLinkClick(event, target)) {
        event.preventDefault();
        let replace2 = replaceProp !== void 0 ? replaceProp : createPath(location) === createPath(path);
        let doNavigate = () =>
          navigate(to, {
            replace: replace2,
            mask,
            state,
            preventScrollReset,
            relative,
            viewTransition,
            defaultShouldRevalidate,
          });
        if (useTransitions) M$1(() => doNavigate());
        else doNavigate();
      }
    },
    [
      location,
      navigate,
      path,
      replaceProp,
      mask,
      state,
      target,
      to,
      preventScrollReset,
      relative,
      viewTransition,
      defaultShouldRevalidate,
      useTransitions,
    ],
  );
}
function useSearchParams(defaultInit) {
  warning(
    typeof URLSearchParams !== 'undefined',
    `You cannot use the \`useSearchParams\` hook in a browser that does not support the URLSearchParams API. If you need to support Internet Explorer 11, we recommend you load a polyfill such as https://github.com/ungap/url-search-params.`,
  );
  let defaultSearchParamsRef = T$1(createSearchParams(defaultInit));
  let hasSetSearchParamsRef = T$1(false);
  let location = useLocation();
  let searchParams = w$1(
    () => getSearchParamsForLocation(location.search, hasSetSearchParamsRef.current ? null : defaultSearchParamsRef.current),
    [location.search],
  );
  let navigate = useNavigate();
  return [
    searchParams,
    b$1(
      (nextInit, navigateOptions) => {
        const newSearchParams = createSearchParams(typeof nextInit === 'function' ? nextInit(new URLSearchParams(searchParams)) : nextInit);
        hasSetSearchParamsRef.current = true;
        navigate('?' + newSearchParams, navigateOptions);
      },
      [navigate, searchParams],
    ),
  ];
}
var fetcherId = 0;
var getUniqueFetcherId = () => `__${String(++fetcherId)}__`;
function useSubmit() {
  let { router } = useDataRouterContext3('useSubmit');
  let { basename } = j$1(NavigationContext);
  let currentRouteId = useRouteId();
  let routerFetch = router.fetch;
  let routerNavigate = router.navigate;
  return b$1(
    async (target, options = {}) => {
      let { action, method, encType, formData, body } = getFormSubmissionInfo(target, basename);
      if (options.navigate === false) {
        let key = options.fetcherKey || getUniqueFetcherId();
        await routerFetch(key, currentRouteId, options.action || action, {
          defaultShouldRevalidate: options.defaultShouldRevalidate,
          preventScrollReset: options.preventScrollReset,
          formData,
          body,
          formMethod: options.method || method,
          formEncType: options.encType || encType,
          flushSync: options.flushSync,
        });
      } else
        await routerNavigate(options.action || action, {
          defaultShouldRevalidate: options.defaultShouldRevalidate,
          preventScrollReset: options.preventScrollReset,
          formData,
          body,
          formMethod: options.method || method,
          formEncType: options.encType || encType,
          replace: options.replace,
          state: options.state,
          fromRouteId: currentRouteId,
          flushSync: options.flushSync,
          viewTransition: options.viewTransition,
        });
    },
    [routerFetch, routerNavigate, basename, currentRouteId],
  );
}
function useFormAction(action, { relative } = {}) {
  let { basename } = j$1(NavigationContext);
  let routeContext = j$1(RouteContext);
  invariant(routeContext, 'useFormAction must be used inside a RouteContext');
  let [match] = routeContext.matches.slice(-1);
  let path = { ...useResolvedPath(action ? action : '.', { relative }) };
  let location = useLocation();
  if (action == null) {
    path.search = location.search;
    let params = new URLSearchParams(path.search);
    let indexValues = params.getAll('index');
    if (indexValues.some((v) => v === '')) {
      params.delete('index');
      indexValues.filter((v) => v).forEach((v) => params.append('index', v));
      let qs = params.toString();
      path.search = qs ? `?${qs}` : '';
    }
  }
  if ((!action || action === '.') && match.route.index) path.search = path.search ? path.search.replace(/^\?/, '?index&') : '?index';
  if (basename !== '/') path.pathname = path.pathname === '/' ? basename : joinPaths([basename, path.pathname]);
  return createPath(path);
}
var SCROLL_RESTORATION_STORAGE_KEY = 'react-router-scroll-positions';
var savedScrollPositions = {};
function getScrollRestorationKey(location, matches, basename, getKey) {
  let key = null;
  if (getKey) {
    if (basename !== '/')
      key = getKey(
        {
          ...location,
          pathname: stripBasename(location.pathname, basename) || location.pathname,
        },
        matches,
      );
    else key = getKey(location, matches);
  }
  if (key == null) key = location.key;
  return key;
}
function useScrollRestoration({ getKey, storageKey } = {}) {
  let { router } = useDataRouterContext3('useScrollRestoration');
  let { restoreScrollPosition, preventScrollReset } = useDataRouterState2('useScrollRestoration');
  let { basename } = j$1(NavigationContext);
  let location = useLocation();
  let matches = useMatches();
  let navigation = useNavigation();
  A$2(() => {
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);
  usePageHide(
    b$1(() => {
      if (navigation.state === 'idle') {
        let key = getScrollRestorationKey(location, matches, basename, getKey);
        savedScrollPositions[key] = window.scrollY;
      }
      try {
        sessionStorage.setItem(storageKey || SCROLL_RESTORATION_STORAGE_KEY, JSON.stringify(savedScrollPositions));
      } catch (error) {
        warning(false, `Failed to save scroll positions in sessionStorage, <ScrollRestoration /> will not work properly (${error}).`);
      }
      window.history.scrollRestoration = 'auto';
    }, [navigation.state, getKey, basename, location, matches, storageKey]),
  );
  if (typeof document !== 'undefined') {
    F$1(() => {
      try {
        let sessionPositions = sessionStorage.getItem(storageKey || SCROLL_RESTORATION_STORAGE_KEY);
        if (sessionPositions) savedScrollPositions = JSON.parse(sessionPositions);
      } catch (e) {}
    }, [storageKey]);
    F$1(() => {
      let disableScrollRestoration = router?.enableScrollRestoration(
        savedScrollPositions,
        () => window.scrollY,
        getKey ? (location2, matches2) => getScrollRestorationKey(location2, matches2, basename, getKey) : void 0,
      );
      return () => disableScrollRestoration && disableScrollRestoration();
    }, [router, basename, getKey]);
    F$1(() => {
      if (restoreScrollPosition === false) return;
      if (typeof restoreScrollPosition === 'number') {
        window.scrollTo(0, restoreScrollPosition);
        return;
      }
      try {
        if (location.hash) {
          let el = document.getElementById(decodeURIComponent(location.hash.slice(1)));
          if (el) {
            el.scrollIntoView();
            return;
          }
        }
      } catch {
        warning(false, `"${location.hash.slice(1)}" is not a decodable element ID. The view will not scroll to it.`);
      }
      if (preventScrollReset === true) return;
      window.scrollTo(0, 0);
    }, [location, restoreScrollPosition, preventScrollReset]);
  }
}
function usePageHide(callback, options) {
  let { capture } = options || {};
  A$2(() => {
    let opts = capture != null ? { capture } : void 0;
    window.addEventListener('pagehide', callback, opts);
    return () => {
      window.removeEventListener('pagehide', callback, opts);
    };
  }, [callback, capture]);
}
function useViewTransitionState(to, { relative } = {}) {
  let vtContext = j$1(ViewTransitionContext);
  invariant(
    vtContext != null,
    "`useViewTransitionState` must be used within `react-router-dom`'s `RouterProvider`.  Did you accidentally import `RouterProvider` from `react-router`?",
  );
  let { basename } = useDataRouterContext3('useViewTransitionState');
  let path = useResolvedPath(to, { relative });
  if (!vtContext.isTransitioning) return false;
  let currentPath = stripBasename(vtContext.currentLocation.pathname, basename) || vtContext.currentLocation.pathname;
  let nextPath = stripBasename(vtContext.nextLocation.pathname, basename) || vtContext.nextLocation.pathname;
  return matchPath(path.pathname, nextPath) != null || matchPath(path.pathname, currentPath) != null;
}
function StaticRouterProvider({ context, router, hydrate: hydrate2 = true, nonce }) {
  invariant(router && context, 'You must provide `router` and `context` to <StaticRouterProvider>');
  let dataRouterContext = {
    router,
    navigator: getStatelessNavigator(),
    static: true,
    staticContext: context,
    basename: context.basename || '/',
  };
  let fetchersContext = /* @__PURE__ */ new Map();
  let hydrateScript = '';
  if (hydrate2 !== false) {
    let data2 = {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: serializeErrors(context.errors),
    };
    hydrateScript = `window.__staticRouterHydrationData = JSON.parse(${escapeHtml(JSON.stringify(JSON.stringify(data2)))});`;
  }
  let { state } = dataRouterContext.router;
  return /* @__PURE__ */ k$1(
    $$1,
    null,
    /* @__PURE__ */ k$1(
      DataRouterContext.Provider,
      { value: dataRouterContext },
      /* @__PURE__ */ k$1(
        DataRouterStateContext.Provider,
        { value: state },
        /* @__PURE__ */ k$1(
          FetchersContext.Provider,
          { value: fetchersContext },
          /* @__PURE__ */ k$1(
            ViewTransitionContext.Provider,
            { value: { isTransitioning: false } },
            /* @__PURE__ */ k$1(
              Router,
              {
                basename: dataRouterContext.basename,
                location: state.location,
                navigationType: state.historyAction,
                navigator: dataRouterContext.navigator,
                static: dataRouterContext.static,
                useTransitions: false,
              },
              /* @__PURE__ */ k$1(DataRoutes2, {
                manifest: router.manifest,
                routes: router.routes,
                future: router.future,
                state,
                isStatic: true,
              }),
            ),
          ),
        ),
      ),
    ),
    hydrateScript
      ? /* @__PURE__ */ k$1('script', {
          suppressHydrationWarning: true,
          nonce,
          dangerouslySetInnerHTML: { __html: hydrateScript },
        })
      : null,
  );
}
function serializeErrors(errors) {
  if (!errors) return null;
  let entries = Object.entries(errors);
  let serialized = {};
  for (let [key, val] of entries)
    if (isRouteErrorResponse(val))
      serialized[key] = {
        ...val,
        __type: 'RouteErrorResponse',
      };
    else if (val instanceof Error)
      serialized[key] = {
        message: val.message,
        __type: 'Error',
        ...(val.name !== 'Error' ? { __subType: val.name } : {}),
      };
    else serialized[key] = val;
  return serialized;
}
function getStatelessNavigator() {
  return {
    createHref,
    encodeLocation,
    push(to) {
      throw new Error(
        `You cannot use navigator.push() on the server because it is a stateless environment. This error was probably triggered when you did a \`navigate(${JSON.stringify(to)})\` somewhere in your app.`,
      );
    },
    replace(to) {
      throw new Error(
        `You cannot use navigator.replace() on the server because it is a stateless environment. This error was probably triggered when you did a \`navigate(${JSON.stringify(to)}, { replace: true })\` somewhere in your app.`,
      );
    },
    go(delta) {
      throw new Error(
        `You cannot use navigator.go() on the server because it is a stateless environment. This error was probably triggered when you did a \`navigate(${delta})\` somewhere in your app.`,
      );
    },
    back() {
      throw new Error(`You cannot use navigator.back() on the server because it is a stateless environment.`);
    },
    forward() {
      throw new Error(`You cannot use navigator.forward() on the server because it is a stateless environment.`);
    },
  };
}
function createStaticHandler2(routes, opts) {
  return createStaticHandler(routes, {
    ...opts,
    mapRouteProperties,
  });
}
function createStaticRouter(routes, context, opts = {}) {
  let manifest = {};
  let dataRoutes = convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, manifest);
  let matches = context.matches.map((match) => {
    let route = manifest[match.route.id] || match.route;
    return {
      ...match,
      route,
    };
  });
  let msg = (method) => `You cannot use router.${method}() on the server because it is a stateless environment`;
  return {
    get basename() {
      return context.basename;
    },
    get future() {
      return {
        v8_middleware: false,
        v8_passThroughRequests: false,
        v8_trailingSlashAwareDataRequests: false,
        ...opts?.future,
      };
    },
    get state() {
      return {
        historyAction: 'POP',
        location: context.location,
        matches,
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
        initialized: true,
        renderFallback: false,
        navigation: IDLE_NAVIGATION,
        restoreScrollPosition: null,
        preventScrollReset: false,
        revalidation: 'idle',
        fetchers: /* @__PURE__ */ new Map(),
        blockers: /* @__PURE__ */ new Map(),
      };
    },
    get routes() {
      return dataRoutes;
    },
    get branches() {
      return opts.branches;
    },
    get manifest() {
      return manifest;
    },
    get window() {},
    initialize() {
      throw msg('initialize');
    },
    subscribe() {
      throw msg('subscribe');
    },
    enableScrollRestoration() {
      throw msg('enableScrollRestoration');
    },
    navigate() {
      throw msg('navigate');
    },
    fetch() {
      throw msg('fetch');
    },
    revalidate() {
      throw msg('revalidate');
    },
    createHref,
    encodeLocation,
    getFetcher() {
      return IDLE_FETCHER;
    },
    deleteFetcher() {
      throw msg('deleteFetcher');
    },
    resetFetcher() {
      throw msg('resetFetcher');
    },
    dispose() {
      throw msg('dispose');
    },
    getBlocker() {
      return IDLE_BLOCKER;
    },
    deleteBlocker() {
      throw msg('deleteBlocker');
    },
    patchRoutes() {
      throw msg('patchRoutes');
    },
    _internalFetchControllers: /* @__PURE__ */ new Map(),
    _internalSetRoutes() {
      throw msg('_internalSetRoutes');
    },
    _internalSetStateDoNotUseOrYouWillBreakYourApp() {
      throw msg('_internalSetStateDoNotUseOrYouWillBreakYourApp');
    },
  };
}
function createHref(to) {
  return typeof to === 'string' ? to : createPath(to);
}
function encodeLocation(to) {
  let href = typeof to === 'string' ? to : createPath(to);
  href = href.replace(/ $/, '%20');
  let encoded = ABSOLUTE_URL_REGEX.test(href) ? new URL(href) : new URL(href, 'http://localhost');
  return {
    pathname: encoded.pathname,
    search: encoded.search,
    hash: encoded.hash,
  };
}
// ../../node_modules/@tanstack/query-core/build/modern/hydration.js
/**
 * Dehydrates a single `Mutation` into a serializable snapshot of its key, state, scope, and meta.
 * @param mutation - The mutation to dehydrate.
 * @returns The dehydrated mutation.
 */
function dehydrateMutation(mutation) {
  return {
    mutationKey: mutation.options.mutationKey,
    state: mutation.state,
    ...(mutation.options.scope && { scope: mutation.options.scope }),
    ...(mutation.meta && { meta: mutation.meta }),
  };
}
/**
 * Prepares the in-flight promise of a pending query for dehydration: applies `serializeData` to its
 * result, and redacts its rejection error unless `shouldRedactErrors` returns `false` for it.
 * @param query - The pending query whose promise is dehydrated.
 * @param serializeData - Optional transform applied to the resolved data.
 * @param shouldRedactErrors - Optional predicate; if it returns `false` for the rejection error,
 * that
 * error is kept as-is instead of being redacted.
 * @returns The transformed promise, or `undefined` if the query has no in-flight promise.
 */
function dehydratePromise(query, serializeData, shouldRedactErrors) {
  const promise = query.promise?.then(serializeData).catch((error) => {
    if (shouldRedactErrors?.(error) === false) return Promise.reject(error);
    if (process.env.NODE_ENV !== 'production')
      console.error(
        `A query that was dehydrated as pending ended up rejecting. [${query.queryHash}]: ${error}; The error will be redacted in production builds`,
      );
    return Promise.reject(/* @__PURE__ */ new Error('redacted'));
  });
  promise?.catch(noop);
  return promise;
}
/**
 * Dehydrates a single `Query` into a serializable `DehydratedQuery` snapshot. Note that most query config (e.g.
 * `queryFn`, `staleTime`) is not dehydrated but instead meant to be configured again when consuming the
 * de/rehydrated data, typically with `useQuery` on the client. If the query is still `pending`, its in-flight
 * promise is dehydrated too so it can be resumed on the other side instead of re-fetched.
 * @param query - The query to dehydrate.
 * @param serializeData - Optional transform applied to `query.state.data` before it is included in the snapshot.
 * @param shouldRedactErrors - Optional predicate; if it returns `false` for the promise's rejection error, that
 * error is kept as-is instead of being redacted.
 * @returns The dehydrated query.
 */
function dehydrateQuery(query, serializeData, shouldRedactErrors) {
  return {
    dehydratedAt: Date.now(),
    state: {
      ...query.state,
      ...(query.state.data !== void 0 && { data: serializeData ? serializeData(query.state.data) : query.state.data }),
    },
    queryKey: query.queryKey,
    queryHash: query.queryHash,
    ...(query.state.status === 'pending' && { promise: dehydratePromise(query, serializeData, shouldRedactErrors) }),
    ...(query.meta && { meta: query.meta }),
    ...(query.queryType && { queryType: query.queryType }),
  };
}
/**
 * The default `shouldDehydrateMutation` predicate used by `dehydrate`. Only dehydrates mutations that are
 * currently paused (e.g. paused by `networkMode` while offline).
 * @param mutation - The mutation to check.
 * @returns `true` if the mutation is paused.
 */
function defaultShouldDehydrateMutation(mutation) {
  return mutation.state.isPaused;
}
/**
 * The default `shouldDehydrateQuery` predicate used by `dehydrate`. Only dehydrates queries whose status is
 * `'success'`.
 * @param query - The query to check.
 * @returns `true` if the query's status is `'success'`.
 */
function defaultShouldDehydrateQuery(query) {
  return query.state.status === 'success';
}
/**
 * Dehydrates a `QueryClient`'s cache (queries and mutations) into a plain, serializable `DehydratedState`,
 * typically to embed in server-rendered markup and later restore into a client-side `QueryClient` via `hydrate`.
 * Which queries/mutations are included, and how their data/errors are transformed, is controlled by `options`,
 * falling back to the client's `dehydrate` default options, and finally to `defaultShouldDehydrateQuery` /
 * `defaultShouldDehydrateMutation`.
 * @param client - The client whose cache is dehydrated.
 * @param options - Controls which queries and mutations are included and how their data and errors
 * are transformed. Each option falls back to the client's `defaultOptions.dehydrate`.
 * @returns The dehydrated state, with the included `queries` and `mutations`.
 * @example
 * ```ts
 * const queryClient = new QueryClient()
 *
 * await queryClient.prefetchQuery({
 *   queryKey: ['posts'],
 *   queryFn: getPosts,
 * })
 *
 * const dehydratedState = dehydrate(queryClient)
 * ```
 */
function dehydrate(client, options = {}) {
  const filterMutation =
    options.shouldDehydrateMutation ?? client.getDefaultOptions().dehydrate?.shouldDehydrateMutation ?? defaultShouldDehydrateMutation;
  const mutations = client
    .getMutationCache()
    .getAll()
    .flatMap((mutation) => (filterMutation(mutation) ? [dehydrateMutation(mutation)] : []));
  const filterQuery =
    options.shouldDehydrateQuery ?? client.getDefaultOptions().dehydrate?.shouldDehydrateQuery ?? defaultShouldDehydrateQuery;
  const shouldRedactErrors = options.shouldRedactErrors ?? client.getDefaultOptions().dehydrate?.shouldRedactErrors;
  const serializeData = options.serializeData ?? client.getDefaultOptions().dehydrate?.serializeData;
  return {
    mutations,
    queries: client
      .getQueryCache()
      .getAll()
      .flatMap((query) => (filterQuery(query) ? [dehydrateQuery(query, serializeData, shouldRedactErrors)] : [])),
  };
}
// ../../node_modules/@tanstack/query-core/build/modern/mutation.js
/**
 * Represents a single mutation attempt. A `Mutation` holds the mutation's
 * options, state (data/error/status), and the `MutationObserver`s currently
 * subscribed to it.
 *
 * Instances are created and managed internally by `MutationCache`; application
 * code typically interacts with mutations indirectly through `QueryClient` or
 * a framework hook like `useMutation`. Direct access to a `Mutation` instance
 * is possible via `mutationCache.find()`/`getAll()` for inspecting cache state.
 * @example
 * ```ts
 * const mutationCache = queryClient.getMutationCache()
 *
 * const mutation = mutationCache.find({ mutationKey: ['addPost'] })
 * ```
 */
var Mutation = class extends Removable {
  #client;
  #observers;
  #mutationCache;
  #retryer;
  constructor(config) {
    super();
    this.#client = config.client;
    this.mutationId = config.mutationId;
    this.#mutationCache = config.mutationCache;
    this.#observers = [];
    this.state = config.state || getDefaultState();
    this.setOptions(config.options);
    this.scheduleGc();
  }
  /**
   * Replaces the mutation's options and applies their `gcTime`.
   * @internal
   * @param options - The new mutation options.
   */
  setOptions(options) {
    this.options = options;
    this.updateGcTime(this.options.gcTime);
  }
  /**
   * The `meta` object passed in the mutation's options, if any.
   * @returns The mutation's `meta`, or `undefined` if none was set.
   */
  get meta() {
    return this.options.meta;
  }
  /**
   * Subscribes an observer to the mutation and stops its garbage collection.
   * @internal
   * @param observer - The observer to add. Adding an observer that is already subscribed does
   * nothing.
   */
  addObserver(observer) {
    if (!this.#observers.includes(observer)) {
      this.#observers.push(observer);
      this.clearGcTimeout();
      this.#mutationCache.notify({
        type: 'observerAdded',
        mutation: this,
        observer,
      });
    }
  }
  /**
   * Unsubscribes an observer from the mutation.
   * @internal
   * @param observer - The observer to remove. Garbage collection is scheduled afterwards.
   */
  removeObserver(observer) {
    this.#observers = this.#observers.filter((x) => x !== observer);
    this.scheduleGc();
    this.#mutationCache.notify({
      type: 'observerRemoved',
      mutation: this,
      observer,
    });
  }
  optionalRemove() {
    if (!this.#observers.length) {
      if (this.state.status === 'pending') this.scheduleGc();
      else this.#mutationCache.remove(this);
    }
  }
  /**
   * Resumes a mutation that is currently paused or was restored from a
   * dehydrated, still-`pending` state.
   *
   * - If this mutation has an active retryer (it paused mid-attempt, e.g. due
   *   to the network mode or scope-based queuing), its retryer is resumed.
   * - Otherwise, if the mutation's status is still `pending` (e.g. it was
   *   dehydrated while an attempt was in flight and never got a retryer in
   *   this instance), `execute` is called again with the last known variables.
   * - Otherwise the mutation has already settled and this resolves immediately
   *   without running anything again.
   * @returns A promise that settles with the resumed mutation: it rejects if the mutation fails.
   * It resolves immediately if the mutation has already settled.
   * @see {@link Mutation#execute}
   * @example
   * ```ts
   * // typically driven by reconnect handling, e.g. queryClient.resumePausedMutations()
   * const mutation = mutationCache.find({ mutationKey: ['addPost'] })
   * await mutation?.continue()
   * ```
   */
  continue() {
    return this.#retryer?.continue() ?? (this.state.status === 'pending' ? this.execute(this.state.variables) : Promise.resolve());
  }
  /**
   * Runs the mutation function for the given variables through a retryer, and
   * drives the mutation's state and lifecycle callbacks through to settlement.
   *
   * If this mutation's state is already `pending` when `execute` is called
   * (i.e. it was restored, still in-flight, from a dehydrated state), the
   * `onMutate` step is skipped and a `continue` action is dispatched to
   * unpause it; otherwise a `pending` action is dispatched first, then the
   * mutation cache's `onMutate` and the mutation's own `onMutate` option are
   * awaited in that order, and the resulting context is stored.
   *
   * The mutation function is then run (subject to `retry`/`retryDelay`/
   * `networkMode`, and to the mutation cache's scope-based serialization).
   * On success, the cache's `onSuccess`/`onSettled` callbacks run before the
   * mutation's own `onSuccess`/`onSettled` options, a `success` action is
   * dispatched, and the resolved data is returned. On failure, the same
   * cache-then-option ordering is used for `onError`/`onSettled`, but each of
   * those four callbacks is individually caught so that a throwing callback
   * cannot mask the original error; an `error` action is then dispatched and
   * the original error is re-thrown.
   * @param variables - The variables passed to the `mutationFn`.
   * @returns A promise that resolves with the mutation's data, or rejects with its error.
   * @see {@link Mutation#continue}
   * @example
   * ```ts
   * // Called internally by `MutationObserver.mutate` and `Mutation.continue` —
   * // applications normally trigger mutations through those, not this method.
   * const data = await mutation.execute(variables)
   * ```
   */
  async execute(variables) {
    const onContinue = () => {
      this.#dispatch({ type: 'continue' });
    };
    const mutationFnContext = {
      client: this.#client,
      meta: this.options.meta,
      mutationKey: this.options.mutationKey,
    };
    const retryer = (this.#retryer = createRetryer({
      fn: () => {
        if (!this.options.mutationFn) return Promise.reject(/* @__PURE__ */ new Error('No mutationFn found'));
        return this.options.mutationFn(variables, mutationFnContext);
      },
      onFail: (failureCount, error) => {
        this.#dispatch({
          type: 'failed',
          failureCount,
          error,
        });
      },
      onPause: () => {
        this.#dispatch({ type: 'pause' });
      },
      onContinue,
      retry: this.options.retry ?? 0,
      retryDelay: this.options.retryDelay,
      networkMode: this.options.networkMode,
      canRun: () => this.#mutationCache.canRun(this),
    }));
    const restored = this.state.status === 'pending';
    const isPaused = !retryer.canStart();
    try {
      if (restored) onContinue();
      else {
        this.#dispatch({
          type: 'pending',
          variables,
          isPaused,
        });
        if (this.#mutationCache.config.onMutate) await this.#mutationCache.config.onMutate(variables, this, mutationFnContext);
        const context = await this.options.onMutate?.(variables, mutationFnContext);
        if (context !== this.state.context)
          this.#dispatch({
            type: 'pending',
            context,
            variables,
            isPaused,
          });
      }
      if (this.state.isPaused && retryer.canStart()) onContinue();
      const data = await retryer.start();
      await this.#mutationCache.config.onSuccess?.(data, variables, this.state.context, this, mutationFnContext);
      await this.options.onSuccess?.(data, variables, this.state.context, mutationFnContext);
      await this.#mutationCache.config.onSettled?.(data, null, this.state.variables, this.state.context, this, mutationFnContext);
      await this.options.onSettled?.(data, null, variables, this.state.context, mutationFnContext);
      this.#dispatch({
        type: 'success',
        data,
      });
      return data;
    } catch (error) {
      try {
        await this.#mutationCache.config.onError?.(error, variables, this.state.context, this, mutationFnContext);
      } catch (e) {
        Promise.reject(e);
      }
      try {
        await this.options.onError?.(error, variables, this.state.context, mutationFnContext);
      } catch (e) {
        Promise.reject(e);
      }
      try {
        await this.#mutationCache.config.onSettled?.(void 0, error, this.state.variables, this.state.context, this, mutationFnContext);
      } catch (e) {
        Promise.reject(e);
      }
      try {
        await this.options.onSettled?.(void 0, error, variables, this.state.context, mutationFnContext);
      } catch (e) {
        Promise.reject(e);
      }
      this.#dispatch({
        type: 'error',
        error,
      });
      throw error;
    } finally {
      if (this.#retryer === retryer) this.#retryer = void 0;
      this.#mutationCache.runNext(this);
    }
  }
  #dispatch(action) {
    const reducer = (state) => {
      switch (action.type) {
        case 'failed':
          return {
            ...state,
            failureCount: action.failureCount,
            failureReason: action.error,
          };
        case 'pause':
          return {
            ...state,
            isPaused: true,
          };
        case 'continue':
          return {
            ...state,
            isPaused: false,
          };
        case 'pending':
          return {
            ...state,
            context: action.context,
            data: void 0,
            failureCount: 0,
            failureReason: null,
            error: null,
            isPaused: action.isPaused,
            status: 'pending',
            variables: action.variables,
            submittedAt: Date.now(),
          };
        case 'success':
          return {
            ...state,
            data: action.data,
            failureCount: 0,
            failureReason: null,
            error: null,
            status: 'success',
            isPaused: false,
          };
        case 'error':
          return {
            ...state,
            data: void 0,
            error: action.error,
            failureCount: state.failureCount + 1,
            failureReason: action.error,
            isPaused: false,
            status: 'error',
          };
      }
    };
    this.state = reducer(this.state);
    notifyManager.batch(() => {
      this.#observers.forEach((observer) => {
        observer.onMutationUpdate(action);
      });
      this.#mutationCache.notify({
        mutation: this,
        type: 'updated',
        action,
      });
    });
  }
};
/**
 * Returns the initial state of a mutation: `'idle'`, with no data, error, or variables.
 * @returns The initial mutation state.
 */
function getDefaultState() {
  return {
    context: void 0,
    data: void 0,
    error: null,
    failureCount: 0,
    failureReason: null,
    isPaused: false,
    status: 'idle',
    variables: void 0,
    submittedAt: 0,
  };
}
// ../../node_modules/@tanstack/query-core/build/modern/mutationCache.js
/**
 * The `MutationCache` is the storage for mutations.
 *
 * Normally, you will not interact with the `MutationCache` directly and instead use a
 * `QueryClient`. You can subscribe to it (inherited from `Subscribable`) to be informed of
 * safe/known updates to the cache, such as mutations being added, removed, or updated.
 * @example
 * ```ts
 * const unsubscribe = mutationCache.subscribe((event) => {
 *   console.log(event.type, event.mutation)
 * })
 * ```
 */
var MutationCache = class extends Subscribable {
  #mutations;
  #scopes;
  #mutationId;
  constructor(config = {}) {
    super();
    this.config = config;
    this.#mutations = /* @__PURE__ */ new Set();
    this.#scopes = /* @__PURE__ */ new Map();
    this.#mutationId = 0;
  }
  /**
   * Creates a mutation and adds it to the cache.
   * @internal
   * @param client - The client the mutation belongs to, used to default its options.
   * @param options - The mutation options. They are defaulted with {@link
   * QueryClient#defaultMutationOptions}.
   * @param state - The initial state of the mutation, e.g. when restoring a dehydrated mutation.
   * @returns The new mutation, already added to the cache.
   */
  build(client, options, state) {
    const mutation = new Mutation({
      client,
      mutationCache: this,
      mutationId: ++this.#mutationId,
      options: client.defaultMutationOptions(options),
      state,
    });
    this.add(mutation);
    return mutation;
  }
  /**
   * Adds a mutation to the cache.
   * @internal
   * @param mutation - The mutation to add. If it has a `scope`, it is queued in that scope.
   */
  add(mutation) {
    this.#mutations.add(mutation);
    const scope = scopeFor(mutation);
    if (typeof scope === 'string') {
      const scopedMutations = this.#scopes.get(scope);
      if (scopedMutations) scopedMutations.push(mutation);
      else this.#scopes.set(scope, [mutation]);
    }
    this.notify({
      type: 'added',
      mutation,
    });
  }
  /**
   * Removes a mutation from the cache.
   * @internal
   * @param mutation - The mutation to remove, also from its scope's queue.
   */
  remove(mutation) {
    if (this.#mutations.delete(mutation)) {
      const scope = scopeFor(mutation);
      if (typeof scope === 'string') {
        const scopedMutations = this.#scopes.get(scope);
        if (scopedMutations) {
          if (scopedMutations.length > 1) {
            const index = scopedMutations.indexOf(mutation);
            if (index !== -1) scopedMutations.splice(index, 1);
          } else if (scopedMutations[0] === mutation) this.#scopes.delete(scope);
        }
      }
    }
    this.notify({
      type: 'removed',
      mutation,
    });
  }
  /**
   * Checks whether a mutation can run now, given the other mutations in its `scope`.
   * @internal
   * @param mutation - The mutation to check.
   * @returns `true` if the mutation has no `scope`, or no other mutation in its scope is pending
   * ahead of it.
   */
  canRun(mutation) {
    const scope = scopeFor(mutation);
    if (typeof scope === 'string') {
      const firstPendingMutation = this.#scopes.get(scope)?.find((m) => m.state.status === 'pending');
      return !firstPendingMutation || firstPendingMutation === mutation;
    } else return true;
  }
  /**
   * Continues the next paused mutation in the same `scope` after a mutation finishes.
   * @internal
   * @param mutation - The mutation that finished.
   * @returns A promise that resolves once the next paused mutation in the same scope has continued,
   * or immediately if there is none.
   */
  runNext(mutation) {
    const scope = scopeFor(mutation);
    if (typeof scope === 'string')
      return (
        this.#scopes
          .get(scope)
          ?.find((m) => m !== mutation && m.state.isPaused)
          ?.continue() ?? Promise.resolve()
      );
    else return Promise.resolve();
  }
  /**
   * Removes all mutations from the cache.
   * @example
   * ```ts
   * const mutationCache = queryClient.getMutationCache()
   *
   * mutationCache.clear()
   * ```
   */
  clear() {
    notifyManager.batch(() => {
      const mutations = this.getAll();
      this.#mutations.clear();
      this.#scopes.clear();
      mutations.forEach((mutation) => {
        this.notify({
          type: 'removed',
          mutation,
        });
      });
    });
  }
  /**
   * Returns all mutations within the cache.
   *
   * This is not typically needed for most applications, but can come in handy when needing more
   * information about a mutation in rare scenarios.
   * @returns Every mutation in the cache.
   * @example
   * ```ts
   * const mutationCache = queryClient.getMutationCache()
   *
   * const mutations = mutationCache.getAll()
   * ```
   */
  getAll() {
    return Array.from(this.#mutations);
  }
  /**
   * A slightly more advanced method that can be used to get an existing mutation instance from
   * the cache. If the mutation does not exist, `undefined` is returned.
   *
   * This is not typically needed for most applications, but can come in handy when needing more
   * information about a mutation in rare scenarios.
   * @param filters - The filters to match. `exact` defaults to `true`.
   * @returns The first matching mutation, or `undefined`.
   * @see {@link MutationCache#findAll}
   * @example
   * ```ts
   * const mutationCache = queryClient.getMutationCache()
   *
   * const mutation = mutationCache.find({ mutationKey: ['addPost'] })
   * ```
   */
  find(filters) {
    const defaultedFilters = {
      exact: true,
      ...filters,
    };
    return this.getAll().find((mutation) => matchMutation(defaultedFilters, mutation));
  }
  /**
   * An even more advanced method that can be used to get existing mutation instances from the
   * cache that match the given filters. If no mutations match, an empty array is returned.
   *
   * This is not typically needed for most applications, but can come in handy when needing more
   * information about mutations in rare scenarios.
   * @param filters - The filters to match. Without filters, every mutation is returned.
   * @returns The matching mutations.
   * @see {@link MutationCache#find}
   * @example
   * ```ts
   * const mutationCache = queryClient.getMutationCache()
   *
   * const mutations = mutationCache.findAll({ mutationKey: ['addPost'] })
   * ```
   */
  findAll(filters = {}) {
    return this.getAll().filter((mutation) => matchMutation(filters, mutation));
  }
  /**
   * Notifies every cache listener of an event, in one batch.
   * @internal
   * @param event - The event passed to every listener.
   */
  notify(event) {
    notifyManager.batch(() => {
      this.listeners.forEach((listener) => {
        listener(event);
      });
    });
  }
  /**
   * Continues every paused mutation, e.g. when the app comes back online.
   * @internal
   * @returns A promise that resolves once every paused mutation has continued and settled.
   */
  resumePausedMutations() {
    const pausedMutations = this.getAll().filter((x) => x.state.isPaused);
    return notifyManager.batch(() => Promise.all(pausedMutations.map((mutation) => mutation.continue().catch(noop))));
  }
};
/**
 * Returns the scope id of a mutation, used to run mutations with the same scope one after another.
 * @param mutation - The mutation to read the scope of.
 * @returns The mutation's `scope.id`, or `undefined` if it has no scope.
 */
function scopeFor(mutation) {
  return mutation.options.scope?.id;
}
// ../../node_modules/@tanstack/query-core/build/modern/queryCache.js
/**
 * The `QueryCache` is the storage mechanism for TanStack Query. It stores all the data, meta
 * information, and state of the queries it contains.
 *
 * Normally, you will not interact with the `QueryCache` directly and instead use a `QueryClient`
 * for a specific cache. You can subscribe to it (inherited from `Subscribable`) to be informed of
 * safe/known updates to the cache, such as queries being added, removed, or updated — updates made
 * outside of the cache's own tracked mechanisms (e.g. mutating a query's state object directly) do
 * not notify subscribers.
 * @example
 * ```ts
 * const unsubscribe = queryCache.subscribe((event) => {
 *   console.log(event.type, event.query)
 * })
 * ```
 */
var QueryCache = class extends Subscribable {
  #queries;
  constructor(config = {}) {
    super();
    this.config = config;
    this.#queries = /* @__PURE__ */ new Map();
  }
  /**
   * Returns the existing `Query` instance for the given options' `queryKey`/`queryHash`, or
   * builds and adds a new one to the cache if none exists yet. Used by framework adapters and
   * plugins (e.g. broadcast/persistence) that need to get-or-create a `Query` directly, bypassing
   * the reactive `QueryObserver` machinery.
   * @param client - The client the query belongs to, used to default its options.
   * @param options - The query options, including the `queryKey`. A new query is created with the
   * options defaulted by {@link QueryClient#defaultQueryOptions}.
   * @param state - The initial state of a newly created query, e.g. when hydrating. Ignored if the
   * query already exists.
   * @returns The existing or newly created query.
   * @example
   * ```ts
   * const queryCache = queryClient.getQueryCache()
   *
   * const query = queryCache.build(queryClient, {
   *   queryKey: ['posts'],
   *   queryFn: fetchPosts,
   * })
   * ```
   */
  build(client, options, state) {
    const queryKey = options.queryKey;
    const queryHash = options.queryHash ?? hashQueryKeyByOptions(queryKey, options);
    let query = this.get(queryHash);
    if (!query) {
      query = new Query({
        client,
        queryKey,
        queryHash,
        options: client.defaultQueryOptions(options),
        state,
        defaultOptions: client.getQueryDefaults(queryKey),
      });
      this.add(query);
    }
    return query;
  }
  /**
   * Adds a query to the cache.
   * @internal
   * @param query - The query to add. If a query with the same hash is already cached, nothing
   * happens.
   */
  add(query) {
    if (!this.#queries.has(query.queryHash)) {
      this.#queries.set(query.queryHash, query);
      this.notify({
        type: 'added',
        query,
      });
    }
  }
  /**
   * Destroys the given `Query` and removes it from the cache, notifying subscribers with a
   * `'removed'` event. A no-op if the query is no longer the one currently stored under its hash
   * (e.g. it was already replaced). Used by plugins (e.g. the broadcast client) that mirror
   * removals across `QueryCache` instances.
   * @param query - The query to remove.
   * @example
   * ```ts
   * const queryCache = queryClient.getQueryCache()
   * const query = queryCache.find({ queryKey: ['posts'] })
   *
   * if (query) {
   *   queryCache.remove(query)
   * }
   * ```
   */
  remove(query) {
    if (this.#queries.get(query.queryHash) === query) {
      query.destroy();
      this.#queries.delete(query.queryHash);
      this.notify({
        type: 'removed',
        query,
      });
    }
  }
  /**
   * Removes all queries from the cache.
   * @example
   * ```ts
   * const queryCache = queryClient.getQueryCache()
   *
   * queryCache.clear()
   * ```
   */
  clear() {
    notifyManager.batch(() => {
      this.getAll().forEach((query) => {
        this.remove(query);
      });
    });
  }
  /**
   * Returns the `Query` instance stored under the given `queryHash`, or `undefined` if none
   * exists. Unlike {@link QueryCache#find}, this looks up by the already-computed hash rather
   * than by `QueryFilters`. Used by plugins (e.g. broadcast/hydration) that already have a hash
   * to look up directly.
   * @param queryHash - The hash of the query to look up.
   * @returns The query stored under the hash, or `undefined`.
   * @example
   * ```ts
   * const queryCache = queryClient.getQueryCache()
   * const queryHash = hashKey(['posts'])
   *
   * const query = queryCache.get(queryHash)
   * ```
   */
  get(queryHash) {
    return this.#queries.get(queryHash);
  }
  /**
   * Returns all queries within the cache.
   * @returns Every query in the cache.
   * @example
   * ```ts
   * const queryCache = queryClient.getQueryCache()
   *
   * const queries = queryCache.getAll()
   * ```
   */
  getAll() {
    return [...this.#queries.values()];
  }
  /**
   * A slightly more advanced method that can be used to get an existing query instance from the
   * cache. This instance not only contains all the state for the query, but all of the instances,
   * and underlying guts of the query as well. If the query does not exist, `undefined` is
   * returned.
   *
   * This is not typically needed for most applications, but can come in handy when needing more
   * information about a query in rare scenarios (e.g. looking at `query.state.dataUpdatedAt` to
   * decide whether a query is fresh enough to be used as an initial value).
   * @param filters - The filters to match, including the required `queryKey`. `exact` defaults to
   * `true`.
   * @returns The first matching query, or `undefined`.
   * @see {@link QueryCache#findAll}
   * @example
   * ```ts
   * const queryCache = queryClient.getQueryCache()
   *
   * const query = queryCache.find({ queryKey: ['posts'] })
   * ```
   */
  find(filters) {
    const defaultedFilters = {
      exact: true,
      ...filters,
    };
    return this.getAll().find((query) => matchQuery(defaultedFilters, query));
  }
  /**
   * An even more advanced method that can be used to get existing query instances from the cache
   * that partially match a query key. If no queries match, an empty array is returned.
   *
   * This is not typically needed for most applications, but can come in handy when needing more
   * information about queries in rare scenarios.
   * @param filters - The filters to match. Without filters, every query is returned.
   * @returns The matching queries.
   * @see {@link QueryCache#find}
   * @example
   * ```ts
   * const queryCache = queryClient.getQueryCache()
   *
   * const queries = queryCache.findAll({ queryKey: ['posts'] })
   * ```
   */
  findAll(filters = {}) {
    const queries = this.getAll();
    return Object.keys(filters).length > 0 ? queries.filter((query) => matchQuery(filters, query)) : queries;
  }
  /**
   * Notifies every cache listener of an event, in one batch.
   * @internal
   * @param event - The event passed to every listener.
   */
  notify(event) {
    notifyManager.batch(() => {
      this.listeners.forEach((listener) => {
        listener(event);
      });
    });
  }
  /**
   * Calls {@link Query#onFocus} on every cached query, in one batch.
   * @internal
   */
  onFocus() {
    notifyManager.batch(() => {
      this.getAll().forEach((query) => {
        query.onFocus();
      });
    });
  }
  /**
   * Calls {@link Query#onOnline} on every cached query, in one batch.
   * @internal
   */
  onOnline() {
    notifyManager.batch(() => {
      this.getAll().forEach((query) => {
        query.onOnline();
      });
    });
  }
};
// ../../node_modules/@tanstack/query-core/build/modern/queryClient.js
/**
 * `QueryClient` is used to interact with a cache of queries and mutations. It owns a
 * `QueryCache` and a `MutationCache` (creating default ones if none are passed in) and holds
 * the default options that are applied to queries and mutations created through it.
 * @example
 * ```ts
 * const queryClient = new QueryClient({
 *   defaultOptions: {
 *     queries: {
 *       staleTime: Infinity,
 *     },
 *   },
 * })
 *
 * await queryClient.query({ queryKey: ['posts'], queryFn: fetchPosts })
 * ```
 */
var QueryClient = class {
  #queryCache;
  #mutationCache;
  #defaultOptions;
  #queryDefaults;
  #mutationDefaults;
  #mountCount;
  #unsubscribeFocus;
  #unsubscribeOnline;
  constructor(config = {}) {
    this.#queryCache = config.queryCache || new QueryCache();
    this.#mutationCache = config.mutationCache || new MutationCache();
    this.#defaultOptions = config.defaultOptions || {};
    this.#queryDefaults = /* @__PURE__ */ new Map();
    this.#mutationDefaults = /* @__PURE__ */ new Map();
    this.#mountCount = 0;
  }
  /**
   * Called by a framework adapter's `QueryClientProvider`-equivalent when it mounts, to start
   * listening for focus/online events and resume paused mutations. Ref-counted via an internal
   * mount count, so nested or multiple providers sharing the same `QueryClient` don't tear down
   * the shared listeners until the last one unmounts.
   */
  mount() {
    this.#mountCount++;
    if (this.#mountCount !== 1) return;
    this.#unsubscribeFocus = focusManager.subscribe(async (focused) => {
      if (focused) {
        await this.resumePausedMutations();
        this.#queryCache.onFocus();
      }
    });
    this.#unsubscribeOnline = onlineManager.subscribe(async (online) => {
      if (online) {
        await this.resumePausedMutations();
        this.#queryCache.onOnline();
      }
    });
  }
  /**
   * The inverse of {@link QueryClient#mount} — called by a framework adapter's
   * `QueryClientProvider`-equivalent when it unmounts. Only tears down the focus/online
   * listeners once the mount count returns to `0`.
   */
  unmount() {
    this.#mountCount--;
    if (this.#mountCount !== 0) return;
    this.#unsubscribeFocus?.();
    this.#unsubscribeFocus = void 0;
    this.#unsubscribeOnline?.();
    this.#unsubscribeOnline = void 0;
  }
  /**
   * Returns the number of queries in the cache that are currently fetching, optionally
   * matching a set of filters. This includes background-fetching, loading new pages, and
   * loading more infinite query results.
   * @param filters - Narrows down which fetching queries are counted. Without filters, every
   * fetching query is counted.
   * @returns The number of matching queries whose `fetchStatus` is `'fetching'`.
   * @example
   * ```ts
   * if (queryClient.isFetching()) {
   *   console.log('At least one query is fetching!')
   * }
   * ```
   */
  isFetching(filters) {
    return this.#queryCache.findAll({
      ...filters,
      fetchStatus: 'fetching',
    }).length;
  }
  /**
   * Returns the number of mutations in the cache that are currently pending, optionally
   * matching a set of filters.
   * @param filters - Narrows down which pending mutations are counted. Without filters, every
   * pending mutation is counted.
   * @returns The number of matching mutations whose `status` is `'pending'`.
   * @example
   * ```ts
   * if (queryClient.isMutating()) {
   *   console.log('At least one mutation is pending!')
   * }
   * ```
   */
  isMutating(filters) {
    return this.#mutationCache.findAll({
      ...filters,
      status: 'pending',
    }).length;
  }
  /**
   * Imperative (non-reactive) way to retrieve data for a QueryKey.
   * Should only be used in callbacks or functions where reading the latest data is necessary, e.g. for optimistic updates.
   *
   * Hint: Do not use this function inside a component, because it won't receive updates.
   * Use `useQuery` to create a `QueryObserver` that subscribes to changes.
   * @param queryKey - The query key of the query to read.
   * @returns The cached data for the query, or `undefined` if no query with this key has been observed yet.
   * @see {@link QueryClient#getQueriesData}
   */
  getQueryData(queryKey) {
    const options = this.defaultQueryOptions({ queryKey });
    return this.#queryCache.get(options.queryHash)?.state.data;
  }
  /**
   * Returns the cached data of a query, or fetches it if there is none. With `revalidateIfStale`,
   * stale cached data is also refetched in the background.
   * @param options - The query options. If the query has no cached data yet, it is fetched with
   * these options.
   * @returns A promise that resolves to the cached data, or to the fetched data if nothing was
   * cached yet.
   * @deprecated Use queryClient.query({ ...options, staleTime: 'static' }) instead. This method will be removed in the next major version.
   */
  ensureQueryData(options) {
    const defaultedOptions = this.defaultQueryOptions(options);
    const query = this.#queryCache.build(this, defaultedOptions);
    const cachedData = query.state.data;
    if (cachedData === void 0) return this.fetchQuery(options);
    if (options.revalidateIfStale && query.isStaleByTime(resolveQueryValue(defaultedOptions.staleTime, query)))
      this.prefetchQuery(defaultedOptions);
    return Promise.resolve(cachedData);
  }
  /**
   * Imperative (non-reactive) way to retrieve the cached data of multiple queries at once.
   * Only queries matching the given filters are returned; if none match, an empty array is
   * returned.
   *
   * Because the matched queries can hold data of different shapes (e.g. a broad filter can match
   * queries with unrelated data types), the `TQueryFnData` generic defaults to `unknown` rather
   * than being inferred. Passing a more specific type is a convenience for call sites that know
   * every matched query holds the same shape — it is not checked against the actual cache
   * contents.
   * @param filters - The filters that select which queries to read.
   * @returns An array of query key and data pairs. The data is `undefined` for a query with no cached data.
   * @see {@link QueryClient#getQueryData}
   * @example
   * ```ts
   * const data = queryClient.getQueriesData({ queryKey: ['posts'] })
   * ```
   */
  getQueriesData(filters) {
    return this.#queryCache.findAll(filters).map(({ queryKey, state }) => {
      return [queryKey, state.data];
    });
  }
  /**
   * Synchronous way to immediately update a query's cached data. If the updater (or the value
   * passed) resolves to `undefined`, the cache is left untouched and no query is created;
   * otherwise, if the query does not exist yet, it will be created. To update multiple queries
   * at once by partially matching query keys, use {@link QueryClient#setQueriesData} instead.
   *
   * Updates must be performed immutably: do not mutate `oldData`, or data previously retrieved
   * via {@link QueryClient#getQueryData}, in place.
   * @param queryKey - The query key to set data for.
   * @param updater - Either the new data, or a function that receives the current data (which
   * may be `undefined`) and returns the new data.
   * @param options - Set `updatedAt` to override the timestamp the written data is recorded with.
   * @returns The data that was written, or `undefined` if the updater returned `undefined` — in that case
   * the write is skipped and the cache is left unchanged.
   * @example
   * ```ts
   * queryClient.setQueryData(['posts'], newPosts)
   *
   * // Or, using an updater function that receives the current data:
   * queryClient.setQueryData(['posts'], (oldPosts) => [...oldPosts, newPost])
   * ```
   */
  setQueryData(queryKey, updater, options) {
    const defaultedOptions = this.defaultQueryOptions({ queryKey });
    const prevData = this.#queryCache.get(defaultedOptions.queryHash)?.state.data;
    const data = functionalUpdate(updater, prevData);
    if (data === void 0) return;
    return this.#queryCache.build(this, defaultedOptions).setData(data, {
      ...options,
      manual: true,
    });
  }
  /**
   * Synchronous way to immediately update the cached data of multiple queries at once, using
   * filters or partial query key matching. Only queries that already exist and match the given
   * filters are updated; no new cache entries are created. Internally this calls
   * {@link QueryClient#setQueryData} for each matching query.
   * @param filters - The filters that select which existing queries to update.
   * @param updater - Either the new data, or a function that receives each matched query's current
   * data (which may be `undefined`) and returns the new data.
   * @param options - Set `updatedAt` to override the timestamp the written data is recorded with.
   * @returns One `[queryKey, data]` tuple per matched query, in the same shape and with the same
   * `undefined` case as {@link QueryClient#setQueryData}.
   * @example
   * ```ts
   * queryClient.setQueriesData({ queryKey: ['posts'] }, (oldPosts) =>
   *   oldPosts ? oldPosts.filter((post) => post.id !== deletedId) : oldPosts,
   * )
   * ```
   */
  setQueriesData(filters, updater, options) {
    return notifyManager.batch(() =>
      this.#queryCache.findAll(filters).map(({ queryKey }) => [queryKey, this.setQueryData(queryKey, updater, options)]),
    );
  }
  /**
   * Imperative (non-reactive) way to retrieve an existing query's state. If the query does not
   * exist, `undefined` is returned.
   * @param queryKey - The query key of the query to read.
   * @returns The query's state, or `undefined` if no query with this key exists.
   * @example
   * ```ts
   * const state = queryClient.getQueryState(['posts'])
   * console.log(state?.dataUpdatedAt)
   * ```
   */
  getQueryState(queryKey) {
    const options = this.defaultQueryOptions({ queryKey });
    return this.#queryCache.get(options.queryHash)?.state;
  }
  /**
   * Removes queries from the cache that match the given filters. Unlike
   * {@link QueryClient#invalidateQueries} or {@link QueryClient#refetchQueries}, this removes
   * matching queries from the cache instead of refetching them. Without filters, every query in
   * the cache is removed.
   * @param filters - The filters that select which queries to remove. Without filters, every query
   * is removed.
   * @example
   * ```ts
   * queryClient.removeQueries({ queryKey: ['posts'], exact: true })
   * ```
   */
  removeQueries(filters) {
    const queryCache = this.#queryCache;
    notifyManager.batch(() => {
      queryCache.findAll(filters).forEach((query) => {
        queryCache.remove(query);
      });
    });
  }
  /**
   * Resets queries matching the given filters back to their initial state (e.g. any
   * `initialData`), notifying subscribers rather than removing them. Active queries among the
   * matched set are then refetched, and the returned promise resolves once that refetch settles.
   * @param filters - The filters that select which queries to reset. Without filters, every query
   * is reset.
   * @param options - Passed to the refetch of the active matched queries, e.g. `cancelRefetch` and
   * `throwOnError`.
   * @returns A promise that resolves once the refetch of the active matched queries settles.
   * @example
   * ```ts
   * await queryClient.resetQueries({ queryKey: ['posts'], exact: true })
   * ```
   */
  resetQueries(filters, options) {
    const queryCache = this.#queryCache;
    return notifyManager.batch(() => {
      const matched = queryCache.findAll(filters);
      const queriesToRefetch = new Set(matched);
      matched.forEach((query) => {
        query.reset();
      });
      return this.refetchQueries(
        {
          type: 'active',
          predicate: (query) => queriesToRefetch.has(query),
        },
        options,
      );
    });
  }
  /**
   * Cancels outgoing fetches for queries matching the given filters. Most useful when performing
   * optimistic updates, since any outgoing refetch that resolves afterwards would otherwise
   * overwrite the optimistic update. By default (`revert: true`), a cancelled query's data is
   * reverted to its state before the outgoing fetch started.
   *
   * The returned promise never rejects, even if individual cancellations fail.
   * @param filters - The filters that select which queries to cancel. Without filters, every query
   * is cancelled.
   * @param cancelOptions - Passed to each matched query's cancellation. `revert` defaults to
   * `true`.
   * @returns A promise that resolves once every cancellation has settled.
   * @example
   * ```ts
   * await queryClient.cancelQueries({ queryKey: ['posts'], exact: true })
   * ```
   */
  cancelQueries(filters, cancelOptions = {}) {
    const defaultedCancelOptions = {
      revert: true,
      ...cancelOptions,
    };
    const promises = notifyManager.batch(() => this.#queryCache.findAll(filters).map((query) => query.cancel(defaultedCancelOptions)));
    return Promise.all(promises).then(noop).catch(noop);
  }
  /**
   * Marks queries matching the given filters as invalidated. Unlike
   * {@link QueryClient#removeQueries}, invalidated queries stay in the cache.
   *
   * Unless `filters.refetchType` is `'none'`, matching queries are then refetched via
   * {@link QueryClient#refetchQueries}, using `filters.refetchType` if set, otherwise
   * `filters.type`, otherwise `'active'`.
   * @param filters - The filters that select which queries to invalidate, plus `refetchType` to
   * control which of them to refetch afterwards. Without filters, every query is invalidated.
   * @param options - Passed to {@link QueryClient#refetchQueries}, e.g. `cancelRefetch` and
   * `throwOnError`.
   * @returns A promise that resolves once the refetch settles, or immediately if `refetchType` is
   * `'none'`.
   * @example
   * ```ts
   * await queryClient.invalidateQueries({ queryKey: ['posts'], refetchType: 'active' })
   * ```
   */
  invalidateQueries(filters, options = {}) {
    return notifyManager.batch(() => {
      this.#queryCache.findAll(filters).forEach((query) => {
        query.invalidate();
      });
      if (filters?.refetchType === 'none') return Promise.resolve();
      return this.refetchQueries(
        {
          ...filters,
          type: filters?.refetchType ?? filters?.type ?? 'active',
        },
        options,
      );
    });
  }
  /**
   * Refetches queries matching the given filters, regardless of whether they are stale. Without
   * filters, every query in the cache is refetched. Queries that are disabled, or static (only
   * have observers with a static `staleTime`), are never refetched.
   *
   * By default (`cancelRefetch: true`), a currently running fetch is cancelled before the new
   * one starts. The returned promise does not reject on individual query failures unless
   * `throwOnError` is `true`.
   *
   * Initially paused fetches do not delay the returned promise. Their later errors are handled
   * even when `throwOnError` is `true`.
   * @param filters - The filters that select which queries to refetch. Without filters, every query
   * in the cache is included.
   * @param options - Set `cancelRefetch` to `false` to keep a running fetch instead of cancelling
   * it, and `throwOnError` to `true` to reject when a refetch that was not initially paused fails.
   * @returns A promise that resolves once all matching refetches that were not initially paused
   * have settled.
   * @example
   * ```ts
   * // refetch all active queries partially matching a query key:
   * await queryClient.refetchQueries({ queryKey: ['posts'], type: 'active' })
   * ```
   */
  refetchQueries(filters, options = {}) {
    const fetchOptions = {
      ...options,
      cancelRefetch: options.cancelRefetch ?? true,
    };
    const promises = notifyManager.batch(() =>
      this.#queryCache
        .findAll(filters)
        .filter((query) => !query.isDisabled() && !query.isStatic())
        .map((query) => {
          let promise = query.fetch(void 0, fetchOptions);
          const isPaused = query.state.fetchStatus === 'paused';
          if (!fetchOptions.throwOnError || isPaused) promise = promise.catch(noop);
          return isPaused ? Promise.resolve() : promise;
        }),
    );
    return Promise.all(promises).then(noop);
  }
  /**
   * Asynchronous method to fetch and cache a query, resolving with the data or throwing with
   * the error.
   *
   * If the query already exists in the cache and its data is not stale (per the given
   * `staleTime`), the cached data is returned without fetching. Otherwise, the query is fetched
   * and the promise resolves once the fetch settles. If a `select` function is provided, it is
   * applied to the data in both cases (cached or freshly fetched) before it is returned.
   *
   * Unlike a reactive observer, retries are disabled by default here (`retry: false`) unless
   * explicitly configured, since there is no component to catch a thrown error and retry through
   * re-render.
   *
   * The accepted options are `QueryObserverOptions` minus the fields that only make sense for a
   * reactive observer — `enabled`, `refetchInterval`, `refetchIntervalInBackground`,
   * `refetchOnWindowFocus`, `refetchOnReconnect`, `refetchOnMount`, `retryOnMount`,
   * `notifyOnChangeProps`, `throwOnError`, `suspense`, and `placeholderData` are not part of this
   * method's options.
   *
   * This method replaces the deprecated `fetchQuery`, and — combined with
   * `{ staleTime: 'static' }` — the deprecated `ensureQueryData`.
   * @param options - The query options, including the `queryKey` and the `queryFn` used if the
   * query needs to fetch.
   * @returns A promise that resolves to the data, or to the result of `select` if provided. It
   * rejects with the error from the fetch or from `select`.
   * @example
   * ```ts
   * try {
   *   const data = await queryClient.query({ queryKey, queryFn, staleTime: 10000 })
   * } catch (error) {
   *   console.log(error)
   * }
   * ```
   */
  async query(options) {
    const defaultedOptions = this.defaultQueryOptions(options);
    if (defaultedOptions.retry === void 0) defaultedOptions.retry = false;
    const query = this.#queryCache.build(this, defaultedOptions);
    const queryData = query.isStaleByTime(resolveQueryValue(defaultedOptions.staleTime, query))
      ? await query.fetch(defaultedOptions)
      : query.state.data;
    const select = defaultedOptions.select;
    if (select) return select(queryData);
    return queryData;
  }
  /**
   * Fetches and caches a query, or returns its cached data if it isn't stale. Unlike in observers,
   * the fetch isn't retried unless `retry` is set.
   * @param options - The query options, including the `queryKey` and the `queryFn` used if the
   * query needs to fetch.
   * @returns A promise that resolves to the cached or fetched data, or rejects with the fetch
   * error.
   * @deprecated Use queryClient.query(options) instead. This method will be removed in the next major version.
   */
  fetchQuery(options) {
    const defaultedOptions = this.defaultQueryOptions(options);
    if (defaultedOptions.retry === void 0) defaultedOptions.retry = false;
    const query = this.#queryCache.build(this, defaultedOptions);
    return query.isStaleByTime(resolveQueryValue(defaultedOptions.staleTime, query))
      ? query.fetch(defaultedOptions)
      : Promise.resolve(query.state.data);
  }
  /**
   * Fetches and caches a query like {@link QueryClient#fetchQuery}, but ignores the result and any
   * error.
   * @param options - The query options, including the `queryKey` and the `queryFn` used if the
   * query needs to fetch.
   * @returns A promise that resolves once the fetch settles. It never rejects.
   * @deprecated Use queryClient.query(options) instead. You can swallow errors with `.catch(noop)`. This method will be removed in the next major version.
   */
  prefetchQuery(options) {
    return this.fetchQuery(options).then(noop).catch(noop);
  }
  /**
   * Asynchronous method to fetch and cache an infinite query, resolving with an
   * {@link InfiniteData} object or throwing with the error.
   *
   * Behaves like {@link QueryClient#query}, accepting the same options (minus
   * `initialPageParam`), plus the required `initialPageParam`, and an optional `pages` /
   * `getNextPageParam` pair used to refetch a fixed number of pages from the start.
   *
   * This method replaces the deprecated `fetchInfiniteQuery`, and — combined with
   * `{ staleTime: 'static' }` — the deprecated `ensureInfiniteQueryData`.
   * @param options - The infinite query options, including the `queryKey`, the `queryFn`, and the
   * `initialPageParam`.
   * @returns A promise that resolves to the {@link InfiniteData}, or to the result of `select` if
   * provided. It rejects with the error from the fetch or from `select`.
   * @example
   * ```ts
   * try {
   *   const data = await queryClient.infiniteQuery({ queryKey, queryFn, initialPageParam: 0 })
   *   console.log(data.pages)
   * } catch (error) {
   *   console.log(error)
   * }
   * ```
   */
  infiniteQuery(options) {
    options._type = 'infinite';
    return this.query(options);
  }
  /**
   * Fetches and caches an infinite query, or returns its cached data if it isn't stale.
   * @param options - The infinite query options, including the `queryKey`, the `queryFn`, and the
   * `initialPageParam`.
   * @returns A promise that resolves to the cached or fetched {@link InfiniteData}, or rejects with
   * the fetch error.
   * @deprecated Use queryClient.infiniteQuery(options) instead. This method will be removed in the next major version.
   */
  fetchInfiniteQuery(options) {
    options._type = 'infinite';
    return this.fetchQuery(options);
  }
  /**
   * Fetches and caches an infinite query like {@link QueryClient#fetchInfiniteQuery}, but ignores
   * the result and any error.
   * @param options - The infinite query options, including the `queryKey`, the `queryFn`, and the
   * `initialPageParam`.
   * @returns A promise that resolves once the fetch settles. It never rejects.
   * @deprecated Use queryClient.infiniteQuery(options) instead. You can swallow errors with `.catch(noop)`. This method will be removed in the next major version.
   */
  prefetchInfiniteQuery(options) {
    return this.fetchInfiniteQuery(options).then(noop).catch(noop);
  }
  /**
   * Returns the cached data of an infinite query, or fetches it if there is none. With
   * `revalidateIfStale`, stale cached data is also refetched in the background.
   * @param options - The infinite query options. If the query has no cached data yet, it is fetched
   * with these options.
   * @returns A promise that resolves to the cached {@link InfiniteData}, or to the fetched data if
   * nothing was cached yet.
   * @deprecated Use queryClient.infiniteQuery({ ...options, staleTime: 'static' }) instead. This method will be removed in the next major version.
   */
  ensureInfiniteQueryData(options) {
    options._type = 'infinite';
    return this.ensureQueryData(options);
  }
  /**
   * Resumes mutations that were paused because there was no network connection. Does nothing
   * (resolving immediately) if the client is currently offline.
   * @returns A promise that resolves once the resumed mutations have settled.
   * @example
   * ```ts
   * import { QueryClient } from '@tanstack/query-core'
   *
   * const queryClient = new QueryClient()
   * await queryClient.resumePausedMutations()
   * ```
   */
  resumePausedMutations() {
    if (onlineManager.isOnline()) return this.#mutationCache.resumePausedMutations();
    return Promise.resolve();
  }
  /**
   * Returns the query cache this client is connected to.
   * @returns The {@link QueryCache} instance.
   * @example
   * ```ts
   * import { QueryClient } from '@tanstack/query-core'
   *
   * const queryClient = new QueryClient()
   * const queryCache = queryClient.getQueryCache()
   * const queries = queryCache.findAll({ queryKey: ['posts'] })
   * ```
   */
  getQueryCache() {
    return this.#queryCache;
  }
  /**
   * Returns the mutation cache this client is connected to.
   * @returns The {@link MutationCache} instance.
   * @example
   * ```ts
   * import { QueryClient } from '@tanstack/query-core'
   *
   * const queryClient = new QueryClient()
   * const mutationCache = queryClient.getMutationCache()
   * const mutations = mutationCache.findAll({ status: 'pending' })
   * ```
   */
  getMutationCache() {
    return this.#mutationCache;
  }
  /**
   * Returns the default options that were set when creating the client, or via
   * {@link QueryClient#setDefaultOptions}.
   * @returns The client's current default options.
   * @example
   * ```ts
   * import { QueryClient } from '@tanstack/query-core'
   *
   * const queryClient = new QueryClient()
   * const defaultOptions = queryClient.getDefaultOptions()
   * ```
   */
  getDefaultOptions() {
    return this.#defaultOptions;
  }
  /**
   * Dynamically sets the default options for this client, overwriting any previously defined
   * default options.
   * @param options - The new default options for queries and mutations.
   * @see {@link QueryClient#getDefaultOptions}
   * @example
   * ```ts
   * import { QueryClient } from '@tanstack/query-core'
   *
   * const queryClient = new QueryClient()
   * queryClient.setDefaultOptions({
   *   queries: {
   *     staleTime: Infinity,
   *   },
   * })
   * ```
   */
  setDefaultOptions(options) {
    this.#defaultOptions = options;
  }
  /**
   * Sets default options for queries whose query key partially matches the given `queryKey`.
   *
   * If several registered query defaults match a given query key, they are merged together in
   * registration order by {@link QueryClient#getQueryDefaults}, so register defaults from the
   * most generic key to the least generic one — more specific defaults should be registered
   * after more generic ones so they take precedence.
   * @param queryKey - The query key that query keys are partially matched against.
   * @param options - The default options applied to matching queries.
   * @example
   * ```ts
   * queryClient.setQueryDefaults(['posts'], { queryFn: fetchPosts })
   *
   * await queryClient.query({ queryKey: ['posts'] })
   * ```
   */
  setQueryDefaults(queryKey, options) {
    this.#queryDefaults.set(hashKey(queryKey), {
      queryKey,
      defaultOptions: options,
    });
  }
  /**
   * Returns the default options registered for queries whose query key partially matches the
   * given `queryKey`, via {@link QueryClient#setQueryDefaults}. If multiple registered defaults
   * match, they are merged together in registration order.
   * @param queryKey - The query key to look up registered defaults for.
   * @returns The merged default options of every registration that matches, or an empty object if
   * none match.
   * @example
   * ```ts
   * const defaultOptions = queryClient.getQueryDefaults(['posts'])
   * ```
   */
  getQueryDefaults(queryKey) {
    const defaults = [...this.#queryDefaults.values()];
    const result = {};
    defaults.forEach((queryDefault) => {
      if (partialMatchKey(queryKey, queryDefault.queryKey)) Object.assign(result, queryDefault.defaultOptions);
    });
    return result;
  }
  /**
   * Sets default options for mutations whose mutation key partially matches the given
   * `mutationKey`. As with {@link QueryClient#setQueryDefaults}, the order of registration
   * matters when several registered defaults match the same mutation key.
   * @param mutationKey - The mutation key that mutation keys are partially matched against.
   * @param options - The default options applied to matching mutations.
   * @see {@link QueryClient#getMutationDefaults}
   * @example
   * ```ts
   * queryClient.setMutationDefaults(['addPost'], { mutationFn: addPost })
   * ```
   */
  setMutationDefaults(mutationKey, options) {
    this.#mutationDefaults.set(hashKey(mutationKey), {
      mutationKey,
      defaultOptions: options,
    });
  }
  /**
   * Returns the default options registered for mutations whose mutation key partially matches
   * the given `mutationKey`, via {@link QueryClient#setMutationDefaults}. If multiple registered
   * defaults match, they are merged together in registration order.
   * @param mutationKey - The mutation key to look up registered defaults for.
   * @returns The merged default options of every registration that matches, or an empty object if
   * none match.
   * @example
   * ```ts
   * const defaultOptions = queryClient.getMutationDefaults(['addPost'])
   * ```
   */
  getMutationDefaults(mutationKey) {
    const defaults = [...this.#mutationDefaults.values()];
    const result = {};
    defaults.forEach((queryDefault) => {
      if (partialMatchKey(mutationKey, queryDefault.mutationKey)) Object.assign(result, queryDefault.defaultOptions);
    });
    return result;
  }
  /**
   * Called by framework adapters (e.g. inside `useQuery`) to resolve the options passed by the
   * caller into their final, defaulted form: merging the client's own `defaultOptions.queries`,
   * then `queryClient.setQueryDefaults` for the given `queryKey`, then the caller's options on
   * top. A no-op if the options are already defaulted (`_defaulted: true`).
   * @param options - The query options passed by the caller.
   * @returns The defaulted options, with `queryHash` and dependent defaults (e.g.
   * `refetchOnReconnect`) filled in.
   */
  defaultQueryOptions(options) {
    if (options._defaulted) return options;
    const defaultedOptions = {
      ...this.#defaultOptions.queries,
      ...this.getQueryDefaults(options.queryKey),
      ...options,
      _defaulted: true,
    };
    if (!defaultedOptions.queryHash) defaultedOptions.queryHash = hashQueryKeyByOptions(defaultedOptions.queryKey, defaultedOptions);
    if (defaultedOptions.refetchOnReconnect === void 0) defaultedOptions.refetchOnReconnect = defaultedOptions.networkMode !== 'always';
    if (defaultedOptions.throwOnError === void 0) defaultedOptions.throwOnError = !!defaultedOptions.suspense;
    if (!defaultedOptions.networkMode && defaultedOptions.persister) defaultedOptions.networkMode = 'offlineFirst';
    if (defaultedOptions.queryFn === skipToken) defaultedOptions.enabled = false;
    return defaultedOptions;
  }
  /**
   * The mutation counterpart of {@link QueryClient#defaultQueryOptions}. Called by framework
   * adapters (e.g. inside `useMutation`) to merge the client's `defaultOptions.mutations`, then
   * `queryClient.setMutationDefaults` for the given `mutationKey`, then the caller's options on
   * top. A no-op if the options are already defaulted (`_defaulted: true`).
   * @param options - The mutation options passed by the caller.
   * @returns The defaulted options.
   */
  defaultMutationOptions(options) {
    if (options?._defaulted) return options;
    return {
      ...this.#defaultOptions.mutations,
      ...(options?.mutationKey && this.getMutationDefaults(options.mutationKey)),
      ...options,
      _defaulted: true,
    };
  }
  /**
   * Clears both the query cache and the mutation cache this client is connected to.
   * @example
   * ```ts
   * import { QueryClient } from '@tanstack/query-core'
   *
   * const queryClient = new QueryClient()
   * queryClient.clear()
   * ```
   */
  clear() {
    this.#queryCache.clear();
    this.#mutationCache.clear();
  }
};
// ../../node_modules/@tanstack/react-query/build/modern/useQuery.js
function useQuery(options, queryClient) {
  return useBaseQuery(options, QueryObserver, queryClient);
}
// ../../packages/shared/src/accounts/names.ts
/** The header badge (docs/design.md §6). */
function badgeOf(u) {
  if (u.is_volunteer > 0) return 'VOLUNTEER';
  return u.identity_status === 'approved' ? 'VERIFIED' : 'UNVERIFIED';
}
/** The name shown for a user: the organisation's name, or first and last name. */
function displayName(u) {
  return u.is_organization ? (u.organization_name ?? '') : `${u.first_name} ${u.last_name}`.trim();
}
/** Where a user lives, as shown: "LGA, State" (either may be missing). */
function placeOf(u) {
  return [u.lga?.local_name, u.state?.name].filter(Boolean).join(', ');
}
// ../../node_modules/@nanostores/i18n/count/index.js
var count = transform((locale, translation, num) => {
  let form = new Intl.PluralRules(locale).select(num);
  if (!(form in translation)) form = 'other' in translation ? 'other' : 'many';
  return strings(translation[form], (str) => str.replace(/{count}/g, num));
});
// ../../packages/shared/src/messages.ts
/** Messages the spec gives word for word (sections 5 and 8). */
var Msg = {
  maxLength: (n) => `Value too long. Must be a maximum of ${n} characters in length.`,
  minLength: (n) => `Value too short. Must be a minimum of ${n} characters in length.`,
  email: 'Email must be a valid mail.',
  password: 'At least a number, a capital letter, and a minimum of 8 characters.',
  confirmPassword: 'Must be equal to the password entry.',
  phonePrefix: 'Your phone number should start with +234.',
  phoneLength: 'Your phone number should look like +2348012345678',
  required: (field) => `${field} can't be empty`,
  formInvalid: 'Some of your inputs are not valid',
  resetMismatch: 'The password field must be the same with the confirm password field',
  selectImageFirst: 'You need to select an image first!',
  somethingWrong: "Oops! There's something wrong! Try again!",
  verifyBeforeCreate: 'You need to verify your account before you can create campaigns.',
  selectCampaignToEdit: 'Select a campaign to edit.',
  errorTryAgain: 'An error occured! Try again',
  errorTryAgain2: 'An error occure. Try again',
  errorProfileImage: 'An error occured uploading profile image',
  errorImage: 'An error occured uploading the image',
  errorVolunteers: 'An error occured while loading all volunteers',
  errorVerifyCampaign: 'An error occured while verifying campaign',
  donationsLoadFailed: 'An error occured, please refresh',
  noDonations: "You've not made any donations",
  noRewards: 'There are no rewards',
  noComments: 'No Comment for this campaign',
  noCampaignsFound: 'No campaigns found',
  noCampaign: 'no campaign',
  noSuccessStories: 'no success stories yet',
  noVerifiedOrgs: 'no verified organizations available yet',
  noOrgData: 'Sorry, there is no organization data',
  orgNoCampaigns: 'This organization has no campaigns',
  noSuccessStoriesAvailable: 'no success stories available yet',
  emailVerifyFailed: 'Your email was not verified successfully. Click the button below to request another mail.',
  emailVerifySuccess: 'Your email has been verified successfully. You can now proceed to login',
  boundary: 'Something went wrong: ',
};
// src/sw/offline-rules.ts
/**
 * What the service worker keeps for offline reading (decision 079), shared with the page: the
 * caches' names (signing out empties the API copies) and the header that dates a copy.
 */
var CACHES = {
  api: 'ireti-api',
  assets: 'ireti-assets',
  pictures: 'ireti-pictures',
  pages: 'ireti-pages',
};
/** Set on an API answer served from the service worker's copy: when that copy was saved (ISO 8601). */
var SAVED_AT_HEADER = 'x-ireti-saved-at';
/** The message the page posts to the worker when someone signs out: nothing of theirs may be written after it. */
var SIGNED_OUT_MESSAGE = 'ireti:signed-out';
// src/lib/texts-now.ts
/**
 * Texts read outside a component's render (a plain function called from an event handler or a
 * request's failure): a store of texts follows the language only while something listens to it,
 * so from its first read on one listens for the page's life, and `.get()` is the current language
 * (its area's catalogue is fetched on that first read, not with every page that imports the code).
 */
function keepCurrent(messages) {
  const read = messages.get.bind(messages);
  let listening = false;
  messages.get = () => {
    if (!listening) {
      listening = true;
      messages.listen(() => {});
    }
    return read();
  };
  return messages;
}
// src/lib/offline.ts
var state$2 = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  savedAt: null,
};
var listeners$3 = /* @__PURE__ */ new Set();
var set = (next) => {
  state$2 = {
    ...state$2,
    ...next,
  };
  listeners$3.forEach((l) => l());
};
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => set({ online: true }));
  window.addEventListener('offline', () => set({ online: false }));
}
/** Called with every API answer: a copy says when it was saved; a fresh answer clears that. */
function noteAnswer(res) {
  const saved = res.headers.get(SAVED_AT_HEADER);
  if (saved) {
    const at = new Date(saved);
    if (!Number.isNaN(at.getTime()) && (!state$2.savedAt || at < state$2.savedAt)) set({ savedAt: at });
  } else if (state$2.savedAt) set({ savedAt: null });
}
/** True when the browser knows it has no connection. */
var isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
/** A script of the site failed to load (offline and never kept, or replaced by a new deploy). */
var CHUNK_FAILED = /dynamically imported module|Importing a module script failed/i;
/**
 * Signing out forgets the API answers and pages kept for offline reading (a shared phone keeps
 * nobody's): the service worker is told first, so an answer still on its way is not written
 * after (sw/keeping.ts), and the page empties the caches itself too (no worker in control yet).
 */
async function forgetOfflineCopies() {
  try {
    navigator.serviceWorker?.controller?.postMessage({ type: SIGNED_OUT_MESSAGE });
  } catch {}
  try {
    if (typeof caches !== 'undefined') await Promise.all([caches.delete(CACHES.api), caches.delete(CACHES.pages)]);
  } catch {}
}
/** The API client's offline desc, in the page's language (made outside a component). */
var messages$11 = keepCurrent(
  i18n('shell/offline', { offline: "You're offline. This needs a connection: try again when you're back online." }),
);
function useOffline() {
  return Z$1(
    (l) => {
      listeners$3.add(l);
      return () => listeners$3.delete(l);
    },
    () => state$2,
    () => state$2,
  );
}
// src/lib/api.ts
/**
 * The typed API client. Every call resolves to the reply envelope, success or not: callers read
 * `status.code` (100 is success) and show `status.desc` otherwise (spec §4). A call that throws
 * (network down, a reply that is not JSON) resolves to code 199 with the spec's fallback message.
 */
var API_BASE = '/api/v1';
var TOKEN_KEY = 'token';
var getToken = () => {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};
/** A reply made here when none came: its desc in the page's language, as the API's would be. */
var failure = (desc = Msg.errorTryAgain) => ({
  status: {
    code: Code.UNEXPECTED,
    desc: localiseNow(desc),
  },
  entity: null,
});
var transport = (url, init) => fetch(url, init);
/** The server's render answers the pages' calls in process (app.inject), through the same public cache. */
var setApiTransport = (t) => {
  transport = t;
};
async function api(method, path, body, init = {}) {
  const headers = {
    accept: 'application/json',
    'accept-language': locale.get(),
  };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== void 0) headers['content-type'] = 'application/json';
  try {
    const res = await transport(API_BASE + path, {
      method,
      headers,
      cache: 'no-cache',
      body: body === void 0 ? void 0 : JSON.stringify(body),
      signal: init.signal,
    });
    noteAnswer(res);
    const json = await res.json();
    if (!json || typeof json !== 'object' || !json.status) return failure();
    if (json.status.code === Code.UNAUTHENTICATED && token) window.dispatchEvent(new Event('ireti:unauthenticated'));
    return json;
  } catch (err) {
    if (err.name === 'AbortError') throw err;
    return failure(isOffline() ? messages$11.get().offline : void 0);
  }
}
/** GET with a query object; undefined and empty values are left out. */
function apiGet(path, query, init) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== void 0 && v !== null && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return api('GET', s ? `${path}?${s}` : path, void 0, init);
}
/** Throws the envelope's desc unless the code is 100: for TanStack Query, which wants throws. */
async function unwrap(p) {
  const e = await p;
  if (e.status.code !== Code.OK) throw new ApiError(e.status.code, e.status.desc, e.entity);
  return e.entity;
}
var ApiError = class extends Error {
  code;
  entity;
  constructor(code, desc, entity) {
    super(desc);
    this.code = code;
    this.entity = entity;
  }
};
/**
 * Multipart upload of one file in the field `file`, reporting progress as a percentage
 * (spec §3: upload progress). Resolves to the envelope like `api`.
 */
function upload(method, path, file, onProgress, fileName = 'upload') {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, API_BASE + path);
    const token = getToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', locale.get());
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      try {
        const json = JSON.parse(xhr.responseText);
        resolve(json?.status ? json : failure(Msg.errorImage));
      } catch {
        resolve(failure(Msg.errorImage));
      }
    };
    xhr.onerror = () => resolve(failure(Msg.errorImage));
    const form = new FormData();
    form.append('file', file, file.name ?? fileName);
    xhr.send(form);
  });
}
// src/lib/auth.ts
/**
 * The signed-in user: the only global state besides toasts (docs/design.md §7). The token lives in
 * localStorage under `token` (spec §4); the user is persisted beside it so a reload paints the
 * header at once, then refreshed from GET /account.
 */
var USER_KEY = 'ireti.user';
var read = () => {
  let user = null;
  try {
    const raw = localStorage.getItem(USER_KEY);
    user = raw ? JSON.parse(raw) : null;
  } catch {
    user = null;
  }
  return {
    token: getToken(),
    user,
  };
};
var state$1 =
  typeof window === 'undefined'
    ? {
        token: null,
        user: null,
      }
    : read();
var listeners$2 = /* @__PURE__ */ new Set();
var emit$2 = () => listeners$2.forEach((l) => l());
var auth = {
  get: () => state$1,
  subscribe(l) {
    listeners$2.add(l);
    return () => listeners$2.delete(l);
  },
  signIn(token, user) {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    state$1 = {
      token,
      user,
    };
    emit$2();
  },
  setUser(user) {
    adoptAccountLanguage(user.language);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    state$1 = {
      ...state$1,
      user,
    };
    emit$2();
  },
  /** Clears the token, the persisted state and the user (spec §4 sign-out). */
  signOut() {
    forgetOfflineCopies();
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    state$1 = {
      token: null,
      user: null,
    };
    emit$2();
  },
};
function useAuth() {
  return Z$1(auth.subscribe, auth.get, auth.get);
}
// src/lib/images.ts
var PLACEHOLDER = '/placeholder.svg';
/**
 * The URL of an image at one of the spec's sizes: the API gives the original's URL, and the
 * variants sit beside it with a prefix on the file name (363_232_ cards, 100_100_ profile,
 * 60_60_ avatars). A missing image falls back to the placeholder (spec §8).
 */
function imageUrl(url, size = 'original') {
  if (!url) return PLACEHOLDER;
  const prefix = ImagePrefix[size];
  if (!prefix) return url;
  const i = url.lastIndexOf('/');
  return `${url.slice(0, i + 1)}${prefix}${url.slice(i + 1)}`;
}
/** onError handler for <img>: swap to the placeholder once. */
function fallbackToPlaceholder(e) {
  const img = e.currentTarget;
  if (!img.src.endsWith('/placeholder.svg')) img.src = PLACEHOLDER;
}
// src/components/ui/spinner.tsx
var messages$10 = i18n('shell/spinner', { loading: 'Loading' });
function Spinner({ small = false, label }) {
  const t = useT(messages$10);
  return /* @__PURE__ */ a$1('span', {
    role: 'status',
    'aria-label': label ?? t.loading,
    className: `inline-block animate-spin rounded-full border-2 border-current border-t-transparent ${small ? 'h-4 w-4' : 'h-8 w-8 text-brand-700'}`,
  });
}
function PageSpinner() {
  return /* @__PURE__ */ a$1('div', {
    className: 'flex min-h-[calc(100vh-4rem)] items-center justify-center',
    children: /* @__PURE__ */ a$1(Spinner, {}),
  });
}
// src/components/ui/button.tsx
var styles = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60',
  secondary: 'border border-brand-700 text-brand-800 bg-white hover:bg-brand-50',
  ghost: 'text-brand-800 hover:bg-brand-50',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60',
  sun: 'bg-sun-400 text-slate-900 hover:bg-sun-500',
};
var buttonClass = (variant = 'primary', extra = '') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${styles[variant]} ${extra}`;
function Button({ variant = 'primary', loading = false, className = '', children, disabled, ...rest }) {
  return /* @__PURE__ */ a$1('button', {
    className: buttonClass(variant, className),
    disabled: disabled || loading,
    'aria-busy': loading || void 0,
    ...rest,
    children: [loading && /* @__PURE__ */ a$1(Spinner, { small: true }), children],
  });
}
var messages$9 = i18n('account/identity-status', {
  underReview: 'Under review',
  underReviewNext:
    "We'll e-mail you when an administrator has checked your details, usually within 2 working days. You can already start campaigns.",
  approved: 'Verified',
  approvedNext: 'Your identity has been approved: your badge reads VERIFIED.',
  rejected: 'Not approved',
  rejectedNext: 'Please correct your information and submit it again; we have e-mailed you the same.',
  whatToFix: 'What to fix:',
});
var look = {
  none: null,
  submitted: (t) => ({
    title: t.underReview,
    body: t.underReviewNext,
  }),
  approved: (t) => ({
    title: t.approved,
    body: t.approvedNext,
  }),
  rejected: (t) => ({
    title: t.rejected,
    body: t.rejectedNext,
  }),
};
var style = {
  none: '',
  submitted: 'border-sun-500 bg-sun-400/15 text-slate-900',
  approved: 'border-green-200 bg-green-50 text-green-900',
  rejected: 'border-red-200 bg-red-50 text-red-900',
};
/** Where the identity review stands (docs/design.md §6). */
function IdentityStatus({ user, className = 'mb-5' }) {
  const t = useT(messages$9);
  const shown = look[user.identity_status]?.(t);
  if (!shown) return null;
  return /* @__PURE__ */ a$1('div', {
    role: 'status',
    className: `rounded-lg border px-4 py-3 text-sm ${style[user.identity_status]} ${className}`,
    children: [
      /* @__PURE__ */ a$1('p', {
        className: 'font-semibold',
        children: shown.title,
      }),
      user.identity_status === 'rejected' &&
        user.identity_note &&
        /* @__PURE__ */ a$1('p', {
          className: 'mt-1',
          children: [
            /* @__PURE__ */ a$1('span', {
              className: 'font-semibold',
              children: [t.whatToFix, ' '],
            }),
            /* @__PURE__ */ a$1('span', {
              className: 'whitespace-pre-line',
              children: user.identity_note,
            }),
          ],
        }),
      /* @__PURE__ */ a$1('p', {
        className: 'mt-0.5',
        children: shown.body,
      }),
    ],
  });
}
/**
 * "Under review" beside the spec's UNVERIFIED badge while the identity information waits for an
 * administrator; nothing otherwise.
 */
function UnderReviewBadge({ user, className = '' }) {
  const t = useT(messages$9);
  if (user.identity_status !== 'submitted' || user.is_volunteer > 0) return null;
  return /* @__PURE__ */ a$1('span', {
    title: t.underReviewNext,
    className: `inline-block rounded bg-sun-400/30 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-slate-900 ring-1 ring-sun-500 ring-inset ${className}`,
    children: t.underReview,
  });
}
// src/lib/low-data.ts
var KEY = 'ireti.lowData';
var connection = () => (typeof navigator === 'undefined' ? void 0 : navigator.connection);
/** What the browser says: save data asked for, or a 2G connection. */
function browserAsksLowData(c = connection()) {
  return !!c && (c.saveData === true || c.effectiveType === '2g' || c.effectiveType === 'slow-2g');
}
/**
 * What the server saw: the page was asked for with `Save-Data: on`, and the server marked the
 * shell `<html data-save-data="on">` (issue 26) — for browsers that send the header but do not
 * tell the page (no `navigator.connection`), or a proxy that adds it.
 */
var serverSawSaveData = () => typeof document !== 'undefined' && document.documentElement.dataset.saveData === 'on';
function readChoice() {
  try {
    const v = localStorage.getItem(KEY);
    return v === 'on' || v === 'off' ? v : 'auto';
  } catch {
    return 'auto';
  }
}
var compute = (choice) => ({
  choice,
  on: choice === 'on' || (choice === 'auto' && (browserAsksLowData() || serverSawSaveData())),
});
var state = compute(readChoice());
var listeners$1 = /* @__PURE__ */ new Set();
var emit$1 = () => listeners$1.forEach((l) => l());
connection()?.addEventListener?.('change', () => {
  state = compute(state.choice);
  emit$1();
});
var lowData = {
  get: () => state,
  /** The person's choice: on, off, or as the browser says. */
  choose(choice) {
    try {
      if (choice === 'auto') localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, choice);
    } catch {}
    state = compute(choice);
    emit$1();
  },
  subscribe(l) {
    listeners$1.add(l);
    return () => listeners$1.delete(l);
  },
};
/**
 * The server's render (entry-server.tsx) draws a page as a browser that asked to save data
 * (`Save-Data: on`) would see it, or as one that did not; the browser hydrates it only when its
 * own mode is the same (main.tsx).
 */
function drawLowDataAs(on) {
  state = {
    choice: 'auto',
    on,
  };
}
/** True when nothing should be fetched ahead of a tap. */
var isLowData = () => state.on;
function useLowData() {
  return Z$1(lowData.subscribe, lowData.get, lowData.get);
}
// src/components/ui/low-data-switch.tsx
var messages$8 = i18n('shell/low-data-switch', {
  saveData: 'Save data',
  browserAsked: 'On because your browser asked to save data.',
  onTap: 'Pictures show when you tap them; nothing is fetched ahead.',
  onScroll: 'Pictures load as you scroll.',
});
/**
 * The low-data setting (issue 17): a switch, "Save data", in the footer and the phone menu. Off
 * and on are the person's choice; untouched, it follows the browser (Save-Data, 2G).
 */
function LowDataSwitch({ tone = 'light' }) {
  const t = useT(messages$8);
  const { on, choice } = useLowData();
  const id = P$1();
  const hint = choice === 'auto' ? (browserAsksLowData() ? t.browserAsked : t.onTap) : on ? t.onTap : t.onScroll;
  return /* @__PURE__ */ a$1('div', {
    className: 'flex items-start gap-3',
    children: [
      /* @__PURE__ */ a$1('button', {
        id,
        type: 'button',
        role: 'switch',
        'aria-checked': on,
        'aria-describedby': `${id}-hint`,
        onClick: () => lowData.choose(on ? 'off' : 'on'),
        className: `relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${on ? 'bg-sun-400' : tone === 'light' ? 'bg-white/25' : 'bg-slate-300'}`,
        children: [
          /* @__PURE__ */ a$1('span', {
            className: 'sr-only',
            children: t.saveData,
          }),
          /* @__PURE__ */ a$1('span', {
            className: `inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : 'translate-x-1'}`,
          }),
        ],
      }),
      /* @__PURE__ */ a$1('div', {
        className: 'text-sm',
        children: [
          /* @__PURE__ */ a$1('label', {
            htmlFor: id,
            className: `font-semibold ${tone === 'light' ? 'text-white' : 'text-slate-900'}`,
            children: t.saveData,
          }),
          /* @__PURE__ */ a$1('p', {
            id: `${id}-hint`,
            className: `text-xs ${tone === 'light' ? 'text-brand-100' : 'text-slate-600'}`,
            children: hint,
          }),
        ],
      }),
    ],
  });
}
// src/lib/account/language.ts
/** Keeps the chosen language on the account too, when signed in (PUT /account/language); the device keeps it either way. */
async function saveAccountLanguage(language) {
  if (!getToken()) return;
  await api('PUT', '/account/language', { language });
}
// src/components/ui/language-switch.tsx
var messages$7 = i18n('shell/language-switch', { label: 'Language' });
/**
 * The language switch (issue 17): in the header, the phone menu and the footer. Each language is
 * named in itself, so a person finds theirs whatever the page is in; the choice is kept on the
 * device and, signed in, on the account.
 */
function LanguageSwitch({ tone = 'light', compact = false }) {
  const t = useT(messages$7);
  const code = useLanguage();
  const id = P$1();
  return /* @__PURE__ */ a$1('div', {
    className: compact ? 'flex items-center gap-2' : 'flex flex-col gap-1',
    children: [
      /* @__PURE__ */ a$1('label', {
        htmlFor: id,
        className: `${compact ? 'sr-only' : 'text-sm font-semibold'} ${tone === 'light' ? 'text-white' : 'text-slate-900'}`,
        children: t.label,
      }),
      /* @__PURE__ */ a$1('select', {
        id,
        value: code,
        onChange: (e) => {
          const next = e.currentTarget.value;
          if (!isLanguage(next)) return;
          setLanguage(next);
          saveAccountLanguage(next);
        },
        className: `rounded-lg border px-2 py-1.5 text-sm ${tone === 'light' ? 'border-white/40 bg-brand-800 text-white' : 'border-slate-300 bg-white text-slate-900'}`,
        children: LANGUAGES.map((l) =>
          /* @__PURE__ */ a$1(
            'option',
            {
              value: l,
              lang: l,
              children: LANGUAGE_NAMES[l],
            },
            l,
          ),
        ),
      }),
    ],
  });
}
// src/lib/volunteers/get-my-assignments.ts
/** GET /volunteer/assignments: campaigns waiting for the signed-in volunteer to check them. */
var getMyAssignments = (signal) => unwrap(api('GET', '/volunteer/assignments', void 0, { signal }));
function useMyAssignments(enabled) {
  return useQuery({
    queryKey: ['volunteers', 'my-assignments'],
    queryFn: ({ signal }) => getMyAssignments(signal),
    enabled,
  });
}
// src/app/header.tsx
var messages$6 = i18n('shell/header', {
  home: 'Ireti home',
  howItWorks: 'How it Works',
  volunteer: 'Volunteer',
  organizations: 'Organizations',
  searchCampaigns: 'Search campaigns',
  searchPlaceholder: 'Search campaigns, causes, places…',
  search: 'Search',
  closeSearch: 'Close search',
  accountMenu: 'Account menu',
  myProfile: 'My Profile',
  myCampaigns: 'My Campaigns',
  admin: 'Admin',
  logout: 'Logout',
  signIn: 'Sign In',
  startCampaign: 'START CAMPAIGN',
  openMenu: 'Open menu',
  menu: 'Menu',
  main: 'Main',
  mobile: 'Mobile',
  closeMenu: 'Close menu',
  homeLink: 'Home',
  exploreCampaigns: 'Explore campaigns',
  successStories: 'Success stories',
  badgeVolunteer: 'VOLUNTEER',
  badgeVerified: 'VERIFIED',
  badgeUnverified: 'UNVERIFIED',
  toCheck: 'To check',
  toCheckLabel: count({
    one: '{count} campaign waiting for you to check',
    other: '{count} campaigns waiting for you to check',
  }),
});
/**
 * A volunteer's queue in the header (issue 26): a link to /volunteer_queue with the number of
 * campaigns waiting for them to check; nothing for anyone else.
 */
function QueueLink({ inMenu = false }) {
  const t = useT(messages$6);
  const { user } = useAuth();
  const volunteer = (user?.is_volunteer ?? 0) > 0;
  const q = useMyAssignments(volunteer);
  if (!volunteer) return null;
  const n = q.data?.campaigns.length ?? 0;
  const badge =
    n > 0 &&
    /* @__PURE__ */ a$1('span', {
      'aria-hidden': 'true',
      className: 'inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs leading-5 font-bold text-white',
      children: n > 99 ? '99+' : n,
    });
  return /* @__PURE__ */ a$1(Link, {
    to: '/volunteer_queue',
    className: inMenu
      ? buttonClass('secondary', 'gap-2')
      : 'inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50',
    children: [
      /* @__PURE__ */ a$1('svg', {
        viewBox: '0 0 20 20',
        className: 'h-5 w-5',
        'aria-hidden': 'true',
        fill: 'currentColor',
        children: /* @__PURE__ */ a$1('path', {
          d: 'M7 2h6v2h3v14H4V4h3V2zm1 2v1h4V4H8zM6 6v10h8V6h-1v1H7V6H6zm1.3 5.2 1.4-1.4L10 11.1l2.8-2.8 1.4 1.4L10 13.9l-2.7-2.7z',
        }),
      }),
      /* @__PURE__ */ a$1('span', {
        className: inMenu ? '' : 'hidden sm:inline',
        children: t.toCheck,
      }),
      badge,
      /* @__PURE__ */ a$1('span', {
        className: 'sr-only',
        children: t.toCheckLabel(n),
      }),
    ],
  });
}
function Logo({ light = false }) {
  const t = useT(messages$6);
  return /* @__PURE__ */ a$1(Link, {
    to: '/',
    className: 'flex items-center gap-2',
    'aria-label': t.home,
    children: [
      /* @__PURE__ */ a$1('svg', {
        viewBox: '0 0 64 64',
        className: 'h-8 w-8',
        'aria-hidden': 'true',
        children: [
          /* @__PURE__ */ a$1('rect', {
            width: '64',
            height: '64',
            rx: '14',
            fill: light ? '#ffffff' : '#0f5132',
          }),
          /* @__PURE__ */ a$1('path', {
            d: 'M32 50s-16-9.5-16-21a9 9 0 0 1 16-5.6A9 9 0 0 1 48 29c0 11.5-16 21-16 21z',
            fill: '#f5c542',
          }),
        ],
      }),
      /* @__PURE__ */ a$1('span', {
        className: `text-xl font-extrabold tracking-tight ${light ? 'text-white' : 'text-brand-800'}`,
        children: 'Ireti',
      }),
    ],
  });
}
var nav = [
  {
    to: '/how_it_works',
    label: 'howItWorks',
  },
  {
    to: '/volunteer',
    label: 'volunteer',
  },
  {
    to: '/verified_page',
    label: 'organizations',
  },
];
var badgeText = {
  VOLUNTEER: 'badgeVolunteer',
  VERIFIED: 'badgeVerified',
  UNVERIFIED: 'badgeUnverified',
};
var badgeStyle = {
  VOLUNTEER: 'bg-sun-400 text-slate-900',
  VERIFIED: 'bg-brand-100 text-brand-800',
  UNVERIFIED: 'bg-slate-200 text-slate-700',
};
/**
 * An overlay of the header as a native modal <dialog>. In the top layer the header's backdrop
 * blur (which makes it the box of its fixed children) cannot clip it to the header's height; the
 * browser keeps the focus inside, closes it on Escape and gives the focus back to its opener.
 */
function HeaderDialog({ label, onClose, className, children }) {
  const ref = T$1(null);
  F$1(() => {
    const d = ref.current;
    d.showModal();
    return () => {
      if (d.open) d.close();
    };
  }, []);
  return /* @__PURE__ */ a$1('dialog', {
    ref,
    'aria-label': label,
    onClose,
    onClick: (e) => e.target === ref.current && onClose(),
    className,
    children,
  });
}
function SearchOverlay({ onClose }) {
  const t = useT(messages$6);
  const [text, setText] = d$1('');
  const navigate = useNavigate();
  return /* @__PURE__ */ a$1(HeaderDialog, {
    label: t.searchCampaigns,
    onClose,
    className: 'm-0 w-full max-w-none bg-transparent px-2 pt-20 pb-4 backdrop:bg-slate-900/70 sm:px-4',
    children: /* @__PURE__ */ a$1('form', {
      role: 'search',
      className: 'mx-auto flex max-w-2xl flex-wrap gap-2 rounded-xl bg-white p-2 shadow-xl sm:flex-nowrap sm:p-3',
      onSubmit: (e) => {
        e.preventDefault();
        onClose();
        navigate('/campaigns', { state: { search: text.trim() } });
      },
      children: [
        /* @__PURE__ */ a$1('label', {
          htmlFor: 'site-search',
          className: 'sr-only',
          children: t.searchCampaigns,
        }),
        /* @__PURE__ */ a$1('input', {
          id: 'site-search',
          autoFocus: true,
          value: text,
          onChange: (e) => setText(e.target.value),
          placeholder: t.searchPlaceholder,
          className: 'min-w-0 basis-full rounded-lg border border-slate-300 px-3 py-2 text-base sm:basis-auto sm:flex-1',
          maxLength: 100,
        }),
        /* @__PURE__ */ a$1('button', {
          type: 'submit',
          className: buttonClass('primary', 'flex-1 sm:flex-none'),
          children: t.search,
        }),
        /* @__PURE__ */ a$1('button', {
          type: 'button',
          onClick: onClose,
          className: buttonClass('ghost'),
          'aria-label': t.closeSearch,
          children: '✕',
        }),
      ],
    }),
  });
}
function UserMenu() {
  const t = useT(messages$6);
  const { user } = useAuth();
  const [open, setOpen] = d$1(false);
  const ref = T$1(null);
  A$2(() => {
    const close = (e) => ref.current && !ref.current.contains(e.target) && setOpen(false);
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, []);
  if (!user) return null;
  const badge = badgeOf(user);
  return /* @__PURE__ */ a$1('div', {
    ref,
    className: 'relative flex items-center gap-2',
    children: [
      /* @__PURE__ */ a$1('span', {
        className: 'hidden text-right text-sm leading-tight md:block',
        children: [
          /* @__PURE__ */ a$1('span', {
            className: 'block max-w-40 truncate font-semibold text-slate-900',
            children: displayName(user),
          }),
          /* @__PURE__ */ a$1('span', {
            className: `mt-0.5 inline-block rounded px-1.5 py-0.5 text-[10px] font-bold tracking-wide ${badgeStyle[badge]}`,
            children: t[badgeText[badge]],
          }),
          /* @__PURE__ */ a$1(UnderReviewBadge, {
            user,
            className: 'mt-0.5 ml-1',
          }),
        ],
      }),
      /* @__PURE__ */ a$1('button', {
        type: 'button',
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        'aria-label': t.accountMenu,
        onClick: () => setOpen((o) => !o),
        className: 'rounded-full ring-brand-600 focus-visible:ring-2',
        children: /* @__PURE__ */ a$1('img', {
          src: imageUrl(user.image_url, 'avatar'),
          onError: fallbackToPlaceholder,
          alt: '',
          width: 40,
          height: 40,
          className: 'h-10 w-10 rounded-full border border-slate-200 object-cover',
        }),
      }),
      open &&
        /* @__PURE__ */ a$1('div', {
          role: 'menu',
          className: 'absolute top-12 right-0 z-40 w-48 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg',
          onClick: () => setOpen(false),
          children: [
            /* @__PURE__ */ a$1(Link, {
              role: 'menuitem',
              to: '/profile',
              className: 'block px-4 py-2 text-sm hover:bg-slate-50',
              children: t.myProfile,
            }),
            /* @__PURE__ */ a$1(Link, {
              role: 'menuitem',
              to: '/profile',
              state: { tab: 'campaigns' },
              className: 'block px-4 py-2 text-sm hover:bg-slate-50',
              children: t.myCampaigns,
            }),
            user.role === 'admin' &&
              /* @__PURE__ */ a$1(Link, {
                role: 'menuitem',
                to: '/admin',
                className: 'block px-4 py-2 text-sm hover:bg-slate-50',
                children: t.admin,
              }),
            /* @__PURE__ */ a$1(Link, {
              role: 'menuitem',
              to: '/signout',
              className: 'block px-4 py-2 text-sm text-red-700 hover:bg-slate-50',
              children: t.logout,
            }),
          ],
        }),
    ],
  });
}
function Header({ bare = false }) {
  const t = useT(messages$6);
  const { token, user } = useAuth();
  const [search, setSearch] = d$1(false);
  const [menu, setMenu] = d$1(false);
  const location = useLocation();
  A$2(() => setMenu(false), [location.pathname]);
  const linkClass = ({ isActive }) =>
    `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'text-brand-800' : 'text-slate-700 hover:text-brand-800'}`;
  return /* @__PURE__ */ a$1('header', {
    className: 'sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur',
    children: [
      /* @__PURE__ */ a$1('div', {
        className: 'mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4',
        children: [
          /* @__PURE__ */ a$1(Logo, {}),
          !bare &&
            /* @__PURE__ */ a$1($$1, {
              children: [
                /* @__PURE__ */ a$1('nav', {
                  'aria-label': t.main,
                  className: 'hidden items-center gap-1 lg:flex',
                  children: [
                    nav.map((n) =>
                      /* @__PURE__ */ a$1(
                        NavLink,
                        {
                          to: n.to,
                          className: linkClass,
                          children: t[n.label],
                        },
                        n.to,
                      ),
                    ),
                    /* @__PURE__ */ a$1('button', {
                      type: 'button',
                      onClick: () => setSearch(true),
                      className: 'flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-800',
                      children: [
                        /* @__PURE__ */ a$1('svg', {
                          viewBox: '0 0 20 20',
                          className: 'h-4 w-4',
                          'aria-hidden': 'true',
                          fill: 'currentColor',
                          children: /* @__PURE__ */ a$1('path', {
                            d: 'M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64-1.06 1.06-3.64-3.65A5.5 5.5 0 1 1 8.5 3zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
                          }),
                        }),
                        t.search,
                      ],
                    }),
                    /* @__PURE__ */ a$1('span', {
                      className: 'ml-1',
                      children: /* @__PURE__ */ a$1(LanguageSwitch, {
                        compact: true,
                        tone: 'dark',
                      }),
                    }),
                  ],
                }),
                /* @__PURE__ */ a$1('div', {
                  className: 'flex items-center gap-2',
                  children: [
                    !token &&
                      /* @__PURE__ */ a$1(Link, {
                        to: '/signin',
                        className: 'hidden px-3 py-2 text-sm font-semibold text-brand-800 sm:inline-block',
                        children: t.signIn,
                      }),
                    /* @__PURE__ */ a$1('span', {
                      className: 'hidden sm:block',
                      children: /* @__PURE__ */ a$1(Link, {
                        to: '/create_campaigns',
                        className: buttonClass('primary'),
                        children: t.startCampaign,
                      }),
                    }),
                    token && /* @__PURE__ */ a$1(QueueLink, {}),
                    token && /* @__PURE__ */ a$1(UserMenu, {}),
                    /* @__PURE__ */ a$1('button', {
                      type: 'button',
                      className: 'rounded-md p-2 text-slate-700 lg:hidden',
                      'aria-label': t.search,
                      onClick: () => setSearch(true),
                      children: /* @__PURE__ */ a$1('svg', {
                        viewBox: '0 0 20 20',
                        className: 'h-5 w-5',
                        'aria-hidden': 'true',
                        fill: 'currentColor',
                        children: /* @__PURE__ */ a$1('path', {
                          d: 'M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64-1.06 1.06-3.64-3.65A5.5 5.5 0 1 1 8.5 3zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
                        }),
                      }),
                    }),
                    /* @__PURE__ */ a$1('button', {
                      type: 'button',
                      className: 'rounded-md p-2 text-slate-700 lg:hidden',
                      'aria-label': t.openMenu,
                      'aria-expanded': menu,
                      'aria-controls': 'side-menu',
                      onClick: () => setMenu(true),
                      children: /* @__PURE__ */ a$1('svg', {
                        viewBox: '0 0 20 20',
                        className: 'h-6 w-6',
                        'aria-hidden': 'true',
                        fill: 'currentColor',
                        children: /* @__PURE__ */ a$1('path', { d: 'M3 5h14v1.5H3zM3 9.25h14v1.5H3zM3 13.5h14V15H3z' }),
                      }),
                    }),
                  ],
                }),
              ],
            }),
        ],
      }),
      search && /* @__PURE__ */ a$1(SearchOverlay, { onClose: () => setSearch(false) }),
      menu &&
        /* @__PURE__ */ a$1(HeaderDialog, {
          label: t.menu,
          onClose: () => setMenu(false),
          className: 'm-0 ml-auto h-full max-h-none w-72 max-w-[85vw] bg-white p-4 shadow-xl backdrop:bg-slate-900/60 lg:hidden',
          children: /* @__PURE__ */ a$1('nav', {
            id: 'side-menu',
            'aria-label': t.mobile,
            className: 'flex h-full flex-col gap-1',
            children: [
              /* @__PURE__ */ a$1('div', {
                className: 'mb-4 flex items-center justify-between',
                children: [
                  /* @__PURE__ */ a$1(Logo, {}),
                  /* @__PURE__ */ a$1('button', {
                    type: 'button',
                    onClick: () => setMenu(false),
                    className: 'rounded-md p-2',
                    'aria-label': t.closeMenu,
                    autoFocus: true,
                    children: '✕',
                  }),
                ],
              }),
              /* @__PURE__ */ a$1(NavLink, {
                to: '/',
                end: true,
                className: linkClass,
                children: t.homeLink,
              }),
              /* @__PURE__ */ a$1(NavLink, {
                to: '/campaigns',
                className: linkClass,
                children: t.exploreCampaigns,
              }),
              nav.map((n) =>
                /* @__PURE__ */ a$1(
                  NavLink,
                  {
                    to: n.to,
                    className: linkClass,
                    children: t[n.label],
                  },
                  n.to,
                ),
              ),
              /* @__PURE__ */ a$1(NavLink, {
                to: '/success_stories',
                className: linkClass,
                children: t.successStories,
              }),
              /* @__PURE__ */ a$1('div', {
                className: 'mt-4 flex flex-col gap-4 border-t border-slate-200 pt-4',
                children: [/* @__PURE__ */ a$1(LowDataSwitch, { tone: 'dark' }), /* @__PURE__ */ a$1(LanguageSwitch, { tone: 'dark' })],
              }),
              /* @__PURE__ */ a$1('div', {
                className: 'mt-auto flex flex-col gap-2 border-t border-slate-200 pt-4',
                children: token
                  ? /* @__PURE__ */ a$1($$1, {
                      children: [
                        /* @__PURE__ */ a$1(Link, {
                          to: '/create_campaigns',
                          className: buttonClass('primary'),
                          children: t.startCampaign,
                        }),
                        user?.role === 'admin' &&
                          /* @__PURE__ */ a$1(Link, {
                            to: '/admin',
                            className: buttonClass('secondary'),
                            children: t.admin,
                          }),
                        /* @__PURE__ */ a$1(QueueLink, { inMenu: true }),
                        /* @__PURE__ */ a$1(Link, {
                          to: '/profile',
                          className: buttonClass('secondary'),
                          children: t.myProfile,
                        }),
                        /* @__PURE__ */ a$1(Link, {
                          to: '/signout',
                          className: buttonClass('ghost'),
                          children: t.logout,
                        }),
                      ],
                    })
                  : /* @__PURE__ */ a$1($$1, {
                      children: [
                        /* @__PURE__ */ a$1(Link, {
                          to: '/signin',
                          className: buttonClass('secondary'),
                          children: t.signIn,
                        }),
                        /* @__PURE__ */ a$1(Link, {
                          to: '/create_campaigns',
                          className: buttonClass('primary'),
                          children: t.startCampaign,
                        }),
                      ],
                    }),
              }),
            ],
          }),
        }),
    ],
  });
}
// src/app/footer.tsx
var messages$5 = i18n('shell/footer', {
  explore: 'Explore',
  allCampaigns: 'All campaigns',
  successStories: 'Success stories',
  organizations: 'Organizations',
  community: 'Community',
  more: 'More',
  howItWorks: 'How it works',
  faq: 'FAQ',
  help: 'Help',
  blog: 'Blog',
  company: 'Company',
  aboutUs: 'About us',
  startCampaign: 'Start a campaign',
  becomeVolunteer: 'Become a volunteer',
  tagline: 'Raise money in naira for the causes that matter, vetted by volunteers in your own state.',
  socialMedia: 'Ireti on social media',
  legal: params('© {year} Ireti. Donors pay no fees. Governed by the laws of the Federal Republic of Nigeria.'),
  terms: 'Terms of use',
  privacy: 'Privacy policy',
});
var columns = [
  {
    title: 'explore',
    links: [
      ['/campaigns', 'allCampaigns'],
      ['/success_stories', 'successStories'],
      ['/verified_page', 'organizations'],
      ['/volunteer', 'community'],
    ],
  },
  {
    title: 'more',
    links: [
      ['/how_it_works', 'howItWorks'],
      ['/faq', 'faq'],
      ['/help', 'help'],
      ['/blog', 'blog'],
    ],
  },
  {
    title: 'company',
    links: [
      ['/about', 'aboutUs'],
      ['/create_campaigns', 'startCampaign'],
      ['/volunteer', 'becomeVolunteer'],
    ],
  },
];
var socials = [
  {
    href: 'https://facebook.com/iretiNG',
    label: 'Facebook',
    d: 'M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.6V4.3A21 21 0 0 0 14.3 4c-2.4 0-4 1.4-4 4.1v2.4H7.7v3h2.6V21z',
  },
  {
    href: 'https://x.com/iretiNG',
    label: 'X (Twitter)',
    d: 'M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.9zm-1.1 16.2h1.7L7.4 4.7H5.6z',
  },
  {
    href: 'https://instagram.com/iretiNG',
    label: 'Instagram',
    d: 'M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.8-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM12 3c-2.4 0-2.7 0-3.7.1-3.3.1-5.1 2-5.2 5.2C3 9.3 3 9.6 3 12s0 2.7.1 3.7c.1 3.3 2 5.1 5.2 5.2 1 .1 1.3.1 3.7.1s2.7 0 3.7-.1c3.3-.1 5.1-2 5.2-5.2.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7c-.1-3.3-2-5.1-5.2-5.2C14.7 3 14.4 3 12 3z',
  },
];
function Footer() {
  const t = useT(messages$5);
  return /* @__PURE__ */ a$1('footer', {
    className: 'mt-16 bg-brand-900 text-brand-50',
    children: [
      /* @__PURE__ */ a$1('div', {
        className: 'mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4',
        children: [
          /* @__PURE__ */ a$1('div', {
            children: [
              /* @__PURE__ */ a$1(Logo, { light: true }),
              /* @__PURE__ */ a$1('p', {
                className: 'mt-3 text-sm text-brand-100',
                children: t.tagline,
              }),
              /* @__PURE__ */ a$1('ul', {
                className: 'mt-4 flex gap-3',
                'aria-label': t.socialMedia,
                children: socials.map((s) =>
                  /* @__PURE__ */ a$1(
                    'li',
                    {
                      children: /* @__PURE__ */ a$1('a', {
                        href: s.href,
                        rel: 'noopener noreferrer',
                        target: '_blank',
                        'aria-label': s.label,
                        className: 'flex h-11 w-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20',
                        children: /* @__PURE__ */ a$1('svg', {
                          viewBox: '0 0 24 24',
                          className: 'h-5 w-5',
                          fill: 'currentColor',
                          'aria-hidden': 'true',
                          children: /* @__PURE__ */ a$1('path', { d: s.d }),
                        }),
                      }),
                    },
                    s.label,
                  ),
                ),
              }),
              /* @__PURE__ */ a$1('div', {
                className: 'mt-6 flex flex-col gap-4',
                children: [/* @__PURE__ */ a$1(LowDataSwitch, {}), /* @__PURE__ */ a$1(LanguageSwitch, {})],
              }),
            ],
          }),
          columns.map((c) =>
            /* @__PURE__ */ a$1(
              'div',
              {
                children: [
                  /* @__PURE__ */ a$1('h2', {
                    className: 'text-sm font-bold tracking-wide text-sun-400 uppercase',
                    children: t[c.title],
                  }),
                  /* @__PURE__ */ a$1('ul', {
                    className: 'mt-3 space-y-1',
                    children: c.links.map(([to, label]) =>
                      /* @__PURE__ */ a$1(
                        'li',
                        {
                          children: /* @__PURE__ */ a$1(Link, {
                            to,
                            className: 'inline-block py-1 text-sm text-brand-50 hover:text-white hover:underline',
                            children: t[label],
                          }),
                        },
                        label,
                      ),
                    ),
                  }),
                ],
              },
              c.title,
            ),
          ),
        ],
      }),
      /* @__PURE__ */ a$1('div', {
        className: 'border-t border-white/10',
        children: /* @__PURE__ */ a$1('div', {
          className:
            'mx-auto flex max-w-6xl flex-col gap-2 px-4 py-4 text-xs text-brand-100 sm:flex-row sm:items-center sm:justify-between',
          children: [
            /* @__PURE__ */ a$1('p', { children: t.legal({ year: /* @__PURE__ */ new Date().getFullYear() }) }),
            /* @__PURE__ */ a$1('p', {
              className: 'flex gap-4',
              children: [
                /* @__PURE__ */ a$1(Link, {
                  to: '/terms_of_use',
                  className: 'hover:underline',
                  children: t.terms,
                }),
                /* @__PURE__ */ a$1(Link, {
                  to: '/privacy-policy',
                  className: 'hover:underline',
                  children: t.privacy,
                }),
              ],
            }),
          ],
        }),
      }),
    ],
  });
}
// src/components/ui/toast.tsx
var toasts = [];
var nextId = 1;
var listeners = /* @__PURE__ */ new Set();
var emit = () => listeners.forEach((l) => l());
function toast(message, kind = 'success') {
  const id = nextId++;
  toasts = [
    ...toasts,
    {
      id,
      message,
      kind,
    },
  ];
  emit();
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }, Delay.toastMs);
}
toast.error = (message) => toast(message, 'error');
/** A reply's desc: green when it succeeded, red otherwise; true when it succeeded. */
toast.reply = (e) => {
  const ok = e.status.code === Code.OK;
  toast(e.status.desc, ok ? 'success' : 'error');
  return ok;
};
var subscribe = (l) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
function Toaster() {
  const list = Z$1(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return /* @__PURE__ */ a$1('div', {
    'aria-live': 'polite',
    className: 'pointer-events-none fixed top-20 right-4 z-[100] flex w-[min(22rem,calc(100vw-2rem))] flex-col gap-2',
    children: list.map((t) =>
      /* @__PURE__ */ a$1(
        'div',
        {
          role: t.kind === 'error' ? 'alert' : 'status',
          className: `pointer-events-auto rounded-lg px-4 py-3 text-sm font-medium text-white shadow-lg ${t.kind === 'error' ? 'bg-red-700' : 'bg-green-700'}`,
          children: t.message,
        },
        t.id,
      ),
    ),
  });
}
// ../../packages/shared/src/money.ts
/** Naira (whole) → kobo. Throws on anything that is not a safe whole number of naira. */
function nairaToKobo(naira) {
  if (!Number.isSafeInteger(naira)) throw new RangeError('naira must be a whole number');
  return naira * 100;
}
/** Kobo → naira for display; kobo are integers, naira may have two decimals. */
var koboToNaira = (kobo) => kobo / 100;
/** 5% of the goal, in kobo, rounded half up to the kobo (integer arithmetic only). */
function commissionKobo(goalKobo) {
  return Math.floor((goalKobo * 5 + 50) / 100);
}
var nf = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 2 });
/** "₦1,250,000" — the site's one naira format. */
function formatNaira(naira) {
  return `₦${nf.format(naira)}`;
}
// ../../packages/shared/src/dates.ts
var MONTHS = {
  pcm: {
    long: ['Jénúári', 'Fẹ́búári', 'Mach', 'Éprel', 'Mee', 'Jun', 'Julai', 'Ọgọst', 'Sẹptẹ́mba', 'Ọktóba', 'Nọvẹ́mba', 'Disẹ́mba'],
    short: ['Jén', 'Fẹ́b', 'Mach', 'Épr', 'Mee', 'Jun', 'Jul', 'Ọgọ', 'Sẹp', 'Ọkt', 'Nọv', 'Dis'],
  },
  yo: {
    long: [
      'Oṣù Ṣẹ́rẹ́',
      'Oṣù Èrèlè',
      'Oṣù Ẹrẹ̀nà',
      'Oṣù Ìgbé',
      'Oṣù Ẹ̀bibi',
      'Oṣù Òkúdu',
      'Oṣù Agẹmọ',
      'Oṣù Ògún',
      'Oṣù Owewe',
      'Oṣù Ọ̀wàrà',
      'Oṣù Bélú',
      'Oṣù Ọ̀pẹ̀',
    ],
    short: [],
  },
  ha: {
    long: ['Janairu', 'Faburairu', 'Maris', 'Afirilu', 'Mayu', 'Yuni', 'Yuli', 'Agusta', 'Satumba', 'Oktoba', 'Nuwamba', 'Disamba'],
    short: ['Jan', 'Fab', 'Mar', 'Afi', 'May', 'Yun', 'Yul', 'Agu', 'Sat', 'Okt', 'Nuw', 'Dis'],
  },
  ig: {
    long: ['Jenụwarị', 'Febrụwarị', 'Maachị', 'Epreel', 'Mee', 'Jun', 'Julaị', 'Ọgọọst', 'Septemba', 'Ọktoba', 'Novemba', 'Disemba'],
    short: ['Jen', 'Feb', 'Maa', 'Epr', 'Mee', 'Juu', 'Jul', 'Ọgọ', 'Sep', 'Ọkt', 'Nov', 'Dis'],
  },
};
var english = /* @__PURE__ */ new Map();
var numeric = /* @__PURE__ */ new Map();
var cached = (map, key, make) => {
  let f = map.get(key);
  if (!f) map.set(key, (f = make()));
  return f;
};
/** A date (or its day and month, or month and year) in `language`, as Intl's `<language>-NG` writes it. */
function formatDay(date, language, o = {}) {
  const d = typeof date === 'string' ? new Date(date) : date;
  const { month = 'short', day = true, year = true, timeZone } = o;
  if (language === 'en')
    return cached(
      english,
      `${month}|${day}|${year}|${timeZone ?? ''}`,
      () =>
        new Intl.DateTimeFormat('en-NG', {
          month,
          ...(day ? { day: 'numeric' } : {}),
          ...(year ? { year: 'numeric' } : {}),
          ...(timeZone ? { timeZone } : {}),
        }),
    ).format(d);
  const parts = cached(
    numeric,
    timeZone ?? '',
    () =>
      new Intl.DateTimeFormat('en-NG', {
        day: 'numeric',
        month: 'numeric',
        year: 'numeric',
        ...(timeZone ? { timeZone } : {}),
      }),
  ).formatToParts(d);
  const part = (type) => parts.find((p) => p.type === type).value;
  const names = MONTHS[language];
  const m = (month === 'short' && names.short.length ? names.short : names.long)[Number(part('month')) - 1];
  const dd = String(Number(part('day')));
  const yyyy = part('year');
  if (!day) return year ? `${m} ${yyyy}` : m;
  if (language === 'ha') return year ? `${dd} ${m}, ${yyyy}` : `${m} ${dd}`;
  return year ? `${dd} ${m} ${yyyy}` : `${dd} ${m}`;
}
/** A date and its time: "21 Nov 2026, 14:32" (the time as e-mails write it, 24-hour with its zero). */
function formatDayTime(date, language, o = {}) {
  const d = typeof date === 'string' ? new Date(date) : date;
  const time = cached(
    numeric,
    `time|${o.timeZone ?? ''}`,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        ...(o.timeZone ? { timeZone: o.timeZone } : {}),
      }),
  ).format(d);
  return `${formatDay(d, language, o)}, ${time}`;
}
// src/lib/format.ts
var nairaFromKobo = (kobo) => formatNaira(koboToNaira(kobo));
keepCurrent(
  i18n('shell/format', {
    createdToday: 'created today',
    createdDaysAgo: count({
      one: 'created {count} days ago',
      other: 'created {count} days ago',
    }),
  }),
);
var formats = /* @__PURE__ */ new Map();
/**
 * An Intl date format in the page's language, English's where the browser lacks the language (most
 * do for pcm, yo, ha, ig): for what `formatDate` does not write (the dev mailbox's times).
 */
function dateFormat(options) {
  const code = locale.get();
  const key = `${code}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(code === 'en' ? 'en-NG' : [`${code}-NG`, 'en-NG'], options);
    formats.set(key, f);
  }
  return f;
}
/**
 * A date in the page's language, by the rule the e-mails follow (shared `formatDay`, issue 26):
 * "21 Nov 2026", Yorùbá "21 Oṣù Bélú 2026", Hausa "21 Nuw, 2026" — in every browser, though most
 * lack these languages' Intl data and would write English months.
 */
var formatDate = (iso, o = {}) => formatDay(iso, locale.get(), o);
/** A date and time in the page's language: "21 Nov 2026, 14:32". */
var formatDateTime = (iso, o = {}) => formatDayTime(iso, locale.get(), o);
/** Cuts text at `n` characters on a word boundary, with an ellipsis. */
function preview(text, n) {
  if (text.length <= n) return text;
  const cut = text.slice(0, n);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), n - 20))}…`;
}
// src/components/ui/offline-note.tsx
var messages$3 = i18n('shell/offline-note', {
  slowSaved: params('Your connection is slow — showing what you saw at {time}'),
  offlineSaved: params("You're offline — showing what you saw at {time}"),
  offline: "You're offline. Pages you opened before still work; giving, signing in and saving need a connection.",
});
var time = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** "14:32", or "3 Nov, 14:32" for a copy from another day (the day in the page's language). */
function savedAtText(at, now = /* @__PURE__ */ new Date()) {
  return at.toDateString() === now.toDateString() ? time.format(at) : `${formatDate(at, { year: false })}, ${time.format(at)}`;
}
/**
 * Says when the page shows what the service worker kept (issue 17): offline, or on a connection
 * too slow to answer in time. Giving, signing in and saving need the network, and say so.
 */
function OfflineNote() {
  const t = useT(messages$3);
  const { online, savedAt } = useOffline();
  if (online && !savedAt) return null;
  const text = savedAt ? (online ? t.slowSaved : t.offlineSaved)({ time: savedAtText(savedAt) }) : t.offline;
  return /* @__PURE__ */ a$1('div', {
    role: 'status',
    className: 'bg-slate-800 px-4 py-2 text-center text-sm font-medium text-white',
    children: text,
  });
}
// src/components/ui/lazy-part.tsx
var messages$2 = i18n('shell/lazy-part', {
  notKept: "You're offline, and this part was not opened before on this device. It needs a connection.",
});
/** Catches what its children throw while drawing, and draws `fallback(error)` in their place. */
var Boundary = class extends x$1 {
  state = { error: null };
  static getDerivedStateFromError(error) {
    return { error };
  }
  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
};
/** Offline, a part never opened before on this device cannot load: a note in its place. */
function PartError({ error }) {
  const t = useT(messages$2);
  const tr = useLocalise();
  return /* @__PURE__ */ a$1('p', {
    role: 'alert',
    className: 'rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700',
    children: CHUNK_FAILED.test(error.message) && isOffline() ? t.notKept : tr(Msg.boundary) + error.message,
  });
}
var partError = (error) => /* @__PURE__ */ a$1(PartError, { error });
/**
 * A part of a page whose code loads when it is needed (a tab, a panel below the fold): a
 * placeholder while it loads and, if it cannot load, a note in its place while the rest of the
 * page stays as it is. Give it a `key` that changes when it should try again (the tab).
 */
function LazyPart({ children, fallback }) {
  return /* @__PURE__ */ a$1(Boundary, {
    fallback: partError,
    children: /* @__PURE__ */ a$1(fn, {
      fallback,
      children,
    }),
  });
}
// src/app/error-boundary.tsx
var messages$1 = i18n('shell/error-boundary', {
  /** Offline, a part of the site never opened before cannot load: say that, not the browser's words. */
  notKept: "you're offline, and this page was not opened before on this device. It needs a connection.",
  backHome: 'Back to the home page',
});
/** Marks the offline case: the fallback shows its own text, in the page's language. */
var NOT_KEPT = Symbol('not kept');
/** 'Something went wrong: ' and the message (spec §8). */
function Fallback({ message }) {
  const t = useT(messages$1);
  const tr = useLocalise();
  return /* @__PURE__ */ a$1('div', {
    role: 'alert',
    className: 'mx-auto max-w-xl px-4 py-16 text-center',
    children: [
      /* @__PURE__ */ a$1('p', {
        className: 'text-lg font-semibold text-red-800',
        children: [tr(Msg.boundary), message === NOT_KEPT ? t.notKept : message],
      }),
      /* @__PURE__ */ a$1('a', {
        href: '/',
        className: 'mt-6 inline-block text-brand-700 underline',
        children: t.backHome,
      }),
    ],
  });
}
function RouteError() {
  return /* @__PURE__ */ a$1(ErrorMessage, { error: useRouteError() });
}
/**
 * A page whose code could not load (router.tsx), shown in the layout's main area. Offline, it
 * reloads when the connection comes back, since the router keeps what a page's loading gave.
 */
function PageLoadFailed({ error }) {
  A$2(() => {
    const back = () => location.reload();
    window.addEventListener('online', back, { once: true });
    return () => window.removeEventListener('online', back);
  }, []);
  return /* @__PURE__ */ a$1(ErrorMessage, { error });
}
function ErrorMessage({ error: err }) {
  const message =
    err instanceof Error ? err.message : typeof err === 'object' && err && 'statusText' in err ? String(err.statusText) : String(err);
  if (CHUNK_FAILED.test(message) && isOffline()) return /* @__PURE__ */ a$1(Fallback, { message: NOT_KEPT });
  if (CHUNK_FAILED.test(message)) {
    if (!sessionStorage.getItem('ireti.reloaded')) {
      sessionStorage.setItem('ireti.reloaded', '1');
      location.reload();
    }
  }
  return /* @__PURE__ */ a$1(Fallback, { message });
}
/** The whole page's boundary (layout.tsx): the spec's text in place of the page. */
function ErrorBoundary({ children }) {
  return /* @__PURE__ */ a$1(Boundary, {
    fallback: (error) =>
      /* @__PURE__ */ a$1(Fallback, { message: CHUNK_FAILED.test(error.message) && isOffline() ? NOT_KEPT : error.message }),
    children,
  });
}
// src/app/use-current-user.ts
/**
 * When the app starts with a token, the current user is fetched and kept if the reply code is
 * 100 (spec §2); a token the server no longer accepts signs the browser out.
 */
function useCurrentUser() {
  const { token } = useAuth();
  A$2(() => {
    if (!token) return;
    const ctrl = new AbortController();
    api('GET', '/account', void 0, { signal: ctrl.signal })
      .then((e) => {
        if (e.status.code === Code.OK) auth.setUser(e.entity);
        else if (e.status.code === Code.UNAUTHENTICATED) auth.signOut();
      })
      .catch(() => {});
    const onUnauth = () => auth.signOut();
    window.addEventListener('ireti:unauthenticated', onUnauth);
    return () => {
      ctrl.abort();
      window.removeEventListener('ireti:unauthenticated', onUnauth);
    };
  }, [token]);
}
// src/app/layout.tsx
var messages = i18n('shell/layout', { skip: 'Skip to content' });
function Layout() {
  const bare = useMatches().some((m) => m.handle?.bare);
  useCurrentUser();
  const t = useT(messages);
  return /* @__PURE__ */ a$1('div', {
    className: 'flex min-h-screen flex-col',
    children: [
      /* @__PURE__ */ a$1('a', {
        href: '#main',
        className:
          'sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[200] focus:rounded focus:bg-white focus:px-3 focus:py-2',
        children: t.skip,
      }),
      /* @__PURE__ */ a$1(Header, { bare }),
      /* @__PURE__ */ a$1(OfflineNote, {}),
      /* @__PURE__ */ a$1('main', {
        id: 'main',
        className: 'flex-1',
        children: /* @__PURE__ */ a$1(ErrorBoundary, { children: /* @__PURE__ */ a$1(Outlet, {}) }),
      }),
      /* @__PURE__ */ a$1(Footer, {}),
      /* @__PURE__ */ a$1(Toaster, {}),
      /* @__PURE__ */ a$1(ScrollRestoration, { getKey: (l) => (l.key === 'default' ? l.pathname : l.key) }),
    ],
  });
}
// src/app/private-route.tsx
/** Private routes send a signed-out visitor to /signin, remembering where they were going. */
function PrivateRoute({ children, admin = false }) {
  const { token, user } = useAuth();
  const location = useLocation();
  if (!token)
    return /* @__PURE__ */ a$1(Navigate, {
      to: '/signin',
      replace: true,
      state: {
        from: location.pathname + location.search,
        fromState: location.state,
      },
    });
  if (admin && user && user.role !== 'admin')
    return /* @__PURE__ */ a$1(Navigate, {
      to: '/404',
      replace: true,
    });
  return /* @__PURE__ */ a$1($$1, { children });
}
// src/lib/campaigns/keys.ts
/**
 * Query keys of campaigns, shared by the campaigns feature and the campaign pieces other pages show:
 * a change to a campaign invalidates `campaignKeys.all`.
 */
var campaignKeys = {
  all: ['campaigns'],
  one: (id) => ['campaigns', 'one', id.toLowerCase()],
  rewards: (id) => ['campaigns', 'rewards', id.toLowerCase()],
  explore: (filters) => ['campaigns', 'explore', filters],
  mine: ['campaigns', 'mine'],
  stories: (perPage) => ['campaigns', 'stories', perPage],
  list: (time, perPage) => ['campaigns', 'list', time, perPage],
  stats: ['campaigns', 'stats'],
};
// src/features/campaigns/api/get-campaign.ts
/** GET /campaign/{campaignId}: the campaign as the viewer may see it (public id, lower-cased). */
var getCampaign = (id, signal) => unwrap(api('GET', `/campaign/${encodeURIComponent(id.toLowerCase())}`, void 0, { signal }));
/** The query of one campaign, shared by the page's hook and the route's early start (prefetchCampaign). */
var campaignQuery = (id) => ({
  queryKey: campaignKeys.one(id),
  queryFn: ({ signal }) => getCampaign(id, signal),
  staleTime: 1e4,
  retry: (count, err) => count < 1 && err.code === Code.UNEXPECTED,
});
function useCampaign(id) {
  return useQuery({
    ...campaignQuery(id ?? ''),
    enabled: !!id,
  });
}
/**
 * Starts loading a campaign when its route is entered, alongside the page's code rather than
 * after it, so the feature picture (the page's largest paint) is asked for one round trip sooner.
 * Errors are left for the page's own query to show.
 */
function prefetchCampaign(client, id) {
  if (id) client.prefetchQuery(campaignQuery(id));
}
// src/lib/query.ts
var queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 3e4,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});
// src/app/routes.ts
var routes = [
  {
    path: '/',
    load: () => import('./assets/home-page-BhZqOHrx.js'),
  },
  {
    path: '/campaigns',
    load: () => import('./assets/explore-page-D_b53Ew9.js'),
  },
  {
    path: '/campaign/:campaignId',
    load: () => import('./assets/campaign-page-iTA8QBnW.js').then((n) => n.t),
    prefetch: (p) => prefetchCampaign(queryClient, p.campaignId),
  },
  {
    path: '/fundraise/:pageId',
    load: () => import('./assets/fundraise-page-tsVNc0xU.js'),
  },
  {
    path: '/success_stories',
    load: () => import('./assets/success-stories-page-BowBI7lY.js'),
  },
  {
    path: '/signin',
    load: () => import('./assets/signin-page-D6N_ZWmS.js'),
  },
  {
    path: '/signup',
    load: () => import('./assets/signup-chooser-page-DY_SRdxP.js'),
  },
  {
    path: '/signup_individual',
    load: () => import('./assets/signup-individual-page-_QxCfuo9.js'),
  },
  {
    path: '/signup_org',
    load: () => import('./assets/signup-org-page-BMXqKURr.js'),
  },
  {
    path: '/forgot_password',
    load: () => import('./assets/forgot-password-page-BIupPP9b.js'),
    bare: true,
  },
  {
    path: '/reset_password/:token',
    load: () => import('./assets/reset-password-page-B5oq_yRR.js'),
    bare: true,
  },
  {
    path: '/signout',
    load: () => import('./assets/signout-page-DeZpHJ8m.js'),
  },
  {
    path: '/verify_email/:token',
    load: () => import('./assets/verify-email-page-dRMUbLwm.js'),
  },
  {
    path: '/send_email',
    load: () => import('./assets/send-email-page-DsnIwbFe.js'),
  },
  {
    path: '/volunteer',
    load: () => import('./assets/volunteer-page-D6dq5tPm.js'),
  },
  {
    path: '/volunteer/:volunteerId',
    load: () => import('./assets/volunteer-profile-page-VEarsJgL.js'),
  },
  {
    path: '/volunteer_document',
    load: () => import('./assets/volunteer-document-page-Dev-jW-j.js'),
  },
  {
    path: '/verify_volunteer',
    load: () => import('./assets/verify-volunteer-page-B8wFkuWj.js'),
  },
  {
    path: '/verified_page',
    load: () => import('./assets/verified-organizations-page-D4SsU9Sx.js'),
  },
  {
    path: '/verified_org_campaigns/:organizationId',
    load: () => import('./assets/organization-page-DeTRWrW_.js'),
  },
  {
    path: '/how_it_works',
    load: () => import('./assets/how-it-works-page-6J9JOZhI.js'),
  },
  {
    path: '/about',
    load: () => import('./assets/about-page-DDcy1Dwn.js'),
  },
  {
    path: '/faq',
    load: () => import('./assets/faq-page-JXBTSFdR.js'),
  },
  {
    path: '/help',
    load: () => import('./assets/help-page-BE-cXBkb.js'),
  },
  {
    path: '/support_sent',
    load: () => import('./assets/support-sent-page-DwJANQVn.js'),
  },
  {
    path: '/blog',
    load: () => import('./assets/blog-page-D1R44YPV.js'),
  },
  {
    path: '/blog_articles',
    load: () => import('./assets/blog-articles-page-w6ayb057.js'),
  },
  {
    path: '/terms_of_use',
    load: () => import('./assets/terms-page-Dl_fiVME.js'),
  },
  {
    path: '/privacy-policy',
    load: () => import('./assets/privacy-page-H7yDVVai.js'),
  },
  {
    path: '/404',
    load: () => import('./assets/not-found-page-eaTOw7cr.js'),
  },
  {
    path: '/unsubscribe/:token',
    load: () => import('./assets/unsubscribe-page-Bl7XRJgj.js'),
  },
  {
    path: '/monthly',
    load: () => import('./assets/monthly-page-BRhNYX5X.js'),
  },
  {
    path: '/dev/mailbox',
    load: () => import('./assets/mailbox-page-xB8Q9zN2.js'),
  },
  {
    path: '/verify',
    load: () => import('./assets/verify-identity-page-DLAUQoYP.js'),
    private: true,
  },
  {
    path: '/create_campaigns',
    load: () => import('./assets/create-campaign-page-BV11kXDM.js'),
    private: true,
  },
  {
    path: '/edit_campaign',
    load: () => import('./assets/edit-campaign-page-Be_ETXef.js'),
    private: true,
  },
  {
    path: '/close_campaign',
    load: () => import('./assets/close-campaign-page-C0VObebH.js'),
    private: true,
  },
  {
    path: '/claim/:campaignId',
    load: () => import('./assets/claim-page-BRFkqzll.js'),
    private: true,
  },
  {
    path: '/backers/:campaignId',
    load: () => import('./assets/backers-page-BVWp13p-.js'),
    private: true,
  },
  {
    path: '/profile',
    load: () => import('./assets/profile-page-DRBX3pd2.js'),
    private: true,
  },
  {
    path: '/volunteer_queue',
    load: () => import('./assets/volunteer-queue-page-HBrTi0vp.js'),
    private: true,
  },
  {
    path: '/confirm_phone',
    load: () => import('./assets/confirm-phone-page-NMFnF-TK.js'),
    private: true,
  },
  {
    path: '/upload_profile_photo',
    load: () => import('./assets/upload-photo-page-Bdt-naUc.js'),
    private: true,
  },
  {
    path: '/profile_setting',
    load: () => import('./assets/settings-redirect-page-DBgdbDYJ.js'),
    private: true,
  },
  {
    path: '/profile_setting/individual',
    load: () => import('./assets/settings-individual-page-DDldk3n6.js'),
    private: true,
  },
  {
    path: '/profile_setting/organization',
    load: () => import('./assets/settings-organization-page-yDT3uocr.js'),
    private: true,
  },
  {
    path: '/admin',
    load: () => import('./assets/admin-page-DzG7knGQ.js'),
    private: true,
    admin: true,
  },
];
// src/app/router.tsx
/** The components whose code has loaded so far (their English registers as the code runs). */
var loadedComponents = () => new Set(Object.keys(i18n.cache.en ?? {}));
var children = routes.map((r) => ({
  path: r.path,
  handle: { bare: r.bare === true },
  ...(r.prefetch
    ? {
        loader: ({ params }) => {
          if (typeof document !== 'undefined') r.prefetch(params);
          return null;
        },
      }
    : {}),
  lazy: async () => {
    const before = loadedComponents();
    let Page;
    try {
      ({ default: Page } = await r.load());
    } catch (error) {
      return { Component: () => /* @__PURE__ */ a$1(PageLoadFailed, { error }) };
    }
    const brought = [...loadedComponents()].filter((c) => !before.has(c)).map((c) => c.split('/')[0]);
    await preloadAreas(['shell', ...brought]);
    return {
      Component: r.private
        ? () =>
            /* @__PURE__ */ a$1(PrivateRoute, {
              admin: r.admin,
              children: /* @__PURE__ */ a$1(Page, {}),
            })
        : Page,
    };
  },
}));
/** The route tree: the browser's router and the server's render (entry-server.tsx) are made from it. */
var routeTree = () => [
  {
    element: /* @__PURE__ */ a$1(Layout, {}),
    errorElement: /* @__PURE__ */ a$1(RouteError, {}),
    hydrateFallbackElement: /* @__PURE__ */ a$1('div', { className: 'min-h-screen' }),
    children: [
      ...children.map((c) => ({ ...c })),
      {
        path: '/campaign',
        element: /* @__PURE__ */ a$1(Navigate, {
          to: '/campaigns',
          replace: true,
        }),
      },
      {
        path: '*',
        element: /* @__PURE__ */ a$1(Navigate, {
          to: '/404',
          replace: true,
        }),
      },
    ],
  },
];
// src/lib/site.ts
/**
 * The site's address as the page sees it (`https://ireti.ng`): the browser's own, or on the
 * server's render (entry-server.tsx) the address the request was made to, so the page's share
 * links are the same in the HTML as after hydration.
 */
var drawnFor = '';
var siteOrigin = () => (typeof window === 'undefined' ? drawnFor : window.location.origin);
/** The server's render: the address of the request being drawn. */
function drawForOrigin(origin) {
  drawnFor = origin;
}
// src/ssr-data.ts
/** The element holding what the server drew a page with (entry-server.tsx): JSON, which no browser runs. */
var SSR_DATA_ID = 'ireti-data';
// src/entry-server.tsx
var asked = new AsyncLocalStorage();
var ready;
/** Once per process: the API's transport, and every language's texts (a render may be in any). */
function setup(call) {
  ready ??= (async () => {
    setApiTransport(async (url, init) => {
      const headers = { accept: 'application/json' };
      const language = asked.getStore()?.language;
      if (language) headers['accept-language'] = language;
      const r = await call({
        url,
        headers,
      });
      return new Response(r.body, {
        status: r.status,
        headers: { 'content-type': r.headers['content-type'] ?? 'application/json' },
      });
    });
    keepEveryStore();
    await Promise.all(LANGUAGES.map(async (l) => Promise.all([loadLanguage(l), loadDictionary(l)])));
  })();
  return ready;
}
var handler = createStaticHandler2(routeTree());
/**
 * The language and the low-data mode are the app's global state (one store each), so one drawing
 * runs at a time: each sets them, then draws. Fetching the data in between runs side by side.
 */
var turn = Promise.resolve();
function draw(node, r) {
  const run = turn.then(() => {
    locale.set(r.language);
    drawLowDataAs(r.lowData);
    drawForOrigin(r.origin);
    return L(node);
  });
  turn = run.catch(() => void 0);
  return run;
}
var enabled = (q) => {
  const e = q.options.enabled;
  return typeof e === 'function' ? e(q) : e !== false;
};
/** At most this many rounds of "draw, then fetch what the drawing asked for" (a query may need another's answer). */
var ROUNDS = 4;
/** JSON inside a script element: nothing in it can close the element or start a comment. */
var scriptJson = (v) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
/** The first picture drawn with fetchpriority="high": the page's largest paint, preloaded from the head. */
function preloadOf(html) {
  const img = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(html)?.[0];
  if (!img) return '';
  const attr = (name) => new RegExp(`\\b${name}="([^"]*)"`).exec(img)?.[1];
  const src = attr('src');
  if (!src) return '';
  const srcset = attr('srcset');
  const sizes = attr('sizes');
  return `<link rel="preload" as="image" href="${src}"${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''} fetchpriority="high">`;
}
/**
 * Draws the page at `r.url`, or null when it is not one to draw here (a redirect, a route error,
 * a query that failed: a campaign that does not exist, the database out of reach). The browser
 * then draws it itself, as it did before.
 */
async function render(r) {
  if (!ready) throw new Error('entry-server: setup() first');
  await ready;
  const context = await handler.query(new Request(new URL(r.url, 'http://ireti.invalid')));
  if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        gcTime: Infinity,
      },
    },
  });
  const app = /* @__PURE__ */ a$1(QueryClientProvider, {
    client,
    children: /* @__PURE__ */ a$1(StaticRouterProvider, {
      router,
      context,
      hydrate: false,
    }),
  });
  let html = '';
  for (let round = 0; ; round++) {
    html = await draw(app, r);
    const wanted = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && enabled(q));
    if (!wanted.length) break;
    if (round === ROUNDS) return null;
    await asked.run(r, () => Promise.all(wanted.map((q) => q.fetch().catch(() => void 0))));
  }
  if (
    client
      .getQueryCache()
      .getAll()
      .some((q) => q.state.status === 'error')
  )
    return null;
  const drawn = {
    language: r.language,
    lowData: r.lowData,
    origin: r.origin,
    queries: dehydrate(client),
    router: {
      loaderData: context.loaderData,
      actionData: context.actionData,
      errors: context.errors,
    },
  };
  return {
    html,
    data: `<script type="application/json" id="${SSR_DATA_ID}">${scriptJson(drawn)}<\/script>`,
    preload: preloadOf(html),
  };
}
export {
  api as A,
  displayName as B,
  Spinner as C,
  useAuth as D,
  auth as E,
  isOffline as F,
  Navigate as G,
  useQuery as H,
  keepCurrent as I,
  useParams as J,
  useLocation as K,
  Msg as L,
  getToken as M,
  unwrap as N,
  API_BASE as O,
  upload as P,
  count as R,
  PageSpinner as S,
  imageUrl as T,
  getDefaultState as U,
  placeOf as V,
  Link as W,
  useSearchParams as Y,
  useLowData as _,
  dateFormat as a,
  Button as b,
  nairaFromKobo as c,
  formatNaira as d,
  koboToNaira as f,
  isLowData as g,
  useMyAssignments as h,
  LazyPart as i,
  apiGet as j,
  ApiError as k,
  preview as l,
  toast as m,
  useCampaign as n,
  formatDate as o,
  nairaToKobo as p,
  useNavigate as q,
  campaignKeys as r,
  render,
  formatDateTime as s,
  setup,
  siteOrigin as t,
  commissionKobo as u,
  IdentityStatus as v,
  fallbackToPlaceholder as w,
  buttonClass as x,
  UnderReviewBadge as y,
  badgeOf as z,
};
