// ../../node_modules/preact/dist/preact.mjs
var n;
var t$1;
var r$1;
var u$2;
var i$1;
var f$2;
var o$2;
var e$1;
var l$1;
var c$1;
var a$2;
var s$1;
var h$1 = Symbol.for('pv');
var p$1 = {};
var y$1 = [];
var v$1 = /^m(i|n|o|s|text|space)$/;
var w$2 = Array.isArray;
var d$1 = y$1.slice;
var _$1 = Object.assign;
function g$1(n) {
  n && n.parentNode && n.remove();
}
function k$2(n, t, r) {
  var u,
    i,
    f,
    o = {},
    e = arguments.length;
  for (f in t) 'key' == f ? (u = t[f]) : 'ref' == f && 'function' != typeof n ? (i = t[f]) : (o[f] = t[f]);
  return (e > 2 && (o.children = e > 3 ? d$1.call(arguments, 2) : r), m$1(n, o, u, i, null));
}
function b$1(n, t, r) {
  var u,
    i,
    f,
    o = _$1({}, n.props),
    e = arguments.length;
  for (f in t) 'key' == f ? (u = t[f]) : 'ref' == f && 'function' != typeof n.type ? (i = t[f]) : (o[f] = t[f]);
  return (
    e > 2 && (o.children = e > 3 ? d$1.call(arguments, 2) : r),
    m$1(n.type, o, void 0 !== u ? u : n.key, void 0 !== i ? i : n.ref, null)
  );
}
function m$1(r, u, i, f, o) {
  var e = {
    type: r,
    props: u,
    key: i,
    ref: f,
    __k: null,
    __: null,
    __b: 0,
    __e: null,
    __c: null,
    constructor: h$1,
    __v: o || ++t$1,
    __i: -1,
    __u: 0,
  };
  return (!o && n.vnode && n.vnode(e), e);
}
function M$1() {
  return { current: null };
}
function $$1(n) {
  return n.children;
}
function x$2(n, t) {
  ((this.props = n), (this.context = t), (this.__g = 0));
}
function S$1(n, t) {
  if (null == t) return n.__ && S$1(n.__, n.__i + 1);
  for (var r; t < n.__k.length; t++) if ((r = n.__k[t]) && r.__e) return r.__e;
  return 'function' != typeof n.type || n.props.__P ? null : S$1(n);
}
function C$2(t) {
  var r,
    u = t.__v,
    i = u.__e,
    f = [],
    o = [],
    e = t.__P;
  e &&
    (((r = _$1({ constructor: h$1 }, u)).__v = u.__v + 1),
    n.vnode && n.vnode(r),
    z$2(e, r, u, t.__n, e.namespaceURI, 32 & u.__u ? [i] : null, f, i || S$1(u), 32 & u.__u, o),
    (r.__v = u.__v),
    (r.__.__k[r.__i] = r),
    E$1(f, r, o),
    (u.__ = u.__e = null),
    r.__e != i && j$2(r));
}
function j$2(n) {
  if ((n = n.__) && n.__c && !n.props.__P)
    return (
      (n.__e = null),
      n.__k.some(function (t) {
        return t && (n.__e = t.__e);
      }),
      j$2(n)
    );
}
function L$1(t) {
  ((8 & t.__g || ((t.__g |= 8), u$2.push(t), f$2++)) && i$1 == n.debounceRendering) || ((i$1 = n.debounceRendering) || queueMicrotask)(H$1);
}
function H$1() {
  try {
    for (var n, t = 1; u$2.length;) (u$2.length > t && u$2.sort(o$2), (n = u$2.shift()), (t = u$2.length), 8 & n.__g && C$2(n));
  } finally {
    (f$2 = u$2.length) && (i$1 || queueMicrotask)(H$1);
  }
}
function I$1(n, t, r, u, i, f, o, e, l, c, a) {
  var s,
    h,
    v,
    w,
    d,
    _,
    g = u.__k || y$1,
    k = t.length;
  for (l = q$2(r, t, g, l, k), s = 0; s < k; s++)
    null != (v = r.__k[s]) &&
      ((h = (~v.__i && g[v.__i]) || p$1),
      (v.__i = s),
      (_ = z$2(n, v, h, i, f, o, e, l, c, a)),
      (w = v.__e),
      (h.ref != v.ref || 8 & h.__u) && (h.ref && G$2(h.ref, null, v, h), v.ref && a.push(v.ref, v.__c || w, v)),
      (d = d || w),
      4 & v.__u
        ? ((l = A$2(v, l, n, !h.__v)), h.__e && (h.__e = null))
        : 'function' == typeof v.type && void 0 !== _
          ? (l = _)
          : w && (l = w.nextSibling),
      (v.__u &= -21));
  return ((r.__e = d), l);
}
function q$2(n, t, r, u, i) {
  var f,
    o,
    e,
    l,
    c,
    a,
    s,
    p,
    y,
    v = r.length,
    d = v,
    _ = 0,
    g = 0,
    k = (n.__k = Array(i));
  for (f = 0; f < i; f++)
    null != (o = t[f]) && 'boolean' != typeof o && 'function' != typeof o
      ? ('object' != typeof o || o.constructor === String
          ? (o = k[f] = m$1(null, o))
          : w$2(o)
            ? (o = k[f] = m$1($$1, { children: o }))
            : o.constructor === h$1 && o.__b
              ? (o = k[f] = m$1(o.type, o.props, o.key, o.ref, o.__v))
              : (k[f] = o),
        (l = f + _),
        (o.__ = n),
        (o.__b = n.__b + 1),
        (e = null),
        ~(c = o.__i = P$2(o, r, l, d)) && (d--, (e = r[c]) && (e.__u |= 2)),
        e && e.__v
          ? ((o.__u |= 16), c == l - 1 ? _-- : c == l + 1 ? _++ : c != l && (c > l ? _-- : _++, (g = 1)))
          : (~c || (i > v ? _-- : i < v && _++), 'function' != typeof o.type && (o.__u |= 4)))
      : (k[f] = null);
  if (g) {
    for (a = [], s = [], f = 0; f < i; f++)
      if ((o = k[f]) && 16 & o.__u) {
        for (_ = 0, p = a.length; _ < p;) a[(y = (_ + p) >> 1)] < o.__i ? (_ = y + 1) : (p = y);
        ((a[_] = o.__i), (s[f] = _ + 1));
      }
    for (_ = a.length; f--;) s[f] && (s[f] == _ ? _-- : (k[f].__u |= 4));
  }
  if (d) for (f = 0; f < v; f++) !(e = r[f]) || 2 & e.__u || (e.__e == u && (u = S$1(e)), J$1(e, e));
  return u;
}
function A$2(n, t, r, u) {
  var i, f, o, e;
  if ('function' == typeof n.type) {
    if (n.props.__P) return t;
    if ((i = n.__k)) for (f = 0; f < i.length; f++) i[f] && ((i[f].__ = n), (t = A$2(i[f], t, r, !1)));
    return t;
  }
  for (t && !t.parentNode && (t = S$1(n)) && !t.parentNode && (t = null), o = n.__e, e = t; e && 8 == e.nodeType;) e = e.nextSibling;
  for (
    o != e && (!u && r.moveBefore && o.parentNode ? r.moveBefore(o, t) : r.insertBefore(o, t || null)), t = o;
    (t = t && t.nextSibling) && 8 == t.nodeType && !t.data.startsWith('$s');
  );
  return t;
}
function O$1(n, t) {
  return (
    (t = t || []),
    null != n &&
      'boolean' != typeof n &&
      (w$2(n)
        ? n.some(function (n) {
            O$1(n, t);
          })
        : t.push(n)),
    t
  );
}
function P$2(n, t, r, u) {
  var i,
    f = n.key,
    o = n.type,
    e = t[r],
    l = e && !(2 & e.__u);
  if ((null === e && null == f) || (l && f == e.key && o == e.type)) return r;
  if (u > (l ? 1 : 0)) {
    for (i = r - 1; i >= 0; i--) if ((e = t[i]) && !(2 & e.__u) && f == e.key && o == e.type) return i;
    for (i = r + 1; i < t.length; i++) if ((e = t[i]) && !(2 & e.__u) && f == e.key && o == e.type) return i;
  }
  return -1;
}
function T$2(n, t, r) {
  ((r ??= ''), '-' == t[0] ? n.setProperty(t, r) : (n[t] = r));
}
function N$1(n, t, r, u, i) {
  var f, o;
  if ('style' == t)
    if ('string' == typeof r) n.style.cssText = r;
    else {
      if (('string' == typeof u && (n.style.cssText = u = ''), u)) for (t in u) (r && t in r) || T$2(n.style, t);
      if (r) for (t in r) (u && r[t] == u[t]) || T$2(n.style, t, r[t]);
    }
  else if ('o' == t[0] && 'n' == t[1])
    ('function' != typeof r && (r = null),
      'function' != typeof u && (u = null),
      ((n.__e || (n.__e = {}))[t] = r),
      (r && u) ||
        ((o = a$2[t] || (a$2[t] = V$1(t))),
        ((n.__a || (n.__a = {}))[t] = c$1),
        (f = t != (t = t.replace(l$1, '$1'))),
        (t = t.slice(2))[0] < 'a' && (t = t.toLowerCase()),
        r ? n.addEventListener(t, o, f) : n.removeEventListener(t, o, f)));
  else {
    if ('http://www.w3.org/2000/svg' == i) t = t.replace(/xlink(H|:h)/, 'h').replace(/sName$/, 's');
    else if (
      'width' != t &&
      'height' != t &&
      'href' != t &&
      'list' != t &&
      'form' != t &&
      'tabIndex' != t &&
      'download' != t &&
      'rowSpan' != t &&
      'colSpan' != t &&
      'role' != t &&
      'popover' != t &&
      t in n
    )
      try {
        n[t] = null == r ? '' : r;
        return;
      } catch (n) {}
    if ('function' == typeof r) return;
    null == r || (!1 === r && '-' != t[4]) ? n.removeAttribute(t) : n.setAttribute(t, 'popover' == t && 1 == r ? '' : r);
  }
}
function V$1(t) {
  return function (r) {
    var u = this.__e;
    if (u) {
      if (((u = u[t]), null == r[e$1])) r[e$1] = c$1++;
      else if (r[e$1] < this.__a[t]) return;
      return u(n.event ? n.event(r) : r);
    }
  };
}
function z$2(t, r, u, i, f, o, e, l, c, a) {
  var s,
    p,
    v,
    d,
    k,
    b,
    m,
    M,
    C,
    j,
    L,
    H,
    q,
    A,
    O,
    P,
    T,
    N,
    V = r.type;
  if (r.constructor !== h$1) return null;
  (128 & u.__u &&
    ((c = 32 & u.__u), (s = u.__c.__z)) &&
    ((r.__u |= c), (p = o = []), 8 == s.nodeType ? (l = B$2(s, o)) : o.push(s), (l = o[0] || l)),
    (s = n.__b) && s(r));
  n: if ('function' == typeof V) {
    v = e.length;
    try {
      if (
        ((M = r.props),
        (C = (s = V.prototype) && s.render),
        (j = (s = V.contextType) && i[s.__c]),
        (L = s ? (j ? j.props.value : s.__) : i),
        (d = u.__c)
          ? ((r.__c = d), 2 & d.__g && (d.__g |= 1))
          : (C ? (r.__c = d = new V(M, L)) : ((r.__c = d = new x$2(M, L)), (d.constructor = V), (d.render = K$1)),
            j && j.sub(d),
            d.state || (d.state = {}),
            (d.__n = i),
            (d.__g |= 8),
            (d.__h = []),
            (d.__k = [])),
        C &&
          (d.__s || (d.__s = d.state),
          V.getDerivedStateFromProps && (d.__s == d.state && (d.__s = _$1({}, d.__s)), _$1(d.__s, V.getDerivedStateFromProps(M, d.__s)))),
        (k = d.props),
        (b = d.state),
        (d.__v = r),
        u.__c)
      ) {
        if (
          (M !== k && C && !V.getDerivedStateFromProps && d.componentWillReceiveProps && d.componentWillReceiveProps(M, L),
          (r.__v == u.__v && !(8 & d.__g)) || (!(4 & d.__g) && d.shouldComponentUpdate && !1 === d.shouldComponentUpdate(M, d.__s, L)))
        ) {
          (r.__v != u.__v && ((d.props = M), (d.state = d.__s), (d.__g &= -9)),
            (r.__e = u.__e),
            (r.__k = u.__k),
            r.__k.some(function (n) {
              n && (n.__ = r);
            }),
            y$1.push.apply(d.__h, d.__k),
            (d.__k = []),
            d.__h.length && e.push(d),
            (l = S$1(u)));
          break n;
        }
        (d.componentWillUpdate && d.componentWillUpdate(M, d.__s, L),
          C &&
            d.componentDidUpdate &&
            d.__h.push(function () {
              d.componentDidUpdate(k, b, m);
            }));
      } else
        (C && !V.getDerivedStateFromProps && d.componentWillMount && d.componentWillMount(),
          C && d.componentDidMount && d.__h.push(d.componentDidMount));
      ((d.context = L), (d.props = M), (d.__P = t), (d.__g &= -5), (H = n.__r), (q = C ? 25 : 0));
      do ((d.__g &= -9), H && H(r), (s = d.render(d.props, (d.state = d.__s), d.context)));
      while (8 & d.__g && ++q < 25);
      (C && (y$1.push.apply(d.__h, d.__k), (d.__k = [])),
        (d.state = d.__s),
        d.getChildContext && (i = _$1({}, i, d.getChildContext())),
        C && u.__c && d.getSnapshotBeforeUpdate && (m = d.getSnapshotBeforeUpdate(k, b)),
        (A = s && s.type === $$1 && null == s.key ? s.props.children : s),
        M.__P &&
          ((s = l),
          (f = (t = M.__P).namespaceURI),
          (c = o = null),
          u.props &&
            u.props.__P != t &&
            (u.__k.some(function (n) {
              n && J$1(n, n);
            }),
            (u.__k = null)),
          (l = u.__k ? S$1(u, 0) : null)),
        (l = I$1(t, w$2(A) ? A : [A], r, u, i, f, o, e, l, c, a)),
        M.__P && ((r.__e = null), (l = s)),
        (r.__u &= -161),
        p && p.some(g$1),
        d.__h.length && e.push(d),
        1 & d.__g && (d.__g &= -4));
    } catch (t) {
      if (((e.length = v), (r.__v = null), c || o))
        if (t && t.then) {
          if (((r.__u |= 128 | c), o)) {
            for (~(T = o.indexOf(l || void 0)) || (T = o.length); (N = o[T - 1]) && 8 == N.nodeType;) T--;
            for (; T < o.length; T++)
              if ((N = o[T]))
                if (((o[T] = null), O)) {
                  if (N == P) break;
                } else {
                  if (8 != N.nodeType) break;
                  N.data.startsWith('$s') && (P = B$2((O = N)));
                }
          }
          if (!O) {
            for (; l && 8 == l.nodeType && l.nextSibling;) l = l.nextSibling;
            O = l;
          }
          ((s = B$2((O = r.__c.__z || (r.__c.__z = O)))) ? ((r.__e = O), (l = s)) : (r.__e = l), (l = l && l.nextSibling));
        } else o && o.some(g$1);
      else r.__e = u.__e;
      (r.__k || (r.__k = u.__k || []), (t && t.then) || D$2(r), n.__e(t, r, u));
    }
  } else l = r.__e = F$2(u.__e, r, u, i, f, o, e, c, a, t);
  return ((s = n.diffed) && s(r), l);
}
function B$2(n, t) {
  if (n && 8 == n.nodeType && n.data.startsWith('$s'))
    for (var r = 1; (n = n.nextSibling);) {
      if (8 == n.nodeType) {
        if (n.data.startsWith('$s')) r++;
        else if (n.data.startsWith('/$s') && !--r) return n;
      }
      t && t.push(n);
    }
}
function D$2(n) {
  n && (n.__c && (n.__c.__g |= 4), n.__k && n.__k.some(D$2));
}
function E$1(t, r, u) {
  for (var i = 0; i < u.length;) G$2(u[i++], u[i++], u[i++]);
  (n.__c && n.__c(r, t),
    t.some(function (r) {
      try {
        ((t = r.__h),
          (r.__h = []),
          t.some(function (n) {
            n.call(r);
          }));
      } catch (t) {
        n.__e(t, r.__v);
      }
    }));
}
function F$2(t, r, u, i, f, o, e, l, c, a) {
  var s,
    h,
    y,
    _,
    k,
    b,
    m,
    M,
    $ = u.props || p$1,
    x = r.props,
    C = r.type;
  if (
    ('svg' == C
      ? (f = 'http://www.w3.org/2000/svg')
      : 'math' == C
        ? (f = 'http://www.w3.org/1998/Math/MathML')
        : f || (f = 'http://www.w3.org/1999/xhtml'),
    o)
  ) {
    for (s = 0; s < o.length; s++)
      if ((k = o[s]) && (C ? k.localName == C : 3 == k.nodeType)) {
        ((t = k), (o[s] = null));
        break;
      }
  }
  if (!t) {
    if (((M = a.ownerDocument || document), !C)) return M.createTextNode(x);
    ((t = M.createElementNS(f, C, x.is ? x : a)), l && (n.__m && n.__m(r, o), (l = !1)), (o = null));
  }
  if (C) {
    if (
      ((a = ('template' == C && t.content) || t),
      (o = 'textarea' == C && null != x.defaultValue ? null : o && d$1.call(a.childNodes)),
      !l && o)
    )
      for ($ = {}, s = 0; s < t.attributes.length; s++) $[(k = t.attributes[s]).name] = k.value;
    for (s in $)
      ((k = $[s]),
        'dangerouslySetInnerHTML' == s
          ? (y = k)
          : 'children' == s ||
            s in x ||
            ('value' == s && 'defaultValue' in x) ||
            ('checked' == s && 'defaultChecked' in x) ||
            N$1(t, s, null, k, f));
    for (s in x)
      ((k = x[s]),
        'children' == s
          ? (_ = k)
          : 'dangerouslySetInnerHTML' == s
            ? (h = k)
            : 'value' == s
              ? (b = k)
              : 'checked' == s
                ? (m = k)
                : (l && 'function' != typeof k) || $[s] === k || N$1(t, s, k, $[s], f));
    (h
      ? (l || (y && (h.__html == y.__html || h.__html == t.innerHTML)) || (t.innerHTML = h.__html), (r.__k = []))
      : (y && (t.textContent = ''),
        ('foreignObject' == C || ('http://www.w3.org/1998/Math/MathML' == f && v$1.test(C))) && (f = 'http://www.w3.org/1999/xhtml'),
        I$1(a, w$2(_) ? _ : [_], r, u, i, f, o, e, o ? o[0] : u.__k && S$1(u, 0), l, c),
        o && o.some(g$1)),
      (l && 'textarea' != C) ||
        ((s = 'value'),
        'progress' == C && null == b ? t.removeAttribute(s) : null == b || (b === t[s] && ('progress' != C || b)) || N$1(t, s, b, $[s], f),
        (s = 'checked'),
        null != m && m != t[s] && N$1(t, s, m, $[s], f)));
  } else $ === x || (l && t.data == x) || (t.data = x);
  return t;
}
function G$2(t, r, u, i) {
  try {
    'function' == typeof t
      ? r
        ? (r.__x = t(r) || 1)
        : i && (i = i.__c || i.__e) && (r = i.__x) && ((i.__x = null), 'function' == typeof r ? r() : t(null))
      : (t.current = r);
  } catch (t) {
    n.__e(t, u);
  }
}
function J$1(t, r, u) {
  var i, f, o, e;
  if ((n.unmount && n.unmount(t), !(i = t.ref) || (i.current && i.current != t.__e) || G$2(i, null, r, t), (i = t.__c))) {
    if (i.componentWillUnmount)
      try {
        i.componentWillUnmount();
      } catch (t) {
        n.__e(t, r);
      }
    i.__P = i.__n = null;
  }
  if ((i = t.__k)) for (e = 0; e < i.length; e++) i[e] && J$1(i[e], r, 'function' != typeof t.type || (u && !t.props.__P));
  (!u && (i = t.__c) && (i = i.__z) && (f = B$2(i, (o = []))) && (i == t.__e && o.some(g$1), g$1(f), g$1(i)),
    u || g$1(t.__e),
    (t.__e = t.__c = t.__ = null));
}
function K$1(n, t, r) {
  return this.constructor(n, r);
}
function Q$1(t, r) {
  var u, i, f, o;
  (n.__ && n.__(t, r),
    9 == r.nodeType && (r = r.documentElement),
    (i = (u = t && 32 & t.__u) ? null : r.__k),
    (r.__k = m$1($$1, { children: [t] })),
    (f = []),
    (o = []),
    z$2(
      r,
      r.__k,
      i || p$1,
      p$1,
      r.namespaceURI,
      i ? null : r.firstChild ? d$1.call(r.childNodes) : null,
      f,
      i ? i.__e : r.firstChild,
      u,
      o,
    ),
    E$1(f, r.__k, o),
    (r.__k.props.children = null));
}
function R$1(n, t) {
  (n && 'object' == typeof n && (n.__u |= 32), Q$1(n, t));
}
function U$1(n) {
  function t(n) {
    var r, u;
    return (
      this.getChildContext ||
        ((r = /* @__PURE__ */ new Set()),
        ((u = {})[t.__c] = this),
        (this.getChildContext = function () {
          return u;
        }),
        (this.shouldComponentUpdate = function (n) {
          this.props.value != n.value &&
            r.forEach(function (n) {
              ((n.__g |= 4), L$1(n));
            });
        }),
        (this.sub = function (n) {
          r.add(n);
          var t = n.componentWillUnmount;
          n.componentWillUnmount = function () {
            (r.delete(n), t && t.call(n));
          };
        })),
      n.children
    );
  }
  return (
    (t.__c = '__cC' + s$1++),
    (t.__ = n),
    (t.Provider = (t.Consumer = function (n, t) {
      return n.children(t);
    }).contextType =
      t),
    t
  );
}
function W$1(n) {
  return n.children;
}
function X$1(n, t) {
  return m$1(W$1, {
    __P: t,
    children: n,
  });
}
((n = {
  __e: function (n, t, r, u) {
    for (var i, o, e; (t = t.__);)
      if ((i = t.__c) && !(1 & i.__g)) {
        i.__g |= 4;
        try {
          if (
            ((e = (o = i.constructor) && o.getDerivedStateFromError) && i.setState(o.getDerivedStateFromError(n)),
            i.componentDidCatch && (i.componentDidCatch(n, u || {}), (e = 1)),
            e && 8 & i.__g)
          )
            return void (i.__g |= 2);
        } catch (t) {
          n = t;
        }
      }
    throw ((f$2 = 0), n);
  },
}),
  (t$1 = 0),
  (r$1 = function (n) {
    return null != n && n.constructor === h$1;
  }),
  (x$2.prototype.setState = function (n, t) {
    var r = this.__s;
    ((r && r != this.state) || (r = this.__s = _$1({}, this.state)),
      'function' == typeof n && (n = n(_$1({}, r), this.props)),
      n && (_$1(r, n), this.__v && (t && this.__k.push(t), L$1(this))));
  }),
  (x$2.prototype.forceUpdate = function (n) {
    this.__v && ((this.__g |= 4), n && this.__h.push(n), L$1(this));
  }),
  (x$2.prototype.render = $$1),
  (u$2 = []),
  (f$2 = 0),
  (o$2 = function (n, t) {
    return n.__v.__b - t.__v.__b;
  }),
  (e$1 = Symbol()),
  (l$1 = /(PointerCapture)$|Capture$/i),
  (c$1 = 0),
  (a$2 = {}),
  (s$1 = 0));
