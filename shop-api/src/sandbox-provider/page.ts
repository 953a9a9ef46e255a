// The sandbox provider's hosted pages: plain HTML on the provider's origin. The card fields are here and only
// here: the form posts to the provider, never to the storefront.
import type { SandboxPayment } from './app.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
h1{font-size:1.25rem}label{display:block;margin:.5rem 0}input{width:100%;padding:.5rem;font:inherit;box-sizing:border-box}
.buttons{display:flex;gap:.5rem;flex-wrap:wrap;margin-top:1rem}button{padding:.6rem 1rem;font:inherit;border-radius:.25rem;border:1px solid #555;background:#fff;cursor:pointer}
button[value=pay]{background:#0b6b2f;color:#fff;border-color:#0b6b2f}.note{color:#555;font-size:.875rem}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

const METHOD_FIELDS: Record<SandboxPayment['method'], string> = {
  card: `<label>Card number <input name="card_number" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242"></label>
<label>Expiry <input name="expiry" autocomplete="cc-exp" value="12/34"></label>
<label>CVC <input name="cvc" inputmode="numeric" autocomplete="cc-csc" value="123"></label>`,
  wallet: `<label>Wallet e-mail <input name="wallet_email" type="email" value="buyer@wallet.test"></label>`,
  regional: `<label>Bank <input name="bank" value="Sandbox bank"></label>`,
};

export function paymentPage(payment: SandboxPayment): string {
  const amount = `${payment.amount.toFixed(2)} ${payment.currency}`;
  return layout(
    `Sandbox payment ${amount}`,
    `<h1>Sandbox ${escapeHtml(payment.method)} payment</h1>
<p>Pay <strong>${escapeHtml(amount)}</strong> to the storefront (reference ${escapeHtml(payment.reference)}).</p>
<form method="post" action="/pay/${escapeHtml(payment.id)}">${METHOD_FIELDS[payment.method]}
<div class="buttons"><button name="action" value="pay">Pay</button><button name="action" value="decline">Decline</button><button name="action" value="fail">Fail</button></div>
</form><p class="note">A test provider: nothing is charged. Decline and fail show how the shop handles each.</p>`,
  );
}

export function resultPage(message: string): string {
  return layout('Sandbox payment', `<h1>Sandbox payment</h1><p>${escapeHtml(message)}</p>`);
}
