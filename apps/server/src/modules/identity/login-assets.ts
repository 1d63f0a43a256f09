import { AD_CLICK_ID_KEYS, MSG_NETWORK_ERROR, UNAME_MAX_LENGTH } from '@aita/core';
import { MSG_PASSWORD_LENGTH, MSG_PHONE_INVALID, MSG_SMS_CODE_FORMAT } from './messages';
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
<title>登录 - AI教学助手</title>
<link rel="stylesheet" href="/passport/assets/login.css">
</head>
<body data-target-origin="${escapeHtml(targetOrigin)}">
<main class="card">
  <button type="button" class="close" id="close" aria-label="关闭">关闭</button>
  <h1 class="brand"><svg viewBox="0 0 32 32" aria-hidden="true" width="32" height="32"><rect width="32" height="32" rx="9" fill="#2f62f5"/><path d="M9 10.5A2.5 2.5 0 0 1 11.5 8h9a2.5 2.5 0 0 1 2.5 2.5v7a2.5 2.5 0 0 1-2.5 2.5H15l-4 3.5V20h0a2 2 0 0 1-2-2z" fill="#fff"/><path d="m16 10.6.9 2 2 .9-2 .9-.9 2-.9-2-2-.9 2-.9z" fill="#ff8a3d"/></svg>AI教学助手</h1>
  <div class="tabs" role="tablist">
    <button type="button" role="tab" id="tab-login" aria-selected="true">登录</button>
    <button type="button" role="tab" id="tab-register" aria-selected="false">注册</button>
  </div>
  <h2 id="reset-title" hidden>找回密码</h2>
  <form id="form" novalidate>
    <label for="phone">手机号</label>
    <input id="phone" name="phone" type="tel" inputmode="numeric" maxlength="11" autocomplete="tel" placeholder="请输入手机号">
    <div id="code-row" hidden>
      <label for="code">短信验证码</label>
      <div class="code">
        <input id="code" name="code" inputmode="numeric" maxlength="6" autocomplete="one-time-code" placeholder="6位数字">
        <button type="button" id="send-code" class="secondary">获取验证码</button>
      </div>
    </div>
    <label for="password" id="password-label">密码</label>
    <input id="password" name="password" type="password" maxlength="${PASSWORD_MAX_LENGTH}" autocomplete="current-password" placeholder="请输入密码">
    <div id="uname-row" hidden>
      <label for="uname">姓名（选填）</label>
      <input id="uname" name="uname" maxlength="${UNAME_MAX_LENGTH}" autocomplete="name" placeholder="请输入姓名">
    </div>
    <p id="notice" class="notice" role="status"></p>
    <label id="consent-row" class="consent" hidden><input type="checkbox" id="consent"> 我已阅读并同意<a href="/static/pages/agreement.html" target="_blank" rel="noopener">《用户协议》</a>和<a href="/static/pages/privacy.html" target="_blank" rel="noopener">《隐私政策》</a></label>
    <p id="error" class="error" role="alert"></p>
    <button type="submit" id="submit" class="primary">登录</button>
    <p class="links"><button type="button" id="forgot" class="link">忘记密码？</button><button type="button" id="back" class="link" hidden>返回登录</button></p>
    <p class="hint" id="hint">密码长度为${PASSWORD_MIN_LENGTH}-${PASSWORD_MAX_LENGTH}位，不能包含手机号，避免常见密码</p>
  </form>
  <section id="warned" class="warned" hidden>
    <p id="warned-text"></p>
    <button type="button" id="warned-ok" class="primary">我知道了，继续</button>
  </section>