// ../../node_modules/preact/hooks/dist/hooks.mjs
var t;
var r;
var u$1;
var i;
var o$1 = Object.is;
var f$1 = 0;
var c = [];
var e = [];
var a$1 = n;
var v = a$1.__b;
var l = a$1.__r;
var m = a$1.diffed;
var h = a$1.__c;
var s = a$1.unmount;
var p = a$1.__;
function y(n, t) {
  (a$1.__h && a$1.__h(r, n, f$1 || t), (f$1 = 0));
  var u =
    r.__H ||
    (r.__H = {
      __: [],
      __h: [],
    });
  return (n >= u.__.length && u.__.push({}), u.__[n]);
}
function d(n) {
  return ((f$1 = 1), _(G$1, n));
}
function _(n, u, i) {
  var f = y(t++, 2);
  if (
    ((f.t = n),
    !f.__c &&
      ((f.__ = [
        i ? i(u) : G$1(void 0, u),
        function (n) {
          var t = (f.__N || f.__)[0],
            r = f.t(t, n);
          o$1(t, r) || ((f.__N = [r, f.__[1]]), f.__c.setState({}));
        },
      ]),
      (f.__c = r),
      !r.__f))
  ) {
    r.__f = !0;
    var c = r.shouldComponentUpdate;
    r.shouldComponentUpdate = function (n, t, r) {
      var u = this.__H;
      if (!u) return !0;
      var i = !1,
        f = this.props != n;
      if (
        (u.__.some(function (n) {
          n.__N && ((i = !0), o$1(n.__[0], n.__N[0]) || (f = !0));
        }),
        c)
      ) {
        var e = c.call(this, n, t, r);
        return i ? e || f : e;
      }
      return !i || f;
    };
  }
  return f.__;
}
function A$1(n, u) {
  var i = y(t++, 3);
  !a$1.__s && E(i.__H, u) && ((i.__P = !0), (i.__ = n), (i.u = u), r.__H.__h.push(i));
}
function F$1(n, u) {
  var i = y(t++, 4);
  !a$1.__s && E(i.__H, u) && ((i.__P = !1), (i.__ = n), (i.u = u), r.__h.push(i));
}
function T$1(n) {
  return (
    (f$1 = 5),
    w$1(function () {
      return { current: n };
    }, [])
  );
}
function q$1(n, t, r) {
  ((f$1 = 6),
    F$1(
      function () {
        if ('function' == typeof n) {
          var r = n(t());
          return function () {
            (n(null), 'function' == typeof r && r());
          };
        }
        if (n)
          return (
            (n.current = t()),
            function () {
              return (n.current = null);
            }
          );
      },
      null == r ? r : r.concat(n),
    ));
}
function w$1(n, r) {
  var u = y(t++, 7);
  return (E(u.__H, r) && ((u.__ = n()), (u.__H = r)), u.__);
}
function b(n, t) {
  return (
    (f$1 = 8),
    w$1(function () {
      return n;
    }, t)
  );
}
function j$1(n) {
  var u = r.context[n.__c],
    i = y(t++, 9);
  return ((i.c = n), u ? (i.__ ?? ((i.__ = !0), u.sub(r)), u.props.value) : n.__);
}
function x$1(n, t) {
  a$1.useDebugValue && a$1.useDebugValue(t ? t(n) : n);
}
function P$1() {
  var n = y(t++, 11);
  if (!n.__) {
    for (var u = r.__v; !u.__m && u.__;) u = u.__;
    var i = u.__m || (u.__m = [0, 0]);
    n.__ = 'P' + i[0] + '-' + i[1]++;
  }
  return n.__;
}
function g() {
  var n;
  do {
    for (; (n = e.shift());)
      try {
        C$1(n);
      } catch (t) {
        a$1.__e(t, { __: (n = n.__P) && n.__v });
      }
    for (; (n = c.shift());) {
      var t = n.__H;
      if (n.__P && t)
        try {
          (t.__h.some(C$1), t.__h.some(D$1), (t.__h = []));
        } catch (r) {
          ((t.__h = []), a$1.__e(r, n.__v));
        }
    }
  } while (e.length);
}
((a$1.__b = function (n) {
  ((r = null), v && v(n));
}),
  (a$1.__ = function (n, t) {
    (n && t.__k && t.__k.__m && (n.__m = t.__k.__m), p && p(n, t));
  }),
  (a$1.__r = function (n) {
    (l && l(n), (t = 0));
    var i = (r = n.__c).__H;
    (i &&
      (u$1 == r ? (r.__h = []) : (i.__h.some(C$1), i.__h.some(D$1), (t = 0)),
      (i.__h = []),
      i.__.some(function (n) {
        (n.__N && (n.__ = n.__N), (n.u = n.__N = void 0));
      })),
      (u$1 = r));
  }),
  (a$1.diffed = function (n) {
    m && m(n);
    var t = n.__c;
    (t &&
      t.__H &&
      (t.__H.__h.length && B$1(c.push(t)),
      t.__H.__.some(function (n) {
        n.u && (n.__H = n.u);
      })),
      (u$1 = r = null));
  }),
  (a$1.__c = function (n, t) {
    (t.some(function (n) {
      try {
        (n.__h.some(C$1),
          (n.__h = n.__h.filter(function (n) {
            return !n.__ || D$1(n);
          })));
      } catch (t) {
        n.__h = [
          function () {
            throw t;
          },
        ];
      }
    }),
      h && h(n, t));
  }),
  (a$1.unmount = function (n) {
    s && s(n);
    var t,
      r,
      u = n.__c;
    u &&
      u.__H &&
      (u.__H.__.some(function (u) {
        try {
          if (u.__P && u.__c) {
            if (void 0 === r) {
              for (r = n.__; r && (!r.__c || !r.__c.__P);) r = r.__;
              r = r && r.__c;
            }
            ((u.__P = r), B$1(e.push(u)));
          } else C$1(u);
        } catch (n) {
          t = n;
        }
      }),
      (u.__H = void 0),
      t && a$1.__e(t, u.__v));
  }));
