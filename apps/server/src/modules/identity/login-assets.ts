import { AD_CLICK_ID_KEYS, MSG_NETWORK_ERROR, UNAME_MAX_LENGTH } from '@aita/core';
import { MSG_PASSWORD_LENGTH, MSG_PHONE_INVALID } from './messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PHONE_PATTERN } from './account.service';

/** Escapes text for an HTML attribute or text node. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The login page (§1 "embedded login frame"), shown in the app's iframe overlay. No inline
 * script or style, so its CSP can forbid them; the parent's origin is injected as
 * `data-target-origin` and used as the postMessage target origin.
 */
export function loginPageHtml(targetOrigin: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>登录 - AITA 教师AI助手</title>
<link rel="stylesheet" href="/passport/assets/login.css">
</head>
<body data-target-origin="${escapeHtml(targetOrigin)}">
<main class="card">
  <button type="button" class="close" id="close" aria-label="关闭">关闭</button>
  <h1>AITA 教师AI助手</h1>
  <div class="tabs" role="tablist">
    <button type="button" role="tab" id="tab-login" aria-selected="true">登录</button>
    <button type="button" role="tab" id="tab-register" aria-selected="false">注册</button>
  </div>
  <form id="form" novalidate>
    <label for="phone">手机号</label>
    <input id="phone" name="phone" type="tel" inputmode="numeric" maxlength="11" autocomplete="tel" placeholder="请输入手机号">
    <label for="password">密码</label>
    <input id="password" name="password" type="password" maxlength="${PASSWORD_MAX_LENGTH}" autocomplete="current-password" placeholder="请输入密码">
    <div id="uname-row" hidden>
      <label for="uname">姓名（选填）</label>
      <input id="uname" name="uname" maxlength="${UNAME_MAX_LENGTH}" autocomplete="name" placeholder="请输入姓名">
    </div>
    <p id="error" class="error" role="alert"></p>
    <button type="submit" id="submit" class="primary">登录</button>
    <p class="hint" id="hint">密码长度为${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位</p>
  </form>
</main>
<script src="/passport/assets/login.js" defer></script>
</body>
</html>
`;
}

/** The page's stylesheet. */
export const LOGIN_CSS = `*{box-sizing:border-box}
html,body{margin:0;height:100%}
body{font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:transparent;color:#1f2937;display:flex;align-items:center;justify-content:center}
.card{position:relative;width:360px;max-width:100%;background:#fff;border-radius:12px;box-shadow:0 10px 30px rgba(0,0,0,.15);padding:32px 28px 24px}
h1{font-size:20px;margin:0 0 16px;text-align:center;color:#111827}
.close{position:absolute;top:10px;right:12px;border:0;background:none;color:#6b7280;cursor:pointer;font-size:14px;padding:4px 6px}
.close:hover,.close:focus-visible{color:#111827}
.tabs{display:flex;gap:8px;margin-bottom:16px;border-bottom:1px solid #e5e7eb}
.tabs button{flex:1;border:0;background:none;padding:8px 0;font-size:15px;cursor:pointer;color:#6b7280;border-bottom:2px solid transparent}
.tabs button[aria-selected="true"]{color:#2563eb;border-bottom-color:#2563eb;font-weight:600}
label{display:block;font-size:13px;margin:12px 0 4px;color:#374151}
input{width:100%;height:40px;border:1px solid #d1d5db;border-radius:8px;padding:0 12px;font-size:15px}
input:focus{outline:2px solid #93c5fd;border-color:#2563eb}
.error{min-height:20px;margin:10px 0 0;font-size:13px;color:#dc2626}
.primary{width:100%;height:42px;margin-top:8px;border:0;border-radius:8px;background:#2563eb;color:#fff;font-size:16px;cursor:pointer}
.primary:disabled{opacity:.6;cursor:wait}
.hint{font-size:12px;color:#9ca3af;text-align:center;margin:12px 0 0}
*:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
`;

/**
 * The page's script (plain ES2017, no framework). It posts `JSON.stringify({type:'success',
 * token})` or `JSON.stringify({type:'close'})` to `window.parent` with the injected target
 * origin (§4 login frame messages) and passes the ad click ids of its own URL to registration.
 * Opened outside a frame, success goes to `/sso?token=…` and close to `/`.
 */
export const LOGIN_JS = `(function () {
  'use strict';
  var PHONE = ${String(PHONE_PATTERN)};
  var MIN = ${PASSWORD_MIN_LENGTH}, MAX = ${PASSWORD_MAX_LENGTH};
  var MSG_PHONE = ${JSON.stringify(MSG_PHONE_INVALID)};
  var MSG_PASSWORD = ${JSON.stringify(MSG_PASSWORD_LENGTH)};
  var MSG_NETWORK = ${JSON.stringify(MSG_NETWORK_ERROR)};
  var AD_KEYS = ${JSON.stringify(AD_CLICK_ID_KEYS)};
  var target = document.body.getAttribute('data-target-origin');
  var framed = window.parent && window.parent !== window;
  var mode = 'login';
  var $ = function (id) { return document.getElementById(id); };

  function post(message) {
    if (framed && target) window.parent.postMessage(JSON.stringify(message), target);
  }
  function showError(text) { $('error').textContent = text || ''; }
  function setMode(next) {
    mode = next;
    $('tab-login').setAttribute('aria-selected', String(next === 'login'));
    $('tab-register').setAttribute('aria-selected', String(next === 'register'));
    $('uname-row').hidden = next !== 'register';
    $('submit').textContent = next === 'login' ? '登录' : '注册';
    $('password').setAttribute('autocomplete', next === 'login' ? 'current-password' : 'new-password');
    showError('');
  }
  function adClickIds() {
    var params = new URLSearchParams(window.location.search);
    var ids = {};
    AD_KEYS.forEach(function (key) {
      var value = params.get(key);
      if (value) ids[key] = value;
    });
    return ids;
  }
  function succeed(token) {
    if (framed) post({ type: 'success', token: token });
    else window.location.replace('/sso?token=' + encodeURIComponent(token));
  }

  $('tab-login').addEventListener('click', function () { setMode('login'); });
  $('tab-register').addEventListener('click', function () { setMode('register'); });
  $('close').addEventListener('click', function () {
    if (framed) post({ type: 'close' });
    else window.location.assign('/');
  });
  $('form').addEventListener('submit', function (event) {
    event.preventDefault();
    var phone = $('phone').value.trim();
    var password = $('password').value;
    if (!PHONE.test(phone)) return showError(MSG_PHONE);
    var length = Array.from(password).length;
    if (length < MIN || length > MAX) return showError(MSG_PASSWORD);
    var body = { phone: phone, password: password };
    if (mode === 'register') {
      var uname = $('uname').value.trim();
      if (uname) body.uname = uname;
      var ids = adClickIds();
      if (Object.keys(ids).length) body.adClickIds = ids;
    }
    showError('');
    $('submit').disabled = true;
    fetch('/passport/api/' + mode, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    })
      .then(function (res) { return res.json(); })
      .then(function (envelope) {
        if (envelope && envelope.code === 200 && envelope.data && envelope.data.token) {
          succeed(envelope.data.token);
        } else {
          showError((envelope && (envelope.msg || envelope.message)) || MSG_NETWORK);
        }
      })
      .catch(function () { showError(MSG_NETWORK); })
      .then(function () { $('submit').disabled = false; });
  });
})();
`;
