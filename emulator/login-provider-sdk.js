/**
 * The phone-login provider's browser script, as the stand-in serves it at /kwikpass/sdk.js
 * (emulator/login-provider.ts). Plain ES2019 with no build step: browsers run this file as it is.
 * It keeps the contract in app/lib/account/login-provider.ts: `window.KwikPass`, the `kwikpass:ready`
 * event, and `kwikpass:login-data` with the provider's token after a login.
 */
(function () {
  'use strict';

  var script = document.currentScript;
  // Loaded twice: the first copy already serves the page.
  if (window.KwikPass && window.KwikPass.ready) return;
  if (!script || !script.src) {
    console.error('KwikPass: load sdk.js with a plain <script src> tag, so it can find its merchant id');
    return;
  }

  var MERCHANT_ID = script.getAttribute('data-merchant-id') || '';
  // The API lives beside the script: /kwikpass/sdk.js calls /kwikpass/otp and so on.
  var API = new URL('./', script.src).href;
  var SESSION_KEY = 'kwikpass:session:' + MERCHANT_ID;
  var LOGIN_METHODS = ['messaging-app', 'caller-id', 'shop-login'];
  var TITLE_ID = 'kwikpass-title';

  var COPY = {
    en: {
      title: 'Log in with your phone',
      close: 'Close',
      back: 'Back',
      chooseMethod: 'How would you like to log in?',
      methods: {
        'messaging-app': 'Log in with a messaging app',
        'caller-id': 'Log in with a caller-ID app',
        'shop-login': 'Log in with your shop account',
      },
      phone: 'Phone number',
      sendCode: 'Send code',
      codeSent: function (phone) {
        return 'We sent a 6-digit code to ' + phone + '.';
      },
      code: 'One-time code',
      verify: 'Verify',
      changeNumber: 'Change number',
      invalidPhone: 'Enter a 10-digit mobile number.',
      unknownPhone: 'No account uses this number.',
      wrongCode: 'That code is not right. Try again.',
      failed: 'Something went wrong. Try again.',
    },
    hi: {
      title: 'फ़ोन नंबर से लॉग इन करें',
      close: 'बंद करें',
      back: 'वापस',
      chooseMethod: 'आप कैसे लॉग इन करना चाहेंगे?',
      methods: {
        'messaging-app': 'मैसेजिंग ऐप से लॉग इन करें',
        'caller-id': 'कॉलर-आईडी ऐप से लॉग इन करें',
        'shop-login': 'शॉप अकाउंट से लॉग इन करें',
      },
      phone: 'फ़ोन नंबर',
      sendCode: 'कोड भेजें',
      codeSent: function (phone) {
        return 'हमने ' + phone + ' पर 6 अंकों का कोड भेजा है।';
      },
      code: 'एक बार का कोड',
      verify: 'जाँचें',
      changeNumber: 'नंबर बदलें',
      invalidPhone: '10 अंकों का मोबाइल नंबर डालें।',
      unknownPhone: 'इस नंबर से कोई अकाउंट नहीं है।',
      wrongCode: 'यह कोड सही नहीं है। फिर से कोशिश करें।',
      failed: 'कुछ गड़बड़ हो गई। फिर से कोशिश करें।',
    },
  };

  // Styles go through the CSSOM (style.cssText), which a storefront's CSP allows without 'unsafe-inline'.
  var STYLE = {
    dialog:
      'box-sizing:border-box;width:min(400px,calc(100vw - 32px));max-height:calc(100vh - 32px);overflow:auto;' +
      'margin:auto;padding:20px;border:0;border-radius:12px;background:#fff;color:#1a1a1a;' +
      'font-size:16px;line-height:1.5;box-shadow:0 12px 40px rgba(0,0,0,0.35)',
    header: 'display:flex;align-items:flex-start;justify-content:space-between;gap:12px;margin-bottom:16px',
    title: 'margin:0;font-size:1.25rem;line-height:1.3;font-weight:700',
    body: 'display:flex;flex-direction:column;gap:12px',
    text: 'margin:0',
    label: 'font-weight:600',
    input:
      'box-sizing:border-box;width:100%;min-height:44px;padding:8px 12px;font:inherit;color:inherit;' +
      'border:1px solid #767676;border-radius:8px;background:#fff',
    primary:
      'box-sizing:border-box;width:100%;min-height:44px;padding:8px 16px;font:inherit;font-weight:600;' +
      'border:1px solid #1a1a1a;border-radius:8px;background:#1a1a1a;color:#fff;cursor:pointer',
    secondary:
      'box-sizing:border-box;width:100%;min-height:44px;padding:8px 16px;font:inherit;' +
      'border:1px solid #1a1a1a;border-radius:8px;background:#fff;color:#1a1a1a;cursor:pointer',
    close:
      'flex:none;min-height:44px;padding:8px 12px;font:inherit;border:1px solid #767676;border-radius:8px;' +
      'background:#fff;color:#1a1a1a;cursor:pointer',
    alert: 'margin:0;color:#b00020;font-weight:600',
  };

  var current = null;
  var restoring = false;

  function element(tag, style, text) {
    var node = document.createElement(tag);
    if (style) node.style.cssText = style;
    if (text) node.textContent = text;
    return node;
  }

  function button(text, style, type) {
    var node = element('button', style, text);
    node.type = type || 'button';
    return node;
  }

  function readSession() {
    try {
      var session = JSON.parse(localStorage.getItem(SESSION_KEY) || 'null');
      var valid = session && typeof session.userId === 'string' && LOGIN_METHODS.indexOf(session.loginMethod) !== -1;
      return valid ? session : null;
    } catch {
      return null;
    }
  }

  function writeSession(data) {
    try {
      localStorage.setItem(
        SESSION_KEY,
        JSON.stringify({phone: data.phone, userId: data.userId, loginMethod: data.loginMethod}),
      );
    } catch {
      // Storage is off: the next open() shows the dialog again.
    }
  }

  function forgetSession() {
    try {
      localStorage.removeItem(SESSION_KEY);
    } catch {
      // Storage is off: there is no session to forget.
    }
  }

  /** POSTs to the provider's API; rejects with an Error whose `code` is the API's error code. */
  async function call(endpoint, body) {
    var response = await fetch(API + endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(Object.assign({merchantId: MERCHANT_ID}, body)),
    });
    var answer = await response.json().catch(function () {
      return null;
    });
    // Refusals of what the shopper typed come with 200 and an `error`; request faults with a 4xx.
    var problem = answer && answer.error;
    if (response.ok && answer && !problem) return answer;
    var error = new Error((problem && problem.message) || 'HTTP ' + response.status);
    error.code = (problem && problem.code) || 'FAILED';
    throw error;
  }

  function loggedIn(data) {
    writeSession(data);
    var detail = {kpToken: data.kpToken, phone: data.phone, loginMethod: data.loginMethod, userId: data.userId};
    window.dispatchEvent(new CustomEvent('kwikpass:login-data', {detail: detail}));
  }

  /** +91 98123 40001 */
  function displayPhone(phone) {
    return phone.slice(0, 3) + ' ' + phone.slice(3, 8) + ' ' + phone.slice(8);
  }

  function showDialog(lang) {
    var copy = COPY[lang];
    var state = {loginMethod: null, phone: ''};
    var dialog = element('dialog', STYLE.dialog);
    dialog.lang = lang;
    dialog.setAttribute('aria-labelledby', TITLE_ID);

    var header = element('div', STYLE.header);
    var title = element('h2', STYLE.title, copy.title);
    title.id = TITLE_ID;
    var close = button(copy.close, STYLE.close);
    close.addEventListener('click', function () {
      dialog.close();
    });
    header.append(title, close);
    var body = element('div', STYLE.body);
    dialog.append(header, body);

    function show(nodes, focus) {
      body.textContent = '';
      body.append(...nodes);
      focus.focus();
    }

    /** A form with one labelled field, an alert line for its errors, and its buttons. */
    function fieldForm(options) {
      var form = element('form', STYLE.body);
      var label = element('label', STYLE.label, options.label);
      label.htmlFor = options.id;
      var input = element('input', STYLE.input);
      input.id = options.id;
      input.name = options.id;
      input.type = options.type;
      input.setAttribute('inputmode', options.inputMode);
      input.autocomplete = options.autocomplete;
      input.required = true;
      input.value = options.value || '';
      var alert = element('p', STYLE.alert);
      alert.id = options.id + '-error';
      alert.setAttribute('role', 'alert');
      input.setAttribute('aria-describedby', alert.id);
      var submit = button(options.submit, STYLE.primary, 'submit');
      var back = button(options.back, STYLE.secondary);
      back.addEventListener('click', options.onBack);
      form.append(label, input, alert, submit, back);

      form.addEventListener('submit', async function (event) {
        event.preventDefault();
        if (submit.disabled) return;
        submit.disabled = true;
        form.setAttribute('aria-busy', 'true');
        alert.textContent = '';
        input.removeAttribute('aria-invalid');
        try {
          await options.onSubmit(input.value);
        } catch (error) {
          alert.textContent = options.messages[error.code] || copy.failed;
          input.setAttribute('aria-invalid', 'true');
          input.focus();
          input.select();
        } finally {
          submit.disabled = false;
          form.removeAttribute('aria-busy');
        }
      });
      return {form: form, input: input};
    }

    function methodStep() {
      var intro = element('p', STYLE.text, copy.chooseMethod);
      var buttons = LOGIN_METHODS.map(function (method) {
        var choice = button(copy.methods[method], STYLE.secondary);
        choice.addEventListener('click', function () {
          state.loginMethod = method;
          phoneStep();
        });
        return choice;
      });
      show([intro].concat(buttons), buttons[0]);
    }

    function phoneStep() {
      var step = fieldForm({
        id: 'kwikpass-phone',
        label: copy.phone,
        type: 'tel',
        inputMode: 'tel',
        autocomplete: 'tel-national',
        value: state.phone,
        submit: copy.sendCode,
        back: copy.back,
        onBack: methodStep,
        messages: {INVALID_PHONE: copy.invalidPhone, UNKNOWN_PHONE: copy.unknownPhone},
        onSubmit: async function (value) {
          var answer = await call('otp', {phone: value});
          state.phone = answer.phone;
          codeStep();
        },
      });
      show([step.form], step.input);
    }

    function codeStep() {
      var sent = element('p', STYLE.text, copy.codeSent(displayPhone(state.phone)));
      var step = fieldForm({
        id: 'kwikpass-code',
        label: copy.code,
        type: 'text',
        inputMode: 'numeric',
        autocomplete: 'one-time-code',
        submit: copy.verify,
        back: copy.changeNumber,
        onBack: phoneStep,
        messages: {WRONG_CODE: copy.wrongCode},
        onSubmit: async function (value) {
          var data = await call('verify', {phone: state.phone, code: value, loginMethod: state.loginMethod});
          dialog.close();
          loggedIn(data);
        },
      });
      show([sent, step.form], step.input);
    }

    // Escape and the Close button both end in `close`.
    dialog.addEventListener('close', function () {
      dialog.remove();
      current = null;
    });
    current = dialog;
    document.body.append(dialog);
    dialog.showModal();
    methodStep();
  }

  /** With a provider session, a fresh token for it and no dialog; without one (or a stale one), the dialog. */
  async function open(options) {
    if (current || restoring) return;
    var lang = options && options.lang === 'hi' ? 'hi' : 'en';
    var session = readSession();
    if (session) {
      restoring = true;
      try {
        loggedIn(await call('session', {userId: session.userId, loginMethod: session.loginMethod}));
        return;
      } catch (error) {
        if (error.code === 'UNKNOWN_USER') forgetSession();
      } finally {
        restoring = false;
      }
    }
    showDialog(lang);
  }

  window.KwikPass = {
    ready: true,
    open: function (options) {
      open(options).catch(function (error) {
        console.error('KwikPass:', error);
      });
    },
    logout: function () {
      forgetSession();
      return Promise.resolve();
    },
  };
  window.dispatchEvent(new Event('kwikpass:ready'));
})();