var k$1 = 'function' == typeof requestAnimationFrame;
function z$1(n) {
  var t,
    r = function () {
      (clearTimeout(u), k$1 && cancelAnimationFrame(t), setTimeout(n));
    },
    u = setTimeout(r, 35);
  k$1 && (t = requestAnimationFrame(r));
}
function B$1(n) {
  (1 != n && i == a$1.requestAnimationFrame) || ((i = a$1.requestAnimationFrame) || z$1)(g);
}
function C$1(n) {
  var t = r,
    u = n.__c;
  ('function' == typeof u && ((n.__c = void 0), u()), (r = t));
}
function D$1(n) {
  var t = r;
  ((n.__c = n.__()), (r = t));
}
function E(n, t) {
  return (
    !n ||
    n.length != t.length ||
    t.some(function (t, r) {
      return !o$1(t, n[r]);
    })
  );
}
function G$1(n, t) {
  return 'function' == typeof t ? t(n) : t;
}
// ../../node_modules/preact/compat/dist/compat.mjs
var S = function (t, e, r) {
  return null == t ? null : O$1(O$1(t).map(e.bind(r)));
};
var C = {
  map: S,
  forEach: S,
  count: function (t) {
    return t ? O$1(t).length : 0;
  },
  only: function (t) {
    var e = O$1(t);
    if (1 != e.length) throw 'Children.only';
    return e[0];
  },
  toArray: O$1,
};
var w = Object.assign;
function R(n, t) {
  for (var e in n) if ('__source' != e && n[e] !== t[e]) return !0;
  for (var r in t) if ('__source' != r && !(r in n)) return !0;
  return !1;
}
var x = /^(-|f[lo].*[^se]$|g.{5,}[^ps]$|z|o[pr]|(W.{5})?[lL]i.*(t|mp)$|an|(bo|s).{4}Im|sca|m.{6}[ds]|ta|c.*[st]$|wido|ini|asp|fill|st)/;
function O() {
  function n(n, t) {
    ((this.props = n), (this.context = t));
  }
  return (
    ((n.prototype = new x$2()).isPureReactComponent = !0),
    (n.prototype.shouldComponentUpdate = function (n, t) {
      return R(this.props, n) || R(this.state, t);
    }),
    n
  );
}
var I = /* @__PURE__ */ O();
var j = Symbol.for('react.forward_ref');
function k(n) {
  function t(t) {
    var e = w({}, t);
    return (delete e.ref, n(e, t.ref || null));
  }
  return (
    (t.$$typeof = j),
    (t.render = n),
    (t.prototype.isReactComponent = !0),
    (t.displayName = 'ForwardRef(' + (n.displayName || n.name) + ')'),
    t
  );
}
function M(n) {
  n();
}
function D(n) {
  return n;
}
function F() {
  return [!1, M];
}
var L = F$1;
function N(n) {
  var t = T$1(n);
  return (
    (t.current = n),
    function () {
      return t.current.apply(void 0, arguments);
    }
  );
}
function A(n, t) {
  function r(n) {
    var e = this.props.ref;
    return (
      e != n.ref && e && ('function' == typeof e ? e(null) : (e.current = null)),
      t ? !t(this.props, n) || e != n.ref : R(this.props, n)
    );
  }
  function u(t) {
    return ((this.shouldComponentUpdate = r), k$2(n, t));
  }
  return ((u.displayName = 'Memo(' + (n.displayName || n.name) + ')'), (u.prototype.isReactComponent = !0), (u.type = n), u);
}
function U(n, t) {
  var e = X$1(n, t);
  return ((e.containerInfo = t), e);
}
var V;
var T;
var W;
var P = Symbol.for('react.element');
var $ =
  /^(?:accent|alignment|arabic|baseline|cap|clip(?!PathU)|color|dominant|fill|flood|font|glyph(?!R)|horiz|image(?!S)|letter|lighting|marker(?!H|W|U)|overline|paint|pointer|shape|stop|strikethrough|stroke|text(?!L)|transform|underline|unicode|units|v|vector|vert|word|writing|x(?!C))[A-Z]/;