</main>
<script src="/passport/assets/login.js" defer></script>
</body>
</html>
`;
}

/** The page's stylesheet. */
export const LOGIN_CSS = `*{box-sizing:border-box}
[hidden]{display:none!important}
html,body{margin:0;height:100%}
body{font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:transparent;color:#1f2937;display:flex;align-items:center;justify-content:center}
.card{position:relative;width:360px;max-width:100%;background:#fff;border-radius:12px;box-shadow:0 10px 30px rgba(0,0,0,.15);padding:32px 28px 24px}
h1{font-size:20px;margin:0 0 16px;text-align:center;color:#111827}
.brand{display:flex;align-items:center;justify-content:center;gap:10px}
body.framed{display:block;background:#fff}
body.framed .card{width:auto;box-shadow:none;border-radius:0;padding:28px 28px 20px}
.close{position:absolute;top:10px;right:12px;border:0;background:none;color:#6b7280;cursor:pointer;font-size:14px;padding:4px 6px}
.close:hover,.close:focus-visible{color:#111827}
.tabs{display:flex;gap:8px;margin-bottom:16px;border-bottom:1px solid #e5e7eb}
.tabs button{flex:1;border:0;background:none;padding:8px 0;font-size:15px;cursor:pointer;color:#6b7280;border-bottom:2px solid transparent}
.tabs button[aria-selected="true"]{color:#2563eb;border-bottom-color:#2563eb;font-weight:600}
label{display:block;font-size:13px;margin:12px 0 4px;color:#374151}
input{width:100%;height:44px;border:1px solid #d1d5db;border-radius:8px;padding:0 12px;font-size:15px}
input:focus{outline:2px solid #93c5fd;border-color:#2563eb}
.error{min-height:20px;margin:10px 0 0;font-size:13px;color:#dc2626}
.primary{width:100%;height:44px;margin-top:8px;border:0;border-radius:8px;background:#2563eb;color:#fff;font-size:16px;cursor:pointer}
.primary:disabled{opacity:.6;cursor:wait}
.hint{font-size:12px;color:#6b7280;text-align:center;margin:12px 0 0}
h2{font-size:16px;margin:0 0 8px;text-align:center}
.code{display:flex;gap:8px}
.code input{flex:1}
.secondary{flex:none;height:44px;padding:0 12px;border:1px solid #2563eb;border-radius:8px;background:#fff;color:#1d4ed8;font-size:14px;cursor:pointer}
.secondary:disabled{border-color:#d1d5db;color:#6b7280;cursor:default}
.notice{margin:8px 0 0;font-size:13px;color:#92400e;min-height:0}
.consent{display:flex;align-items:flex-start;gap:6px;font-size:13px;margin:12px 0 0;color:#374151}
.consent input{width:16px;height:16px;margin:2px 0 0;flex:none}
.consent a{color:#1d4ed8}
.links{display:flex;justify-content:space-between;margin:10px 0 0}
.link{border:0;background:none;color:#1d4ed8;font-size:13px;cursor:pointer;padding:4px 0}
.warned p{font-size:15px;line-height:1.6;color:#92400e;background:#fffbeb;border-radius:8px;padding:12px;margin:0 0 12px}
*:focus-visible{outline:2px solid #2563eb;outline-offset:2px}
`;

/** The notice of the log mode, when no SMS service is configured. */
export const MSG_SMS_LOGGED = '未配置短信服务，验证码已写入服务器日志';
/** A registration without the agreement ticked. */
export const MSG_CONSENT_REQUIRED = '请先阅读并同意《用户协议》和《隐私政策》';

/**
 * The page's script (plain ES2017, no framework), in three modes: 登录, 注册 (SMS code, name,
 * consent to the agreement and privacy policy) and 找回密码 (SMS code, new password). It posts
 * `JSON.stringify({type:'success', token})` or `JSON.stringify({type:'close'})` to
 * `window.parent` with the injected target origin (§4 login frame messages) and passes the ad
 * click ids of its own URL to registration. A login after wrong passwords were tried for the
 * account shows how many first. Opened outside a frame, success goes to `/sso?token=…` and
 * close to `/`.
 */
export const LOGIN_JS = `(function () {
  'use strict';
  var PHONE = ${String(PHONE_PATTERN)};
  var MIN = ${PASSWORD_MIN_LENGTH}, MAX = ${PASSWORD_MAX_LENGTH};
  var MSG_PHONE = ${JSON.stringify(MSG_PHONE_INVALID)};
  var MSG_PASSWORD = ${JSON.stringify(MSG_PASSWORD_LENGTH)};
  var MSG_NETWORK = ${JSON.stringify(MSG_NETWORK_ERROR)};
  var MSG_CODE = ${JSON.stringify(MSG_SMS_CODE_FORMAT)};
  var MSG_LOGGED = ${JSON.stringify(MSG_SMS_LOGGED)};
  var MSG_CONSENT = ${JSON.stringify(MSG_CONSENT_REQUIRED)};
  var AD_KEYS = ${JSON.stringify(AD_CLICK_ID_KEYS)};
  var target = document.body.getAttribute('data-target-origin');
  var framed = window.parent && window.parent !== window;
  var mode = 'login';
  var timer = 0;
  var $ = function (id) { return document.getElementById(id); };

  function post(message) {
    if (framed && target) window.parent.postMessage(JSON.stringify(message), target);
  }
  function showError(text) { $('error').textContent = text || ''; }
  function showNotice(text) { $('notice').textContent = text || ''; }
  function setMode(next) {
    mode = next;
    $('tab-login').setAttribute('aria-selected', String(next === 'login'));
    $('tab-register').setAttribute('aria-selected', String(next === 'register'));
    document.querySelector('.tabs').hidden = next === 'reset';
    $('reset-title').hidden = next !== 'reset';
    $('uname-row').hidden = next !== 'register';
    $('consent-row').hidden = next !== 'register';
    $('code-row').hidden = next === 'login';
    $('forgot').hidden = next !== 'login';
    $('back').hidden = next !== 'reset';
    $('password-label').textContent = next === 'reset' ? '新密码' : '密码';
    $('submit').textContent = next === 'login' ? '登录' : next === 'register' ? '注册' : '重置密码';
    $('password').setAttribute('autocomplete', next === 'login' ? 'current-password' : 'new-password');
    showError('');
    showNotice('');
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
  function call(path, body) {
    return fetch('/passport/api/' + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    }).then(function (res) { return res.json(); });
  }
  function failed(envelope) {
    showError((envelope && (envelope.msg || envelope.message)) || MSG_NETWORK);
  }
  function countdown(seconds) {
    var button = $('send-code');
    clearInterval(timer);
    button.disabled = true;
    var left = seconds;
    button.textContent = left + '秒后重发';
    timer = setInterval(function () {
      left -= 1;
      if (left <= 0) {
        clearInterval(timer);
        button.disabled = false;
        button.textContent = '获取验证码';
      } else {
        button.textContent = left + '秒后重发';
      }
    }, 1000);
  }

  $('tab-login').addEventListener('click', function () { setMode('login'); });
  $('tab-register').addEventListener('click', function () { setMode('register'); });
  $('forgot').addEventListener('click', function () { setMode('reset'); });
  $('back').addEventListener('click', function () { setMode('login'); });
  // Inside the app's overlay the overlay owns the one close control (and is closable even when
  // this page fails to load); standing alone, the page has its own.
  if (framed) {
    document.body.classList.add('framed');
    $('close').hidden = true;
  }
  $('close').addEventListener('click', function () {
    if (framed) post({ type: 'close' });
    else window.location.assign('/');
  });
  $('send-code').addEventListener('click', function () {
    var phone = $('phone').value.trim();
    if (!PHONE.test(phone)) return showError(MSG_PHONE);
    showError('');
    $('send-code').disabled = true;
    call('sms-code', { phone: phone, purpose: mode === 'reset' ? 'reset' : 'register' })
      .then(function (envelope) {
        if (envelope && envelope.code === 200) {
          showNotice(envelope.data.delivery === 'log' ? MSG_LOGGED : '验证码已发送，5分钟内有效');
          countdown(envelope.data.resendAfter || 60);
          $('code').focus();
        } else {
          $('send-code').disabled = false;
          failed(envelope);
        }
      })
      .catch(function () { $('send-code').disabled = false; showError(MSG_NETWORK); });
  });
  $('warned-ok').addEventListener('click', function () {
    succeed($('warned').getAttribute('data-token'));
  });
  $('form').addEventListener('submit', function (event) {
    event.preventDefault();
    var phone = $('phone').value.trim();
    var password = $('password').value;
    if (!PHONE.test(phone)) return showError(MSG_PHONE);
    var length = Array.from(password).length;
    if (length < MIN || length > MAX) return showError(MSG_PASSWORD);
    var body = { phone: phone, password: password };
    if (mode !== 'login') {
      body.code = $('code').value.trim();
      if (!/^[0-9]{6}$/.test(body.code)) return showError(MSG_CODE);
    }
    if (mode === 'register') {
      if (!$('consent').checked) return showError(MSG_CONSENT);
      var uname = $('uname').value.trim();
      if (uname) body.uname = uname;
      var ids = adClickIds();
      if (Object.keys(ids).length) body.adClickIds = ids;
    }
    showError('');
    $('submit').disabled = true;
    call(mode === 'reset' ? 'reset-password' : mode, body)
      .then(function (envelope) {
        if (!envelope || envelope.code !== 200) return failed(envelope);
        if (mode === 'reset') {
          setMode('login');
          $('password').value = '';
          showNotice('密码已重置，所有设备已退出，请用新密码登录');
          return;
        }
        var data = envelope.data || {};
        if (data.failedAttempts > 0) {
          $('form').hidden = true;
          $('warned').hidden = false;
          $('warned').setAttribute('data-token', data.token);
          $('warned-text').textContent = '自上次登录以来，有人用错误的密码尝试登录您的账号 ' +
            data.failedAttempts + ' 次。如果不是您本人，请登录后在个人中心修改密码。';
          $('warned-ok').focus();
          return;
        }
        succeed(data.token);
      })
      .catch(function () { showError(MSG_NETWORK); })
      .then(function () { $('submit').disabled = false; });
  });
})();
`;