var z = /[A-Z0-9]/g;
var H = typeof document < 'u';
var Z = /* @__PURE__ */ X(function (n$2, t, e) {
  var r = n.__s || T ? (e || t)() : t(),
    i = d({
      t: {
        __: r,
        u: t,
      },
    }),
    o = i[0].t,
    f = i[1];
  return (
    F$1(
      function () {
        ((o.__ = r), (o.u = t), B(o) && f({ t: o }));
      },
      [n$2, r, t],
    ),
    A$1(
      function () {
        return (
          B(o) && f({ t: o }),
          n$2(function () {
            B(o) && f({ t: o });
          })
        );
      },
      [n$2],
    ),
    r
  );
});
function B(n) {
  try {
    return !Object.is(n.__, n.u());
  } catch (n) {
    return !0;
  }
}
var Y = function (n) {
  return /fil|che|rad/.test(n);
};
function q(n, t, e) {
  return (t.__k ?? (t.textContent = ''), Q$1(n, t), 'function' == typeof e && e(), n ? n.__c : null);
}
function G(n, t, e) {
  return (R$1(n, t), 'function' == typeof e && e(), n ? n.__c : null);
}
((x$2.prototype.isReactComponent = !0),
  ['componentWillMount', 'componentWillReceiveProps', 'componentWillUpdate'].forEach(function (n) {
    Object.defineProperty(x$2.prototype, n, {
      configurable: !0,
      get: function () {
        return this['UNSAFE_' + n];
      },
      set: function (t) {
        Object.defineProperty(this, n, {
          configurable: !0,
          writable: !0,
          value: t,
        });
      },
    });
  }));
var J = n.event;
n.event = function (n) {
  return (
    J && (n = J(n)),
    (n.persist = function () {}),
    (n.isPropagationStopped = function () {
      return this.cancelBubble;
    }),
    (n.isDefaultPrevented = function () {
      return this.defaultPrevented;
    }),
    (n.nativeEvent = n)
  );
};
var K = {
  configurable: !0,
  get: function () {
    return this.class;
  },
};
var Q = n.vnode;
function X(n$3) {
  if (!W) {
    W = !0;
    var t = n.__r;
    n.__r = function (n) {
      (t && t(n), 32 & n.__u && (T = n), (V = n.__c));
    };
    var e = n.diffed;
    n.diffed = function (n) {
      (e && e(n), (V = null), T == n && (T = null));
    };
  }
  return n$3;
}
n.vnode = function (t) {
  if ('string' == typeof t.type)
    (function (t) {
      var e = t.props,
        r = t.type,
        u = {},
        i = -1 == r.indexOf('-');
      for (var o in e) {
        var f = e[o];
        if (!(
          ('value' == o && 'defaultValue' in e && null == f) ||
          (H && 'children' == o && 'noscript' == r) ||
          'class' == o ||
          'className' == o
        )) {
          if ('style' == o && f && f.constructor == Object) {
            var l = void 0;
            for (var a in f) 'number' != typeof f[a] || x.test(a) || (l || (l = f = w({}, f)), (f[a] += 'px'));
          } else if ('defaultValue' == o && 'value' in e && null == e.value) o = 'value';
          else if ('download' == o && !0 === f) f = '';
          else if ('translate' == o && 'no' === f) f = !1;
          else if ('o' == o[0] && 'n' == o[1]) {
            var c = o.toLowerCase();
            ('ondoubleclick' == c
              ? (o = 'ondblclick')
              : 'onchange' != c || ('input' != r && 'textarea' != r) || Y(e.type)
                ? 'onfocus' == c
                  ? (o = 'onfocusin')
                  : 'onblur' == c && (o = 'onfocusout')
                : (c = o = 'oninput'),
              'oninput' == c && u[(o = c)] && (o = 'oninputCapture'));
          } else i && $.test(o) ? (o = o.replace(z, '-$&').toLowerCase()) : null === f && (f = void 0);
          u[o] = f;
        }
      }
      if ('select' == r) {
        var s = null != u.defaultValue ? u.defaultValue : u.multiple && Array.isArray(u.value) ? u.value : null;
        null != s &&
          (u.value = O$1(e.children).forEach(function (n) {
            n.props.selected = u.multiple ? -1 != s.indexOf(n.props.value) : s == n.props.value;
          }));
      }
      (e.class && !e.className
        ? ((u.class = e.class), Object.defineProperty(u, 'className', K))
        : e.className && (u.class = u.className = e.className),
        (t.props = u));
    })(t);
  else if (
    'function' == typeof t.type &&
    ('ref' in t.props && 'prototype' in t.type && t.type.prototype.render && ((t.ref = t.props.ref), delete t.props.ref),
    t.type.defaultProps)
  ) {
    var e = w({}, t.props);
    for (var r in t.type.defaultProps) void 0 === e[r] && (e[r] = t.type.defaultProps[r]);
    t.props = e;
  }
  (t.ref &&
    !('ref' in t.props) &&
    Object.defineProperty(t.props, 'ref', {
      value: t.ref,
      configurable: !0,
      writable: !0,
    }),
    (t.$$typeof = P),
    Q && Q(t));
};
var nn = /* @__PURE__ */ X(function (n) {
  if (n.then) {
    if ('fulfilled' == n.status) return n.value;
    if ('rejected' == n.status) throw n.reason;
    throw (
      n.status ||
        ((n.status = 'pending'),
        n.then(
          function (t) {
            ((n.status = 'fulfilled'), (n.value = t));
          },
          function (t) {
            ((n.status = 'rejected'), (n.reason = t));
          },
        )),
      n
    );
  }
  var t = n.__c,
    e = V.__n[t];
  return e ? (V[t] || ((V[t] = !0), e.sub(V)), e.props.value) : n.__;
});
var tn = {
  ReactCurrentDispatcher: {
    current: {
      readContext: nn,
      useCallback: b,
      useContext: j$1,
      useDebugValue: x$1,
      useDeferredValue: D,
      useEffect: A$1,
      useId: P$1,
      useImperativeHandle: q$1,
      useInsertionEffect: L,
      useLayoutEffect: F$1,
      useMemo: w$1,
      useReducer: _,
      useRef: T$1,
      useState: d,
      useSyncExternalStore: Z,
      useTransition: F,
    },
  },
};
var en = Symbol.for('pv');
function rn(n, t, e) {
  if (n) {
    var r = n.__c && n.__c.__H;
    (r &&
      (r.__.forEach(function (n) {
        null != n.__P && ('function' == typeof n.__c && n.__c(), (n.__c = n.__H = void 0));
      }),
      (r.__h = n.__c.__h = [])),
      'string' == typeof n.type && (n.__u |= 8),
      null != (n = w({ constructor: en }, n)).__c && (n.__c.__P == e && (n.__c.__P = t), (n.__c.__g |= 4), (n.__c = n.ref = null)),
      (n.__k =
        n.__k &&
        n.__k.map(function (n) {
          return rn(n, t, e);
        })));
  }
  return n;
}
function un(n, t, e) {
  return (
    n &&
      e &&
      ((n.__v = null),
      (n.__k =
        n.__k &&
        n.__k.map(function (n) {
          return un(n, t, e);
        })),
      n.__c && n.__c.__P == t && (n.__e && e.appendChild(n.__e), (n.__c.__g |= 4), (n.__c.__P = e))),
    n
  );
}
function on$1() {
  function n$5() {
    ((this.__u = 0), (this.i = null), (this.__b = null));
  }
  return (
    (function () {
      var n$4 = n.__e;
      n.__e = function (t, e, r, u) {
        if (t && t.then) {
          for (var i, o = e; (o = o.__);) if ((i = o.__c) && i.__c) return (r && !r.__c && (e.__c.__H = void 0), i.__c(t, e));
        }
        n$4(t, e, r, u);
      };
      var t = n.unmount;
      n.unmount = function (n) {
        var e = n.__c;
        (e && e.__R && e.__R(), t && t(n));
      };
    })(),
    ((n$5.prototype = new x$2()).__c = function (n, t) {
      var e = this,
        r = t.__c;
      ((this.i ??= []), this.i.push(r));
      var u = !1,
        i = function () {
          !u && e.__P && ((u = !0), (r.__R = null), f());
        };
      r.__R = i;
      var o = r.__P;
      r.__P = null;
      var f = function () {
        if (!--e.__u) {
          if (e.state.__a) {
            var n = e.state.__a;
            e.__v.__k[0] = un(n, n.__c.__P, n.__c.__O);
          }
          var t;
          for (e.setState({ __a: (e.__b = null) }); (t = e.i.pop());) ((t.__P = o), t.forceUpdate());
        }
      };
      (this.__u++ || 32 & t.__u || this.setState({ __a: (this.__b = this.__v.__k[0]) }), n.then(i, i));
    }),
    (n$5.prototype.componentWillUnmount = function () {
      ((this.i = []), this.state.__a && (this.__v.__k[0] = this.state.__a));
    }),
    (n$5.prototype.render = function (n, t) {
      if (this.__b) {
        if (this.__v.__k) {
          var r = document.createElement('div'),
            u = this.__v.__k[0].__c;
          this.__v.__k[0] = rn(this.__b, r, (u.__O = u.__P));
        }
        this.__b = null;
      }
      return [k$2($$1, null, t.__a ? null : n.children), t.__a && k$2($$1, null, n.fallback)];
    }),
    n$5
  );
}
var fn = /* @__PURE__ */ on$1();
function ln(n) {
  var t,
    r,
    u,
    i = null;
  function o(o) {
    if (
      (t ||
        (t = n()).then(
          function (n) {
            (n && (i = n.default || n), (u = !0));
          },
          function (n) {
            ((r = n), (u = !0));
          },
        ),
      r)
    )
      throw r;
    if (!u) throw t;
    return i ? k$2(i, o) : null;
  }
  return ((o.displayName = 'Lazy'), o);
}
function cn(n) {
  return k$2.bind(null, n);
}
function sn(n) {
  return !!n && n.$$typeof === P;
}
function vn(n) {
  return sn(n) && n.type == $$1;
}
function hn(n) {
  return !!n && 'string' == typeof n.displayName && 0 == n.displayName.indexOf('Memo(');
}
function dn(n) {
  return sn(n) ? b$1.apply(null, arguments) : n;
}
function pn(n) {
  return !!n.__k && (Q$1(null, n), !0);
}
function mn(n) {
  return (n && ((n.__v && n.__v.__e) || (1 == n.nodeType && n))) || null;
}
var yn = function (n$6, t) {
  var e,
    r = n.debounceRendering;
  n.debounceRendering = function (n) {
    e = n;
  };
  try {
    var i = n$6(t);
    return (e && e(), i);
  } finally {
    n.debounceRendering = r;
  }
};
function bn(n, t) {
  return n(t);
}
var _n = {
  useState: d,
  useId: P$1,
  useReducer: _,
  useEffect: A$1,
  useLayoutEffect: F$1,
  useInsertionEffect: L,
  useTransition: F,
  useDeferredValue: D,
  useSyncExternalStore: Z,
  useEffectEvent: N,
  startTransition: M,
  useRef: T$1,
  useImperativeHandle: q$1,
  useMemo: w$1,
  useCallback: b,
  useContext: j$1,
  use: nn,
  useDebugValue: x$1,
  version: '19.0.0',
  Children: C,
  render: q,
  hydrate: G,
  unmountComponentAtNode: pn,
  createPortal: U,
  createElement: k$2,
  createContext: U$1,
  createFactory: cn,
  cloneElement: dn,
  createRef: M$1,
  Fragment: $$1,
  isValidElement: sn,
  isElement: sn,
  isFragment: vn,
  isMemo: hn,
  findDOMNode: mn,
  Component: x$2,
  PureComponent: I,
  memo: A,
  forwardRef: k,
  flushSync: yn,
  unstable_batchedUpdates: bn,
  StrictMode: $$1,
  Suspense: fn,
  lazy: ln,
  __SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED: tn,
};
// ../../node_modules/preact/jsx-runtime/dist/jsxRuntime.mjs
var f = Symbol.for('pv');
var o = 0;
Array.isArray;
function a(t, e, n$1, u, a, i) {
  e || (e = {});
  var c,
    l,
    p = e;
  if ('ref' in p && 'function' != typeof t) for (l in ((p = {}), e)) 'ref' == l ? (c = e[l]) : (p[l] = e[l]);
  var s = {
    type: t,
    props: p,
    key: n$1,
    ref: c,
    __k: null,
    __: null,
    __b: 0,
    __e: null,
    __c: null,
    constructor: f,
    __v: --o,
    __i: -1,
    __u: 0,
  };
  return ((a || i) && ((s.__source = a), (s.__self = i)), n.vnode && n.vnode(s), s);
}
// ../../packages/shared/src/i18n.ts
/**
 * The five languages (issue 17, decision 083) and what the API and the pages share about them:
 * choosing one from what a browser or a person asks for, and putting a message into one.
 *
 * Pages translate their own texts with @nanostores/i18n (apps/web/src/lib/i18n). Messages that
 * cross the wire or leave by mail — the reply envelope's `status.desc`, the shared form checks'
 * messages, e-mails and SMS — are kept as English templates with a dictionary per language, keyed
 * by the English template itself, so the English is the spec's text word for word and a missing
 * translation falls back to it.
 */
var LANGUAGES = ['en', 'pcm', 'yo', 'ha', 'ig'];
/** Each language's name in itself, for the language switch. */
var LANGUAGE_NAMES = {
  en: 'English',
  pcm: 'Naijá',
  yo: 'Yorùbá',
  ha: 'Hausa',
  ig: 'Igbo',
};
var isLanguage = (v) => typeof v === 'string' && LANGUAGES.includes(v);
/**
 * The first of the asked-for languages that we speak: a list (navigator.languages) or an
 * Accept-Language header ("yo-NG,yo;q=0.9,en;q=0.8"), best first by q. Regions are ignored
 * ("ha-NG" is Hausa; "en-GB" is English); nothing we speak gives undefined.
 */
function pickLanguage(asked) {
  if (!asked) return void 0;
  const list =
    typeof asked === 'string'
      ? asked
          .split(',')
          .map((part, i) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
            const weight = q ? Number(q.slice(2)) : 1;
            return {
              tag: tag.trim(),
              weight: Number.isFinite(weight) ? weight : 0,
              i,
            };
          })
          .filter((x) => x.tag && x.weight > 0)
          .sort((a, b) => b.weight - a.weight || a.i - b.i)
          .map((x) => x.tag)
      : asked;
  for (const tag of list) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(base)) return base;
  }
}
var PLACEHOLDER = /\{(\w+)\}/g;
/** The placeholders of a template, in order: "{n} of {total}" → ['n', 'total']. */
var placeholdersOf = (template) => [...template.matchAll(PLACEHOLDER)].map((m) => m[1]);
/** A template with its placeholders filled: fill('Hello {name}', { name: 'Ada' }) → 'Hello Ada'. */
function fill(template, values = {}) {
  return template.replace(PLACEHOLDER, (whole, name) => (name in values ? String(values[name]) : whole));
}
var escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
var matchers = /* @__PURE__ */ new WeakMap();
function matchersOf(dict) {
  let list = matchers.get(dict);
  if (!list) {
    list = [];
    for (const [english, translated] of Object.entries(dict)) {
      const names = placeholdersOf(english);
      if (!names.length) continue;
      const re = new RegExp(
        `^${english
          .split(PLACEHOLDER)
          .map((part, i) => (i % 2 ? '(.+?)' : escapeRe(part)))
          .join('')}$`,
        's',
      );
      list.push({
        re,
        names,
        translated,
        fixed: english.replace(PLACEHOLDER, '').length,
      });
    }
    list.sort((a, b) => b.fixed - a.fixed || b.re.source.length - a.re.source.length);
    matchers.set(dict, list);
  }
  return list;
}
/**
 * An English message in the dictionary's language. A message made from a template ("Title can't
 * be empty" from "{field} can't be empty") is matched against the templates, and each filled
 * part is translated too when the dictionary has it ("Title" → "Àkọlé"). A message the dictionary
 * lacks stays English.
 */
function localise(text, dict) {
  if (!dict || !text) return text;
  const exact = dict[text];
  if (exact !== void 0) return exact;
  for (const m of matchersOf(dict)) {
    const found = m.re.exec(text);
    if (!found) continue;
    const values = {};
    m.names.forEach((name, i) => {
      const part = found[i + 1];
      values[name] = dict[part] ?? part;
    });
    return fill(m.translated, values);
  }
  return text;
}
// ../../node_modules/nanostores/clean-stores/index.js
var clean = Symbol('clean');
// ../../node_modules/nanostores/atom/index.js
var listenerQueue = [];
var lqIndex = 0;
var batchSeen = null;
var QUEUE_ITEMS_PER_LISTENER = 4;
var nanostoresGlobal = (globalThis.nanostoresGlobal ||= { epoch: 0 });
var drainQueue = () => {
  let thrown;
  let i;
  while (lqIndex < listenerQueue.length) {
    i = lqIndex;
    lqIndex += QUEUE_ITEMS_PER_LISTENER;
    let pendingStores = batchSeen?.get(listenerQueue[i]);
    if (pendingStores) {
      if (!pendingStores.has(listenerQueue[i + 1])) continue;
      pendingStores.clear();
    }
    try {
      listenerQueue[i](listenerQueue[i + 1].value, listenerQueue[i + 2], listenerQueue[i + 3]);
    } catch (e) {
      thrown = e;
    }
  }
  listenerQueue.length = lqIndex = 0;
  if (thrown) throw thrown;
};
var atom = /* @__NO_SIDE_EFFECTS__ */ (initialValue) => {
  let listeners = [];
  let $atom = {
    eq: Object.is,
    get() {
      if (!$atom.lc) $atom.listen(() => {})();
      return $atom.value;
    },
    init: initialValue,
    lc: 0,
    listen(listener) {
      $atom.lc = listeners.push(listener);
      return () => {
        batchSeen?.get(listener)?.delete($atom);
        for (let i = lqIndex; i < listenerQueue.length;)
          if (listenerQueue[i] === listener && listenerQueue[i + 1] === $atom) listenerQueue.splice(i, QUEUE_ITEMS_PER_LISTENER);
          else i += QUEUE_ITEMS_PER_LISTENER;
        let index = listeners.indexOf(listener);
        if (~index) {
          listeners.splice(index, 1);
          if (!--$atom.lc) $atom.off();
        }
      };
    },
    notify(oldValue, changedKey) {
      nanostoresGlobal.epoch++;
      let runListenerQueue = !listenerQueue.length && !batchSeen;
      for (let listener of listeners) {
        if (batchSeen) {
          let pendingStores = batchSeen.get(listener);
          if (!pendingStores) batchSeen.set(listener, (pendingStores = /* @__PURE__ */ new Set()));
          if (pendingStores.has($atom)) continue;
          pendingStores.add($atom);
        }
        listenerQueue.push(listener, $atom, oldValue, batchSeen ? void 0 : changedKey);
      }
      if (runListenerQueue) drainQueue();
    },
    off() {},
    set(newValue) {
      let oldValue = $atom.value;
      if (!$atom.eq(oldValue, newValue)) {
        $atom.value = newValue;
        $atom.notify(oldValue);
      }
    },
    subscribe(listener) {
      let unbind = $atom.listen(listener);
      listener($atom.value);
      return unbind;
    },
    value: initialValue,
  };
  if (process.env.NODE_ENV !== 'production')
    $atom[clean] = () => {
      listeners = [];
      $atom.lc = 0;
      $atom.off();
    };
  return $atom;
};
// ../../node_modules/nanostores/lifecycle/index.js
var MOUNT = 5;
var UNMOUNT = 6;
var REVERT_MUTATION = 10;
var on = (object, listener, eventKey, mutateStore) => {
  object.events = object.events || {};
  if (!object.events[eventKey + REVERT_MUTATION])
    object.events[eventKey + REVERT_MUTATION] = mutateStore((eventProps) => {
      object.events[eventKey].reduceRight((event, l) => (l(event), event), {
        shared: {},
        ...eventProps,
      });
    });
  object.events[eventKey] = object.events[eventKey] || [];
  object.events[eventKey].push(listener);
  return () => {
    let currentListeners = object.events[eventKey];
    let index = currentListeners.indexOf(listener);
    if (~index) {
      currentListeners.splice(index, 1);
      if (!currentListeners.length) {
        object.events[eventKey + REVERT_MUTATION]();
        delete object.events[eventKey + REVERT_MUTATION];
      }
    }
  };
};
var STORE_UNMOUNT_DELAY = 1e3;
var onMount = ($store, initialize) => {
  let listener = (payload) => {
    let destroy = initialize(payload);
    if (destroy) $store.events[UNMOUNT].push(destroy);
  };
  return on($store, listener, MOUNT, (runListeners) => {
    let originListen = $store.listen;
    $store.listen = (...args) => {
      if (!$store.lc && !$store.active) {
        $store.active = true;
        runListeners();
      }
      return originListen(...args);
    };
    let originOff = $store.off;
    $store.events[UNMOUNT] = [];
    $store.off = () => {
      originOff();
      setTimeout(() => {
        if ($store.active && !$store.lc) {
          $store.active = false;
          for (let destroy of $store.events[UNMOUNT]) destroy();
          $store.events[UNMOUNT] = [];
        }
      }, STORE_UNMOUNT_DELAY);
    };
    if (process.env.NODE_ENV !== 'production') {
      let originClean = $store[clean];
      $store[clean] = () => {
        for (let destroy of $store.events[UNMOUNT]) destroy();
        $store.events[UNMOUNT] = [];
        $store.active = false;
        originClean();
      };
    }
    return () => {
      $store.listen = originListen;
      $store.off = originOff;
    };
  });
};
// ../../node_modules/@nanostores/i18n/transforms/index.js
function strings(translation, cb) {
  if (typeof translation === 'string') return cb(translation);
  else {
    let result = {};
    for (let i in translation) result[i] = strings(translation[i], cb);
    return result;
  }
}
function transform(cb) {
  return (input) => {
    if (input.transform) {
      let prevTransform = input.transform;
      input = input.input;
      return {
        input,
        transform(locale, translation, args) {
          let result = cb(locale, translation, ...args);
          return (...nextArgs) => prevTransform(locale, result, nextArgs);
        },
      };
    } else
      return {
        input,
        transform(locale, translation, args) {
          return cb(locale, translation, ...args);
        },
      };
  };
}
// ../../node_modules/@nanostores/i18n/create-i18n/index.js
function createI18n(locale, opts) {
  let baseLocale = opts.baseLocale || 'en';
  let processors = opts.processors || [];
  let preprocessors = opts.preprocessors || [];
  let mounted = [];
  let requested = /* @__PURE__ */ new Set();
  let rerenders = /* @__PURE__ */ new Set();
  async function getTranslation(code, components) {
    let newComponents = [];
    let newPrefixes = [];
    for (let name of components) {
      let prefix = name.split('/')[0];
      if (!requested.has(prefix)) {
        newComponents.push(name);
        newPrefixes.push(prefix);
      }
    }
    if (newComponents.length === 0) return;
    define.loading.set(true);
    for (let prefix of newPrefixes) requested.add(prefix);
    let translations = await opts.get(code, newComponents);
    if (Array.isArray(translations)) translations = translations.reduce((obj, item) => Object.assign(obj, item));
    for (let i of preprocessors) translations = i(translations);
    define.cache[code] = {
      ...define.cache[code],
      ...translations,
    };
    for (let name in translations) {
      let prefix = name.split('/')[0];
      requested.delete(prefix);
    }
    if (code === locale.get() && requested.size === 0) {
      rerenders.forEach((rerender) => rerender(code));
      define.loading.set(false);
    }
  }
  /* @__NO_SIDE_EFFECTS__ */
  function define(componentName, base) {
    let transforms = {};
    let baseTranslation = {};
    for (let i in base)
      if (base[i].transform) {
        transforms[i] = base[i].transform;
        baseTranslation[i] = base[i].input;
      } else baseTranslation[i] = base[i];
    for (let i of preprocessors) baseTranslation = i(baseTranslation);
    let t = /* @__PURE__ */ atom();
    t.i18n = define;
    if (process.env.NODE_ENV !== 'production') {
      t.base = base;
      t.component = componentName;
      if (define.cache[baseLocale][componentName]) {
        if (import.meta && import.meta.webpackHot && !opts.isSSR)
          /* c8 ignore next 3 */
          for (let i in define.cache) delete define.cache[i][componentName];
        else if (!opts.isSSR)
          console.warn(
            `I18n component ${componentName} was defined multiple times. It could lead to cache issues. Try to move i18n definition from component’s render function.`,
          );
      }
    }
    define.cache[baseLocale][componentName] = baseTranslation;
    function setTranslation(code) {
      let translations = {
        ...define.cache[baseLocale][componentName],
        ...define.cache[code][componentName],
      };
      for (let i in transforms) {
        let nodeTransform = transforms[i];
        let input = translations[i];
        translations[i] = (...args) => nodeTransform(code, input, args);
      }
      t.set(translations);
    }
    if (locale.get() !== baseLocale && define.cache[locale.get()]) setTranslation(locale.get());
    else setTranslation(baseLocale);
    onMount(t, () => {
      mounted.push(componentName);
      let code = locale.get();
      if (code === baseLocale || (define.cache[code] && define.cache[code][componentName])) setTranslation(code);
      else getTranslation(code, [componentName]);
      for (let i in processors)
        processors[i].from.listen(() => {
          setTranslation(code);
        });
      rerenders.add(setTranslation);
      return () => {
        mounted = mounted.filter((i) => i !== componentName);
        rerenders.delete(setTranslation);
      };
    });
    return t;
  }
  define.cache = {
    ...opts.cache,
    [baseLocale]: {},
  };
  define.loading = /* @__PURE__ */ atom(false);
  locale.subscribe((code) => {
    requested.clear();
    let nonCached = define.cache[code] ? mounted.filter((component) => !define.cache[code][component]) : mounted;
    if (nonCached.length) getTranslation(code, nonCached);
    else {
      rerenders.forEach((rerender) => rerender(code));
      define.loading.set(false);
    }
  });
  return define;
}
// src/lib/i18n/index.ts
/**
 * `params('Donate to {title}')`, as @nanostores/i18n's, but filled in one pass with a function:
 * its own fills each name with String.replace and a string, so a value holding `$&`, `$'` or
 * another `{name}` (a campaign title, a person's name: anyone's text) was rewritten, not shown as
 * typed (the journeys' script-shaped titles, xss.spec.ts).
 */
var params = transform((_locale, translation, values = {}) =>
  strings(translation, (s) => s.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole))),
);
/**
 * The pages' language (issue 17, decision 083). Texts are written in English in the component
 * that shows them — `const messages = i18n('area/component', { title: 'Start a campaign' })` — and
 * each other language's translations sit in `src/locales/<language>/<area>.json`, one lazy chunk
 * per language and area, fetched when a component of that area first shows. English is the base:
 * it needs no catalogue, and is what a missing translation falls back to.
 *
 * The choice: the person's (kept on the device, and on the account when signed in), else the
 * first of the browser's languages that we speak, else English.
 */
var KEY = 'ireti.lang';
function stored() {
  try {
    const v = localStorage.getItem(KEY);
    return isLanguage(v) ? v : void 0;
  } catch {
    return;
  }
}
var fromBrowser = () =>
  typeof navigator === 'undefined' ? void 0 : pickLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
var locale = /* @__PURE__ */ atom(stored() ?? fromBrowser() ?? 'en');
/** True once the person has chosen (on this device): the account's language does not override it then. */
var languageChosen = () => stored() !== void 0;
var catalogueLists = {
  pcm: () => import('./pcm-6BihnCEs.js'),
  yo: () => import('./yo-xOmeO9LY.js'),
  ha: () => import('./ha-CTmrAUC2.js'),
  ig: () => import('./ig-BKK_NQPq.js'),
};
var dictionaries = /* #__PURE__ */ Object.assign({
  '../../../../../packages/shared/src/i18n/en.json': () => import('./en-d1gWBv6k.js').then((m) => m['default']),
  '../../../../../packages/shared/src/i18n/ha.json': () => import('./ha-D2Go8mAh.js').then((m) => m['default']),
  '../../../../../packages/shared/src/i18n/ig.json': () => import('./ig-CqOdhcpz.js').then((m) => m['default']),
  '../../../../../packages/shared/src/i18n/pcm.json': () => import('./pcm-BwUPSE-P.js').then((m) => m['default']),
  '../../../../../packages/shared/src/i18n/yo.json': () => import('./yo-c7il_uPK.js').then((m) => m['default']),
});
/** The translations of every component of the given areas in one language ({} where none exist yet). */
async function loadAreas(code, areas) {
  const list = catalogueLists[code];
  if (!list) return {};
  let catalogues;
  try {
    catalogues = (await list()).areas;
  } catch {
    return {};
  }
  const parts = await Promise.all(
    [...new Set(areas)].map(async (area) => {
      const load = catalogues[`../../../locales/${code}/${area}.json`];
      if (!load) return {};
      try {
        return await load();
      } catch {
        return {};
      }
    }),
  );
  return Object.assign({}, ...parts);
}
var define = createI18n(locale, {
  baseLocale: 'en',
  async get(code, components) {
    const found = await loadAreas(
      code,
      components.map((c) => c.split('/')[0]),
    );
    for (const c of components) found[c] ??= {};
    return found;
  },
});
/**
 * The components' text stores. A store follows the language only while something listens to it
 * (a mounted component): the server's render mounts none, so it keeps every store listened to
 * (`keepEveryStore`) and each follows the language the render sets.
 */
var stores = [];
var keepAll = false;
var i18n = Object.assign(
  (name, base) => {
    const store = define(name, base);
    if (keepAll) store.listen(() => {});
    else stores.push(store);
    return store;
  },
  {
    cache: define.cache,
    loading: define.loading,
  },
);
/** The server's render: every text store, made or to be made, follows the language (see above). */
function keepEveryStore() {
  keepAll = true;
  for (const s of stores.splice(0)) s.listen(() => {});
}
/** Fetches the current language's catalogues of these areas before they are needed (a route's code loading). */
async function preloadAreas(areas) {
  const code = locale.get();
  if (code === 'en') return;
  const found = await loadAreas(code, areas);
  i18n.cache[code] = {
    ...i18n.cache[code],
    ...found,
  };
}
/** Every catalogue of one language, at once (the server's render, which draws any page in any language). */
async function loadLanguage(code) {
  const list = catalogueLists[code];
  if (!list) return;
  const found = await loadAreas(
    code,
    Object.keys((await list()).areas).map((file) => file.replace(/^.*\/([^/]+)\.json$/, '$1')),
  );
  i18n.cache[code] = {
    ...i18n.cache[code],
    ...found,
  };
}
/** A store's value, re-rendering on change (what @nanostores/react does, on our preact/compat). */
function useStore(store) {
  return Z(
    (onChange) => store.listen(onChange),
    () => store.get(),
  );
}
/** A component's texts in the current language: `const t = useT(messages)`. */
function useT(messages) {
  return useStore(messages);
}
/** The current language. */
var useLanguage = () => useStore(locale);
function applyToDocument(code) {
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}
locale.subscribe(applyToDocument);
/** Every language switch calls this; the account's copy is saved by the switch (lib/account). */
function setLanguage(code) {
  try {
    localStorage.setItem(KEY, code);
  } catch {}
  locale.set(code);
}
/** The account's language, on sign-in or when the profile loads: followed unless this device chose. */
function adoptAccountLanguage(code) {
  if (isLanguage(code) && !languageChosen() && code !== locale.get()) locale.set(code);
}
var loadedDictionaries = /* @__PURE__ */ new Map();
var dictionaryArrived = /* @__PURE__ */ atom(0);
var asked = /* @__PURE__ */ new Set();
function askDictionary(code) {
  if (code === 'en' || asked.has(code)) return;
  asked.add(code);
  const load = dictionaries[`../../../../../packages/shared/src/i18n/${code}.json`];
  if (!load) return;
  load().then(
    (dict) => {
      loadedDictionaries.set(code, dict);
      dictionaryArrived.set(dictionaryArrived.get() + 1);
    },
    () => asked.delete(code),
  );
}
/** The language's shared dictionary, before a page drawn by the server in it is hydrated (and on the server, every one). */
async function loadDictionary(code) {
  const load = dictionaries[`../../../../../packages/shared/src/i18n/${code}.json`];
  if (code === 'en' || loadedDictionaries.has(code) || !load) return;
  try {
    loadedDictionaries.set(code, await load());
    asked.add(code);
  } catch {}
}
/** A shared message (a form check's, or any English template of packages/shared/src/i18n) in the current language. */
function localiseNow(text) {
  const code = locale.get();
  if (text && code !== 'en' && !loadedDictionaries.has(code)) askDictionary(code);
  return localise(text, loadedDictionaries.get(code));
}
/**
 * `const tr = useLocalise(); tr(error.message)`: a shared message in the current language. The
 * language's dictionary is fetched when the first message is shown (English meanwhile), and the
 * component shows it again once it is there.
 */
function useLocalise() {
  const code = useLanguage();
  useStore(dictionaryArrived);
  return (text) => {
    if (text && code !== 'en' && !loadedDictionaries.has(code)) askDictionary(code);
    return localise(text, loadedDictionaries.get(code));
  };
}
export {
  P$1 as A,
  r$1 as B,
  Z as C,
  ln as D,
  k as E,
  w$1 as F,
  $$1 as I,
  U$1 as L,
  b as M,
  d as N,
  A$1 as O,
  j$1 as P,
  k$2 as R,
  M as S,
  fn as T,
  x$2 as V,
  LANGUAGE_NAMES as _,
  loadLanguage as a,
  a as b,
  params as c,
  useLanguage as d,
  useLocalise as f,
  LANGUAGES as g,
  transform as h,
  loadDictionary as i,
  T$1 as j,
  F$1 as k,
  preloadAreas as l,
  strings as m,
  i18n as n,
  locale as o,
  useT as p,
  keepEveryStore as r,
  localiseNow as s,
  adoptAccountLanguage as t,
  setLanguage as u,
  fill as v,
  _n as w,
  A as x,
  isLanguage as y,
  n as z,
};
